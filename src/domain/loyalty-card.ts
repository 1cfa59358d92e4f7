import type { LoyaltyProgram, LoyaltyReward } from "./loyalty";
import { rewardCost } from "./loyalty";

// The customer's loyalty card as the account page and checkout draw it (issue 39 item 4): how far
// the balance is towards the next reward, and the reward in words.

export interface LoyaltyProgress {
  /** Stamps or points one reward costs. */
  cost: number;
  /** Rewards the balance pays for now. */
  rewardsReady: number;
  /** Stamps drawn filled on the card (of `cost`): the balance past the rewards ready, or a full card. */
  filled: number;
  /** Stamps or points still to earn for the next reward (0: one is ready). */
  toNext: number;
}

export function loyaltyProgress(program: LoyaltyProgram, balance: number): LoyaltyProgress {
  const cost = Math.max(1, rewardCost(program));
  const held = Math.max(0, balance);
  const rewardsReady = Math.floor(held / cost);
  const past = held % cost;
  return {
    cost,
    rewardsReady,
    filled: rewardsReady > 0 && past === 0 ? cost : past,
    toNext: rewardsReady > 0 ? 0 : cost - past,
  };
}

/** A reward in words, as a message of the `loyalty` catalog: "a free Es Kopi Susu", "Rp 20.000 off". */
export function rewardPhrase(
  reward: LoyaltyReward,
  money: (amount: number) => string,
  itemName: (itemId: string) => string | undefined,
): { key: string; values: Record<string, string> } {
  if (reward.type === "AMOUNT_OFF")
    return { key: "reward.amountOff", values: { amount: money(reward.amount) } };
  const names = [...new Set(reward.itemIds.flatMap((id) => itemName(id) ?? []))];
  return names.length > 0
    ? { key: "reward.freeItem", values: { items: names.join(" / ") } }
    : { key: "reward.freeItemUnnamed", values: {} };
}
