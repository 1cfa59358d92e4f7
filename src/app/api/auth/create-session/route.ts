import { createSessionBody, FIELD_REASON_CODES } from "@/domain/auth-schemas";
import { errorResponse } from "@/server/errors";
import { setSessionCookie } from "@/server/auth/http";
import { createSession, signIdToken } from "@/server/auth/sessions";
import { ok, readJson, requireBrand } from "@/server/http";
import { withStaffRole } from "@/server/staff/staff";

/** Spec §7: POST {idToken: <sign-in token>} starts a session (cookie) and answers the user. */
export async function POST(request: Request): Promise<Response> {
  try {
    const brand = await requireBrand(request);
    const body = await readJson(request, createSessionBody, FIELD_REASON_CODES);
    const session = await createSession(brand, body.idToken);
    const { cookie, sessionId } = session;
    const user = await withStaffRole(brand, session.user);
    const response = ok({ ...user, idToken: await signIdToken(brand, user, sessionId) });
    setSessionCookie(response, request, cookie);
    return response;
  } catch (error) {
    return errorResponse(error);
  }
}
