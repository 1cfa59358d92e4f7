import "server-only";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { LoyaltyNumbers, OwnerLoyalty } from "@/contract/owner-promotions";
import { checkLoyaltySettings } from "@/domain/promotion-schema";
import type { BrandRef } from "../brands/resolve";
import { getDb } from "../db/client";
import { loyaltyAccounts, loyaltyEntries, loyaltyPrograms } from "../db/schema";
import { AppError } from "../errors";
import { logger } from "../logger";
import { promotionChoices } from "./promotion-choices";

// The brand's loyalty program in the console (issue 39 item 4, docs/owner.md "Loyalty"): its
// settings (stamps or points, and the reward), and its numbers in brief. Changing the settings
// keeps every customer's balance: a stamp earned stays earned.

/** Members ever; stamps or points earned, and rewards redeemed (less those given back), in the instants. */
async function loyaltyNumbers(
  brandId: string,
  period: { start: Date; end: Date },
): Promise<LoyaltyNumbers> {
  const { db } = await getDb();
  const e = loyaltyEntries;
  const [[members], [moves]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.brandId, brandId)),
    db
      .select({
        earned: sql<number>`coalesce(sum(${e.amount}) filter (where ${e.kind} = 'EARN'), 0)::int`,
        redeemed: sql<number>`((count(*) filter (where ${e.kind} = 'REDEEM')) - (count(*) filter (where ${e.kind} = 'RETURN')))::int`,
      })
      .from(e)
      .where(
        and(eq(e.brandId, brandId), gte(e.createdAt, period.start), lt(e.createdAt, period.end)),
      ),
  ]);
  return {
    members: Number(members?.n ?? 0),
    earned: Number(moves?.earned ?? 0),
    redeemed: Math.max(0, Number(moves?.redeemed ?? 0)),
  };
}

export async function ownerLoyalty(
  brandId: string,
  period: { start: Date; end: Date },
): Promise<OwnerLoyalty> {
  const { db } = await getDb();
  const [[row], numbers] = await Promise.all([
    db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.brandId, brandId)),
    loyaltyNumbers(brandId, period),
  ]);
  return {
    settings: row?.settings ?? null,
    updatedBy: row?.updatedBy ?? null,
    updatedAt: row ? new Date(row.updatedAt).toISOString() : null,
    numbers,
  };
}

/** Checks and stores the settings (a free item must be on the brand's menus); answers them. */
export async function saveOwnerLoyalty(
  brand: Pick<BrandRef, "id">,
  owner: { name: string },
  body: unknown,
  period: { start: Date; end: Date },
): Promise<OwnerLoyalty> {
  const { db } = await getDb();
  const { items } = await promotionChoices(brand.id);
  const checked = checkLoyaltySettings(
    body,
    items.map((i) => i.id),
  );
  if (!checked.ok)
    throw new AppError("LOYALTY_SETTINGS_INVALID", undefined, {
      details: { problems: checked.problems },
    });
  const values = { settings: checked.value, updatedBy: owner.name, updatedAt: new Date() };
  await db
    .insert(loyaltyPrograms)
    .values({ brandId: brand.id, ...values })
    .onConflictDoUpdate({ target: loyaltyPrograms.brandId, set: values });
  logger().info(
    { brandId: brand.id, kind: checked.value.program.kind, active: checked.value.active },
    "loyalty saved",
  );
  return ownerLoyalty(brand.id, period);
}
