import { api } from "@/contract";
import { OTP_COOKIE } from "@/domain/auth";
import { clearOtpCookie, clientIp } from "@/server/auth/http";
import { verifyOtp } from "@/server/auth/otp";
import { readCookie } from "@/server/auth/sessions";
import { ok } from "@/server/http";
import { route } from "@/server/route";

export const POST = route(api.auth.verifyOtp, async ({ brand, body, request }) => {
  const token = await verifyOtp(
    brand,
    body.phoneNumber,
    body.otp,
    clientIp(request),
    readCookie(request, OTP_COOKIE),
  );
  const response = ok({ token });
  clearOtpCookie(response, request);
  return response;
});
