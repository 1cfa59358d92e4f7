import { api } from "@/contract";
import { setSessionCookie } from "@/server/auth/http";
import { authenticate, readCookie, SESSION_COOKIE, signIdToken } from "@/server/auth/sessions";
import { ok } from "@/server/http";
import { route } from "@/server/route";
import { withStaffRole } from "@/server/staff/staff";

/** How the client's initial state resolves; a session renewed here slides its cookie too. */
export const GET = route(api.auth.session, async ({ brand, request }) => {
  const signedIn = await authenticate(request, brand);
  if (!signedIn) return null;
  const user = await withStaffRole(brand, signedIn.user);
  const idToken = await signIdToken(brand, user, signedIn.sessionId);
  const cookie = readCookie(request, SESSION_COOKIE);
  if (!signedIn.renewedUntil || !cookie) return { ...user, idToken };
  const response = ok({ ...user, idToken });
  setSessionCookie(response, request, cookie);
  return response;
});
