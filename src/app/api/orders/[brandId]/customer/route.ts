import { api } from "@/contract";
import { AppError } from "@/server/errors";
import { placeOrder } from "@/server/orders/place-order";
import { route } from "@/server/route";

export const POST = route(api.orders.placeOrder, async ({ brand, signedIn, body, request }) => {
  const key = request.headers.get("x-idempotency-key");
  if (key !== null && !/^[\w-]{8,100}$/.test(key))
    throw new AppError(
      "INVALID_REQUEST",
      "X-Idempotency-Key: must be 8 to 100 letters, digits, '-' or '_'",
    );
  return placeOrder(brand, signedIn.user, body, key);
});
