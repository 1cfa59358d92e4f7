import { describe, expect, it } from "vitest";
import { autoBookingAt, serviceToBook } from "./courier-booking";
import type { BranchCouriers } from "./couriers";

const branch: BranchCouriers = {
  services: ["gojek/instant", "grab/instant"],
  booking: { kind: "manual" },
};
const order = (
  fields: Partial<Parameters<typeof serviceToBook>[0]> = {},
): Parameters<typeof serviceToBook>[0] => ({
  orderMode: "DELIVERY",
  status: "ACCEPTED",
  deliveryMethod: { courier: { service: "grab/instant", quote: 20_000, etaMinutes: null } },
  ...fields,
});

describe("serviceToBook", () => {
  it("books the customer's choice, or another of the branch's when staff switch", () => {
    expect(serviceToBook(order(), branch)).toEqual({ service: "grab/instant" });
    expect(serviceToBook(order(), branch, "gojek/instant")).toEqual({ service: "gojek/instant" });
    expect(serviceToBook(order(), branch, "lalamove/motorcycle")).toEqual({
      refusal: "COURIER_SERVICE_NOT_OFFERED",
    });
  });

  it("books a segments order with the branch's first service, or the one named", () => {
    const segments = order({ deliveryMethod: {} });
    expect(serviceToBook(segments, branch)).toEqual({ service: "gojek/instant" });
    expect(serviceToBook(segments, branch, "grab/instant")).toEqual({ service: "grab/instant" });
    expect(serviceToBook(segments, undefined)).toEqual({ refusal: "COURIER_NOT_SET_UP" });
  });

  it("keeps a service the branch dropped since for the orders placed with it", () => {
    const dropped = { ...branch, services: ["gojek/instant" as const] };
    expect(serviceToBook(order(), dropped)).toEqual({ service: "grab/instant" });
    expect(serviceToBook(order(), undefined)).toEqual({ service: "grab/instant" });
  });

  it("refuses a pickup, and an order not accepted or ready", () => {
    expect(serviceToBook(order({ orderMode: "PICKUP" }), branch)).toEqual({
      refusal: "COURIER_NOT_FOR_PICKUP",
    });
    for (const status of ["PENDING", "COMPLETED", "CANCELLED"] as const)
      expect(serviceToBook(order({ status }), branch)).toEqual({
        refusal: "COURIER_ORDER_NOT_OPEN",
      });
    expect(serviceToBook(order({ status: "READY" }), branch)).toEqual({ service: "grab/instant" });
  });
});

describe("autoBookingAt", () => {
  const now = new Date("2026-11-29T03:00:00Z");
  const slot = new Date("2026-11-29T08:00:00Z");
  it("books on ready, or never by hand", () => {
    expect(autoBookingAt({ kind: "on_ready" }, "ready", slot, now)).toEqual(now);
    expect(autoBookingAt({ kind: "on_ready" }, "accepted", slot, now)).toBeNull();
    expect(autoBookingAt({ kind: "manual" }, "ready", null, now)).toBeNull();
  });

  it("books minutes before a later slot; an order for now, or a slot too close, at once", () => {
    const rule = { kind: "before_slot", minutes: 45 } as const;
    expect(autoBookingAt(rule, "accepted", slot, now)).toEqual(new Date("2026-11-29T07:15:00Z"));
    expect(autoBookingAt(rule, "accepted", null, now)).toEqual(now);
    expect(autoBookingAt(rule, "accepted", new Date("2026-11-29T03:30:00Z"), now)).toEqual(now);
    expect(autoBookingAt(rule, "ready", slot, now)).toBeNull();
  });
});
