import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { readBrand } from "../support/brand-files";
import type { TestSession } from "../support/sessions";
import { signIn } from "../support/sessions";
import { get, post } from "../support/http";
import { geocoded } from "../support/places";
import { pngOfSize, solidPng, uploadProof } from "../support/proof-images";
import { authServerForFile } from "../support/auth-server";
import { pickupOrder } from "../support/order-bodies";

const PHONES = ["+6281100000021", "+6281100000022", "+6281100000023"];
const ctx = authServerForFile("orders", {
  AUTH_TEST_PHONE_NUMBERS: PHONES.map((p) => `${p}:12345`).join(","),
  OTP_IP_PER_HOUR: "1000",
});
const host = "demo.localhost";
const demo = readBrand("brands/demo.json");
const kemang = demo.branches[0];
const kemangItems = demo.menus
  .find((m: { id: string }) => m.id === kemang.menuId)
  .sections.flatMap((s: { items: unknown[] }) => s.items) as {
  uid: string;
  price: number;
  leadTimeHours?: number;
}[];
// Items that need no notice (whole cakes need 48 hours: these orders are for NOW).
const sameDay = kemangItems.filter((i) => !i.leadTimeHours);
const [cake, slice] = [sameDay[0]!, sameDay[8]!];

let alice: TestSession;
let bob: TestSession;
beforeAll(async () => {
  alice = await signIn(ctx.server.baseUrl, PHONES[0]!);
  bob = await signIn(ctx.server.baseUrl, PHONES[1]!);
});

const pickup = (extra: Record<string, unknown> = {}) =>
  pickupOrder(
    kemang.id,
    [
      { itemId: cake.uid, qty: 2 },
      { itemId: slice.uid, qty: 1 },
    ],
    extra,
  );
const place = (body: unknown, who: { headers: Record<string, string> }, key?: string) =>
  post(ctx.server.baseUrl, "/api/orders/demo/customer", host, body, {
    ...who.headers,
    ...(key ? { "x-idempotency-key": key } : {}),
  });
const order = (uid: string, who: { headers: Record<string, string> }, brand = "demo", h = host) =>
  get(ctx.server.baseUrl, `/api/orders/${brand}/${uid}`, h, who.headers);

describe("placing an order", () => {
  it("stores every field with menu prices, whatever prices the client sent", async () => {
    const body = pickup({
      total: 1,
      basket: { currency: "IDR", items: [{ itemId: cake.uid, qty: 2, price: 1, name: "cheap" }] },
    });
    const res = await place(body, alice, randomUUID());
    expect(res.status).toBe(200);
    const { uid } = res.json<{ data: { uid: string } }>().data;
    const stored = (await order(uid, alice)).json<{
      data: { basket: { items: { name: string }[] }; createdAt: { seconds: number } };
    }>().data;
    expect(stored).toMatchObject({
      uid,
      status: "PENDING",
      orderMode: "PICKUP",
      deliveryOrPickupTime: "NOW",
      globalCustomerId: alice.uid,
      payment: { method: "payAtOutlet", confirmation: "NOT_REQUIRED" },
      selectedBranch: { id: kemang.id, name: kemang.name, phoneNumber: kemang.phoneNumber },
      basket: { currency: "IDR", items: [{ itemId: cake.uid, qty: 2, price: cake.price }] },
      total: 2 * cake.price,
    });
    expect(stored.basket.items[0]?.name).not.toBe("cheap");
    expect(stored.createdAt.seconds).toBeGreaterThan(1_700_000_000);
  });

  it("makes exactly one order from 50 identical requests sent at once with one key", async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => place(pickup(), bob, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((a) => a.json<{ data: { uid: string } }>().data.uid)).size).toBe(1);
    const list = (
      await get(ctx.server.baseUrl, `/api/me/${bob.uid}/orders`, host, bob.headers)
    ).json<{ data: unknown[] }>();
    expect(list.data).toHaveLength(1);
  });

  it("answers 409 to the same key with another body", async () => {
    const key = randomUUID();
    expect((await place(pickup(), alice, key)).status).toBe(200);
    const other = await place(
      pickup({ deliveryOrPickupTime: "LATER", deliveryNotes: "at 5" }),
      alice,
      key,
    );
    expect(other.status).toBe(409);
    expect(other.json()).toMatchObject({ error: { reasonCode: "IDEMPOTENCY_KEY_REUSED" } });
  });

  it("refuses what the shop does not allow, writing nothing", async () => {
    const before = (
      await get(ctx.server.baseUrl, `/api/me/${alice.uid}/orders`, host, alice.headers)
    ).json<{ data: unknown[] }>().data.length;
    const cases: [unknown, string][] = [
      [pickup({ basket: { items: [{ itemId: "no-such-item", qty: 1 }] } }), "ITEM_NOT_IN_MENU"],
      [
        pickup({ payment: { method: "cashOnDelivery", confirmation: "NOT_REQUIRED" } }),
        "PAYMENT_METHOD_NOT_ALLOWED",
      ],
      [
        pickup({
          orderMode: "DELIVERY",
          payment: { method: "cashOnDelivery", confirmation: "NOT_REQUIRED" },
        }),
        "DELIVERY_ADDRESS_REQUIRED",
      ],
      [
        pickup({ payment: { method: "transfer", confirmation: "NOT_REQUIRED" } }),
        "TRANSFER_PROOF_REQUIRED",
      ],
      [pickup({ selectedBranchId: "nowhere" }), "BRANCH_NOT_FOUND"],
      [pickup({ basket: { items: [] } }), "INVALID_REQUEST"],
    ];
    for (const [body, code] of cases) {
      const res = await place(body, alice, randomUUID());
      expect(res.status, code).toBe(400);
      expect(res.json(), code).toMatchObject({ error: { reasonCode: code } });
    }
    const after = (
      await get(ctx.server.baseUrl, `/api/me/${alice.uid}/orders`, host, alice.headers)
    ).json<{ data: unknown[] }>().data.length;
    expect(after).toBe(before);
  });

  it("prices delivery itself from its own route and the brand's segments", async () => {
    const body = pickup({
      orderMode: "DELIVERY",
      deliveryAddress: await geocoded(ctx.server.baseUrl, host),
      deliveryMethod: { humanReadableName: "Kurir Dapur Kue", price: 1 },
      payment: { method: "cashOnDelivery", confirmation: "NOT_REQUIRED" },
    });
    const { uid } = (await place(body, alice, randomUUID())).json<{ data: { uid: string } }>().data;
    const stored = (await order(uid, alice)).json<{
      data: { deliveryMethod: { price: number; distanceInMeters: number }; total: number };
    }>().data;
    expect(stored.deliveryMethod.price).toBe(28000); // Kemang to Grand Indonesia: about 10 km
    expect(stored.deliveryMethod.distanceInMeters).toBeGreaterThan(9000);
    expect(stored.total).toBe(2 * cake.price + slice.price + 28000);
  });

  it("needs a signed-in customer", async () => {
    expect(
      (await post(ctx.server.baseUrl, "/api/orders/demo/customer", host, pickup())).status,
    ).toBe(401);
  });
});

describe("the benchmark floor", () => {
  it("does not exist unless BENCH_ROUTES=1", async () => {
    expect((await post(ctx.server.baseUrl, "/api/bench/insert", host, {})).status).toBe(404);
  });
});

describe("reading orders", () => {
  it("refuses another customer's order, another brand's, and another customer's list", async () => {
    const { uid } = (await place(pickup(), alice, randomUUID())).json<{ data: { uid: string } }>()
      .data;
    expect((await order(uid, alice)).status).toBe(200);
    const bobs = await order(uid, bob);
    expect(bobs.status).toBe(404);
    expect(bobs.json()).toMatchObject({ error: { message: "Order not found" } });
    const kopiCustomer = await signIn(ctx.server.baseUrl, PHONES[2]!, "kopi.localhost", "kopi");
    expect((await order(uid, kopiCustomer, "demo", "kopi.localhost")).status).toBe(404);
    expect((await order(uid, alice, "kopi")).status).toBe(404);
    expect(
      (await get(ctx.server.baseUrl, `/api/me/${alice.uid}/orders`, host, bob.headers)).status,
    ).toBe(403);
  });

  it("lists the customer's orders newest first", async () => {
    const list = (
      await get(ctx.server.baseUrl, `/api/me/${alice.uid}/orders`, host, alice.headers)
    ).json<{ data: { createdAt: { seconds: number } }[] }>().data;
    expect(list.length).toBeGreaterThan(1);
    const seconds = list.map((o) => o.createdAt.seconds);
    expect(seconds).toEqual([...seconds].sort((a, b) => b - a));
  });
});

describe("payment proof uploads", () => {
  const upload = (bytes: Buffer, name: string, who = alice) =>
    uploadProof(ctx.server.baseUrl, host, who.headers, bytes, name);

  it("takes 2097152 bytes, refuses 2097153, and refuses a text file named .png", async () => {
    const ok = await upload(await pngOfSize(2_097_152), "receipt.png");
    expect(ok.status).toBe(200);
    const { src } = ok.json<{ data: { src: string } }>().data;
    expect((await upload(await pngOfSize(2_097_153), "receipt.png")).status).toBe(413);
    const text = await upload(Buffer.from("not an image at all"), "receipt.png");
    expect(text.status).toBe(415);
    expect(text.json()).toMatchObject({
      error: { message: "Please upload a JPG, PNG or WebP image." },
    });

    const mine = await get(ctx.server.baseUrl, src, host, alice.headers);
    expect(mine.status).toBe(200);
    expect(mine.headers["content-type"]).toBe("image/jpeg"); // the re-encoded copy (issue 13)
    expect(mine.headers["x-content-type-options"]).toBe("nosniff");
    expect((await get(ctx.server.baseUrl, src, host, bob.headers)).status).toBe(404);
  });

  it("accepts a transfer order only with the customer's own proof", async () => {
    const { src } = (await upload(await solidPng(), "r.png")).json<{ data: { src: string } }>()
      .data;
    const transfer = (proofImageSrc: string) =>
      pickup({
        payment: {
          method: "transfer",
          confirmation: { proofImageSrc, transferMethod: "BCA Transfer", noteFromClient: "" },
        },
      });
    expect((await place(transfer(src), bob, randomUUID())).status).toBe(400); // Alice's proof
    const res = await place(transfer(src), alice, randomUUID());
    expect(res.status).toBe(200);
  });
});
