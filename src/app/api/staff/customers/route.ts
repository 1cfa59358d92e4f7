import { api } from "@/contract";
import { route } from "@/server/route";
import { knownCustomer } from "@/server/staff/customers";

export const GET = route(api.staffOrders.customer, async ({ brand, query }) =>
  knownCustomer(brand.id, query.phoneNumber),
);
