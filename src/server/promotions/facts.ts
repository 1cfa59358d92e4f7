import "server-only";
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { LoyaltySettings } from "@/domain/loyalty";
import type { PromotionFacts } from "@/domain/order-discounts";
import type { Promotion } from "@/domain/promotions";
import { normalizeCode } from "@/domain/promotions";
import type { Db } from "../db/client";
import {
  loyaltyAccounts,
  loyaltyPrograms,
  orders,
  promotionCodes,
  promotionCustomerUses,
  promotions,
} from "../db/schema";

// What an order's discounts are judged with (issue 39, decision 0050): the brand's automatic
// promotions, the customer's code looked up, their first-order fact and uses, each promotion's
// uses, and the loyalty program with their balance. Read outside the order's transaction: the
// caps are counted again there, by conditional updates (./claims.ts), which is what holds.

type PromotionRow = typeof promotions.$inferSelect;

/** A row as the rule sees it. */
export const promotionOf = (row: PromotionRow): Promotion => ({
  id: row.id,
  name: row.name,
  trigger: row.trigger,
  benefit: row.benefit,
  conditions: row.conditions,
  caps: row.caps,
  active: row.active,
});

/** The brand's automatic promotions that are on and not archived, oldest first. */
export async function automaticPromotions(db: Db, brandId: string): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.brandId, brandId),
        eq(promotions.trigger, "AUTOMATIC"),
        eq(promotions.active, true),
        isNull(promotions.archivedAt),
      ),
    )
    .orderBy(promotions.createdAt, promotions.id);
}

/**
 * The promotion a typed code names, or why it names none: no such code of this brand (or its
 * promotion archived, or no longer by code) is UNKNOWN_CODE; a generated code used as often as it
 * may be is CODE_USED. A paused promotion is found: the rule says PAUSED.
 */
export async function lookUpCode(
  db: Db,
  brandId: string,
  code: string,
): Promise<
  { row: PromotionRow; problem: null } | { row: null; problem: "UNKNOWN_CODE" | "CODE_USED" }
> {
  const [found] = await db
    .select({ promotion: promotions, uses: promotionCodes.uses, maxUses: promotionCodes.maxUses })
    .from(promotionCodes)
    .innerJoin(promotions, eq(promotions.id, promotionCodes.promotionId))
    .where(
      and(
        eq(promotionCodes.brandId, brandId),
        eq(promotionCodes.code, code),
        eq(promotions.brandId, brandId),
        eq(promotions.trigger, "CODE"),
        isNull(promotions.archivedAt),
      ),
    );
  if (!found) return { row: null, problem: "UNKNOWN_CODE" };
  if (found.maxUses !== null && found.uses >= found.maxUses)
    return { row: null, problem: "CODE_USED" };
  return { row: found.promotion, problem: null };
}

/** Whether the customer has no order at the brand that was not cancelled. */
async function firstOrder(db: Db, brandId: string, customerId: string): Promise<boolean> {
  const [earlier] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.brandId, brandId),
        eq(orders.customerId, customerId),
        ne(orders.status, "CANCELLED"),
      ),
    )
    .limit(1);
  return !earlier;
}

/** The customer's uses of each of `promotionIds`. */
async function customerUses(db: Db, customerId: string, promotionIds: string[]) {
  if (promotionIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: promotionCustomerUses.promotionId, uses: promotionCustomerUses.uses })
    .from(promotionCustomerUses)
    .where(
      and(
        eq(promotionCustomerUses.customerId, customerId),
        inArray(promotionCustomerUses.promotionId, promotionIds),
      ),
    );
  return new Map(rows.map((r) => [r.id, r.uses]));
}

/** The brand's loyalty settings, when it has a program that is on. */
export async function activeProgram(db: Db, brandId: string): Promise<LoyaltySettings | null> {
  const [row] = await db
    .select({ settings: loyaltyPrograms.settings })
    .from(loyaltyPrograms)
    .where(eq(loyaltyPrograms.brandId, brandId));
  return row?.settings.active ? row.settings : null;
}

/** The customer's stamps or points at the brand (0 without an account). */
export async function balanceOf(db: Db, brandId: string, customerId: string): Promise<number> {
  const [row] = await db
    .select({ balance: loyaltyAccounts.balance })
    .from(loyaltyAccounts)
    .where(and(eq(loyaltyAccounts.brandId, brandId), eq(loyaltyAccounts.customerId, customerId)));
  return row?.balance ?? 0;
}

/** A code as typed, normalized; null when none was typed (an empty box). */
export function typedCode(promoCode: string | undefined): string | null {
  const code = promoCode === undefined ? "" : normalizeCode(promoCode);
  return code === "" ? null : code;
}

/**
 * The facts of an order of `customerId` (null: not known, staff's quote) with the code typed.
 * A code is looked up in this brand only: another brand's code is UNKNOWN_CODE.
 */
export async function promotionFacts(
  db: Db,
  brandId: string,
  customerId: string | null,
  code: string | null,
): Promise<PromotionFacts> {
  const [automatic, looked, program] = await Promise.all([
    automaticPromotions(db, brandId),
    code ? lookUpCode(db, brandId, code) : null,
    activeProgram(db, brandId),
  ]);
  const rows = looked?.row ? [...automatic, looked.row] : automatic;
  const ids = rows.map((r) => r.id);
  const [first, uses, balance] = customerId
    ? await Promise.all([
        firstOrder(db, brandId, customerId),
        customerUses(db, customerId, ids),
        program ? balanceOf(db, brandId, customerId) : 0,
      ])
    : [true, new Map<string, number>(), 0];
  return {
    automatic: automatic.map(promotionOf),
    code:
      code === null || !looked
        ? null
        : looked.row
          ? { code, promotion: promotionOf(looked.row) }
          : { code, problem: looked.problem },
    customer: customerId ? { firstOrder: first, uses } : null,
    totalUses: new Map(rows.map((r) => [r.id, r.uses])),
    loyalty: program ? { settings: program, balance } : null,
  };
}

/**
 * The automatic promotions customers are shown (GET /api/promotions): on, not archived, not ended
 * and not used up. Their caps and counts stay on the server.
 */
export async function promotionOffers(db: Db, brandId: string, now: Date) {
  const rows = await automaticPromotions(db, brandId);
  return rows
    .filter((r) => {
      const ends = r.conditions.endsAt;
      if (ends && now.getTime() >= Date.parse(ends)) return false;
      return r.caps.total === null || r.uses < r.caps.total;
    })
    .map(({ id, name, benefit, conditions }) => ({ id, name, benefit, conditions }));
}
