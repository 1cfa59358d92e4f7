import { describe, expect, it } from "vitest";
import { availablePaymentMethods, isReadyForCheckout } from "./payment";

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
