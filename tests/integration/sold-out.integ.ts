import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { authServerForFile } from "../support/auth-server";
import { readBrand } from "../support/brand-files";
import type { TestSession } from "../support/sessions";
import { signIn } from "../support/sessions";
import { dateIn } from "../support/hours-brand";
import { get, post } from "../support/http";
import { pickupOrder } from "../support/order-bodies";
import { openSse } from "../support/sse";

// Issue 18 item 6 over HTTP: staff mark an item sold out at their branch (for today or until it
// is back) and back again; GET /api/branches says so per branch, an order with it there is refused
// with 409 ITEM_SOLD_OUT and nothing is written, and open storefronts hear of it at once on
// GET /api/storefront/events (as they do of a pause).

const KEMANG_STAFF = "+6281100000091";
const MENTENG_STAFF = "+6281100000092";
const CUSTOMER = "+6281100000051";
const ctx = authServerForFile("sold-out", {
  AUTH_TEST_PHONE_NUMBERS: [KEMANG_STAFF, MENTENG_STAFF, CUSTOMER]
    .map((p) => `${p}:12345`)
    .join(","),
});
const HOST = "demo.localhost";
const demo = readBrand("brands/demo.json");
const kemangMenu = demo.menus.find((m: { id: string }) => m.id === "main");
const slice = kemangMenu.sections[0].items[0] as { uid: string; name: string }; // on every branch
const OTHER = "salted-caramel-slice"; // Kemang's menu only

type Who = TestSession;
let kemang: Who;
let menteng: Who;
let customer: Who;
beforeAll(async () => {
  kemang = await signIn(ctx.server.baseUrl, KEMANG_STAFF);
  menteng = await signIn(ctx.server.baseUrl, MENTENG_STAFF);
  customer = await signIn(ctx.server.baseUrl, CUSTOMER);
});

const staffHeaders = (s: Who) => ({ ...s.headers, origin: `http://${HOST}` });
const mark = (as: Who, branchId: string, itemId: string, length: string | null) =>
  post(
    ctx.server.baseUrl,
    `/api/staff/branches/${branchId}/sold-out`,
    HOST,
    { itemId, for: length },
    staffHeaders(as),
  );
const soldOutAt = async (branchId: string) =>
  (await get(ctx.server.baseUrl, "/api/branches", HOST, { "cache-control": "no-cache" }))
    .json<{ data: { id: string; soldOut: { itemId: string }[] }[] }>()
    .data.find((b) => b.id === branchId)!
    .soldOut.map((m) => m.itemId);
const order = (branchId: string, itemId: string, scheduledFor: string | null = null) =>
  post(
    ctx.server.baseUrl,
    "/api/orders/demo/customer",
    HOST,
    pickupOrder(
      branchId,
      [{ itemId, qty: 1 }],
      scheduledFor ? { deliveryOrPickupTime: "LATER", scheduledFor } : {},
    ),
    { ...customer.headers, "x-idempotency-key": randomUUID() },
  );
const myOrderCount = async () =>
  (await get(ctx.server.baseUrl, `/api/me/${customer.uid}/orders`, HOST, customer.headers)).json<{
    data: unknown[];
  }>().data.length;

describe("sold out", () => {
  it("for today at one branch: said there, refused there with nothing written, sold elsewhere", async () => {
    const marked = await mark(kemang, "kemang", slice.uid, "today");
    expect(marked.status, marked.body).toBe(200);
    // Until the next midnight in Jakarta (UTC+7).
    expect(marked.json<{ data: unknown }>().data).toEqual([
      { itemId: slice.uid, until: new Date(`${dateIn(1)}T00:00:00+07:00`).toISOString() },
    ]);
    expect(await soldOutAt("kemang")).toEqual([slice.uid]);
    expect(await soldOutAt("menteng")).toEqual([]);

    const before = await myOrderCount();
    const refused = await order("kemang", slice.uid);
    expect(refused.status).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { reasonCode: "ITEM_SOLD_OUT", itemId: slice.uid, name: slice.name },
    });
    expect(await myOrderCount()).toBe(before);
    expect((await order("menteng", slice.uid)).status).toBe(200);
    // Sold out for today only: an order for tomorrow there is taken.
    const tomorrow = `${dateIn(1)}T10:00:00+07:00`;
    const later = await order("kemang", slice.uid, tomorrow);
    expect(later.status, later.body).toBe(200);

    // Back on sale: taken again.
    const back = await mark(kemang, "kemang", slice.uid, null);
    expect(back.json<{ data: unknown }>().data).toEqual([]);
    expect(await soldOutAt("kemang")).toEqual([]);
    expect((await order("kemang", slice.uid)).status).toBe(200);
  });

  it("until back: no end, so no order for a later day either; the board lists it", async () => {
    expect((await mark(kemang, "kemang", OTHER, "untilBack")).status).toBe(200);
    const later = await order("kemang", OTHER, `${dateIn(1)}T10:00:00+07:00`);
    expect(later.status).toBe(409);
    expect(later.json()).toMatchObject({ error: { reasonCode: "ITEM_SOLD_OUT", itemId: OTHER } });
    const board = (await get(ctx.server.baseUrl, "/api/staff/orders", HOST, kemang.headers)).json<{
      data: { branches: { id: string; soldOut: unknown[] }[] };
    }>().data;
    expect(board.branches.find((b) => b.id === "kemang")!.soldOut).toEqual([
      { itemId: OTHER, until: null },
    ]);
    expect((await mark(kemang, "kemang", OTHER, null)).status).toBe(200);
  });

  it("only the branch's own staff, only items of its menu, only known lengths", async () => {
    const other = await mark(menteng, "kemang", slice.uid, "today");
    expect(other.status).toBe(403);
    expect(other.json()).toMatchObject({ error: { reasonCode: "FORBIDDEN" } });
    const offMenu = await mark(menteng, "menteng", OTHER, "today");
    expect(offMenu.status).toBe(400);
    expect(offMenu.json()).toMatchObject({ error: { reasonCode: "ITEM_NOT_IN_MENU" } });
    expect((await mark(kemang, "kemang", slice.uid, "forever")).status).toBe(400);
    expect((await mark(customer, "kemang", slice.uid, "today")).status).toBe(403);
    expect(await soldOutAt("kemang")).toEqual([]);
  });

  it("an open storefront hears of a sold-out mark and of a pause at once, for its brand only", async () => {
    const feed = await openSse(ctx.server.baseUrl, "/api/storefront/events", HOST);
    const kopi = await openSse(ctx.server.baseUrl, "/api/storefront/events", "kopi.localhost");
    try {
      expect(feed.status).toBe(200);
      expect(feed.headers["content-type"]).toContain("text/event-stream");
      await feed.next((e) => e.event === "ready");
      await kopi.next((e) => e.event === "ready");
      const at = Date.now();
      await mark(kemang, "kemang", slice.uid, "today");
      const heard = await feed.next((e) => e.event === "branch", 1000);
      expect(heard.json()).toEqual({ branchId: "kemang" });
      expect(heard.at - at).toBeLessThan(1000);
      await mark(kemang, "kemang", slice.uid, null);
      await feed.next((e) => e.event === "branch", 1000, feed.events.indexOf(heard) + 1);
      const paused = await post(
        ctx.server.baseUrl,
        "/api/staff/branches/menteng/pause",
        HOST,
        { for: "30m" },
        staffHeaders(menteng),
      );
      expect(paused.status).toBe(200);
      const pause = await feed.next(
        (e) => e.json<{ branchId: string }>().branchId === "menteng",
        1000,
      );
      expect(pause.event).toBe("branch");
      await post(
        ctx.server.baseUrl,
        "/api/staff/branches/menteng/pause",
        HOST,
        { for: null },
        staffHeaders(menteng),
      );
      // Heard too before the file ends: the next file on this shared server starts settled (a
      // change still on its way would empty the page cache under it).
      await feed.next(
        (e) => e.json<{ branchId: string }>().branchId === "menteng",
        1000,
        feed.events.indexOf(pause) + 1,
      );
      await new Promise((r) => setTimeout(r, 300));
      expect(kopi.events.filter((e) => e.event === "branch")).toEqual([]);
    } finally {
      feed.close();
      kopi.close();
    }
  });
});
