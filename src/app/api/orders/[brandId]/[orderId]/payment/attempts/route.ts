import { api } from "@/contract";
import { customerPaymentView } from "@/domain/online-payment";
import { tryPaymentAgain } from "@/server/flows/payment-choice";
import { route } from "@/server/route";

/** A failed payment tried again (issue 32 item 6), on the customer's own order. */
export const POST = route(api.orders.paymentAttempt, async ({ brand, order, body }) =>
  customerPaymentView(await tryPaymentAgain(brand, order, body.channel)),
);
