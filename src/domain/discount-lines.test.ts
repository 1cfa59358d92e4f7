import { describe, expect, it } from "vitest";
import { deliveryPaid, discountLabel } from "./discount-lines";
import type { AppliedDiscount } from "./promotions";

const words = { reward: "Reward", rewardItem: (name: string) => `Reward: ${name}` };
const discount = (patch: Partial<AppliedDiscount>): AppliedDiscount => ({
  source: "PROMOTION",
  promotionId: "p1",
  name: "Lebaran 15%",
  code: null,
  on: "ORDER",
  amount: 15_000,
  ...patch,
});

describe("discountLabel", () => {
  it("names a promotion by its name, with the code typed", () => {
    expect(discountLabel(discount({}), words)).toBe("Lebaran 15%");
    expect(discountLabel(discount({ code: "LEBARAN15" }), words)).toBe("Lebaran 15% (LEBARAN15)");
  });
  it("names a reward by its free item, or by the word alone", () => {
    const reward = { source: "REWARD", promotionId: null, code: null } as const;
    expect(discountLabel(discount({ ...reward, name: "Fudgy Brownies" }), words)).toBe(
      "Reward: Fudgy Brownies",
    );
    expect(discountLabel(discount({ ...reward, name: "" }), words)).toBe("Reward");
  });
});

describe("deliveryPaid", () => {
  it("is the fee less a discount off the delivery, never below zero; one off the items is not", () => {
    expect(deliveryPaid(15_000, [])).toBe(15_000);
    expect(deliveryPaid(15_000, [discount({ on: "DELIVERY", amount: 15_000 })])).toBe(0);
    expect(deliveryPaid(15_000, [discount({ on: "DELIVERY", amount: 5_000 })])).toBe(10_000);
    expect(deliveryPaid(15_000, [discount({ on: "ORDER", amount: 50_000 })])).toBe(15_000);
    expect(deliveryPaid(10_000, [discount({ on: "DELIVERY", amount: 12_000 })])).toBe(0);
  });
});
