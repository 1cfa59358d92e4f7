import "server-only";
import type { BrandRef } from "../brands/resolve";
import { authenticate, readCookie, SESSION_COOKIE } from "../auth/sessions";
import { staffRole } from "./staff";

/**
 * Whether a page request comes from the staff of a shop that is not open (issue 35): they see its
 * storefront as customers will (a preview), where customers see "opening soon". Asked only for a
 * closed shop's pages, and only with a session cookie, so an open shop's pages never wait on it.
 */
export async function seesPreview(request: Request, brand: BrandRef): Promise<boolean> {
  if (brand.state === "open" || !readCookie(request, SESSION_COOKIE)) return false;
  const signedIn = await authenticate(request, brand);
  return Boolean(signedIn && (await staffRole(brand, signedIn.user.phoneNumber)));
}
