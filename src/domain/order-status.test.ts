import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "./order";
import { allowedFrom, canMove, MESSAGE_EVENTS, statusStage } from "./order-status";

describe("the status transition table", () => {
  // Every pair of statuses, spelled out: the allowed ones are exactly these.
  const allowed = new Set([
    "PENDING>ACCEPTED",
    "PENDING>CANCELLED",
    "ACCEPTED>READY",
    "ACCEPTED>COMPLETED",
    "ACCEPTED>CANCELLED",
    "READY>COMPLETED",
    "READY>CANCELLED",
  ]);
  for (const from of ORDER_STATUSES)
    for (const to of ORDER_STATUSES)
      it(`${from} → ${to} is ${allowed.has(`${from}>${to}`) ? "allowed" : "refused"}`, () => {
        expect(canMove(from, to)).toBe(allowed.has(`${from}>${to}`));
      });

  it("names the statuses an order must be in to move", () => {
    expect(allowedFrom("ACCEPTED")).toEqual(["PENDING"]);
    expect(allowedFrom("READY")).toEqual(["ACCEPTED"]);
    expect(allowedFrom("COMPLETED").sort()).toEqual(["ACCEPTED", "READY"]);
    expect(allowedFrom("CANCELLED").sort()).toEqual(["ACCEPTED", "PENDING", "READY"]);
    expect(allowedFrom("PENDING")).toEqual([]);
  });
});

describe("a status as the customer is told it", () => {
  it("is ready for pickup for a pickup order and on the way for a delivery", () => {
    expect(statusStage("READY", "PICKUP")).toBe("READY_FOR_PICKUP");
    expect(statusStage("READY", "DELIVERY")).toBe("ON_THE_WAY");
  });

  it("is the status itself otherwise, whatever the mode", () => {
    for (const status of ORDER_STATUSES.filter((s) => s !== "READY"))
      for (const mode of ["PICKUP", "DELIVERY"] as const)
        expect(statusStage(status, mode)).toBe(status);
  });

  it("names a message event for every stage but the order's arrival", () => {
    expect(MESSAGE_EVENTS).toEqual(
      expect.arrayContaining([
        "ACCEPTED",
        "READY_FOR_PICKUP",
        "ON_THE_WAY",
        "COMPLETED",
        "CANCELLED",
      ]),
    );
  });
});
