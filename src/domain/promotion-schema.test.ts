import { describe, expect, it } from "vitest";
import {
  checkGenerate,
  checkLoyaltySettings,
  checkPromotion,
  CODE_ALPHABET,
  generatedCode,
} from "./promotion-schema";
import { CODE_PATTERN } from "./promotions";

const KNOWN = {
  branchIds: ["kemang", "menteng"],
  sectionIds: ["drinks", "cake-slices"],
  itemIds: ["teh-tarik", "klepon"],
};

const LEBARAN = {
  name: "  Lebaran   20% ",
  trigger: "CODE",
  benefit: { type: "PERCENT_OFF", percent: 20, maxDiscount: 50_000, target: { scope: "ORDER" } },
  conditions: {
    minimumSpend: 100_000,
    startsAt: "2027-03-01T00:00:00+07:00",
    endsAt: "2027-04-01T00:00:00+07:00",
    hours: { from: "10:00", to: "14:00" },
    branchIds: ["kemang", "menteng"],
    orderModes: ["DELIVERY"],
    paymentMethods: ["transfer", "online"],
    firstOrderOnly: true,
  },
  caps: { total: 100, perCustomer: 1 },
  codes: { kind: "ONE", code: " lebaran " },
};

const problemsOf = (input: unknown) => {
  const checked = checkPromotion(input, KNOWN);
  return checked.ok ? [] : checked.problems;
};
const withField = (path: string, value: unknown) => {
  const copy = structuredClone(LEBARAN) as Record<string, unknown>;
  const keys = path.split(".");
  let at = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1)!] = value;
  return copy;
};

describe("checkPromotion", () => {
  it("takes a full promotion, normalizing its name, dates and code", () => {
    const checked = checkPromotion(LEBARAN, KNOWN);
    expect(checked).toEqual({
      ok: true,
      value: {
        name: "Lebaran 20%",
        trigger: "CODE",
        benefit: LEBARAN.benefit,
        conditions: {
          ...LEBARAN.conditions,
          startsAt: "2027-02-28T17:00:00.000Z",
          endsAt: "2027-03-31T17:00:00.000Z",
        },
        caps: { total: 100, perCustomer: 1 },
        codes: { kind: "ONE", code: "LEBARAN" },
      },
    });
  });

  it("takes an automatic promotion with only what it needs, conditions left out", () => {
    const checked = checkPromotion(
      { name: "Free delivery", trigger: "AUTOMATIC", benefit: { type: "DELIVERY_OFF" } },
      KNOWN,
    );
    expect(checked).toEqual({
      ok: true,
      value: {
        name: "Free delivery",
        trigger: "AUTOMATIC",
        benefit: { type: "DELIVERY_OFF", amount: null },
        conditions: {
          minimumSpend: null,
          startsAt: null,
          endsAt: null,
          hours: null,
          branchIds: null,
          orderModes: null,
          paymentMethods: null,
          firstOrderOnly: false,
        },
        caps: { total: null, perCustomer: null },
        codes: null,
      },
    });
  });

  it("reads every order mode, or an empty list, as no condition", () => {
    for (const orderModes of [["DELIVERY", "PICKUP"], []]) {
      const checked = checkPromotion(withField("conditions.orderModes", orderModes), KNOWN);
      expect(checked.ok && checked.value.conditions.orderModes).toBeNull();
    }
  });

  it.each([
    ["name", "", "missing"],
    ["name", "x".repeat(61), "tooLong"],
    ["trigger", "SOMETIMES", "choice"],
    ["benefit.type", "HALF_PRICE", "choice"],
    ["benefit.percent", 0, "range"],
    ["benefit.percent", 101, "range"],
    ["benefit.percent", 12.5, "range"],
    ["benefit.percent", "20", "notNumber"],
    ["benefit.maxDiscount", 0, "positive"],
    ["benefit.maxDiscount", -5, "negative"],
    ["benefit.maxDiscount", 2_000_000_000, "tooLarge"],
    ["benefit.target", { scope: "SECTIONS", sectionIds: ["cakes"] }, "unknownSection"],
    ["benefit.target", { scope: "ITEMS", itemIds: ["nasi-goreng"] }, "unknownItem"],
    ["benefit.target", { scope: "ITEMS", itemIds: [] }, "missing"],
    ["benefit.target", { scope: "MENU" }, "choice"],
    ["conditions.minimumSpend", -1, "negative"],
    ["conditions.startsAt", "1 March", "date"],
    ["conditions.endsAt", "2027-02-01T00:00:00+07:00", "endBeforeStart"],
    ["conditions.hours", { from: "25:00", to: "14:00" }, "time"],
    ["conditions.hours", { from: "10:00", to: "10:00" }, "sameTimes"],
    ["conditions.branchIds", ["sabang"], "unknownBranch"],
    ["conditions.orderModes", ["DINE_IN"], "choice"],
    ["conditions.paymentMethods", ["bitcoin"], "choice"],
    ["conditions.firstOrderOnly", "yes", "invalid"],
    ["caps.total", 0, "range"],
    ["caps.perCustomer", 1.5, "range"],
    ["codes", null, "missing"],
    ["codes", { kind: "SOME" }, "choice"],
    ["codes", { kind: "ONE", code: "" }, "missing"],
    ["codes", { kind: "ONE", code: "LE" }, "shape"],
    ["codes", { kind: "ONE", code: "LEBARAN!" }, "shape"],
    ["codes", { kind: "CAMPAIGN", count: 5001 }, "range"],
    ["codes", { kind: "CAMPAIGN", count: 10, prefix: "TOO-LONG-PREFIX" }, "shape"],
    ["surprise", 1, "invalid"],
    ["conditions.tomorrow", 1, "invalid"],
  ])("names %s when it is %j: %s", (path, value, problem) => {
    const field =
      path === "benefit.target"
        ? (
            {
              unknownSection: "benefit.target.sectionIds",
              unknownItem: "benefit.target.itemIds",
              missing: "benefit.target.itemIds",
              choice: "benefit.target.scope",
            } as Record<string, string>
          )[problem]
        : path === "conditions.hours"
          ? problem === "time"
            ? "conditions.hours.from"
            : "conditions.hours.to"
          : path === "codes"
            ? value === null || (value as { kind: string }).kind === "SOME"
              ? "codes.kind"
              : (value as { kind: string }).kind === "ONE"
                ? "codes.code"
                : problem === "range"
                  ? "codes.count"
                  : "codes.prefix"
            : path;
    expect(problemsOf(withField(path, value))).toContainEqual({ field, problem });
  });

  it("refuses a delivery discount limited to pickup", () => {
    const input = {
      ...LEBARAN,
      benefit: { type: "DELIVERY_OFF", amount: 10_000 },
      conditions: { orderModes: ["PICKUP"] },
    };
    expect(problemsOf(input)).toEqual([
      { field: "conditions.orderModes", problem: "deliveryOnly" },
    ]);
  });

  it("refuses codes on an automatic promotion, and names each field once", () => {
    expect(problemsOf({ ...LEBARAN, trigger: "AUTOMATIC" })).toEqual([
      { field: "codes", problem: "invalid" },
    ]);
    const many = problemsOf({ ...LEBARAN, name: "", benefit: { type: "PERCENT_OFF" } });
    expect(many).toEqual([
      { field: "name", problem: "missing" },
      { field: "benefit.percent", problem: "missing" },
    ]);
  });

  it("keeps a campaign's codes on an edit when no count is given", () => {
    const checked = checkPromotion(
      { ...LEBARAN, codes: { kind: "CAMPAIGN", prefix: "ied " } },
      KNOWN,
    );
    expect(checked.ok && checked.value.codes).toEqual({
      kind: "CAMPAIGN",
      count: null,
      prefix: "IED",
    });
  });
});

describe("generated codes", () => {
  it("draw from an alphabet without look-alikes, after the prefix", () => {
    expect(CODE_ALPHABET).not.toMatch(/[01OIL]/);
    let seed = 0;
    const random = (n: number) => Uint8Array.from({ length: n }, () => (seed = (seed + 77) % 256));
    const codes = Array.from({ length: 200 }, () => generatedCode("IED", random));
    for (const code of codes) {
      expect(code).toMatch(/^IED-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
      expect(code).toMatch(CODE_PATTERN);
    }
    expect(generatedCode("", random)).toMatch(/^[2-9A-Z]{8}$/);
    expect(generatedCode("RAYA-", random)).toMatch(/^RAYA-[2-9A-Z]{8}$/);
  });

  it("skips bytes past the alphabet's largest multiple, so no character is likelier", () => {
    const bytes = [255, 250, 248, 0, 1, 2, 3, 4, 5, 6, 7];
    const random = (n: number) => Uint8Array.from(bytes.splice(0, n));
    // 248 = 8 × 31 and above are redrawn: the code starts at byte 0.
    expect(generatedCode("", random)).toBe("23456789");
  });

  it("are asked for 1 to 5000 at a time, 5000 in a campaign", () => {
    expect(checkGenerate({ count: 10, prefix: "ied" }, 0)).toEqual({
      ok: true,
      count: 10,
      prefix: "IED",
    });
    expect(checkGenerate({ count: 0 }, 0)).toEqual({
      ok: false,
      problems: [{ field: "count", problem: "range" }],
    });
    expect(checkGenerate({ count: 11 }, 4990)).toEqual({
      ok: false,
      problems: [{ field: "count", problem: "tooMany" }],
    });
  });
});

describe("checkLoyaltySettings", () => {
  it("takes a stamp card with a free item, and points with an amount off", () => {
    const stamps = {
      active: true,
      program: {
        kind: "STAMPS",
        minimumSpend: 50_000,
        stampsForReward: 10,
        reward: { type: "FREE_ITEM", itemIds: ["teh-tarik", "teh-tarik"] },
      },
    };
    expect(checkLoyaltySettings(stamps, KNOWN.itemIds)).toEqual({
      ok: true,
      value: {
        ...stamps,
        program: { ...stamps.program, reward: { type: "FREE_ITEM", itemIds: ["teh-tarik"] } },
      },
    });
    const points = {
      active: false,
      program: {
        kind: "POINTS",
        rupiahPerPoint: 10_000,
        pointsForReward: 50,
        reward: { type: "AMOUNT_OFF", amount: 25_000 },
      },
    };
    expect(checkLoyaltySettings(points, KNOWN.itemIds)).toEqual({ ok: true, value: points });
  });

  it("names each bad field", () => {
    const checked = checkLoyaltySettings(
      {
        active: "yes",
        program: {
          kind: "STAMPS",
          minimumSpend: -1,
          stampsForReward: 1,
          reward: { type: "FREE_ITEM", itemIds: ["nasi"] },
        },
      },
      KNOWN.itemIds,
    );
    expect(checked).toEqual({
      ok: false,
      problems: [
        { field: "active", problem: "invalid" },
        { field: "program.reward.itemIds", problem: "unknownItem" },
        { field: "program.minimumSpend", problem: "negative" },
        { field: "program.stampsForReward", problem: "range" },
      ],
    });
    expect(
      checkLoyaltySettings({ active: true, program: { kind: "MILES" } }, KNOWN.itemIds),
    ).toEqual({
      ok: false,
      problems: [
        { field: "program.reward.type", problem: "missing" },
        { field: "program.kind", problem: "choice" },
      ],
    });
  });
});
