import { describe, expect, it } from "vitest";
import type { StoreConfigs } from "./brand-config";
import { minimumOrder, shortOfMinimum } from "./minimum-order";

const block = (humanReadableName: string, minimumOrder?: number, isActive = true) => ({
  id: humanReadableName.toLowerCase(),
  type: "SEGMENTED_DELIVERY" as const,
  humanReadableName,
  isActive,
  ...(minimumOrder === undefined ? {} : { minimumOrder }),
  merchantLevelConfigs: { segments: [{ from: 0, to: 10_000, price: 10_000 }] },
});
const configs = (blocks: ReturnType<typeof block>[]) =>
  ({
    salesChannels: { customerApp: { paymentsMethods: {}, shippingBlocks: blocks } },
  }) as unknown as Pick<StoreConfigs, "salesChannels">;

describe("minimumOrder", () => {
  const storeConfigs = configs([block("Kurir", 100_000), block("Ojek"), block("Old", 5, false)]);
  const branch = { pickupMinimumOrder: 50_000 };

  it("is the chosen delivery method's, or none", () => {
    const of = (name: string | null) =>
      minimumOrder({ orderMode: "DELIVERY", deliveryMethodName: name, storeConfigs, branch });
    expect(of("Kurir")).toBe(100_000);
    expect(of("Ojek")).toBeNull();
    expect(of("Old")).toBeNull(); // an inactive method is no method
    expect(of(null)).toBeNull(); // not chosen yet: checkout asks for it first
  });

  it("is the branch's for pickup, or none", () => {
    const of = (b: { pickupMinimumOrder?: number } | undefined) =>
      minimumOrder({
        orderMode: "PICKUP",
        deliveryMethodName: "Kurir",
        storeConfigs,
        branch: b as never,
      });
    expect(of(branch)).toBe(50_000);
    expect(of({})).toBeNull();
    expect(of(undefined)).toBeNull();
  });

  it("no mode, no minimum", () => {
    expect(
      minimumOrder({ orderMode: null, deliveryMethodName: "Kurir", storeConfigs, branch }),
    ).toBeNull();
  });
});

describe("shortOfMinimum", () => {
  it("says how much is missing, never less than nothing", () => {
    expect(shortOfMinimum(75_000, 100_000)).toBe(25_000);
    expect(shortOfMinimum(100_000, 100_000)).toBe(0);
    expect(shortOfMinimum(150_000, 100_000)).toBe(0);
    expect(shortOfMinimum(0, null)).toBe(0);
  });
});
