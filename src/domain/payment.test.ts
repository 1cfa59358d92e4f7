import { describe, expect, it } from "vitest";
import {
  availablePaymentMethods,
  chosenChannel,
  inPersonMethods,
  inPersonPayment,
  isReadyForCheckout,
  onlineChannels,
  paymentComplete,
} from "./payment";

const configs = (active: { cod?: boolean; outlet?: boolean; transfer?: boolean }) => ({
  salesChannels: {
    customerApp: {
      shippingBlocks: [],
      paymentsMethods: {
        ...(active.cod === undefined
          ? {}
          : {
              cashOnDelivery: { merchantLevelConfigs: { isActive: active.cod, configType: "C" } },
            }),
        ...(active.outlet === undefined
          ? {}
          : {
              payAtOutlet: { merchantLevelConfigs: { isActive: active.outlet, configType: "P" } },
            }),
        ...(active.transfer === undefined
          ? {}
          : {
              transfer: {
                merchantLevelConfigs: {
                  isActive: active.transfer,
                  configType: "T",
                  transferOptions: {},
                },
              },
            }),
      },
    },
  },
});

describe("availablePaymentMethods", () => {
  const all = configs({ cod: true, outlet: true, transfer: true });
  it("offers cash on delivery for DELIVERY only and pay at outlet for PICKUP only; transfer for both", () => {
    expect(availablePaymentMethods("DELIVERY", all)).toEqual(["cashOnDelivery", "transfer"]);
    expect(availablePaymentMethods("PICKUP", all)).toEqual(["payAtOutlet", "transfer"]);
  });
  it("leaves out methods that are inactive or not configured", () => {
    expect(availablePaymentMethods("DELIVERY", configs({ cod: true, transfer: false }))).toEqual([
      "cashOnDelivery",
    ]);
    expect(availablePaymentMethods("PICKUP", configs({ cod: true }))).toEqual([]);
  });
  it("offers nothing without an order mode", () => {
    expect(availablePaymentMethods(null, all)).toEqual([]);
  });
});

describe("isReadyForCheckout", () => {
  it("is ready once a payment method is set", () => {
    expect(isReadyForCheckout({ method: null })).toBe(false);
    expect(isReadyForCheckout({ method: "transfer" })).toBe(true);
  });
});

describe("paying online (issue 20)", () => {
  const withOnline = (isActive: boolean, channels: string[]) => ({
    salesChannels: {
      customerApp: {
        shippingBlocks: [],
        paymentsMethods: {
          online: {
            merchantLevelConfigs: {
              isActive,
              configType: "ONLINE",
              provider: "simulator" as const,
              mode: "sandbox" as const,
              channels: channels as never,
              expiryMinutes: 15,
            },
          },
        },
      },
    },
  });

  it("is offered for both modes when the brand turns it on, with the brand's channels", () => {
    expect(availablePaymentMethods("PICKUP", withOnline(true, ["QRIS"]))).toEqual(["online"]);
    expect(availablePaymentMethods("DELIVERY", withOnline(true, ["QRIS"]))).toEqual(["online"]);
    expect(availablePaymentMethods("PICKUP", withOnline(false, ["QRIS"]))).toEqual([]);
    expect(onlineChannels(withOnline(true, ["QRIS", "VA_BNI"]))).toEqual(["QRIS", "VA_BNI"]);
    expect(onlineChannels(withOnline(false, ["QRIS"]))).toEqual([]);
  });

  it("needs a channel the brand offers before the order can be placed", () => {
    const channels = ["QRIS", "GOPAY"] as const;
    expect(chosenChannel({ method: "online", confirmation: { channel: "GOPAY" } }, channels)).toBe(
      "GOPAY",
    );
    expect(chosenChannel({ method: "online", confirmation: null }, channels)).toBeNull();
    expect(
      chosenChannel({ method: "online", confirmation: { channel: "VA_BCA" } }, channels),
    ).toBeNull();
    expect(
      chosenChannel({ method: "transfer", confirmation: { channel: "QRIS" } }, channels),
    ).toBeNull();
    expect(paymentComplete("online", null)).toBe(false);
    expect(paymentComplete("online", "QRIS")).toBe(true);
    expect(paymentComplete("payAtOutlet", null)).toBe(true);
    expect(paymentComplete(null, null)).toBe(false);
  });
});

describe("paying in person (issue 32 item 6)", () => {
  const order = (method: string, status = "PENDING", paidAt: string | null = null) => ({
    status,
    paidAt,
    payment: { method },
  });

  it("tells how to pay a cash or outlet order until it is paid, completed or cancelled", () => {
    expect(inPersonPayment(order("cashOnDelivery"))).toBe("cashOnDelivery");
    expect(inPersonPayment(order("payAtOutlet", "READY_FOR_PICKUP"))).toBe("payAtOutlet");
    expect(inPersonPayment(order("cashOnDelivery", "ON_THE_WAY"))).toBe("cashOnDelivery");
    expect(inPersonPayment(order("cashOnDelivery", "COMPLETED"))).toBeNull();
    expect(inPersonPayment(order("payAtOutlet", "CANCELLED"))).toBeNull();
    expect(inPersonPayment(order("payAtOutlet", "PENDING", "2026-11-28T10:00:00Z"))).toBeNull();
    expect(inPersonPayment(order("transfer"))).toBeNull();
    expect(inPersonPayment(order("online"))).toBeNull();
  });

  it("offers the brand's in-person methods for the order's mode only", () => {
    expect(inPersonMethods("PICKUP", configs({ cod: true, outlet: true }))).toEqual([
      "payAtOutlet",
    ]);
    expect(inPersonMethods("DELIVERY", configs({ cod: true, outlet: true }))).toEqual([
      "cashOnDelivery",
    ]);
    expect(inPersonMethods("DELIVERY", configs({ cod: false, transfer: true }))).toEqual([]);
  });
});
