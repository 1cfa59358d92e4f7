import { api } from "@/contract";
import { clientIp } from "@/server/auth/http";
import { requestOtp } from "@/server/auth/otp";
import { localeOfRequest } from "@/server/page-path";
import { AppError } from "@/server/errors";
import { route } from "@/server/route";

export const POST = route(api.auth.createOtp, async ({ brand, body, request }) => {
  if (body.brandId !== brand.id) throw new AppError("INVALID_BRAND_ID");
  const { expiresAt } = await requestOtp(
    brand,
    body.phoneNumber,
    clientIp(request),
    localeOfRequest(brand, request.headers),
  );
  return { expiresAt: expiresAt.toISOString() };
});
