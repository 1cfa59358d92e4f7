import { api } from "@/contract";
import {
  calculateDeliveryPrice,
  INVALID_REQUEST_METHOD,
  NO_MATCHING_SEGMENT,
} from "@/domain/delivery";
import { AppError, errorResponse } from "@/server/errors";
import { route } from "@/server/route";

export const POST = route(api.storefront.deliveryPrice, async ({ body }) => {
  const result = calculateDeliveryPrice(body.data);
  if (result.ok) return { price: result.price };
  const code = result.error === NO_MATCHING_SEGMENT ? "NO_MATCHING_SEGMENT" : "INVALID_REQUEST";
  throw new AppError(code, result.error);
});

/** Spec §5: any other method is a 400 'Invalid request method'. */
function invalidMethod(): Response {
  return errorResponse(new AppError("INVALID_REQUEST_METHOD", INVALID_REQUEST_METHOD));
}
export {
  invalidMethod as GET,
  invalidMethod as PUT,
  invalidMethod as PATCH,
  invalidMethod as DELETE,
};
