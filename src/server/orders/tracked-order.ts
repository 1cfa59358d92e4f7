import "server-only";
import { headers } from "next/headers";
import type { OrderDetail } from "@/domain/order";
import { ORDER_ID_PATTERN } from "@/domain/order";
import { authenticate } from "../auth/sessions";
import { brandOfSite } from "../site";
import { customerOrderDetail } from "./views";

/**
 * The order a tracking page names, when the page's request carries its customer's session
 * cookie (issue 16 item 4: the page arrives with the order in it). Null otherwise (no cookie,
 * another customer's, an ended session): the page then asks in the browser, as the API does,
 * and shows nothing of an order that is not the visitor's.
 */
export async function trackedOrder(site: string, orderId: string): Promise<OrderDetail | null> {
  if (!ORDER_ID_PATTERN.test(orderId)) return null;
  const brand = await brandOfSite(site);
  if (!brand) return null;
  const request = new Request("http://page.invalid/", { headers: await headers() });
  const signedIn = await authenticate(request, brand);
  return signedIn ? customerOrderDetail(brand, signedIn.user.uid, orderId) : null;
}
