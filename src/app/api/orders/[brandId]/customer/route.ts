import { api } from "@/contract";
import { AppError } from "@/server/errors";
import { placeOrder } from "@/server/flows/place-order";
import { localeOfRequest } from "@/server/page-path";
import { route } from "@/server/route";

export const POST = route(api.orders.placeOrder, async ({ brand, signedIn, body, request }) => {
  const key = request.headers.get("x-idempotency-key");
  if (key !== null && !/^[\w-]{8,100}$/.test(key))
    throw new AppError(
      "INVALID_REQUEST",
      "X-Idempotency-Key: must be 8 to 100 letters, digits, '-' or '_'",
    );
  // The customer's language, chosen as for the pages: their status messages are written in it.
  return placeOrder({
    brand,
    customer: signedIn.user,
    body,
    idempotencyKey: key,
    language: localeOfRequest(brand, request.headers),
  });
});
