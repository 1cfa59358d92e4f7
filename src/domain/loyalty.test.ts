import { describe, expect, it } from "vitest";
import type { LoyaltyProgram } from "./loyalty";
import { earnedBy, rewardAmount, rewardCost, rewardDiscount } from "./loyalty";

// Loyalty's rules (issue 39 item 4): what a completed order earns, what a reward costs and takes off.

const stamps: LoyaltyProgram = {
  kind: "STAMPS",
  minimumSpend: 25000,
  stampsForReward: 10,
  reward: { type: "FREE_ITEM", itemIds: ["kopi", "latte"] },
};
const points: LoyaltyProgram = {
  kind: "POINTS",
  rupiahPerPoint: 10000,
  pointsForReward: 50,
  reward: { type: "AMOUNT_OFF", amount: 25000 },
};
const line = (itemId: string, price: number, qty = 1) =>
  ({ itemId, name: itemId, sectionId: null, qty, price }) as const;

describe("earning", () => {
  it("a stamp for an order whose items (after discounts) reach the card's minimum", () => {
    expect(earnedBy(stamps, 25000)).toBe(1);
    expect(earnedBy(stamps, 500000)).toBe(1);
    expect(earnedBy(stamps, 24999)).toBe(0);
    expect(earnedBy(stamps, 0)).toBe(0);
  });

  it("a point per whole step of rupiah, rounded down", () => {
    expect(earnedBy(points, 99999)).toBe(9);
    expect(earnedBy(points, 100000)).toBe(10);
    expect(earnedBy(points, 9999)).toBe(0);
  });
});

describe("redeeming", () => {
  it("costs the card's stamps or the program's points", () => {
    expect(rewardCost(stamps)).toBe(10);
    expect(rewardCost(points)).toBe(50);
  });

  it("an amount off, at most what the items still cost", () => {
    expect(rewardAmount(points.reward, [line("x", 40000)], 40000)).toEqual({
      ok: true,
      amount: 25000,
    });
    expect(rewardAmount(points.reward, [line("x", 40000)], 10000)).toEqual({
      ok: true,
      amount: 10000,
    });
  });

  it("a free item: the dearest unit of its items in the basket", () => {
    const basket = [line("kopi", 25000, 3), line("latte", 32000), line("cake", 50000)];
    expect(rewardAmount(stamps.reward, basket, 157000)).toEqual({ ok: true, amount: 32000 });
    expect(rewardAmount(stamps.reward, basket, 20000)).toEqual({ ok: true, amount: 20000 });
    expect(rewardAmount(stamps.reward, [line("cake", 50000)], 50000)).toEqual({
      ok: false,
      problem: "NO_REWARD_ITEM",
    });
  });

  it("nothing when the items already cost nothing", () => {
    expect(rewardAmount(points.reward, [line("x", 40000)], 0)).toEqual({
      ok: false,
      problem: "NOTHING_TO_TAKE_OFF",
    });
  });

  it("is an ORDER discount of the reward's source", () => {
    expect(rewardDiscount("Kopi", 25000)).toEqual({
      source: "REWARD",
      promotionId: null,
      name: "Kopi",
      code: null,
      on: "ORDER",
      amount: 25000,
    });
  });
});
