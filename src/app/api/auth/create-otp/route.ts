import { api } from "@/contract";
import { clientIp, setOtpCookie } from "@/server/auth/http";
import { requestOtp } from "@/server/auth/otp";
import { localeOfRequest } from "@/server/page-path";
import { AppError } from "@/server/errors";
import { ok } from "@/server/http";
import { route } from "@/server/route";

export const POST = route(api.auth.createOtp, async ({ brand, body, request }) => {
  if (body.brandId !== brand.id) throw new AppError("INVALID_BRAND_ID");
  const { expiresAt, asker, channel, resendInSeconds } = await requestOtp(
    brand,
    body.phoneNumber,
    clientIp(request),
    localeOfRequest(brand, request.headers),
    body.bySms ?? false,
  );
  // Only this device can use the code (issue 31 item 5): its cookie goes with the check.
  const response = ok({
    expiresAt: expiresAt.toISOString(),
    channel,
    resendInSeconds,
  });
  setOtpCookie(response, request, asker);
  return response;
});
