import { errorResponse } from "@/server/errors";
import { clearSessionCookie, requireCustomer } from "@/server/auth/http";
import { revokeSession } from "@/server/auth/sessions";
import { ok, requireBrand } from "@/server/http";

/** Ends the session server-side: its cookie and every idToken issued for it stop working. */
export async function POST(request: Request): Promise<Response> {
  try {
    const brand = await requireBrand(request);
    const { sessionId } = await requireCustomer(request, brand, { write: true });
    await revokeSession(sessionId);
    const response = ok(null);
    clearSessionCookie(response, request);
    return response;
  } catch (error) {
    return errorResponse(error);
  }
}
