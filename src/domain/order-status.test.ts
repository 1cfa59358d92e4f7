import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "./order";
import { allowedFrom, canMove } from "./order-status";

describe("the status transition table", () => {
  // Every pair of statuses, spelled out: the allowed ones are exactly these four.
  const allowed = new Set([
    "PENDING>ACCEPTED",
    "PENDING>CANCELLED",
    "ACCEPTED>COMPLETED",
    "ACCEPTED>CANCELLED",
  ]);
  for (const from of ORDER_STATUSES)
    for (const to of ORDER_STATUSES)
      it(`${from} → ${to} is ${allowed.has(`${from}>${to}`) ? "allowed" : "refused"}`, () => {
        expect(canMove(from, to)).toBe(allowed.has(`${from}>${to}`));
      });

  it("names the statuses an order must be in to move", () => {
    expect(allowedFrom("ACCEPTED")).toEqual(["PENDING"]);
    expect(allowedFrom("COMPLETED")).toEqual(["ACCEPTED"]);
    expect(allowedFrom("CANCELLED").sort()).toEqual(["ACCEPTED", "PENDING"]);
    expect(allowedFrom("PENDING")).toEqual([]);
  });
});
