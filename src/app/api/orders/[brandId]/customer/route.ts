import { api } from "@/contract";
import { AppError } from "@/server/errors";
import { placeOrder } from "@/server/orders/place-order";
import { ensureCharge } from "@/server/payments/online";
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
  const placed = await placeOrder(
    brand,
    signedIn.user,
    body,
    key,
    localeOfRequest(brand, request.headers),
  );
  // Paying online: the charge is made now (once, however often checkout is retried), so the
  // tracking page can show how to pay; a gateway failure leaves the order for a retry there.
  if (body.payment.method === "online") await ensureCharge(brand, placed.uid);
  return placed;
});
