import { describe, expect, it } from "vitest";
import type { QuoteClaim } from "./courier-quote";
import { PARCEL_GRAMS_PER_ITEM } from "./courier-parcels";
import { checkQuote, parcelOf } from "./courier-quote";
import type { Storefront } from "./storefront";

const claim: QuoteClaim = {
  brandId: "kopi",
  branchId: "kemang",
  place: "p1",
  service: "gojek/instant",
  name: "GoSend Instant",
  fee: 18_000,
  quote: 17_250,
  etaMinutes: { min: 35, max: 60 },
  expiresAt: Date.parse("2026-11-28T03:15:00Z") / 1000,
  parcel: { grams: 1000, value: 50_000 },
};
const order = {
  brandId: "kopi",
  branchId: "kemang",
  place: "p1",
  now: new Date("2026-11-28T03:00:00Z"),
  parcel: [{ name: "Kopi Susu", value: 25_000, quantity: 2, weight: PARCEL_GRAMS_PER_ITEM }],
};
const offered = ["gojek/instant", "grab/instant"] as const;

describe("an order's courier quote", () => {
  it("holds for its brand, branch and place until it expires", () => {
    expect(checkQuote(claim, order, offered)).toBeNull();
    const at = (iso: string) => checkQuote(claim, { ...order, now: new Date(iso) }, offered);
    expect(at("2026-11-28T03:14:59Z")).toBeNull();
    expect(at("2026-11-28T03:15:00Z")?.code).toBe("COURIER_QUOTE_EXPIRED");
  });

  it("is invalid forged, missing, or for another brand, branch or place", () => {
    expect(checkQuote("forged", order, offered)?.code).toBe("COURIER_QUOTE_INVALID");
    expect(checkQuote(null, order, offered)?.code).toBe("COURIER_QUOTE_INVALID");
    for (const other of [{ brandId: "teh" }, { branchId: "senopati" }, { place: "p2" }])
      expect(checkQuote(claim, { ...order, ...other }, offered)?.code).toBe(
        "COURIER_QUOTE_INVALID",
      );
    expect(checkQuote(claim, { ...order, place: undefined }, offered)?.code).toBe(
      "COURIER_QUOTE_INVALID",
    );
  });

  it("is quoted again for a basket that changed since (couriers price by weight and worth)", () => {
    const more = [{ ...order.parcel[0]!, quantity: 3 }];
    const refusal = checkQuote(claim, { ...order, parcel: more }, offered);
    expect(refusal?.code).toBe("COURIER_QUOTE_EXPIRED");
    expect(refusal?.message).toContain("different basket");
  });

  it("is refused when the branch no longer offers its service, naming it", () => {
    const refusal = checkQuote(claim, order, ["grab/instant"]);
    expect(refusal?.code).toBe("COURIER_NOT_OFFERED");
    expect(refusal?.message).toContain("GoSend Instant");
  });
});

describe("the parcel of a basket", () => {
  const item = (uid: string, price: number) => ({
    uid,
    name: uid === "kopi" ? "Kopi Susu" : "Roti",
    description: "",
    price,
    images: [],
  });
  const storefront = {
    branches: [{ id: "kemang", menuId: "m" }],
    menus: [
      { id: "m", sections: [{ id: "s", items: [item("kopi", 25_000), item("roti", 15_000)] }] },
    ],
  } as unknown as Storefront;

  it("is each line at its price and the one weight per item; lines off the menu are left out", () => {
    expect(
      parcelOf(storefront, "kemang", [
        { itemId: "kopi", qty: 2 },
        { itemId: "gone", qty: 1 },
        { itemId: "roti", qty: 1 },
      ]),
    ).toEqual([
      { name: "Kopi Susu", value: 25_000, quantity: 2, weight: PARCEL_GRAMS_PER_ITEM },
      { name: "Roti", value: 15_000, quantity: 1, weight: PARCEL_GRAMS_PER_ITEM },
    ]);
    // An empty basket (the address chosen first) is quoted as one item.
    expect(parcelOf(storefront, "kemang", [])).toEqual([
      { name: "Order", value: 0, quantity: 1, weight: PARCEL_GRAMS_PER_ITEM },
    ]);
  });
});
