import { api } from "@/contract";
import { route } from "@/server/route";
import { productionList } from "@/server/staff/production";

export const GET = route(api.staff.production, ({ brand, role, query }) =>
  productionList(brand, role, query),
);
