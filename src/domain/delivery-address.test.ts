import { describe, expect, it } from "vitest";
import { parseStoredBasket } from "./basket-schema";
import { emptyBasketState } from "./basket";
import { deliveryPriceInputSchema } from "./delivery";
import { deliveryAddressSchema, placeSchema } from "./delivery-address";
import { placeOrderBody } from "./order-schema";

const address = {
  name: "Grand Indonesia",
  country: "Indonesia",
  postalCode: "10310",
  city: "Jakarta",
  address: "Jl. M.H. Thamrin No.1, Jakarta",
  lat: -6.1951,
  lng: 106.8216,
  googlePlaceId: "ChIJ",
  addressDetails: "Gate 3",
  placeSignature: "s".repeat(64),
};
const order = (deliveryAddress: unknown) => ({
  orderMode: "DELIVERY",
  selectedBranchId: "kemang",
  deliveryOrPickupTime: "NOW",
  deliveryAddress,
  deliveryMethod: { humanReadableName: "Courier" },
  basket: { items: [{ itemId: "cake", qty: 1 }] },
  payment: { method: "cashOnDelivery", confirmation: "NOT_REQUIRED" },
});
const basket = (deliveryAddress: unknown) => ({
  ...emptyBasketState("3b241101-e2bb-4255-8caf-4136c566a962"),
  deliveryAddress,
});

describe("one delivery address (spec §3)", () => {
  const broken = [
    { ...address, name: "" },
    { ...address, name: "n".repeat(201) },
    { ...address, city: "Jakarta\u0000" },
    { ...address, lat: 91 },
    { ...address, lng: "106" },
    { ...address, address: undefined },
  ];
  it("is the same check for the order body and the stored basket", () => {
    expect(placeOrderBody.parse(order(address)).deliveryAddress).toEqual(address);
    expect(parseStoredBasket(basket(address))?.deliveryAddress).toEqual(address);
    for (const bad of broken) {
      expect(deliveryAddressSchema.safeParse(bad).success).toBe(false);
      expect(placeOrderBody.safeParse(order(bad)).success).toBe(false);
      expect(parseStoredBasket(basket(bad))?.deliveryAddress).toBeNull();
    }
  });
  it("keeps the wire shape: unknown fields are dropped, the optional ones may be absent", () => {
    const { googlePlaceId, addressDetails, placeSignature, ...bare } = address;
    void [googlePlaceId, addressDetails, placeSignature];
    expect(deliveryAddressSchema.parse({ ...bare, extra: 1 })).toEqual(bare);
  });
  it("gives the delivery price input its Place: the address without details or signature", () => {
    const { addressDetails, placeSignature, ...place } = address;
    void [addressDetails, placeSignature];
    expect(placeSchema.parse(address)).toEqual(place);
    const input = { distanceInMeters: 10, merchantLevelConfigs: { segments: [] } };
    expect(deliveryPriceInputSchema.safeParse({ ...input, origin: place }).success).toBe(true);
    expect(
      deliveryPriceInputSchema.safeParse({ ...input, origin: { ...place, lat: 91 } }).success,
    ).toBe(false);
  });
});
