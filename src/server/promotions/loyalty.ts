import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { LoyaltyView } from "@/domain/loyalty";
import { earnedBy, rewardCost } from "@/domain/loyalty";
import type { AppliedDiscount } from "@/domain/promotions";
import { discountTotal } from "@/domain/promotions";
import type { Db } from "../db/client";
import { loyaltyAccounts, loyaltyEntries } from "../db/schema";
import { activeProgram, balanceOf } from "./facts";

// A customer's stamps or points at a brand (issue 39 item 4, decision 0050): a balance with a
// ledger. Earned once per completed order (the ledger's unique index on order and kind says
// "once"), spent by a conditional update in the order's transaction (./claims.ts), given back
// when that order is cancelled.

/** How many changes the account page shows. */
const HISTORY = 50;

/** The customer's standing at the brand; null when the brand has no program on. */
export async function loyaltyView(
  db: Db,
  brandId: string,
  customerId: string,
): Promise<LoyaltyView | null> {
  const settings = await activeProgram(db, brandId);
  if (!settings) return null;
  const [balance, entries] = await Promise.all([
    balanceOf(db, brandId, customerId),
    db
      .select()
      .from(loyaltyEntries)
      .where(and(eq(loyaltyEntries.brandId, brandId), eq(loyaltyEntries.customerId, customerId)))
      .orderBy(desc(loyaltyEntries.createdAt), desc(loyaltyEntries.id))
      .limit(HISTORY),
  ]);
  return {
    program: settings.program,
    balance,
    canRedeem: balance >= rewardCost(settings.program),
    history: entries.map((e) => ({
      kind: e.kind,
      amount: e.amount,
      orderId: e.orderId,
      at: e.createdAt.toISOString(),
    })),
  };
}

/** Adds `amount` to the customer's balance, opening their account on its first change. */
async function credit(tx: Db, brandId: string, customerId: string, amount: number) {
  await tx
    .insert(loyaltyAccounts)
    .values({ brandId, customerId, balance: amount })
    .onConflictDoUpdate({
      target: [loyaltyAccounts.brandId, loyaltyAccounts.customerId],
      set: { balance: sql`${loyaltyAccounts.balance} + ${amount}` },
    });
}

/** An order as earning reads it: its customer, its lines and its discounts. */
export interface EarningOrder {
  id: string;
  customerId: string;
  basket: { items: readonly { qty: number; price: number }[] };
  discounts: readonly AppliedDiscount[];
}

/**
 * In the transaction that completes `order`: what it earns under the brand's program (on what its
 * items cost after the discounts off them), once; told twice, it earns once. Nothing when the
 * brand has no program on or the order earns nothing. Returns what was earned.
 */
export async function earnFor(tx: Db, brandId: string, order: EarningOrder): Promise<number> {
  const settings = await activeProgram(tx, brandId);
  if (!settings) return 0;
  const items = order.basket.items.reduce((sum, l) => sum + l.qty * l.price, 0);
  const itemsPaid = items - discountTotal(order.discounts.filter((d) => d.on === "ORDER"));
  const earned = earnedBy(settings.program, Math.max(0, itemsPaid));
  if (earned <= 0) return 0;
  const [entry] = await tx
    .insert(loyaltyEntries)
    .values({
      brandId,
      customerId: order.customerId,
      orderId: order.id,
      kind: "EARN",
      amount: earned,
    })
    .onConflictDoNothing({
      target: [loyaltyEntries.brandId, loyaltyEntries.orderId, loyaltyEntries.kind],
    })
    .returning({ id: loyaltyEntries.id });
  if (!entry) return 0;
  await credit(tx, brandId, order.customerId, earned);
  return earned;
}

/** The redemption's `cost` spent, or false when the balance is short (another order spent it). */
export async function spend(
  tx: Db,
  brandId: string,
  customerId: string,
  orderId: string,
  cost: number,
): Promise<boolean> {
  const [spent] = await tx
    .update(loyaltyAccounts)
    .set({ balance: sql`${loyaltyAccounts.balance} - ${cost}` })
    .where(
      and(
        eq(loyaltyAccounts.brandId, brandId),
        eq(loyaltyAccounts.customerId, customerId),
        sql`${loyaltyAccounts.balance} >= ${cost}`,
      ),
    )
    .returning({ balance: loyaltyAccounts.balance });
  if (!spent) return false;
  await tx
    .insert(loyaltyEntries)
    .values({ brandId, customerId, orderId, kind: "REDEEM", amount: -cost });
  return true;
}

/** A cancelled order's redemption given back, once (a RETURN entry per order). */
export async function returnRedeemed(tx: Db, brandId: string, orderId: string): Promise<void> {
  const [redeemed] = await tx
    .select()
    .from(loyaltyEntries)
    .where(
      and(
        eq(loyaltyEntries.brandId, brandId),
        eq(loyaltyEntries.orderId, orderId),
        eq(loyaltyEntries.kind, "REDEEM"),
      ),
    );
  if (!redeemed) return;
  const [returned] = await tx
    .insert(loyaltyEntries)
    .values({
      brandId,
      customerId: redeemed.customerId,
      orderId,
      kind: "RETURN",
      amount: -redeemed.amount,
    })
    .onConflictDoNothing({
      target: [loyaltyEntries.brandId, loyaltyEntries.orderId, loyaltyEntries.kind],
    })
    .returning({ id: loyaltyEntries.id });
  if (returned) await credit(tx, brandId, redeemed.customerId, -redeemed.amount);
}
