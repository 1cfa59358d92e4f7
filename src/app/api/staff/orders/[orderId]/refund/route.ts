import { api } from "@/contract";
import { retryFailedRefund } from "@/server/flows/refund";
import { route } from "@/server/route";

export const POST = route(api.staff.retryRefund, ({ brand, order }) =>
  retryFailedRefund(brand, order),
);
