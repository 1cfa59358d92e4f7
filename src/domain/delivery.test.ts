import { describe, expect, it } from "vitest";
import {
  calculateDeliveryPrice,
  NO_MATCHING_SEGMENT,
  priceForDistance,
  segmentMatches,
} from "./delivery";

const demo = [
  { from: 0, to: 3000, price: 10000 },
  { from: 3000, to: 7000, price: 18000 },
  { from: 7000, to: 15000, price: 28000 },
];

describe("segmentMatches", () => {
  it("includes both bounds when both are set", () => {
    expect(segmentMatches({ from: 3000, to: 7000, price: 1 }, 3000)).toBe(true);
    expect(segmentMatches({ from: 3000, to: 7000, price: 1 }, 7000)).toBe(true);
    expect(segmentMatches({ from: 3000, to: 7000, price: 1 }, 2999.9)).toBe(false);
    expect(segmentMatches({ from: 3000, to: 7000, price: 1 }, 7000.1)).toBe(false);
  });
  it("is open-ended with one bound", () => {
    expect(segmentMatches({ from: 15000, price: 1 }, 15000)).toBe(true);
    expect(segmentMatches({ from: 15000, price: 1 }, 1e9)).toBe(true);
    expect(segmentMatches({ from: 15000, price: 1 }, 14999)).toBe(false);
    expect(segmentMatches({ to: 500, price: 1 }, 0)).toBe(true);
    expect(segmentMatches({ to: 500, price: 1 }, 500)).toBe(true);
    expect(segmentMatches({ to: 500, price: 1 }, 501)).toBe(false);
  });
  it("never matches with neither bound", () => {
    expect(segmentMatches({ price: 1 }, 0)).toBe(false);
    expect(segmentMatches({ price: 1 }, 100)).toBe(false);
  });
});

describe("priceForDistance", () => {
  it("prices by the demo segments, boundaries inclusive", () => {
    expect(priceForDistance(demo, 0)).toEqual({ ok: true, price: 10000 });
    expect(priceForDistance(demo, 2500)).toEqual({ ok: true, price: 10000 });
    expect(priceForDistance(demo, 15000)).toEqual({ ok: true, price: 28000 });
  });
  it("takes the first match in list order where segments overlap", () => {
    expect(priceForDistance(demo, 3000)).toEqual({ ok: true, price: 10000 });
    expect(
      priceForDistance(
        [
          { to: 10000, price: 5 },
          { from: 0, to: 5000, price: 9 },
        ],
        1000,
      ),
    ).toEqual({ ok: true, price: 5 });
  });
  it("reports 'No matching segment found' beyond the last segment and for an empty list", () => {
    expect(priceForDistance(demo, 15000.5)).toEqual({ ok: false, error: NO_MATCHING_SEGMENT });
    expect(priceForDistance([], 10)).toEqual({ ok: false, error: NO_MATCHING_SEGMENT });
    expect(priceForDistance([{ price: 3 }], 10)).toEqual({ ok: false, error: NO_MATCHING_SEGMENT });
  });
});

describe("calculateDeliveryPrice", () => {
  const input = (distanceInMeters: unknown) => ({
    distanceInMeters,
    merchantLevelConfigs: { segments: demo },
  });
  it("prices a valid input", () => {
    expect(calculateDeliveryPrice(input(4000))).toEqual({ ok: true, price: 18000 });
  });
  it("rejects negative, NaN and missing distances with the validator's message", () => {
    for (const bad of [-1, Number.NaN, "12", undefined, Number.POSITIVE_INFINITY]) {
      const result = calculateDeliveryPrice(input(bad));
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatch(/distanceInMeters/);
    }
  });
  it("rejects a malformed config", () => {
    const result = calculateDeliveryPrice({
      distanceInMeters: 1,
      merchantLevelConfigs: { segments: [{ from: 1 }] },
    });
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/price/) });
  });
});
