import { describe, expect, it } from "vitest";
import { placeOrderBody } from "@/domain/order-schema";
import { TEST_ADDRESS } from "@/domain/test-fixtures";
import { emptyDraft, orderOf } from "./draft";

// Issue 36 item 4: what staff write down becomes the body a customer would send, once it has what
// the order needs; the server judges the rest.

const ready = { ...emptyDraft("kemang"), items: [{ itemId: "bun", qty: 2 }] };

describe("a draft taken by phone", () => {
  it("waits for an item, a payment and, for later, a slot", () => {
    expect(orderOf(emptyDraft("kemang"))).toBeNull();
    expect(orderOf(ready)).toBeNull();
    expect(orderOf({ ...ready, method: "payAtOutlet", time: "LATER" })).toBeNull();
    const body = orderOf({ ...ready, method: "payAtOutlet" });
    expect(body).toEqual({
      orderMode: "PICKUP",
      selectedBranchId: "kemang",
      deliveryOrPickupTime: "NOW",
      deliveryNotes: "",
      scheduledFor: null,
      deliveryAddress: null,
      deliveryMethod: null,
      basket: { items: [{ itemId: "bun", qty: 2 }] },
      payment: { method: "payAtOutlet", confirmation: "NOT_REQUIRED" },
    });
    expect(placeOrderBody.safeParse(body).success).toBe(true);
  });

  it("names the transfer's account without a receipt, and the online channel", () => {
    expect(orderOf({ ...ready, method: "transfer" })).toBeNull();
    const transfer = orderOf({ ...ready, method: "transfer", transferOption: "BCA Transfer" });
    expect(transfer?.payment).toEqual({
      method: "transfer",
      confirmation: { proofImageSrc: "", transferMethod: "BCA Transfer", noteFromClient: "" },
    });
    expect(placeOrderBody.safeParse(transfer).success).toBe(true);
    expect(orderOf({ ...ready, method: "online" })).toBeNull();
    expect(orderOf({ ...ready, method: "online", channel: "QRIS" })?.payment).toEqual({
      method: "online",
      confirmation: { channel: "QRIS" },
    });
  });

  it("sends a delivery with the address found, its details, and the method", () => {
    const delivery = {
      ...ready,
      orderMode: "DELIVERY" as const,
      method: "cashOnDelivery" as const,
    };
    expect(orderOf(delivery)).toBeNull();
    expect(orderOf({ ...delivery, address: TEST_ADDRESS })).toBeNull();
    const body = orderOf({
      ...delivery,
      address: TEST_ADDRESS,
      addressDetails: "  rumah pagar hijau ",
      deliveryMethod: "Kurir",
    });
    expect(body).toMatchObject({
      deliveryAddress: { ...TEST_ADDRESS, addressDetails: "rumah pagar hijau" },
      deliveryMethod: { humanReadableName: "Kurir" },
    });
    expect(placeOrderBody.safeParse(body).success).toBe(true);
  });
});
