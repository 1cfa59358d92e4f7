import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "./order";
import {
  allowedFrom,
  canMove,
  DEFAULT_MESSAGE_TEMPLATES,
  renderMessage,
  unknownPlaceholders,
} from "./order-status";

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

describe("status messages", () => {
  const values = { brand: "Kue Demo", order: "A1B2C3", branch: "Kemang", reason: "" };

  it("uses the defaults when the brand has no wording of its own", () => {
    expect(renderMessage({}, "ACCEPTED", values)).toBe(
      "Kue Demo: your order #A1B2C3 is being prepared",
    );
    expect(renderMessage({}, "CANCELLED", { ...values, reason: "Sold out" })).toBe(
      "Kue Demo: your order #A1B2C3 has been cancelled. Sold out",
    );
  });

  it("uses the brand's template and fills every placeholder", () => {
    expect(
      renderMessage(
        { COMPLETED: "Pesanan {order} dari {branch} ({brand}) siap!" },
        "COMPLETED",
        values,
      ),
    ).toBe("Pesanan A1B2C3 dari Kemang (Kue Demo) siap!");
  });

  it("finds misspelt placeholders, and the defaults have none", () => {
    expect(unknownPlaceholders("{brand} {ordr} {reason} {}")).toEqual(["ordr", ""]);
    for (const t of Object.values(DEFAULT_MESSAGE_TEMPLATES))
      expect(unknownPlaceholders(t)).toEqual([]);
  });
});
