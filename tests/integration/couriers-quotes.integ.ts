import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { api } from "@/contract";
import type { CourierQuotes, QuoteClaim } from "@/domain/courier-quote";
import type { CourierSettings, FeeRule } from "@/domain/couriers";
import { signQuote } from "@/server/couriers/quote-token";
import { removeCouriers, saveCouriers } from "@/server/couriers/settings";
import { openDatabase } from "@/server/db/client";
import type { BodyOf } from "../support/api-client";
import { ITEM, paymentServer } from "../support/online-payment";
import { pickupOrder } from "../support/order-bodies";
import type { IssuedAddress } from "../support/places";
import { geocoded, GRAND_INDONESIA } from "../support/places";
import { startServer } from "../support/server";

// Issue 38 item 2 over HTTP, against the courier stand-in: the branch's courier options for an
// address and a basket, priced by the brand's fee rule and signed; an order placed with a quote
// keeps its courier and fee; an expired, changed or foreign quote is refused, as are a service the
// branch stopped offering and the shop's segments where couriers replace them.

const SETTINGS = { COURIER_PROVIDER: "standin" };
const t = paymentServer("couriers-quotes", SETTINGS);
/** The quote tokens a test signs itself are signed with the server's key (same APP_SECRET). */
process.env.APP_SECRET = t.appSecret;

const ITEM_PRICE = 38_000; // black-forest-slice (brands/demo.json)
const OK_KEY = "biteship_test_key_ok";
const manual = { kind: "manual" } as const;

/**
 * The brand's couriers set in its database, or removed with null (the server stopped, then started
 * again: its cache empty).
 */
async function setCouriers(
  settings: (Partial<CourierSettings> & Pick<CourierSettings, "branches">) | null,
  apiKey = OK_KEY,
) {
  await t.server.stop();
  const handle = await openDatabase(t.location);
  try {
    const full: CourierSettings | null = settings && {
      aggregator: "biteship",
      fee: { kind: "quote", roundTo: 1000, adjust: 0 },
      keepSegments: true,
      ...settings,
    };
    if (full) await saveCouriers(handle.db, "demo", { apiKey, settings: full }, "test");
    else await removeCouriers(handle.db, "demo");
  } finally {
    await handle.close();
  }
  t.server = await startServer(t.location, { APP_SECRET: t.appSecret!, ...SETTINGS });
}

const quotes = (branchId: string, address: unknown, qty = 1) =>
  t.api.storefront.courierQuotes({
    body: { branchId, address, items: [{ itemId: ITEM, qty }] } as BodyOf<
      typeof api.storefront.courierQuotes
    >,
  });
const optionsOf = async (branchId: string, address: unknown): Promise<CourierQuotes> => {
  const res = await quotes(branchId, address);
  expect(res.status, res.body).toBe(200);
  return res.data();
};
const claimOf = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString()) as QuoteClaim;

const courierOrder = (branchId: string, address: IssuedAddress, token?: string, extra = {}) =>
  pickupOrder(branchId, [{ itemId: ITEM, qty: 1 }], {
    orderMode: "DELIVERY",
    deliveryAddress: address,
    deliveryMethod: token
      ? { humanReadableName: claimOf(token).name, courierQuote: token }
      : { humanReadableName: "Kurir Dapur Kue" },
    payment: { method: "cashOnDelivery", confirmation: "NOT_REQUIRED" },
    ...extra,
  });
const place = (body: unknown, key = randomUUID()) =>
  t.api.orders.placeOrder({
    params: { brandId: "demo" },
    rawBody: body,
    as: t.as.customer,
    headers: { "x-idempotency-key": key },
  });
const detail = async (uid: string) =>
  (
    await t.api.orders.order({ params: { brandId: "demo", orderId: uid }, as: t.as.customer })
  ).data();

let grandIndonesia: IssuedAddress;
let botani: IssuedAddress;

describe("courier quotes", () => {
  it("offers none while the brand has no couriers: its segments stay", async () => {
    // The stand-in's demo gives the demo brands couriers on their first start: none here.
    await setCouriers(null);
    grandIndonesia = await geocoded(t.baseUrl(), "demo.localhost");
    botani = await geocoded(t.baseUrl(), "demo.localhost", "Botani Square");
    expect(await optionsOf("menteng", grandIndonesia)).toEqual({
      offered: false,
      keepSegments: true,
      options: [],
      problem: null,
    });
  });

  it("answers each service the branch offers, its fee by the brand's rule, cheapest first", async () => {
    await setCouriers({
      branches: {
        menteng: { services: ["gojek/instant", "grab/instant", "gojek/same_day"], booking: manual },
        kemang: { services: ["grab/instant"], booking: manual },
        "kelapa-gading": { services: ["gojek/instant", "gojek/same_day"], booking: manual },
      },
    });
    const menteng = await optionsOf("menteng", grandIndonesia);
    expect(menteng).toMatchObject({ offered: true, keepSegments: true, problem: null });
    expect(menteng.options.map((o) => o.service).sort()).toEqual([
      "gojek/instant",
      "gojek/same_day",
      "grab/instant",
    ]);
    const fees = menteng.options.map((o) => o.fee);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    for (const option of menteng.options) {
      const claim = claimOf(option.token);
      expect(claim).toMatchObject({
        brandId: "demo",
        branchId: "menteng",
        place: grandIndonesia.placeSignature,
        service: option.service,
        fee: option.fee,
        etaMinutes: option.etaMinutes,
      });
      expect(option.fee).toBe(Math.ceil(claim.quote / 1000) * 1000); // rounded up to Rp 1.000
      expect(option.fee % 1000).toBe(0);
      expect(option.etaMinutes!.min).toBeLessThan(option.etaMinutes!.max);
      const left = Date.parse(option.expiresAt) - Date.now();
      expect(left).toBeGreaterThan(14 * 60_000);
      expect(left).toBeLessThanOrEqual(15 * 60_000);
    }
    expect(menteng.options.find((o) => o.service === "gojek/instant")?.name).toBe("GoSend Instant");
    // Kemang offers one service only.
    expect((await optionsOf("kemang", grandIndonesia)).options.map((o) => o.service)).toEqual([
      "grab/instant",
    ]);
    // A basket not filled yet is quoted too (the address is often chosen first).
    const empty = await t.api.storefront.courierQuotes({
      body: { branchId: "kemang", address: grandIndonesia, items: [] } as BodyOf<
        typeof api.storefront.courierQuotes
      >,
    });
    expect(empty.data().options.map((o) => o.service)).toEqual(["grab/instant"]);
    // The same request within a minute is answered from the cache: the same quotes.
    expect((await optionsOf("menteng", grandIndonesia)).options).toEqual(menteng.options);
  });

  it("leaves out what cannot go, and says so when nothing can", async () => {
    // Menteng to Bogor: too far for instant couriers, not for same day.
    expect((await optionsOf("menteng", botani)).options.map((o) => o.service)).toEqual([
      "gojek/same_day",
    ]);
    expect(await optionsOf("kelapa-gading", botani)).toEqual({
      offered: true,
      keepSegments: true,
      options: [],
      problem: { code: "COURIERS_OUT_OF_RANGE", message: "No courier can reach this address." },
    });
  });

  it("refuses an address the server did not issue, and a branch that does not exist", async () => {
    const typed = await quotes("menteng", GRAND_INDONESIA);
    expect(typed.status).toBe(400);
    expect(typed.reasonCode()).toBe("DELIVERY_ADDRESS_UNVERIFIED");
    const moved = await quotes("menteng", { ...grandIndonesia, lat: grandIndonesia.lat + 0.01 });
    expect(moved.reasonCode()).toBe("DELIVERY_ADDRESS_UNVERIFIED");
    expect((await quotes("nowhere", grandIndonesia)).reasonCode()).toBe("BRANCH_NOT_FOUND");
  });
});

describe("placing an order with a courier", () => {
  it("keeps the quote: the fee counts in the total, the order names the courier", async () => {
    const option = (await optionsOf("menteng", grandIndonesia)).options[0]!;
    const key = randomUUID();
    const body = courierOrder("menteng", grandIndonesia, option.token);
    const res = await place(body, key);
    expect(res.status, res.body).toBe(200);
    const { uid } = res.data();
    const order = await detail(uid);
    expect(order.deliveryMethod).toEqual({
      humanReadableName: option.name,
      price: option.fee,
      courier: {
        service: option.service,
        quote: claimOf(option.token).quote,
        etaMinutes: option.etaMinutes,
      },
    });
    expect(order.total).toBe(ITEM_PRICE + option.fee);
    // The same key and body: the same order.
    expect((await place(body, key)).data().uid).toBe(uid);
  });

  it("takes an online payment of items plus the courier's fee", async () => {
    const option = (await optionsOf("menteng", grandIndonesia)).options[0]!;
    const res = await place(
      courierOrder("menteng", grandIndonesia, option.token, {
        payment: { method: "online", confirmation: { channel: "QRIS" } },
      }),
    );
    expect(res.status, res.body).toBe(200);
    const order = await detail(res.data().uid);
    expect(order.total).toBe(ITEM_PRICE + option.fee);
    expect(order.payment.method).toBe("online");
  });

  it("refuses a changed quote, another branch's or address's, and an expired one", async () => {
    const option = (await optionsOf("menteng", grandIndonesia)).options[0]!;
    const claim = claimOf(option.token);
    const [body, mac] = option.token.split(".");
    const cheaper = Buffer.from(JSON.stringify({ ...claim, fee: 1000 })).toString("base64url");
    const refusal = async (token: string, branchId = "menteng", address = grandIndonesia) => {
      const res = await place(courierOrder(branchId, address, token));
      expect(res.status, res.body).toBeGreaterThanOrEqual(400);
      return res.reasonCode();
    };
    expect(await refusal(`${cheaper}.${mac}`)).toBe("COURIER_QUOTE_INVALID");
    expect(await refusal(`${body}.${"0".repeat(64)}`)).toBe("COURIER_QUOTE_INVALID");
    // Kemang's quote on an order at Menteng; a quote for Grand Indonesia delivered to Bogor.
    const kemang = (await optionsOf("kemang", grandIndonesia)).options[0]!;
    expect(await refusal(kemang.token)).toBe("COURIER_QUOTE_INVALID");
    expect(await refusal(option.token, "menteng", botani)).toBe("COURIER_QUOTE_INVALID");
    const expired = signQuote({ ...claim, expiresAt: Math.floor(Date.now() / 1000) - 1 });
    expect(await refusal(expired)).toBe("COURIER_QUOTE_EXPIRED");
    const res = await place(courierOrder("menteng", grandIndonesia, expired));
    expect(res.status).toBe(409);
    // The shop's segments stay a choice (keepSegments).
    expect((await place(courierOrder("menteng", grandIndonesia))).status).toBe(200);
  });
});

describe("the brand's rule and settings", () => {
  const feeOf = async (fee: FeeRule) => {
    await setCouriers({
      fee,
      branches: { menteng: { services: ["grab/instant"], booking: manual } },
    });
    const [option] = (await optionsOf("menteng", grandIndonesia)).options;
    return { fee: option!.fee, quote: claimOf(option!.token).quote };
  };

  it("adds the shop's margin, takes off its subsidy, or charges a flat fee", async () => {
    const margin = await feeOf({ kind: "quote", roundTo: 500, adjust: 2000 });
    expect(margin.fee).toBe(Math.ceil(margin.quote / 500) * 500 + 2000);
    const subsidy = await feeOf({ kind: "quote", roundTo: 1, adjust: -5000 });
    expect(subsidy.fee).toBe(Math.max(0, subsidy.quote - 5000));
    expect(subsidy.fee).toBeLessThan(subsidy.quote);
    const flat = await feeOf({ kind: "flat", price: 15_000 });
    expect(flat.fee).toBe(15_000);
  });

  it("refuses a service the branch stopped offering, and segments where couriers replace them", async () => {
    const grab = (await optionsOf("menteng", grandIndonesia)).options[0]!; // grab/instant
    await setCouriers({
      keepSegments: false,
      branches: { menteng: { services: ["gojek/instant"], booking: manual } },
    });
    const stopped = await place(courierOrder("menteng", grandIndonesia, grab.token));
    expect(stopped.reasonCode()).toBe("COURIER_NOT_OFFERED");
    const answer = await optionsOf("menteng", grandIndonesia);
    expect(answer.keepSegments).toBe(false);
    const segments = await place(courierOrder("menteng", grandIndonesia));
    expect(segments.status).toBe(400);
    expect(segments.reasonCode()).toBe("COURIER_REQUIRED");
    const ok = await place(courierOrder("menteng", grandIndonesia, answer.options[0]!.token));
    expect(ok.status, ok.body).toBe(200);
  });

  it("says couriers cannot be reached when the aggregator is down or refuses the key", async () => {
    for (const key of ["standin-down", "standin-unauthorized"]) {
      await setCouriers(
        {
          keepSegments: true,
          branches: { menteng: { services: ["gojek/instant"], booking: manual } },
        },
        key,
      );
      expect(await optionsOf("menteng", grandIndonesia)).toEqual({
        offered: true,
        keepSegments: true,
        options: [],
        problem: {
          code: "COURIERS_UNAVAILABLE",
          message: "Couriers cannot be reached right now. Please try again in a few minutes.",
        },
      });
    }
  });
});
