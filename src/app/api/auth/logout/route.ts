import { api } from "@/contract";
import { clearSessionCookie } from "@/server/auth/http";
import { revokeSession } from "@/server/auth/sessions";
import { ok } from "@/server/http";
import { route } from "@/server/route";

export const POST = route(api.auth.logout, async ({ signedIn, request }) => {
  await revokeSession(signedIn.sessionId);
  const response = ok(null);
  clearSessionCookie(response, request);
  return response;
});
