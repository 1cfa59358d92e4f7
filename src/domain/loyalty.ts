import type { AppliedDiscount } from "./promotions";
import type { PromotionLine } from "./promotions";

// Loyalty (issue 39 item 4; docs/promotions.md): a brand's stamp card or points, keyed on the
// customer's verified phone number (their account). Earned when an order is COMPLETED, staff-taken
// orders too; redeemed at checkout for the reward the owner defined, after the order's promotions;
// an order cancelled after a redemption gives it back. Pure: the flows keep the balance
// (src/server/loyalty) and ask this what an order earns and what a reward takes off.

/** What a customer gets for a full card or enough points. */
export type LoyaltyReward =
  /** A fixed amount off the items (at most what they still cost). */
  | { type: "AMOUNT_OFF"; amount: number }
  /** One unit of one of these items free: the dearest of them in the basket. */
  | { type: "FREE_ITEM"; itemIds: string[] };

export type LoyaltyProgram =
  /** A stamp for every completed order whose items (after discounts) come to `minimumSpend`. */
  | { kind: "STAMPS"; minimumSpend: number; stampsForReward: number; reward: LoyaltyReward }
  /** A point for every `rupiahPerPoint` of the items (after discounts) of a completed order. */
  | { kind: "POINTS"; rupiahPerPoint: number; pointsForReward: number; reward: LoyaltyReward };

/** A brand's loyalty settings; `active` false: nothing is earned or redeemed (balances are kept). */
export interface LoyaltySettings {
  active: boolean;
  program: LoyaltyProgram;
}

/** Stamps or points a completed order earns, from what its items cost after their discounts. */
export function earnedBy(program: LoyaltyProgram, itemsPaid: number): number {
  if (program.kind === "STAMPS") return itemsPaid >= program.minimumSpend ? 1 : 0;
  return Math.floor(itemsPaid / program.rupiahPerPoint);
}

/** Stamps or points one reward costs. */
export const rewardCost = (program: LoyaltyProgram): number =>
  program.kind === "STAMPS" ? program.stampsForReward : program.pointsForReward;

/** Why a reward cannot be redeemed on an order: words in the `loyalty` catalog. */
export type RewardProblem = "NOT_ENOUGH" | "NO_REWARD_ITEM" | "NOTHING_TO_TAKE_OFF" | "NO_PROGRAM";

/**
 * What the reward takes off an order whose items come to `itemsLeft` after its promotions: a
 * FREE_ITEM reward the dearest unit of its items in the basket, an AMOUNT_OFF its amount; never
 * more than `itemsLeft`.
 */
export function rewardAmount(
  reward: LoyaltyReward,
  lines: readonly PromotionLine[],
  itemsLeft: number,
): { ok: true; amount: number } | { ok: false; problem: RewardProblem } {
  if (itemsLeft <= 0) return { ok: false, problem: "NOTHING_TO_TAKE_OFF" };
  if (reward.type === "AMOUNT_OFF") return { ok: true, amount: Math.min(reward.amount, itemsLeft) };
  const prices = lines.filter((l) => reward.itemIds.includes(l.itemId)).map((l) => l.price);
  if (prices.length === 0) return { ok: false, problem: "NO_REWARD_ITEM" };
  return { ok: true, amount: Math.min(Math.max(...prices), itemsLeft) };
}

/** The reward as an order's discount line; `name` is the brand's words for it. */
export const rewardDiscount = (name: string, amount: number): AppliedDiscount => ({
  source: "REWARD",
  promotionId: null,
  name,
  code: null,
  on: "ORDER",
  amount,
});

/** A customer's standing at a brand: what the account page and checkout show. */
export interface LoyaltyView {
  program: LoyaltyProgram;
  balance: number;
  /** Whether one reward can be redeemed now. */
  canRedeem: boolean;
  /** Newest first. */
  history: LoyaltyEntryView[];
}

export const LOYALTY_ENTRY_KINDS = ["EARN", "REDEEM", "RETURN"] as const;
export type LoyaltyEntryKind = (typeof LOYALTY_ENTRY_KINDS)[number];

/** One change of a balance: earned by an order, spent on one, given back when it was cancelled. */
export interface LoyaltyEntryView {
  kind: LoyaltyEntryKind;
  /** Signed: + earned or given back, − redeemed. */
  amount: number;
  orderId: string | null;
  /** ISO 8601. */
  at: string;
}
