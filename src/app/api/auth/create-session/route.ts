import { api } from "@/contract";
import { setSessionCookie } from "@/server/auth/http";
import { createSession, signIdToken } from "@/server/auth/sessions";
import { ok } from "@/server/http";
import { route } from "@/server/route";
import { withStaffRole } from "@/server/staff/staff";

export const POST = route(api.auth.createSession, async ({ brand, body, request }) => {
  const { cookie, sessionId, user: signedIn } = await createSession(brand, body.idToken);
  const user = await withStaffRole(brand, signedIn);
  const response = ok({ ...user, idToken: await signIdToken(brand, user, sessionId) });
  setSessionCookie(response, request, cookie);
  return response;
});
