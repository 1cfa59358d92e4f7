import { api } from "@/contract";
import { payInPerson } from "@/server/flows/payment-choice";
import { route } from "@/server/route";

/** Paying in person instead of online (issue 32 item 6), on the customer's own order. */
export const POST = route(api.orders.paymentInPerson, ({ brand, order, body }) =>
  payInPerson(brand, order, body.method),
);
