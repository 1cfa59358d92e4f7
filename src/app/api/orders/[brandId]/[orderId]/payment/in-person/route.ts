import { api } from "@/contract";
import { customerPayInPerson } from "@/server/payments/endpoints";
import { route } from "@/server/route";

export const POST = route(api.orders.paymentInPerson, ({ brand, signedIn, params, body }) =>
  customerPayInPerson(brand, signedIn, params.orderId, body.method),
);
