import { NO_PROMOTIONS } from "./order-discounts";
import { describe, expect, it } from "vitest";
import type { StoreConfigs } from "./brand-config";
import type { OrderFacts } from "./order-check";
import { checkOrder, proofUploadIdOf, sameMarks } from "./order-check";
import type { PlaceOrderBody } from "./order-schema";
import { placeOrderBody } from "./order-schema";
import type { Storefront } from "./storefront";
import { TEST_ADDRESS } from "./test-fixtures";

// The pure check of an order (issue 33): every refusal the customer can meet, in the order they
// are met, and the priced order.

const configs = {
  salesChannels: {
    customerApp: {
      paymentsMethods: {
        payAtOutlet: { merchantLevelConfigs: { isActive: true, configType: "PAY_AT_OUTLET" } },
        cashOnDelivery: {
          merchantLevelConfigs: { isActive: true, configType: "CASH_ON_DELIVERY" },
        },
        transfer: {
          merchantLevelConfigs: {
            isActive: true,
            configType: "BANK_TRANSFER",
            transferOptions: { bank: { humanReadableName: "Bank Transfer" } },
          },
        },
      },
      shippingBlocks: [
        {
          id: "std",
          type: "SEGMENTED_DELIVERY",
          humanReadableName: "Courier",
          isActive: true,
          merchantLevelConfigs: { segments: [{ from: 0, to: 5000, price: 10000 }] },
        },
      ],
    },
  },
} as unknown as StoreConfigs;

const storefront: Storefront = {
  brand: {
    id: "mini",
    subDomainName: "mini",
    name: "Mini Bakery",
    currency: "IDR",
    revision: "r1",
    timeZone: "Asia/Jakarta",
    businessType: "Bakery",
    orderAhead: { slotMinutes: 30, daysAhead: 7 },
  },
  storeConfigs: configs,
  branches: [
    {
      id: "one",
      name: "Mini Sabang",
      address: {
        address: "Jl. H. Agus Salim 1",
        city: "Jakarta",
        postalCode: "10340",
        lat: -6.18,
        lng: 106.82,
      },
      phoneNumber: "+62215550100",
      menuId: "main",
      openingHours: null,
      closures: [],
      pickupMinimumOrder: 20000,
    },
  ],
  menus: [
    {
      id: "main",
      name: "Main",
      sections: [
        {
          id: "bread",
          name: "Bread",
          items: [
            { uid: "bun", name: "Butter Bun", description: "", price: 12000, images: [] },
            {
              uid: "cake",
              name: "Birthday Cake",
              description: "",
              price: 250000,
              images: [],
              leadTimeHours: 24,
            },
          ],
        },
      ],
    },
  ],
};

const NO_CONDITIONS = {
  minimumSpend: null,
  startsAt: null,
  endsAt: null,
  hours: null,
  branchIds: null,
  orderModes: null,
  paymentMethods: null,
  firstOrderOnly: false,
};

const facts: OrderFacts = {
  now: new Date("2026-11-28T03:00:00Z"),
  shopState: "open",
  pauses: new Map(),
  soldOut: new Map(),
  simulatorAllowed: false,
  proofFound: false,
  receiptLater: false,
  addressVerified: false,
  distanceInMeters: null,
  courier: null,
  promotions: NO_PROMOTIONS,
};

const body = (extra: Record<string, unknown> = {}): PlaceOrderBody =>
  placeOrderBody.parse({
    orderMode: "PICKUP",
    selectedBranchId: "one",
    deliveryOrPickupTime: "NOW",
    basket: { items: [{ itemId: "bun", qty: 2 }] },
    payment: { method: "payAtOutlet", confirmation: "NOT_REQUIRED" },
    ...extra,
  });

const refusal = (b: PlaceOrderBody, f: Partial<OrderFacts> = {}) => {
  const check = checkOrder(storefront, b, { ...facts, ...f });
  if (check.ok) return null;
  return "refusal" in check ? check.refusal.code : "ROUTE_NEEDED";
};

describe("checkOrder", () => {
  it("prices an order from the menu, whatever the client says", () => {
    const check = checkOrder(storefront, body(), facts);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.order.items).toMatchObject([{ itemId: "bun", qty: 2, price: 12000 }]);
    expect(check.order.total).toBe(24000);
    expect(check.order.scheduledFor).toBeNull();
    expect(check.order.selectedBranch.name).toBe("Mini Sabang");
  });

  it("refuses every order of a shop being set up or suspended (issue 35)", () => {
    for (const [shopState, code] of [
      ["setup", "SHOP_NOT_OPEN"],
      ["suspended", "SHOP_SUSPENDED"],
    ] as const) {
      const check = checkOrder(storefront, body(), { ...facts, shopState });
      expect(!check.ok && "refusal" in check ? check.refusal.code : null).toBe(code);
    }
  });

  it("refuses an unknown branch, an item off the menu and too many of an item", () => {
    expect(refusal(body({ selectedBranchId: "two" }))).toBe("BRANCH_NOT_FOUND");
    expect(refusal(body({ basket: { items: [{ itemId: "nope", qty: 2 }] } }))).toBe(
      "ITEM_NOT_IN_MENU",
    );
    expect(refusal(body({ basket: { items: [{ itemId: "bun", qty: 100 }] } }))).toBe(
      "QUANTITY_OUT_OF_RANGE",
    );
  });

  it("refuses NOW at a paused branch, an item sold out, and an item that needs notice", () => {
    const pauses = new Map([["one", new Date("2026-11-28T05:00:00Z")]]);
    expect(refusal(body(), { pauses })).toBe("STORE_IS_PAUSED");
    const soldOut = new Map([["one", [{ itemId: "bun", until: null as string | null }]]]);
    expect(refusal(body(), { soldOut })).toBe("ITEM_SOLD_OUT");
    expect(refusal(body({ basket: { items: [{ itemId: "cake", qty: 1 }] } }))).toBe(
      "SLOT_UNAVAILABLE",
    );
  });

  it("holds an order for later to the branch's own days ahead and slot length", () => {
    // 2026-11-28T03:00Z is 10:00 in Jakarta; three days on at 10:30 is a brand slot.
    const later = body({
      deliveryOrPickupTime: "LATER",
      scheduledFor: "2026-12-01T10:30:00+07:00",
    });
    expect(refusal(later)).toBeNull();
    const own = (orderAhead: { daysAhead?: number; slotMinutes?: number }): Storefront => ({
      ...storefront,
      branches: storefront.branches.map((b) => ({ ...b, orderAhead })),
    });
    const at = (sf: Storefront) => {
      const check = checkOrder(sf, later, facts);
      return check.ok ? null : "refusal" in check ? check.refusal.code : "ROUTE_NEEDED";
    };
    expect(at(own({ daysAhead: 2 }))).toBe("SLOT_UNAVAILABLE");
    expect(at(own({ slotMinutes: 60 }))).toBe("SLOT_UNAVAILABLE"); // 10:30 starts no hour
    expect(at(own({ daysAhead: 3 }))).toBeNull();
  });

  it("refuses every order, now or later, at a branch closed until reopened", () => {
    const closed: Storefront = {
      ...storefront,
      branches: storefront.branches.map((b) => ({
        ...b,
        closedUntilReopened: { reason: "Renovasi" },
      })),
    };
    for (const time of [
      {},
      { deliveryOrPickupTime: "LATER", scheduledFor: "2026-11-29T10:00:00+07:00" },
    ])
      expect(checkOrder(closed, body(time), facts)).toMatchObject({
        ok: false,
        refusal: { code: "BRANCH_CLOSED", details: { reason: "Renovasi" } },
      });
  });

  it("refuses an order below the branch's minimum", () => {
    const check = checkOrder(
      storefront,
      body({ basket: { items: [{ itemId: "bun", qty: 1 }] } }),
      facts,
    );
    expect(check).toMatchObject({
      ok: false,
      refusal: { code: "BELOW_MINIMUM_ORDER", details: { minimum: 20000, missing: 8000 } },
    });
  });

  it("takes a transfer only with the customer's own receipt and one of the shop's options", () => {
    const transfer = (transferMethod: string) =>
      body({
        payment: {
          method: "transfer",
          confirmation: {
            proofImageSrc: "/api/uploads/abcdefghijklmnopqrstuvwx",
            transferMethod,
            noteFromClient: "",
          },
        },
      });
    expect(proofUploadIdOf(transfer("Bank Transfer"))).toBe("abcdefghijklmnopqrstuvwx");
    expect(refusal(transfer("Bank Transfer"))).toBe("TRANSFER_PROOF_REQUIRED");
    expect(refusal(transfer("Cash"), { proofFound: true })).toBe("TRANSFER_PROOF_REQUIRED");
    expect(refusal(transfer("Bank Transfer"), { proofFound: true })).toBeNull();
    expect(
      refusal(body({ payment: { method: "online", confirmation: { channel: "QRIS" } } })),
    ).toBe("PAYMENT_METHOD_NOT_ALLOWED");
  });

  it("takes a transfer staff will confirm without a receipt, naming none (issue 36 item 4)", () => {
    const later = (proofImageSrc: string, transferMethod = "Bank Transfer") =>
      body({
        payment: {
          method: "transfer",
          confirmation: { proofImageSrc, transferMethod, noteFromClient: "" },
        },
      });
    expect(refusal(later(""))).toBe("TRANSFER_PROOF_REQUIRED");
    expect(refusal(later("", "Cash"), { receiptLater: true })).toBe("TRANSFER_PROOF_REQUIRED");
    const check = checkOrder(storefront, later("/api/uploads/abcdefghijklmnopqrstuvwx"), {
      ...facts,
      receiptLater: true,
    });
    // A receipt named but not the customer's own upload is not linked, nor shown.
    expect(check).toMatchObject({
      ok: true,
      order: {
        proofUploadId: null,
        confirmation: { proofImageSrc: "", transferMethod: "Bank Transfer" },
      },
    });
  });

  it("prices delivery from the route's length, and refuses what it cannot deliver", () => {
    const delivery = body({
      orderMode: "DELIVERY",
      deliveryAddress: TEST_ADDRESS,
      deliveryMethod: { humanReadableName: "Courier" },
      payment: { method: "cashOnDelivery", confirmation: "NOT_REQUIRED" },
    });
    expect(refusal(delivery)).toBe("DELIVERY_ADDRESS_UNVERIFIED");
    // Good so far: the flow asks for the route, and checks again with its length.
    expect(refusal(delivery, { addressVerified: true })).toBe("ROUTE_NEEDED");
    expect(
      refusal(
        { ...delivery, basket: { items: [{ itemId: "nope", qty: 1 }] } },
        { addressVerified: true },
      ),
    ).toBe("ITEM_NOT_IN_MENU");
    expect(refusal(delivery, { addressVerified: true, distanceInMeters: 9000 })).toBe(
      "DELIVERY_NOT_POSSIBLE",
    );
    const check = checkOrder(storefront, delivery, {
      ...facts,
      addressVerified: true,
      distanceInMeters: 3200,
    });
    expect(check).toMatchObject({
      ok: true,
      order: { delivery: { price: 10000, distanceInMeters: 3200 }, total: 34000 },
    });
    expect(
      refusal(
        { ...delivery, deliveryMethod: { humanReadableName: "Drone" } },
        { addressVerified: true },
      ),
    ).toBe("DELIVERY_METHOD_INVALID");
  });

  it("prices a courier's delivery by its verified quote, without a route (issue 38)", () => {
    const place = "f".repeat(64);
    const address = { ...TEST_ADDRESS, placeSignature: place };
    const quote = {
      brandId: "mini",
      branchId: "one",
      place,
      service: "gojek/instant" as const,
      name: "GoSend Instant",
      fee: 18000,
      quote: 17250,
      etaMinutes: { min: 35, max: 60 },
      expiresAt: facts.now.getTime() / 1000 + 60,
      // Two butter buns of 500 g and Rp 12.000 each.
      parcel: { grams: 1000, value: 24000 },
    };
    const courierOrder = body({
      orderMode: "DELIVERY",
      deliveryAddress: address,
      deliveryMethod: { humanReadableName: "GoSend Instant", courierQuote: "token" },
      payment: { method: "cashOnDelivery", confirmation: "NOT_REQUIRED" },
    });
    const courier = { keepSegments: false, services: ["gojek/instant" as const], quote };
    expect(
      checkOrder(storefront, courierOrder, { ...facts, addressVerified: true, courier }),
    ).toMatchObject({
      ok: true,
      order: {
        delivery: {
          humanReadableName: "GoSend Instant",
          price: 18000,
          courier: { service: "gojek/instant", quote: 17250, etaMinutes: { min: 35, max: 60 } },
        },
        total: 24000 + 18000,
      },
    });
    const verified = { addressVerified: true };
    expect(refusal(courierOrder, { ...verified, courier: { ...courier, quote: "forged" } })).toBe(
      "COURIER_QUOTE_INVALID",
    );
    expect(refusal(courierOrder, { ...verified, courier: { ...courier, services: [] } })).toBe(
      "COURIER_NOT_OFFERED",
    );
    // Quoted for another basket (a bun fewer): quoted again.
    const fewer = { ...quote, parcel: { grams: 500, value: 12000 } };
    expect(refusal(courierOrder, { ...verified, courier: { ...courier, quote: fewer } })).toBe(
      "COURIER_QUOTE_EXPIRED",
    );
    // The shop's segments are refused where couriers replace them, offered where they stay.
    const segments = { ...courierOrder, deliveryMethod: { humanReadableName: "Courier" } };
    expect(refusal(segments, { ...verified, courier })).toBe("COURIER_REQUIRED");
    expect(refusal(segments, { ...verified, courier: { ...courier, keepSegments: true } })).toBe(
      "ROUTE_NEEDED",
    );
  });
});

describe("sameMarks", () => {
  const until = "2026-11-28T10:00:00.000Z";
  const marks = () => ({
    pauses: new Map([["one", new Date(until)]]),
    soldOut: new Map([
      [
        "one",
        [
          { itemId: "bun", until: null as string | null },
          { itemId: "cake", until },
        ],
      ],
    ]),
  });

  it("is true of two reads that say the same", () => {
    expect(sameMarks(marks(), marks())).toBe(true);
    expect(
      sameMarks(
        { pauses: new Map(), soldOut: new Map() },
        { pauses: new Map(), soldOut: new Map() },
      ),
    ).toBe(true);
  });

  it("is false when a pause or a mark was made, ended or changed", () => {
    const changed = [
      (m: ReturnType<typeof marks>) => m.pauses.delete("one"),
      (m: ReturnType<typeof marks>) => m.pauses.set("one", new Date("2026-11-28T11:00:00Z")),
      (m: ReturnType<typeof marks>) => m.pauses.set("two", new Date(until)),
      (m: ReturnType<typeof marks>) => m.soldOut.delete("one"),
      (m: ReturnType<typeof marks>) => m.soldOut.get("one")!.pop(),
      (m: ReturnType<typeof marks>) => (m.soldOut.get("one")![0]!.until = until),
      (m: ReturnType<typeof marks>) => (m.soldOut.get("one")![1]!.itemId = "pie"),
      (m: ReturnType<typeof marks>) => m.soldOut.set("two", []),
      // The same marks in another order: checked again, which is only slower.
      (m: ReturnType<typeof marks>) => m.soldOut.get("one")!.reverse(),
    ];
    for (const change of changed) {
      const other = marks();
      change(other);
      expect(sameMarks(marks(), other)).toBe(false);
      expect(sameMarks(other, marks())).toBe(false);
    }
  });
});

describe("checkOrder's discounts (issue 39)", () => {
  const ten = {
    id: "ten",
    name: "Ten off",
    trigger: "AUTOMATIC" as const,
    benefit: {
      type: "PERCENT_OFF" as const,
      percent: 10,
      maxDiscount: null,
      target: { scope: "SECTIONS" as const, sectionIds: ["bread"] },
    },
    conditions: { ...NO_CONDITIONS },
    caps: { total: null, perCustomer: null },
    active: true,
  };
  const withPromotions = (promotions: Partial<OrderFacts["promotions"]>) => ({
    ...facts,
    promotions: { ...NO_PROMOTIONS, ...promotions },
  });

  it("prices the order's promotions by its branch's sections, the total after them", () => {
    const check = checkOrder(storefront, body(), withPromotions({ automatic: [ten] }));
    if (!check.ok) throw new Error("refused");
    expect(check.order.discounts).toEqual([
      {
        source: "PROMOTION",
        promotionId: "ten",
        name: "Ten off",
        code: null,
        on: "ORDER",
        amount: 2400,
      },
    ]);
    expect(check.order.total).toBe(24000 - 2400);
    expect(check.order.codeProblem).toBeNull();
    expect(check.order.rewardCost).toBe(0);
  });

  it("refuses a code that gives nothing with why, and keeps a beaten one as NOT_BEST", () => {
    const refused = checkOrder(
      storefront,
      body({ promoCode: "nope" }),
      withPromotions({ code: { code: "NOPE", problem: "UNKNOWN_CODE" } }),
    );
    expect(refused).toMatchObject({
      ok: false,
      refusal: { code: "PROMO_CODE_NOT_APPLICABLE", details: { reason: "UNKNOWN_CODE" } },
    });
    const small = {
      ...ten,
      id: "small",
      trigger: "CODE" as const,
      benefit: { type: "AMOUNT_OFF" as const, amount: 100, target: { scope: "ORDER" as const } },
    };
    const beaten = checkOrder(
      storefront,
      body({ promoCode: "small" }),
      withPromotions({ automatic: [ten], code: { code: "SMALL", promotion: small } }),
    );
    expect(beaten).toMatchObject({
      ok: true,
      order: { codeProblem: { problem: "NOT_BEST" }, total: 21600 },
    });
  });

  it("refuses a reward the customer cannot redeem, and spends one they can", () => {
    const settings = {
      active: true,
      program: {
        kind: "STAMPS" as const,
        minimumSpend: 0,
        stampsForReward: 3,
        reward: { type: "AMOUNT_OFF" as const, amount: 5000 },
      },
    };
    expect(
      checkOrder(
        storefront,
        body({ redeemReward: true }),
        withPromotions({ loyalty: { settings, balance: 2 } }),
      ),
    ).toMatchObject({
      ok: false,
      refusal: { code: "REWARD_NOT_AVAILABLE", details: { reason: "NOT_ENOUGH" } },
    });
    const redeemed = checkOrder(
      storefront,
      body({ redeemReward: true }),
      withPromotions({ automatic: [ten], loyalty: { settings, balance: 3 } }),
    );
    expect(redeemed).toMatchObject({
      ok: true,
      order: { rewardCost: 3, total: 24000 - 2400 - 5000 },
    });
  });
});
