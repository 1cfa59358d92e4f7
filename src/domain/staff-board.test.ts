import { describe, expect, it } from "vitest";
import type { OnlinePaymentState } from "./online-payment";
import type { OrderStatus } from "./order";
import { boardGroupOf, canAccept, isNewToKitchen } from "./staff-board";

const order = (status: OrderStatus, payment?: OnlinePaymentState) => ({
  status,
  onlinePayment: payment ? { state: payment } : null,
});

describe("the staff board's groups", () => {
  it("keeps an order waiting for its online payment out of the new orders, without Accept", () => {
    expect(boardGroupOf(order("PENDING", "PENDING"))).toBe("AWAITING_PAYMENT");
    expect(isNewToKitchen(order("PENDING", "PENDING"))).toBe(false);
    expect(canAccept(order("PENDING", "PENDING"))).toBe(false);
  });

  it("keeps one whose payment failed there while its customer may try again (issue 32 item 6)", () => {
    expect(boardGroupOf(order("PENDING", "FAILED"))).toBe("AWAITING_PAYMENT");
    expect(canAccept(order("PENDING", "FAILED"))).toBe(false);
    expect(boardGroupOf(order("CANCELLED", "FAILED"))).toBe("CANCELLED");
  });

  it("makes it new once paid, like an order paid otherwise", () => {
    expect(boardGroupOf(order("PENDING", "PAID"))).toBe("PENDING");
    expect(canAccept(order("PENDING", "PAID"))).toBe(true);
    expect(boardGroupOf(order("PENDING"))).toBe("PENDING");
    expect(canAccept(order("PENDING"))).toBe(true);
  });

  it("groups every other order by its status", () => {
    expect(boardGroupOf(order("ACCEPTED", "PAID"))).toBe("ACCEPTED");
    expect(boardGroupOf(order("CANCELLED", "EXPIRED"))).toBe("CANCELLED");
    expect(canAccept(order("ACCEPTED"))).toBe(false);
  });
});
