import { createOtpBody, FIELD_REASON_CODES } from "@/domain/auth-schemas";
import { AppError, errorResponse } from "@/server/errors";
import { clientIp } from "@/server/auth/http";
import { requestOtp } from "@/server/auth/otp";
import { ok, readJson, requireBrand } from "@/server/http";

/** Spec §7: POST {phoneNumber, targetApp, brandId} sends a sign-in code. */
export async function POST(request: Request): Promise<Response> {
  try {
    const brand = await requireBrand(request);
    const body = await readJson(request, createOtpBody, FIELD_REASON_CODES);
    if (body.brandId !== brand.id)
      throw new AppError("INVALID_BRAND_ID", 400, "brandId: is not this shop's brand");
    const { expiresAt } = await requestOtp(brand, body.phoneNumber, clientIp(request));
    return ok({ expiresAt: expiresAt.toISOString() });
  } catch (error) {
    return errorResponse(error);
  }
}
