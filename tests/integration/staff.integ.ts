import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { authClient, cookieOf, expectError } from "../support/auth-flow";
import { readBrand } from "../support/brand-files";
import type { TestSession } from "../support/sessions";
import { signIn } from "../support/sessions";
import type { HttpAnswer } from "../support/http";
import { get } from "../support/http";
import { dateIn } from "../support/hours-brand";
import { geocoded } from "../support/places";
import { solidPng } from "../support/proof-images";
import { serverForFile } from "../support/test-server";
import { openSse } from "../support/sse";

// Issue 7: the staff side. Demo staff (brands/demo.json): +…90 owner, +…91 Kemang, +…92 Menteng;
// +…93 owns the other brand (kopi). Customers A and B are ordinary numbers.
const OWNER = "+6281100000090";
const KEMANG_STAFF = "+6281100000091";
const MENTENG_STAFF = "+6281100000092";
const KOPI_OWNER = "+6281100000093";
const CUSTOMER_A = "+6281100000031";
const CUSTOMER_B = "+6281100000032";
const ALL = [OWNER, KEMANG_STAFF, MENTENG_STAFF, KOPI_OWNER, CUSTOMER_A, CUSTOMER_B];

const ctx = serverForFile("staff", {
  sms: true,
  phones: ALL,
  settings: {
    OTP_IP_PER_HOUR: "1000",
    OTP_PHONE_PER_HOUR: "1000",
    OTP_PHONE_COOLDOWN_SECONDS: "0",
    JOBS_RETRY_BASE_SECONDS: "0.3",
    STREAM_RECHECK_SECONDS: "0.5",
  },
});
const host = "demo.localhost";
const origin = { origin: `http://${host}` };
const demo = readBrand("brands/demo.json");
const firstItemOf = (branchId: string) => {
  const branch = demo.branches.find((b: { id: string }) => b.id === branchId);
  const menu = demo.menus.find((m: { id: string }) => m.id === branch.menuId);
  return menu.sections[0].items[0].uid as string;
};

type Who = TestSession;
const who = {} as Record<"owner" | "kemang" | "menteng" | "kopi" | "kopiOnDemo" | "a" | "b", Who>;

beforeAll(async () => {
  const base = ctx.server.baseUrl;
  who.owner = await signIn(base, OWNER);
  who.kemang = await signIn(base, KEMANG_STAFF);
  who.menteng = await signIn(base, MENTENG_STAFF);
  who.kopi = await signIn(base, KOPI_OWNER, "kopi.localhost", "kopi");
  who.kopiOnDemo = await signIn(base, KOPI_OWNER); // kopi's owner, signed in on demo
  who.a = await signIn(base, CUSTOMER_A);
  who.b = await signIn(base, CUSTOMER_B);
});

async function placeOrder(
  customer: Who,
  branchId = "kemang",
  payment: unknown = { method: "payAtOutlet", confirmation: "NOT_REQUIRED" },
): Promise<string> {
  const res = await ctx.api.orders.placeOrder({
    params: { brandId: "demo" },
    rawBody: {
      orderMode: "PICKUP",
      selectedBranchId: branchId,
      deliveryOrPickupTime: "NOW",
      basket: { items: [{ itemId: firstItemOf(branchId), qty: 1 }] },
      payment,
    },
    as: customer,
    headers: { "x-idempotency-key": randomUUID() },
  });
  expect(res.status, res.body).toBe(200);
  return res.json<{ data: { uid: string } }>().data.uid;
}

/** A status change as `as` (a body of any shape: some are meant to be refused). */
const setStatus = (id: string, as: Who | null, body: unknown, h = host) =>
  ctx.client(h).staff.changeStatus({ params: { orderId: id }, rawBody: body, as: as ?? undefined });
const markPaid = (id: string, as: Who | null, h = host) =>
  ctx
    .client(h)
    .staff.markPaid({ params: { orderId: id }, body: { paid: true }, as: as ?? undefined });
const board = (as: Who | null, h = host) => ctx.client(h).staff.board({ as: as ?? undefined });
/** The order as its customer A sees it. */
const orderOfA = (id: string) =>
  ctx.api.orders.order({ params: { brandId: "demo", orderId: id }, as: who.a });
const statusOf = (res: HttpAnswer) => res.json<{ data: { status: string } }>().data.status;

describe("who may use the staff calls", () => {
  it("tells the client the staff role in the session and the token", async () => {
    const me = await ctx.api.auth.session({ as: who.kemang });
    expect(me.json()).toMatchObject({
      data: { staff: { role: "staff", name: "Dapur Kemang", branchIds: ["kemang"] } },
    });
    const customer = await ctx.api.auth.session({ as: who.a });
    expect(customer.json<{ data: object }>().data).not.toHaveProperty("staff");
  });

  it("refuses the anonymous (401), customers and staff of another brand (403)", async () => {
    const id = await placeOrder(who.a);
    for (const [as, status] of [
      [null, 401],
      [who.a, 403],
      [who.b, 403],
      [who.kopiOnDemo, 403],
    ] as const) {
      expect((await board(as)).status).toBe(status);
      expect((await setStatus(id, as, { status: "ACCEPTED" })).status).toBe(status);
      expect((await markPaid(id, as)).status).toBe(status);
      expect((await ctx.api.staff.boardEvents.events({ as: as ?? undefined })).status).toBe(status);
    }
    // kopi's owner signed in on kopi: their token is not valid on demo at all (401), and on kopi's
    // host demo's order does not exist (404): a brand's staff never reach another brand's orders.
    expect((await board(who.kopi)).status).toBe(401);
    expect((await setStatus(id, who.kopi, { status: "ACCEPTED" }, "kopi.localhost")).status).toBe(
      404,
    );
    expect(statusOf(await orderOfA(id))).toBe("PENDING");
  });

  it("refuses staff of another branch (403) and lets the branch's staff and the owner act", async () => {
    const id = await placeOrder(who.a, "kemang");
    expectError(await setStatus(id, who.menteng, { status: "ACCEPTED" }), 403, "FORBIDDEN");
    expectError(await markPaid(id, who.menteng), 403, "FORBIDDEN");
    const menteng = (await board(who.menteng)).json<{ data: { orders: { uid: string }[] } }>().data;
    expect(menteng.orders.map((o) => o.uid)).not.toContain(id);
    const kemang = (await board(who.kemang)).json<{ data: { orders: { uid: string }[] } }>().data;
    expect(kemang.orders.map((o) => o.uid)).toContain(id);
    expect(statusOf(await setStatus(id, who.kemang, { status: "ACCEPTED" }))).toBe("ACCEPTED");
    expect(statusOf(await setStatus(id, who.owner, { status: "COMPLETED" }))).toBe("COMPLETED");
  });

  it("needs the shop's own Origin for a cookie-authenticated change", async () => {
    const id = await placeOrder(who.a);
    const api = authClient(ctx.server.baseUrl);
    await api.createOtp(KEMANG_STAFF);
    const token = (await api.token(KEMANG_STAFF, "12345")).json<{ data: { token: string } }>().data
      .token;
    const cookie = cookieOf(await api.session(token));
    const call = { params: { orderId: id }, body: { status: "ACCEPTED" } } as const;
    expectError(
      await ctx.api.staff.changeStatus({ ...call, headers: { cookie } }),
      403,
      "CSRF_REJECTED",
    );
    const ok = await ctx.api.staff.changeStatus({ ...call, headers: { cookie, ...origin } });
    expect(statusOf(ok)).toBe("ACCEPTED");
  });
});

describe("the status rules", () => {
  it("answers 409 to every move the table forbids, and writes nothing for it", async () => {
    const moves: [string[], string][] = [
      [[], "PENDING"],
      [[], "COMPLETED"],
      [[], "READY"],
      [["ACCEPTED", "READY"], "ACCEPTED"],
      [["ACCEPTED", "READY"], "READY"],
      [["ACCEPTED", "READY"], "PENDING"],
      [["ACCEPTED", "READY", "COMPLETED"], "READY"],
      [["ACCEPTED", "READY", "CANCELLED"], "COMPLETED"],
      [["CANCELLED"], "READY"],
      [["ACCEPTED"], "ACCEPTED"],
      [["ACCEPTED"], "PENDING"],
      [["ACCEPTED", "COMPLETED"], "ACCEPTED"],
      [["ACCEPTED", "COMPLETED"], "CANCELLED"],
      [["ACCEPTED", "COMPLETED"], "COMPLETED"],
      [["ACCEPTED", "COMPLETED"], "PENDING"],
      [["CANCELLED"], "ACCEPTED"],
      [["CANCELLED"], "COMPLETED"],
      [["CANCELLED"], "CANCELLED"],
      [["CANCELLED"], "PENDING"],
    ];
    for (const [path, illegal] of moves) {
      const id = await placeOrder(who.a);
      for (const step of path)
        expect((await setStatus(id, who.kemang, { status: step, reason: "Sold out" })).status).toBe(
          200,
        );
      const before = await eventCount(id);
      const res = await setStatus(id, who.kemang, { status: illegal, reason: "Sold out" });
      expectError(res, 409, "INVALID_STATUS_CHANGE");
      expect(await eventCount(id)).toBe(before);
    }
  });

  it("needs a reason to cancel, and shows it to the customer with the timeline", async () => {
    const id = await placeOrder(who.a);
    expectError(await setStatus(id, who.kemang, { status: "CANCELLED" }), 400, "REASON_REQUIRED");
    expectError(
      await setStatus(id, who.kemang, { status: "CANCELLED", reason: "  " }),
      400,
      "REASON_REQUIRED",
    );
    expectError(await setStatus(id, who.kemang, { status: "SHIPPED" }), 400, "INVALID_REQUEST");
    expect(
      (await setStatus(id, who.kemang, { status: "CANCELLED", reason: "Sold out" })).status,
    ).toBe(200);
    const seen = (await orderOfA(id)).json<{
      data: { status: string; events: { status: string; reason: string | null; at: string }[] };
    }>().data;
    expect(seen.status).toBe("CANCELLED");
    expect(seen.events.map((e) => [e.status, e.reason])).toEqual([
      ["PENDING", null],
      ["CANCELLED", "Sold out"],
    ]);
    expect(seen.events.every((e) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
  });

  it("lets exactly one of several simultaneous taps win", async () => {
    const id = await placeOrder(who.a);
    const accepts = await Promise.all(
      [who.kemang, who.owner, who.kemang].map((as) => setStatus(id, as, { status: "ACCEPTED" })),
    );
    expect(accepts.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    // Complete and cancel at once: one of them, never both.
    const ends = await Promise.all([
      setStatus(id, who.kemang, { status: "COMPLETED" }),
      setStatus(id, who.owner, { status: "CANCELLED", reason: "Closed" }),
    ]);
    expect(ends.map((a) => a.status).sort()).toEqual([200, 409]);
    // Placed, accepted, then completed (paid at the outlet: a PAID event with it) or cancelled.
    const completed = ends[0]!.status === 200;
    expect(await eventCount(id)).toBe(completed ? 4 : 3);
  });
});

describe("transfer payments", () => {
  it("shows the proof to the branch's staff only, and records 'paid' once", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await solidPng())]), "r.png");
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    const up = await ctx.api.raw("POST", ctx.api.uploads.paymentProof.path(), {
      headers: { ...who.a.headers, "content-type": encoded.headers.get("content-type")! },
      body,
    });
    const { src } = up.json<{ data: { src: string } }>().data;
    const id = await placeOrder(who.a, "kemang", {
      method: "transfer",
      confirmation: { proofImageSrc: src, transferMethod: "BCA Transfer", noteFromClient: "" },
    });
    expect((await get(ctx.server.baseUrl, src, host, who.kemang.headers)).status).toBe(200);
    expect((await get(ctx.server.baseUrl, src, host, who.owner.headers)).status).toBe(200);
    expect((await get(ctx.server.baseUrl, src, host, who.menteng.headers)).status).toBe(404);
    expect((await get(ctx.server.baseUrl, src, host, who.b.headers)).status).toBe(404);

    const paid = await markPaid(id, who.kemang);
    expect(paid.json<{ data: { paidAt: string } }>().data.paidAt).toEqual(expect.any(String));
    expect((await markPaid(id, who.kemang)).status).toBe(200); // again: no change
    const seen = (await orderOfA(id)).json<{
      data: { paidAt: string | null; events: { type: string }[] };
    }>().data;
    expect(seen.paidAt).toEqual(expect.any(String));
    expect(seen.events.filter((e) => e.type === "PAID")).toHaveLength(1);

    // Paid at the outlet: staff mark it too (issue 36 item 5); docs/till.md, till.integ.ts.
    const cash = await placeOrder(who.a);
    expect((await markPaid(cash, who.kemang)).status).toBe(200);
    expectError(
      await ctx.api.staff.markPaid({
        params: { orderId: cash },
        rawBody: { paid: false },
        as: who.kemang,
      }),
      400,
      "INVALID_REQUEST",
    );
  });
});

describe("live status (Server-Sent Events)", () => {
  it("sends the current order first, then each change, to its customer and its branch's staff", async () => {
    const id = await placeOrder(who.a);
    const path = ctx.api.orders.orderEvents.path({ params: { brandId: "demo", orderId: id } });
    const customer = await openSse(ctx.server.baseUrl, path, host, who.a.headers);
    const staff = await openSse(ctx.server.baseUrl, path, host, who.kemang.headers);
    try {
      expect(customer.status).toBe(200);
      expect(customer.headers["content-type"]).toContain("text/event-stream");
      const first = await customer.next((e) => e.event === "order");
      expect(first.json()).toMatchObject({ uid: id, status: "PENDING" });
      await staff.next((e) => e.event === "order");

      const changedAt = Date.now();
      await setStatus(id, who.kemang, { status: "ACCEPTED" });
      const accepted = await customer.next(
        (e) => e.json<{ status: string }>().status === "ACCEPTED",
        1000,
      );
      expect(accepted.at - changedAt).toBeLessThan(1000);
      expect(Number(accepted.id)).toBeGreaterThan(Number(first.id));
      await staff.next((e) => e.data.includes('"ACCEPTED"'), 1000);
    } finally {
      customer.close();
      staff.close();
    }
    // Another customer and staff of another branch get nothing.
    expect((await openSse(ctx.server.baseUrl, path, host, who.b.headers)).status).toBe(404);
    expect((await openSse(ctx.server.baseUrl, path, host, who.menteng.headers)).status).toBe(403);
    expect((await openSse(ctx.server.baseUrl, path, host)).status).toBe(401);
  });

  it("resumes after Last-Event-ID without repeating what the client had", async () => {
    const id = await placeOrder(who.a);
    const path = ctx.api.orders.orderEvents.path({ params: { brandId: "demo", orderId: id } });
    const first = await openSse(ctx.server.baseUrl, path, host, who.a.headers);
    const seen = await first.next((e) => e.event === "order");
    first.close();
    const again = await openSse(ctx.server.baseUrl, path, host, {
      ...who.a.headers,
      "last-event-id": seen.id!,
    });
    try {
      await expect(again.next((e) => e.event === "order", 500)).rejects.toThrow(
        /no matching event/,
      );
      await setStatus(id, who.kemang, { status: "ACCEPTED" });
      expect((await again.next((e) => e.event === "order")).json()).toMatchObject({
        status: "ACCEPTED",
      });
    } finally {
      again.close();
    }
  });

  it("ends an open board's stream when its staff member signs out", async () => {
    const tablet = await signIn(ctx.server.baseUrl, KEMANG_STAFF); // a session of its own
    const stream = await openSse(
      ctx.server.baseUrl,
      ctx.api.staff.boardEvents.path(),
      host,
      tablet.headers,
    );
    await stream.next((e) => e.event === "ready");
    expect((await authClient(ctx.server.baseUrl).logout(tablet.headers)).status).toBe(200);
    await expect.poll(() => stream.ended(), { timeout: 5000 }).toBe(true);
  });

  it("shows a new order on the board's stream of its branch only", async () => {
    const kemang = await openSse(
      ctx.server.baseUrl,
      ctx.api.staff.boardEvents.path(),
      host,
      who.kemang.headers,
    );
    const menteng = await openSse(
      ctx.server.baseUrl,
      ctx.api.staff.boardEvents.path(),
      host,
      who.menteng.headers,
    );
    try {
      await kemang.next((e) => e.event === "ready");
      await menteng.next((e) => e.event === "ready");
      const placedAt = Date.now();
      const id = await placeOrder(who.b, "kemang");
      const arrived = await kemang.next((e) => e.event === "order" && e.data.includes(id), 1000);
      expect(arrived.at - placedAt).toBeLessThan(1000);
      expect(arrived.json()).toMatchObject({
        uid: id,
        status: "PENDING",
        customerPhoneNumber: CUSTOMER_B,
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(menteng.events.some((e) => e.data.includes(id))).toBe(false);
    } finally {
      kemang.close();
      menteng.close();
    }
  });
});

describe("messages to the customer", () => {
  it("sends one message per change through a gateway that fails twice first", async () => {
    const id = await placeOrder(who.a);
    const before = ctx.gateway.received.filter((m) => m.to === CUSTOMER_A).length;
    const attemptsBefore = ctx.gateway.attempts();
    ctx.gateway.failNext(2); // the provider's own retry fails too: the job is retried later
    const answered = Date.now();
    expect((await setStatus(id, who.kemang, { status: "ACCEPTED" })).status).toBe(200);
    expect(Date.now() - answered).toBeLessThan(2000); // the change did not wait for the gateway
    await expect
      .poll(() => ctx.gateway.received.filter((m) => m.to === CUSTOMER_A).length, {
        timeout: 10_000,
      })
      .toBe(before + 1);
    await new Promise((r) => setTimeout(r, 1000)); // nothing more arrives later
    const mine = ctx.gateway.received.filter((m) => m.to === CUSTOMER_A);
    expect(mine).toHaveLength(before + 1);
    expect(ctx.gateway.attempts() - attemptsBefore).toBe(3);
    expect(mine.at(-1)).toMatchObject({
      brandId: "demo",
      signatureValid: true,
      message: `Dapur Kue Demo: your order #${id.slice(-6)} is being prepared`,
      messageId: expect.stringMatching(/^job-\d+$/),
    });
  });

  it("an order for later: the board shows its slot, and accepting it tells the customer when", async () => {
    // A whole cake (48 hours' notice in the demo) for 10:00 in three days, in Jakarta.
    const slot = `${dateIn(3)}T10:00:00+07:00`;
    const cake = demo.menus[0].sections.find((s: { id: string }) => s.id === "whole-cakes")
      .items[0];
    const res = await ctx.api.orders.placeOrder({
      params: { brandId: "demo" },
      body: {
        orderMode: "PICKUP",
        selectedBranchId: "kemang",
        deliveryOrPickupTime: "LATER",
        scheduledFor: slot,
        deliveryNotes: "Birthday",
        basket: { items: [{ itemId: cake.uid, qty: 1, choices: { size: ["20cm"] } }] },
        payment: { method: "payAtOutlet", confirmation: "NOT_REQUIRED" },
      },
      as: who.a,
      headers: { "x-idempotency-key": randomUUID() },
    });
    expect(res.status, res.body).toBe(200);
    const id = res.json<{ data: { uid: string } }>().data.uid;
    const onBoard = (await board(who.kemang)).json<{
      data: { orders: { uid: string; scheduledFor: string | null }[] };
    }>().data;
    expect(onBoard.orders.find((o) => o.uid === id)?.scheduledFor).toBe(slot);
    expect((await setStatus(id, who.kemang, { status: "ACCEPTED" })).status).toBe(200);
    const when = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Jakarta",
      weekday: "short",
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
    }).format(new Date(slot));
    await expect
      .poll(
        () =>
          ctx.gateway.received
            .filter((m) => m.message.includes(`#${id.slice(-6)}`))
            .map((m) => m.message),
        { timeout: 10_000 },
      )
      .toContain(
        `Dapur Kue Demo: your order #${id.slice(-6)} for ${when} is confirmed. We'll have it ready then.`,
      );
  });

  it("READY: 'ready for pickup' for a pickup order, 'on the way' for a delivery, then completed", async () => {
    const messagesOf = (id: string) =>
      ctx.gateway.received
        .filter((m) => m.message.includes(`#${id.slice(-6)}`))
        .map((m) => m.message);
    const pickup = await placeOrder(who.a);
    const delivery = await ctx.api.orders.placeOrder({
      params: { brandId: "demo" },
      body: {
        orderMode: "DELIVERY",
        selectedBranchId: "kemang",
        deliveryOrPickupTime: "NOW",
        deliveryAddress: await geocoded(ctx.server.baseUrl, host),
        deliveryMethod: { humanReadableName: "Kurir Dapur Kue" },
        basket: { items: [{ itemId: firstItemOf("kemang"), qty: 1 }] },
        payment: { method: "cashOnDelivery", confirmation: "NOT_REQUIRED" },
      },
      as: who.a,
      // In Indonesian: the message follows the language the order was placed in.
      headers: { "x-idempotency-key": randomUUID(), "accept-language": "id" },
    });
    expect(delivery.status, delivery.body).toBe(200);
    const onTheWay = delivery.json<{ data: { uid: string } }>().data.uid;

    for (const id of [pickup, onTheWay]) {
      expect((await setStatus(id, who.kemang, { status: "ACCEPTED" })).status).toBe(200);
      const ready = await setStatus(id, who.kemang, { status: "READY" });
      expect(ready.status, ready.body).toBe(200);
      expect(ready.json<{ data: { status: string } }>().data.status).toBe("READY");
    }
    const seen = await orderOfA(pickup);
    const detail = seen.json<{ data: { status: string; events: { status: string }[] } }>().data;
    expect(detail.status).toBe("READY");
    expect(detail.events.map((e) => e.status)).toEqual(["PENDING", "ACCEPTED", "READY"]);
    const kemang = demo.branches.find((b: { id: string }) => b.id === "kemang").name;
    await expect
      .poll(() => messagesOf(pickup), { timeout: 10_000 })
      .toContain(
        `Dapur Kue Demo: your order #${pickup.slice(-6)} is ready for pickup at ${kemang}`,
      );
    await expect
      .poll(() => messagesOf(onTheWay), { timeout: 10_000 })
      .toContain(`Dapur Kue Demo: pesanan #${onTheWay.slice(-6)} sedang diantar ke tempatmu`);

    // From READY the order is completed; a shop may also complete straight from ACCEPTED.
    expect((await setStatus(pickup, who.kemang, { status: "COMPLETED" })).status).toBe(200);
    const direct = await placeOrder(who.a);
    expect((await setStatus(direct, who.kemang, { status: "ACCEPTED" })).status).toBe(200);
    expect((await setStatus(direct, who.kemang, { status: "COMPLETED" })).status).toBe(200);
  });

  it("uses the brand's own wording (kopi's templates)", async () => {
    const kopiCustomer = await signIn(ctx.server.baseUrl, CUSTOMER_B, "kopi.localhost", "kopi");
    const kopi = readBrand("brands/kopi.json");
    const res = await ctx.kopi.orders.placeOrder({
      params: { brandId: "kopi" },
      body: {
        orderMode: "PICKUP",
        selectedBranchId: kopi.branches[0].id,
        deliveryOrPickupTime: "NOW",
        // kopi's first coffee, with its sugar level and milk chosen (issue 18 item 5).
        basket: {
          items: [
            {
              itemId: kopi.menus[0].sections[0].items[0].uid,
              qty: 1,
              choices: { sugar: ["less"], milk: ["oat"] },
            },
          ],
        },
        payment: { method: "payAtOutlet", confirmation: "NOT_REQUIRED" },
      },
      as: kopiCustomer,
    });
    expect(res.status, res.body).toBe(200);
    const { uid } = res.json<{ data: { uid: string } }>().data;
    await setStatus(uid, who.kopi, { status: "CANCELLED", reason: "Stok habis" }, "kopi.localhost");
    await expect
      .poll(() => ctx.gateway.received.find((m) => m.message.includes(uid.slice(-6)))?.message, {
        timeout: 5000,
      })
      .toBe(`Kopi Kita: maaf, pesanan #${uid.slice(-6)} dibatalkan. Stok habis`);
  });
});

async function eventCount(orderId: string): Promise<number> {
  const answer = await orderOfA(orderId);
  return answer.json<{ data: { events: unknown[] } }>().data.events.length;
}
