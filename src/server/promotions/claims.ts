import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { AppliedDiscount } from "@/domain/promotions";
import type { Db } from "../db/client";
import { promotionCodes, promotionCustomerUses, promotionUses, promotions } from "../db/schema";
import { AppError } from "../errors";
import { returnRedeemed, spend } from "./loyalty";

// The caps counted where they hold (decision 0050): in the order's transaction, by conditional
// updates. Twenty customers racing for a code's last use each run `uses = uses + 1 where uses <
// cap`; the row's lock orders them, the first commits, the others' updates find the cap reached
// and match no row: their orders are refused and nothing of theirs is written (the transaction
// rolls back). No table lock, no advisory lock. A cancelled order gives its uses back, once.

/** The order whose discounts are claimed: it was just written in `tx`. */
export interface ClaimingOrder {
  brandId: string;
  orderId: string;
  customerId: string;
  discounts: readonly AppliedDiscount[];
  /** Stamps or points its reward spends (0: none). */
  rewardCost: number;
}

/** The refusal of a discount whose cap was reached meanwhile: by its code, or automatic. */
function capReached(discount: AppliedDiscount, reason: "USED_UP" | "CUSTOMER_LIMIT" | "CODE_USED") {
  if (discount.code === null)
    return new AppError(
      "PROMOTION_CHANGED",
      `${discount.name} was used up a moment ago. Check your order's total again.`,
      { details: { promotionId: discount.promotionId } },
    );
  const messages = {
    USED_UP: "This promotion was used up a moment ago.",
    CUSTOMER_LIMIT: "You have already used this promotion as often as it allows.",
    CODE_USED: "This code has already been used.",
  };
  return new AppError("PROMO_CODE_NOT_APPLICABLE", messages[reason], { details: { reason } });
}

/** One more use of the promotion, under its total cap; its caps, or null when the cap is reached. */
async function claimTotal(tx: Db, brandId: string, promotionId: string) {
  const [claimed] = await tx
    .update(promotions)
    .set({ uses: sql`${promotions.uses} + 1` })
    .where(
      and(
        eq(promotions.brandId, brandId),
        eq(promotions.id, promotionId),
        sql`(${promotions.caps}->>'total' is null or ${promotions.uses} < (${promotions.caps}->>'total')::int)`,
      ),
    )
    .returning({ caps: promotions.caps });
  return claimed?.caps ?? null;
}

/** One more use by the customer, under the per-customer cap (null: none); false when reached. */
async function claimCustomer(
  tx: Db,
  promotionId: string,
  customerId: string,
  cap: number | null,
): Promise<boolean> {
  if (cap !== null && cap <= 0) return false;
  const rows = await tx
    .insert(promotionCustomerUses)
    .values({ promotionId, customerId, uses: 1 })
    .onConflictDoUpdate({
      target: [promotionCustomerUses.promotionId, promotionCustomerUses.customerId],
      set: { uses: sql`${promotionCustomerUses.uses} + 1` },
      ...(cap !== null && { setWhere: sql`${promotionCustomerUses.uses} < ${cap}` }),
    })
    .returning({ uses: promotionCustomerUses.uses });
  return rows.length > 0;
}

/** One more use of a code, under its own cap (a campaign's generated code: once). */
async function claimCode(tx: Db, brandId: string, code: string): Promise<boolean> {
  const [claimed] = await tx
    .update(promotionCodes)
    .set({ uses: sql`${promotionCodes.uses} + 1` })
    .where(
      and(
        eq(promotionCodes.brandId, brandId),
        eq(promotionCodes.code, code),
        sql`(${promotionCodes.maxUses} is null or ${promotionCodes.uses} < ${promotionCodes.maxUses})`,
      ),
    )
    .returning({ code: promotionCodes.code });
  return Boolean(claimed);
}

/**
 * In the order's transaction, after its row is written: each promotion's use (total, the
 * customer's, the code's) and a promotion_uses row per discount, then the reward's stamps or
 * points. Throws the refusal of the first cap reached: the caller's transaction then writes
 * nothing. Call it once per order written (an idempotent replay writes no row: it claims nothing).
 */
export async function claimDiscounts(tx: Db, order: ClaimingOrder): Promise<void> {
  const { brandId, orderId, customerId } = order;
  for (const discount of order.discounts) {
    if (discount.source !== "PROMOTION" || discount.promotionId === null) continue;
    const caps = await claimTotal(tx, brandId, discount.promotionId);
    if (!caps) throw capReached(discount, "USED_UP");
    if (!(await claimCustomer(tx, discount.promotionId, customerId, caps.perCustomer)))
      throw capReached(discount, "CUSTOMER_LIMIT");
    if (discount.code !== null && !(await claimCode(tx, brandId, discount.code)))
      throw capReached(discount, "CODE_USED");
    await tx.insert(promotionUses).values({
      brandId,
      orderId,
      promotionId: discount.promotionId,
      code: discount.code,
      customerId,
      on: discount.on,
      amount: discount.amount,
    });
  }
  if (order.rewardCost > 0 && !(await spend(tx, brandId, customerId, orderId, order.rewardCost)))
    throw new AppError("REWARD_NOT_AVAILABLE", "You no longer have enough for this reward.", {
      details: { reason: "NOT_ENOUGH" },
    });
}

/**
 * In the transaction that cancels the order: its promotions' uses given back (marked returned,
 * the counters lowered) and its redeemed reward returned, once, whichever path cancelled it
 * (staff, an unpaid online payment's end, a refund): told twice, the second finds nothing.
 */
export async function giveBack(tx: Db, brandId: string, orderId: string): Promise<void> {
  const returned = await tx
    .update(promotionUses)
    .set({ returnedAt: sql`now()` })
    .where(
      and(
        eq(promotionUses.brandId, brandId),
        eq(promotionUses.orderId, orderId),
        isNull(promotionUses.returnedAt),
      ),
    )
    .returning({
      promotionId: promotionUses.promotionId,
      code: promotionUses.code,
      customerId: promotionUses.customerId,
    });
  for (const use of returned) {
    await tx
      .update(promotions)
      .set({ uses: sql`greatest(${promotions.uses} - 1, 0)` })
      .where(and(eq(promotions.brandId, brandId), eq(promotions.id, use.promotionId)));
    await tx
      .update(promotionCustomerUses)
      .set({ uses: sql`greatest(${promotionCustomerUses.uses} - 1, 0)` })
      .where(
        and(
          eq(promotionCustomerUses.promotionId, use.promotionId),
          eq(promotionCustomerUses.customerId, use.customerId),
        ),
      );
    if (use.code !== null)
      await tx
        .update(promotionCodes)
        .set({ uses: sql`greatest(${promotionCodes.uses} - 1, 0)` })
        .where(and(eq(promotionCodes.brandId, brandId), eq(promotionCodes.code, use.code)));
  }
  await returnRedeemed(tx, brandId, orderId);
}

/** A corrected order's promotion uses, at what its discounts take off now (the numbers read them). */
export async function reamountUses(
  tx: Db,
  brandId: string,
  orderId: string,
  discounts: readonly AppliedDiscount[],
): Promise<void> {
  for (const d of discounts)
    if (d.source === "PROMOTION" && d.promotionId !== null)
      await tx
        .update(promotionUses)
        .set({ amount: d.amount })
        .where(
          and(
            eq(promotionUses.brandId, brandId),
            eq(promotionUses.orderId, orderId),
            eq(promotionUses.promotionId, d.promotionId),
          ),
        );
}
