import { api } from "@/contract";
import { findBrandById } from "@/server/brands/resolve";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors";
import { changeOrderStatus } from "@/server/flows/change-status";
import { requireOrder } from "@/server/orders/rows";
import { route } from "@/server/route";

export const POST = route(api.operator.orderStatus, async ({ params, body }) => {
  const brand = await findBrandById(params.brandId);
  if (!brand) throw new AppError("BRAND_NOT_FOUND", `There is no brand "${params.brandId}".`);
  // The operator may act on every order of every brand.
  const order = await requireOrder((await getDb()).db, brand.id, params.orderId);
  const actor = { kind: "operator", name: body.by } as const;
  return changeOrderStatus(brand, order, body.status, actor, body.reason);
});
