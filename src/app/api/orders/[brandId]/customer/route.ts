import { api } from "@/contract";
import { placeOrder } from "@/server/flows/place-order";
import { idempotencyKeyOf } from "@/server/http";
import { localeOfRequest } from "@/server/page-path";
import { route } from "@/server/route";

export const POST = route(api.orders.placeOrder, async ({ brand, signedIn, body, request }) =>
  placeOrder({
    brand,
    customer: signedIn.user,
    body,
    idempotencyKey: idempotencyKeyOf(request),
    // The customer's language, chosen as for the pages: their status messages are written in it.
    language: localeOfRequest(brand, request.headers),
  }),
);
