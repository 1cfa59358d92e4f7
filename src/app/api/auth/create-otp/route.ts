import { api } from "@/contract";
import { clientIp } from "@/server/auth/http";
import { requestOtp } from "@/server/auth/otp";
import { AppError } from "@/server/errors";
import { route } from "@/server/route";

export const POST = route(api.auth.createOtp, async ({ brand, body, request }) => {
  if (body.brandId !== brand.id) throw new AppError("INVALID_BRAND_ID");
  const { expiresAt } = await requestOtp(brand, body.phoneNumber, clientIp(request));
  return { expiresAt: expiresAt.toISOString() };
});
