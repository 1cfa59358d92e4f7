import { api } from "@/contract";
import { customerPaymentAttempt } from "@/server/flows/payment-choice";
import { route } from "@/server/route";

export const POST = route(api.orders.paymentAttempt, ({ brand, signedIn, params, body }) =>
  customerPaymentAttempt(brand, signedIn, params.orderId, body.channel),
);
