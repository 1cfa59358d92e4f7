import { describe, expect, it } from "vitest";
import type { LoyaltyProgram } from "./loyalty";
import { loyaltyProgress, rewardPhrase } from "./loyalty-card";

const stamps: LoyaltyProgram = {
  kind: "STAMPS",
  minimumSpend: 0,
  stampsForReward: 10,
  reward: { type: "FREE_ITEM", itemIds: ["kopi"] },
};
const points: LoyaltyProgram = {
  kind: "POINTS",
  rupiahPerPoint: 1_000,
  pointsForReward: 100,
  reward: { type: "AMOUNT_OFF", amount: 20_000 },
};

describe("loyaltyProgress", () => {
  it("draws the stamps earned on a card of N and says how many are left", () => {
    expect(loyaltyProgress(stamps, 0)).toEqual({
      cost: 10,
      rewardsReady: 0,
      filled: 0,
      toNext: 10,
    });
    expect(loyaltyProgress(stamps, 7)).toEqual({ cost: 10, rewardsReady: 0, filled: 7, toNext: 3 });
  });

  it("shows a full card when a reward is ready, and the stamps past it after", () => {
    expect(loyaltyProgress(stamps, 10)).toEqual({
      cost: 10,
      rewardsReady: 1,
      filled: 10,
      toNext: 0,
    });
    expect(loyaltyProgress(stamps, 13)).toEqual({
      cost: 10,
      rewardsReady: 1,
      filled: 3,
      toNext: 0,
    });
  });

  it("counts points the same way", () => {
    expect(loyaltyProgress(points, 45)).toEqual({
      cost: 100,
      rewardsReady: 0,
      filled: 45,
      toNext: 55,
    });
  });

  it("treats a negative balance as none", () => {
    expect(loyaltyProgress(stamps, -2).toNext).toBe(10);
  });
});

describe("rewardPhrase", () => {
  const money = (n: number) => `Rp ${n}`;
  it("names the free item from the menu, or words an amount off", () => {
    expect(rewardPhrase(stamps.reward, money, () => "Es Kopi Susu")).toEqual({
      key: "reward.freeItem",
      values: { items: "Es Kopi Susu" },
    });
    expect(rewardPhrase(points.reward, money, () => undefined)).toEqual({
      key: "reward.amountOff",
      values: { amount: "Rp 20000" },
    });
  });
  it("words a free item the menu no longer has without its name", () => {
    expect(rewardPhrase(stamps.reward, money, () => undefined)).toEqual({
      key: "reward.freeItemUnnamed",
      values: {},
    });
  });
});
