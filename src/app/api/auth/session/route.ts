import { errorResponse } from "@/server/errors";
import { setSessionCookie } from "@/server/auth/http";
import { authenticate, readCookie, SESSION_COOKIE, signIdToken } from "@/server/auth/sessions";
import { ok, requireBrand } from "@/server/http";
import { withStaffRole } from "@/server/staff/staff";

/** The signed-in user with a fresh idToken, or `data: null`: how the client's initial state resolves. */
export async function GET(request: Request): Promise<Response> {
  try {
    const brand = await requireBrand(request);
    const signedIn = await authenticate(request, brand);
    const headers = { "Cache-Control": "private, no-store" };
    if (!signedIn) return ok(null, { headers });
    const user = await withStaffRole(brand, signedIn.user);
    const idToken = await signIdToken(brand, user, signedIn.sessionId);
    const response = ok({ ...user, idToken }, { headers });
    const cookie = readCookie(request, SESSION_COOKIE);
    if (signedIn.renewedUntil && cookie) setSessionCookie(response, request, cookie); // slide the cookie too
    return response;
  } catch (error) {
    return errorResponse(error);
  }
}
