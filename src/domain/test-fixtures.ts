// Shared by the domain's unit tests: a verified delivery address and a courier method.
import type { DeliveryMethod } from "./basket";
import type { DeliveryAddress } from "./delivery-address";

export const TEST_ADDRESS: DeliveryAddress = {
  name: "Home",
  country: "ID",
  postalCode: "12730",
  city: "Jakarta",
  address: "Jl. X",
  lat: -6.2,
  lng: 106.8,
  placeSignature: "a".repeat(64),
};

export const TEST_METHOD: DeliveryMethod = {
  id: "std",
  humanReadableName: "Courier",
  price: 10000,
};
