import { z } from "zod";
import {
  calculateDeliveryPrice,
  INVALID_REQUEST_METHOD,
  NO_MATCHING_SEGMENT,
} from "@/domain/delivery";
import { AppError, errorResponse } from "@/server/errors";
import { ok, readJson } from "@/server/http";

const body = z.object({ data: z.unknown() });

/** POST {data: DeliveryPriceInput} -> {data: {price}} (spec §5 price calculation). */
export async function POST(request: Request): Promise<Response> {
  try {
    const { data } = await readJson(request, body);
    const result = calculateDeliveryPrice(data);
    if (!result.ok) {
      const code = result.error === NO_MATCHING_SEGMENT ? "NO_MATCHING_SEGMENT" : "INVALID_REQUEST";
      throw new AppError(code, 400, result.error);
    }
    return ok({ price: result.price });
  } catch (error) {
    return errorResponse(error);
  }
}

/** Spec §5: any other method is a 400 'Invalid request method'. */
function invalidMethod(): Response {
  return errorResponse(new AppError("INVALID_REQUEST_METHOD", 400, INVALID_REQUEST_METHOD));
}
export {
  invalidMethod as GET,
  invalidMethod as PUT,
  invalidMethod as PATCH,
  invalidMethod as DELETE,
};
