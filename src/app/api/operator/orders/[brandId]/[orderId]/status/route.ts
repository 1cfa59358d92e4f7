import { api } from "@/contract";
import { findBrandById } from "@/server/brands/resolve";
import { AppError } from "@/server/errors";
import { changeOrderStatus } from "@/server/flows/change-status";
import { requireOrderId } from "@/server/orders/rows";
import { route } from "@/server/route";

export const POST = route(api.operator.orderStatus, async ({ params, body }) => {
  const brand = await findBrandById(params.brandId);
  if (!brand) throw new AppError("BRAND_NOT_FOUND", `There is no brand "${params.brandId}".`);
  const orderId = requireOrderId(params.orderId);
  const actor = { kind: "operator", name: body.by } as const;
  return changeOrderStatus(brand, orderId, body.status, actor, "all", body.reason);
});
