import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "./order";
import {
  allowedFrom,
  canMove,
  customerEvents,
  eventStage,
  MESSAGE_EVENTS,
  statusStage,
} from "./order-status";

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

describe("a timeline event as it is called", () => {
  it("names a status by its stage, and a payment's events by their type", () => {
    expect(eventStage({ type: "STATUS", status: "READY" }, "PICKUP")).toBe("READY_FOR_PICKUP");
    expect(eventStage({ type: "STATUS", status: "CANCELLED" }, "DELIVERY")).toBe("CANCELLED");
    expect(eventStage({ type: "PAID", status: null }, "PICKUP")).toBe("PAID");
    expect(eventStage({ type: "PAYMENT_EXPIRED", status: null }, "PICKUP")).toBe("PAYMENT_EXPIRED");
    expect(eventStage({ type: "PAYMENT_FAILED", status: null }, "PICKUP")).toBe("PAYMENT_FAILED");
    expect(eventStage({ type: "REFUNDED", status: null }, "PICKUP")).toBe("REFUNDED");
  });

  it("leaves a failed refund (with the gateway's error) off the customer's timeline", () => {
    const events = [
      { id: 1, type: "STATUS" as const },
      { id: 2, type: "PAID" as const },
      { id: 3, type: "REFUND_FAILED" as const },
      { id: 4, type: "REFUNDED" as const },
    ];
    expect(customerEvents(events).map((e) => e.id)).toEqual([1, 2, 4]);
  });
});
