import { api } from "@/contract";
import { clientIp } from "@/server/auth/http";
import { verifyOtp } from "@/server/auth/otp";
import { route } from "@/server/route";

export const POST = route(api.auth.verifyOtp, async ({ brand, body, request }) => ({
  token: await verifyOtp(brand, body.phoneNumber, body.otp, clientIp(request)),
}));
