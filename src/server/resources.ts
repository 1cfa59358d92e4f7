import "server-only";
import type { Endpoint, OrderAccess } from "@/contract/endpoint";
import type { StaffRole } from "@/domain/auth";
import { covers, notYourBranch, orderAccess } from "./access";
import type { SignedIn } from "./auth/sessions";
import type { BrandRef } from "./brands/resolve";
import { getDb } from "./db/client";
import { AppError } from "./errors";
import type { OrderRow } from "./orders/rows";
import { findOrder } from "./orders/rows";
import { viewerOf } from "./staff/staff";

// The resource a declaration's path names, loaded and authorized by the route wrapper before its
// handler runs (issue 33 item 2): handlers receive a checked order instead of checking it.

/** Who the wrapper found calling: their brand, and their sign-in and role where there is one. */
interface Who {
  brand?: BrandRef;
  signedIn?: SignedIn;
  role?: StaffRole;
}

const notFound = () => new AppError("ORDER_NOT_FOUND");

/** What `endpoint` loads for its handler, checked against the caller; nothing when it loads none. */
export async function loadResource(
  endpoint: Endpoint,
  who: Who,
  params: Record<string, string>,
): Promise<{ order?: OrderRow }> {
  if (!endpoint.loads) return {};
  if (!who.brand || !who.signedIn) throw new Error(`${endpoint.path} loads an order for nobody`);
  // A path of another brand's order (`/api/orders/{brandId}/…`) is the same 404.
  const inBrand = params.brandId === undefined || params.brandId === who.brand.id;
  const order = inBrand
    ? await findOrder((await getDb()).db, who.brand.id, params.orderId ?? "")
    : null;
  await authorize(endpoint.loads.order, who.brand, who, order);
  return { order: order! };
}

/** Refuses the caller the path's order (404 as if it did not exist, or 403) as `access` says. */
async function authorize(
  access: OrderAccess,
  brand: BrandRef,
  who: Who,
  order: OrderRow | null,
): Promise<void> {
  if (!order) throw notFound();
  const uid = who.signedIn!.user.uid;
  switch (access) {
    case "customer":
      if (order.customerId !== uid) throw notFound();
      return;
    case "customer or branch staff": {
      const allowed = await orderAccess(viewerOf(brand, who.signedIn!.user), order);
      if (allowed === "not-found") throw notFound();
      if (allowed === "forbidden") throw notYourBranch();
      return;
    }
    case "branch staff":
      if (!who.role) throw new Error("an order for branch staff needs a staff caller");
      if (!covers(who.role, order.branchId)) throw notYourBranch();
  }
}
