import { api } from "@/contract";
import { customerPaymentAttempt } from "@/server/payments/endpoints";
import { route } from "@/server/route";

export const POST = route(api.orders.paymentAttempt, ({ brand, signedIn, params, body }) =>
  customerPaymentAttempt(brand, signedIn, params.orderId, body.channel),
);
