import { api } from "@/contract";
import { customerPaymentView } from "@/domain/online-payment";
import { chargeOrder } from "@/server/flows/charge";
import { route } from "@/server/route";

/** The customer's own order (the declaration's `loads`), charged if not yet. */
export const POST = route(api.orders.payment, async ({ brand, order }) =>
  customerPaymentView(await chargeOrder(brand, order.id)),
);
