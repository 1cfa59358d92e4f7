import { describe, expect, it } from "vitest";
import { priceForDistance } from "./delivery";
import { segmentNotes } from "./segment-coverage";

describe("segmentNotes", () => {
  it("has nothing to say of tiers that share their ends (the demo's)", () => {
    const tiers = [
      { from: 0, to: 3000, price: 10_000 },
      { from: 3000, to: 7000, price: 18_000 },
      { from: 7000, to: 15_000, price: 28_000 },
    ];
    expect(segmentNotes(tiers)).toEqual([]);
    expect(
      segmentNotes([
        { to: 5000, price: 1 },
        { from: 5000, price: 2 },
      ]),
    ).toEqual([]);
  });

  it("names a distance no segment matches, from 0 on", () => {
    const segments = [
      { from: 4000, to: 7000, price: 18_000 },
      { from: 1000, to: 3000, price: 10_000 },
    ];
    expect(segmentNotes(segments)).toEqual([
      { kind: "gap", from: 0, to: 1000 },
      { kind: "gap", from: 3000, to: 4000 },
    ]);
    // The price API agrees: nothing matches inside a gap.
    expect(priceForDistance(segments, 3500)).toEqual({
      ok: false,
      error: "No matching segment found",
    });
    expect(priceForDistance(segments, 500).ok).toBe(false);
  });

  it("names where a later segment is overlapped by an earlier one, which wins there", () => {
    const segments = [
      { from: 0, to: 5000, price: 10_000 },
      { from: 3000, to: 8000, price: 20_000 },
      { from: 6000, price: 30_000 },
    ];
    expect(segmentNotes(segments)).toEqual([
      { kind: "overlap", index: 1, earlier: 0, from: 3000, to: 5000 },
      { kind: "overlap", index: 2, earlier: 1, from: 6000, to: 8000 },
    ]);
    expect(priceForDistance(segments, 4000)).toEqual({ ok: true, price: 10_000 });
  });

  it("names a segment without bounds, which never matches, and an open end's overlap", () => {
    expect(segmentNotes([{ from: 0, price: 1 }, { price: 2 }, { from: 10, price: 3 }])).toEqual([
      { kind: "unbounded", index: 1 },
      { kind: "overlap", index: 2, earlier: 0, from: 10, to: null },
    ]);
  });

  it("leaves an inverted segment to the brand schema's refusal", () => {
    expect(
      segmentNotes([
        { from: 0, to: 1000, price: 1 },
        { from: 9000, to: 2000, price: 2 },
      ]),
    ).toEqual([]);
  });
});
