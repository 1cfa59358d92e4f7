// Shared by the unit tests: a verified delivery address, a courier method and an exported order.
import type { DeliveryMethod } from "./basket";
import type { DeliveryAddress } from "./delivery-address";
import type { ExportOrder } from "./order-export";

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

/** A delivered order of two lines (one with options), as the orders export reads it. */
export const TEST_EXPORT_ORDER: ExportOrder = {
  id: "ABCDEFGHJKMNPQ234567",
  createdAt: new Date("2026-11-25T17:30:00Z"), // 00:30 on the 26th in Jakarta
  scheduledFor: new Date("2026-11-27T03:00:00Z"),
  branchName: "Kemang",
  orderMode: "DELIVERY",
  status: "COMPLETED",
  basket: {
    currency: "IDR",
    items: [
      {
        uid: "l1",
        itemId: "brownies",
        qty: 2,
        price: 30_000,
        name: "Brownies, fudge",
        description: "",
        images: [],
        choices: [
          { groupId: "size", name: "Size", options: [{ id: "l", name: "Large", price: 5000 }] },
          { groupId: "note", name: "Note", options: [], text: "no nuts" },
        ],
      },
      {
        uid: "l2",
        itemId: "lapis",
        qty: 1,
        price: 25_000,
        name: "Kue Lapis",
        description: "",
        images: [],
      },
    ],
  },
  deliveryMethod: { humanReadableName: "Kurir", price: 12_000 },
  discounts: [],
  total: 97_000,
  paymentMethod: "transfer",
  paidAt: null,
  customerName: "Rina",
};
