import { api } from "@/contract";
import { profileOf } from "@/server/account/profile";
import { setLocaleCookie, setSessionCookie } from "@/server/auth/http";
import { getDb } from "@/server/db/client";
import { createSession, signIdToken } from "@/server/auth/sessions";
import { ok } from "@/server/http";
import { route } from "@/server/route";
import { withStaffRole } from "@/server/staff/staff";

export const POST = route(api.auth.createSession, async ({ brand, body, request }) => {
  const { cookie, sessionId, user: signedIn } = await createSession(brand, body.idToken);
  const user = await withStaffRole(brand, signedIn);
  const response = ok({ ...user, idToken: await signIdToken(brand, user, sessionId) });
  setSessionCookie(response, request, cookie);
  // The language chosen on the account page (issue 32 item 8) is the storefront's from now on.
  const { language } = await profileOf((await getDb()).db, brand.id, user.uid);
  if (language) setLocaleCookie(response, request, language);
  return response;
});
