import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { PlatformShopDetail } from "@/contract/platform";
import { maskPhoneNumber } from "@/domain/phone";
import { PLATFORM_BRAND_ID } from "@/domain/shop-state";
import type { SignedIn } from "../auth/sessions";
import { announceBrandChange } from "../brands/events";
import { forgetBrands } from "../brands/resolve";
import { getDb } from "../db/client";
import { brands } from "../db/schema";
import { AppError } from "../errors";
import { logger } from "../logger";
import { shopDetail } from "./shops";

// Suspending and resuming a shop (issue 35 item 6, docs/platform.md). The state is the shop's
// row (brands.suspended_at and suspended_reason, outside its revisioned document, so an owner's
// save never lifts it: decision 0033); the change and the brand-changed notice commit together,
// so every server drops its cached brand (and its state) at once. Who did it is a log line: the
// row keeps the last action's time and reason, the log every action with its operator.

type Action = "suspend" | "resume";

async function change(
  id: string,
  action: Action,
  operator: SignedIn,
  reason?: string,
): Promise<PlatformShopDetail> {
  const { db } = await getDb();
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(brands)
      .set(
        action === "suspend"
          ? // Suspended again: the new reason, the time it began.
            { suspendedAt: sql`coalesce(${brands.suspendedAt}, now())`, suspendedReason: reason }
          : { suspendedAt: null, suspendedReason: null },
      )
      .where(and(eq(brands.id, id), ne(brands.id, PLATFORM_BRAND_ID)))
      .returning({ id: brands.id });
    if (!row) return false;
    await announceBrandChange(tx, id);
    return true;
  });
  if (!changed) throw new AppError("SHOP_NOT_FOUND");
  // This server forgets at once; the others when the notice reaches them (on commit).
  forgetBrands();
  logger().info(
    {
      platform: {
        action,
        shop: id,
        operator: operator.user.uid,
        operatorPhone: maskPhoneNumber(operator.user.phoneNumber),
        ...(reason !== undefined && { reason }),
      },
    },
    action === "suspend" ? "shop suspended" : "shop resumed",
  );
  return shopDetail(id);
}

export const suspendShop = (id: string, reason: string, operator: SignedIn) =>
  change(id, "suspend", operator, reason);

export const resumeShop = (id: string, operator: SignedIn) => change(id, "resume", operator);
