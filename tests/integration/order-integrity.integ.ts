import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { authServerForFile } from "../support/auth-server";
import { readBrand } from "../support/brand-files";
import type { TestSession } from "../support/sessions";
import { signIn } from "../support/sessions";
import type { HttpAnswer } from "../support/http";
import { get, post } from "../support/http";
import { geocoded } from "../support/places";
import { solidPng, uploadProof } from "../support/proof-images";
import { pickupOrder } from "../support/order-bodies";

// Issue 13, "Money": what a customer pays is never silently changed, the delivery fee follows the
// place the server geocoded, and one transfer receipt pays one order. Each case failed before.

const OWNER = "+6281100000090"; // demo's owner (brands/demo.json): sees the board
const PHONES = ["+6281100000041", "+6281100000042"];
const ctx = authServerForFile("order-integrity", {
  AUTH_TEST_PHONE_NUMBERS: [OWNER, ...PHONES].map((p) => `${p}:12345`).join(","),
  OTP_IP_PER_HOUR: "1000",
});
const host = "demo.localhost";
const demo = readBrand("brands/demo.json");
const kemang = demo.branches[0] as { id: string; address: { lat: number; lng: number } };
const kemangItems = demo.menus
  .find((m: { id: string }) => m.id === (demo.branches[0] as { menuId: string }).menuId)
  .sections.flatMap((s: { items: unknown[] }) => s.items) as {
  uid: string;
  name: string;
  price: number;
  leadTimeHours?: number;
}[];
// Items that need no notice (whole cakes need 48 hours: these orders are for NOW).
const sameDay = kemangItems.filter((i) => !i.leadTimeHours);
const [cake, slice] = [sameDay[0]!, sameDay[8]!];

type Who = TestSession;
let alice: Who;
let bob: Who;
let owner: Who;
beforeAll(async () => {
  alice = await signIn(ctx.server.baseUrl, PHONES[0]!);
  bob = await signIn(ctx.server.baseUrl, PHONES[1]!);
  owner = await signIn(ctx.server.baseUrl, OWNER);
});

const pickup = (extra: Record<string, unknown> = {}) =>
  pickupOrder(kemang.id, [{ itemId: cake.uid, qty: 1 }], extra);
const delivery = (deliveryAddress: unknown) =>
  pickup({
    orderMode: "DELIVERY",
    deliveryAddress,
    deliveryMethod: { humanReadableName: "Kurir Dapur Kue" },
    payment: { method: "cashOnDelivery", confirmation: "NOT_REQUIRED" },
  });
const place = (body: unknown, who: Who, key: string = randomUUID()) =>
  post(ctx.server.baseUrl, "/api/orders/demo/customer", host, body, {
    ...who.headers,
    "x-idempotency-key": key,
  });
const uidOf = (res: HttpAnswer) => res.json<{ data: { uid: string } }>().data.uid;
const orderCount = async (who: Who) =>
  (await get(ctx.server.baseUrl, `/api/me/${who.uid}/orders`, host, who.headers)).json<{
    data: unknown[];
  }>().data.length;

describe("quantities are refused, never clamped (issue 13.3)", () => {
  it("refuses two lines of 60 of one item, naming the item's line, and writes nothing", async () => {
    const before = await orderCount(alice);
    const res = await place(
      pickup({
        basket: {
          currency: "IDR",
          items: [
            { itemId: slice.uid, qty: 1 },
            { itemId: cake.uid, qty: 60 },
            { itemId: cake.uid, qty: 60 },
          ],
        },
      }),
      alice,
    );
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({
      error: { reasonCode: "QUANTITY_OUT_OF_RANGE", line: 1, itemId: cake.uid, qty: 120, max: 99 },
    });
    expect(res.json<{ error: { message: string } }>().error.message).toContain("basket.items[1]");
    expect(await orderCount(alice)).toBe(before);
  });

  it("refuses a line of 9,900, of 0, of -1 and of 1.5", async () => {
    for (const qty of [9900, 100, 0, -1, 1.5]) {
      const res = await place(
        pickup({ basket: { currency: "IDR", items: [{ itemId: cake.uid, qty }] } }),
        alice,
      );
      expect(res.status, String(qty)).toBe(400);
      expect(res.json(), String(qty)).toMatchObject({
        error: { reasonCode: "QUANTITY_OUT_OF_RANGE", line: 0, qty },
      });
    }
  });

  it("takes exactly 99 of an item, merged from two lines, and charges for 99", async () => {
    const res = await place(
      pickup({
        basket: {
          currency: "IDR",
          items: [
            { itemId: cake.uid, qty: 50 },
            { itemId: cake.uid, qty: 49 },
          ],
        },
      }),
      alice,
    );
    expect(res.status, res.body).toBe(200);
    const stored = (
      await get(ctx.server.baseUrl, `/api/orders/demo/${uidOf(res)}`, host, alice.headers)
    ).json<{ data: { basket: { items: { qty: number }[] }; total: number } }>().data;
    expect(stored.basket.items.map((i) => i.qty)).toEqual([99]);
    expect(stored.total).toBe(99 * cake.price);
  });
});

describe("the delivery fee follows the place the server geocoded (issue 13.4)", () => {
  it("refuses an address 35 km away whose coordinates were moved onto the branch", async () => {
    const bogor = await geocoded(ctx.server.baseUrl, host, "Botani Square");
    const before = await orderCount(alice);
    // Typed by a client with no signature, and a signed one with its pin moved: both refused.
    const unsigned = { ...bogor, placeSignature: undefined };
    for (const address of [
      { ...unsigned, lat: kemang.address.lat, lng: kemang.address.lng },
      { ...bogor, lat: kemang.address.lat, lng: kemang.address.lng },
      { ...bogor, address: "Jl. Kemang Raya No. 18" },
    ]) {
      const res = await place(delivery(address), alice);
      expect(res.status).toBe(400);
      expect(res.json()).toMatchObject({ error: { reasonCode: "DELIVERY_ADDRESS_UNVERIFIED" } });
    }
    // The honest address is priced from its real distance: beyond the shop's last segment.
    const honest = await place(delivery(bogor), alice);
    expect(honest.json()).toMatchObject({ error: { reasonCode: "DELIVERY_NOT_POSSIBLE" } });
    expect(await orderCount(alice)).toBe(before);
  });

  it("keeps the customer's own details, and shows staff the distance the fee was computed for", async () => {
    const place1 = await geocoded(ctx.server.baseUrl, host, "Grand Indonesia");
    const res = await place(
      delivery({ ...place1, addressDetails: "Lobby timur, lantai 3" }),
      alice,
    );
    expect(res.status, res.body).toBe(200);
    const board = (await get(ctx.server.baseUrl, "/api/staff/orders", host, owner.headers)).json<{
      data: {
        orders: {
          uid: string;
          deliveryAddress: { lat: number; lng: number; addressDetails: string };
          deliveryMethod: { price: number; distanceInMeters: number };
        }[];
      };
    }>().data.orders;
    const card = board.find((o) => o.uid === uidOf(res));
    expect(card?.deliveryAddress).toMatchObject({
      lat: place1.lat,
      lng: place1.lng,
      addressDetails: "Lobby timur, lantai 3",
    });
    // Kemang to Grand Indonesia by the offline router: about 10 km, the 7-15 km segment.
    expect(card?.deliveryMethod.distanceInMeters).toBeGreaterThan(7000);
    expect(card?.deliveryMethod.distanceInMeters).toBeLessThan(15000);
    expect(card?.deliveryMethod.price).toBe(28000);
  });

  it("offers as recent addresses only places the server issued", async () => {
    const recent = (
      await get(ctx.server.baseUrl, `/api/me/${alice.uid}/recent-addresses`, host, alice.headers)
    ).json<{ data: { name: string; placeSignature?: string }[] }>().data;
    expect(recent.map((a) => a.name)).toEqual(["Grand Indonesia"]);
    expect(recent[0]?.placeSignature).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("one transfer receipt pays one order (issue 13.5)", () => {
  const upload = async (who: Who) => {
    const res = await uploadProof(ctx.server.baseUrl, host, who.headers, await solidPng());
    expect(res.status, res.body).toBe(200);
    return res.json<{ data: { src: string } }>().data.src;
  };
  const transfer = (src: string, items = [{ itemId: cake.uid, qty: 1 }]) =>
    pickup({
      basket: { currency: "IDR", items },
      payment: {
        method: "transfer",
        confirmation: { proofImageSrc: src, transferMethod: "BCA Transfer", noteFromClient: "" },
      },
    });

  it("refuses a receipt already used for another order with 409, writing nothing", async () => {
    const src = await upload(bob);
    const key = randomUUID();
    const first = await place(transfer(src), bob, key);
    expect(first.status, first.body).toBe(200);
    const before = await orderCount(bob);
    const second = await place(transfer(src, [{ itemId: cake.uid, qty: 99 }]), bob);
    expect(second.status).toBe(409);
    expect(second.json()).toMatchObject({ error: { reasonCode: "PROOF_ALREADY_USED" } });
    expect(await orderCount(bob)).toBe(before);
    // Retrying the first checkout is still the first order, not a second use of the receipt.
    const retry = await place(transfer(src), bob, key);
    expect(retry.status).toBe(200);
    expect(uidOf(retry)).toBe(uidOf(first));
  });

  it("lets exactly one of 12 simultaneous orders with one receipt through", async () => {
    const src = await upload(bob);
    const before = await orderCount(bob);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        place(transfer(src, [{ itemId: cake.uid, qty: i + 1 }]), bob),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(11).fill(409)]);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.json()).toMatchObject({ error: { reasonCode: "PROOF_ALREADY_USED" } });
    expect(await orderCount(bob)).toBe(before + 1);
  });

  it("gives 12 simultaneous retries of one checkout one order, with no 409", async () => {
    const src = await upload(bob);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => place(transfer(src), bob, key)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map(uidOf)).size).toBe(1);
  });
});
