import { api } from "@/contract";
import { customerPayment } from "@/server/flows/charge";
import { route } from "@/server/route";

export const POST = route(api.orders.payment, ({ brand, signedIn, params }) =>
  customerPayment(brand, signedIn, params.orderId),
);
