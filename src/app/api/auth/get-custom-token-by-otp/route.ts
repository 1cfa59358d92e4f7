import { FIELD_REASON_CODES, getCustomTokenBody } from "@/domain/auth-schemas";
import { errorResponse } from "@/server/errors";
import { clientIp } from "@/server/auth/http";
import { verifyOtp } from "@/server/auth/otp";
import { ok, readJson, requireBrand } from "@/server/http";

/** Spec §7: POST {phoneNumber, otp, targetApp} answers a single-use sign-in token. */
export async function POST(request: Request): Promise<Response> {
  try {
    const brand = await requireBrand(request);
    const body = await readJson(request, getCustomTokenBody, FIELD_REASON_CODES);
    return ok({ token: await verifyOtp(brand, body.phoneNumber, body.otp, clientIp(request)) });
  } catch (error) {
    return errorResponse(error);
  }
}
