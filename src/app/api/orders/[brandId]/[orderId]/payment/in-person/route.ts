import { api } from "@/contract";
import { customerPayInPerson } from "@/server/flows/payment-choice";
import { route } from "@/server/route";

export const POST = route(api.orders.paymentInPerson, ({ brand, signedIn, params, body }) =>
  customerPayInPerson(brand, signedIn, params.orderId, body.method),
);
