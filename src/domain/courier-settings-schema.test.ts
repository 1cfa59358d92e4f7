import { describe, expect, it } from "vitest";
import { checkCourierSettings } from "./courier-settings-schema";
import { addCourierMoney, courierDifference, feeExample } from "./courier-money";

const FORM = {
  apiKey: " biteship_test.abcdef123456 ",
  fee: { kind: "quote", roundTo: 1000, adjust: 2000 },
  keepSegments: true,
  branches: {
    b1: {
      services: ["gojek/instant", "grab/instant", "gojek/instant"],
      booking: { kind: "on_ready" },
    },
    b2: { services: [], booking: { kind: "manual" } },
  },
};
const BRANCHES = ["b1", "b2"];

const problems = (input: unknown, stored = true) => {
  const checked = checkCourierSettings(input, BRANCHES, stored);
  return checked.ok ? [] : checked.problems;
};

describe("checkCourierSettings", () => {
  it("takes a whole first save: the key trimmed, services once, a branch without any left out", () => {
    expect(checkCourierSettings(FORM, BRANCHES, false)).toEqual({
      ok: true,
      value: {
        apiKey: "biteship_test.abcdef123456",
        settings: {
          aggregator: "biteship",
          fee: { kind: "quote", roundTo: 1000, adjust: 2000 },
          keepSegments: true,
          branches: {
            b1: { services: ["gojek/instant", "grab/instant"], booking: { kind: "on_ready" } },
          },
        },
      },
    });
  });

  it("needs the key on the first save and keeps the stored one when left empty after", () => {
    expect(problems({ ...FORM, apiKey: "" }, false)).toEqual([
      { field: "apiKey", problem: "missing" },
    ]);
    const kept = checkCourierSettings({ ...FORM, apiKey: "  " }, BRANCHES, true);
    expect(kept.ok && "apiKey" in kept.value).toBe(false);
    expect(problems({ ...FORM, apiKey: "two words here" })).toEqual([
      { field: "apiKey", problem: "shape" },
    ]);
  });

  it("names each bad field with its problem", () => {
    const bad = {
      ...FORM,
      branches: {
        b1: { services: ["gojek/helicopter"], booking: { kind: "before_slot", minutes: 5 } },
        elsewhere: { services: ["gojek/instant"], booking: { kind: "manual" } },
      },
    };
    expect(problems(bad)).toEqual(
      expect.arrayContaining([
        { field: "branches.b1.services", problem: "unknownService" },
        { field: "branches.b1.booking.minutes", problem: "range" },
        { field: "branches.elsewhere", problem: "unknownBranch" },
      ]),
    );
    expect(problems({ ...FORM, fee: { kind: "flat", price: -1 } })).toEqual([
      { field: "fee.price", problem: "negative" },
    ]);
    expect(problems({ ...FORM, fee: { kind: "quote", roundTo: 1000, adjust: "lots" } })).toEqual([
      { field: "fee.adjust", problem: "notNumber" },
    ]);
    expect(problems({ ...FORM, fee: { kind: "quote", roundTo: 700, adjust: 0 } })).toEqual([
      { field: "fee.roundTo", problem: "choice" },
    ]);
    expect(problems({ ...FORM, fee: { kind: "free" } })).toEqual([
      { field: "fee.kind", problem: "choice" },
    ]);
    expect(problems({ ...FORM, keepSegments: "yes" })).toEqual([
      { field: "keepSegments", problem: "invalid" },
    ]);
    expect(
      problems({
        ...FORM,
        branches: { b1: { services: [], booking: { kind: "before_slot", minutes: 30.5 } } },
      }),
    ).toEqual([{ field: "branches.b1.booking.minutes", problem: "range" }]);
  });
});

describe("the fee rule's examples and the money", () => {
  it("rounds the quote up and adds the margin, or takes the subsidy, never below zero", () => {
    const margin = { kind: "quote", roundTo: 1000, adjust: 2000 } as const;
    expect(feeExample(12_300, margin)).toEqual({
      quote: 12_300,
      customerPays: 15_000,
      difference: 2_700,
      kind: "gain",
    });
    const subsidy = { kind: "quote", roundTo: 500, adjust: -5000 } as const;
    expect(feeExample(12_300, subsidy)).toMatchObject({ customerPays: 7_500, kind: "subsidy" });
    expect(feeExample(3_000, subsidy)).toMatchObject({ customerPays: 0, difference: -3_000 });
    expect(feeExample(10_000, { kind: "flat", price: 10_000 })).toMatchObject({ kind: "even" });
  });

  it("adds groups and says the difference", () => {
    const sum = addCourierMoney(
      { deliveries: 1, fees: 15_000, costs: 12_300 },
      { deliveries: 2, fees: 20_000, costs: 27_800.5 },
    );
    expect(sum).toEqual({ deliveries: 3, fees: 35_000, costs: 40_100.5 });
    expect(courierDifference(sum)).toBe(-5_100.5);
  });
});
