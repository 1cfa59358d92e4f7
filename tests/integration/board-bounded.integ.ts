import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { OlderOrdersPage, StaffBoard } from "@/contract";
import type { OrderStatus } from "@/domain/order";
import { OLDER_COUNTED, OLDER_PAGE_SIZE, staleBefore } from "@/domain/staff-board";
import { openDatabase } from "@/server/db/client";
import { orders } from "@/server/db/schema";
import { readBrand } from "../support/brand-files";
import { branchSnapshot, orderRow } from "../support/rows";
import { startServer } from "../support/server";
import type { TestSession } from "../support/sessions";
import { serverForFile } from "../support/test-server";

// Issue 34 item 2 over HTTP: the board sends today's work whole and counts the older open orders
// per branch; GET /api/staff/orders/older pages through them, each branch's staff seeing only
// their branches'. The older orders are written through the database (server stopped: PGlite is
// one process's), as a shop's forgotten orders of earlier days would be.

const t = serverForFile("board-bounded", {
  signIn: ["owner", "kemang", "menteng", "customer"],
});
const TZ = "Asia/Jakarta"; // demo's
const HOUR = 3_600_000;
const demo = readBrand("brands/demo.json");
const firstItemOf = (branchId: string) => {
  const branch = demo.branches.find((b: { id: string }) => b.id === branchId);
  const menu = demo.menus.find((m: { id: string }) => m.id === branch.menuId);
  return menu.sections[0].items[0].uid as string;
};

const OPEN: OrderStatus[] = ["PENDING", "ACCEPTED", "READY"];
const older = { kemang: [] as string[], menteng: [] as string[] };
const current = { today: {} as Record<string, string>, forTomorrow: "" };
let completedLongAgo = "";
let mentengOldest = "";

async function placeOrder(branchId: string): Promise<string> {
  const res = await t.api.orders.placeOrder({
    params: { brandId: "demo" },
    body: {
      orderMode: "PICKUP",
      selectedBranchId: branchId,
      deliveryOrPickupTime: "NOW",
      basket: { items: [{ itemId: firstItemOf(branchId), qty: 1 }] },
      payment: { method: "payAtOutlet", confirmation: "NOT_REQUIRED" },
    },
    as: t.as.customer,
    headers: { "x-idempotency-key": randomUUID() },
  });
  expect(res.status, res.body).toBe(200);
  return res.data().uid;
}

beforeAll(async () => {
  current.today.kemang = await placeOrder("kemang");
  current.today.menteng = await placeOrder("menteng");
  const cutoff = staleBefore(new Date(), TZ).getTime();
  let n = 0;
  const id = () => `Old${String(++n).padStart(17, "0")}`;
  const row = (branchId: string, status: OrderStatus, createdAt: number, scheduledFor?: number) =>
    orderRow({
      id: id(),
      brandId: "demo",
      customerId: t.as.customer.uid,
      branchId,
      selectedBranch: branchSnapshot(branchId),
      status,
      createdAt: new Date(createdAt),
      ...(scheduledFor !== undefined && {
        deliveryOrPickupTime: "LATER",
        scheduledFor: new Date(scheduledFor),
      }),
    });
  const rows = [
    // Kemang: fifteen left open over the last hours before the cutoff, ten within the same
    // millisecond two days before (the pages' boundary falls among them), and an order for later
    // whose slot, three days ago, has passed.
    ...Array.from({ length: 15 }, (_, k) => row("kemang", OPEN[k % 3]!, cutoff - (k + 1) * HOUR)),
    ...Array.from({ length: 10 }, (_, k) => row("kemang", OPEN[k % 3]!, cutoff - 48 * HOUR)),
    row("kemang", "READY", cutoff - 96 * HOUR, cutoff - 72 * HOUR),
    // Menteng: a hundred and two, an hour apart from a week back: more than the board counts.
    ...Array.from({ length: 102 }, (_, k) => row("menteng", "ACCEPTED", cutoff - (120 + k) * HOUR)),
  ];
  older.kemang = rows.filter((r) => r.branchId === "kemang").map((r) => r.id);
  older.menteng = rows.filter((r) => r.branchId === "menteng").map((r) => r.id);
  mentengOldest = new Date(cutoff - 221 * HOUR).toISOString();
  // Ordered last week for tomorrow: today's work is to know of it, not an older order.
  const ahead = row("kemang", "ACCEPTED", cutoff - 120 * HOUR, Date.now() + 24 * HOUR);
  current.forTomorrow = ahead.id;
  // Closed long ago: on neither list.
  const done = row("kemang", "COMPLETED", cutoff - 240 * HOUR);
  completedLongAgo = done.id;

  await t.server.stop();
  const handle = await openDatabase(t.location);
  try {
    await handle.db.insert(orders).values([...rows, ahead, done]);
    // The ten of the same millisecond: two each at the very same instant, the pairs a microsecond
    // apart, as the database keeps times (a cursor to the millisecond would lose some).
    const same = rows.slice(15, 25).map((r) => r.id);
    for (const [k, id] of same.entries())
      await handle.db
        .update(orders)
        .set({ createdAt: sql`${orders.createdAt} + ${k % 5} * interval '1 microsecond'` })
        .where(and(eq(orders.brandId, "demo"), eq(orders.id, id)));
  } finally {
    await handle.close();
  }
  t.server = await startServer(t.location);
});

const boardOf = async (as: TestSession) => (await t.api.staff.board({ as })).data();
const olderPage = (as: TestSession, after?: string) =>
  t.api.staff.olderOrders({ as, query: after === undefined ? {} : { after } });

/** Every page of the caller's older orders, in order. */
async function allOlder(as: TestSession): Promise<OlderOrdersPage[]> {
  const pages: OlderOrdersPage[] = [];
  let after: string | undefined;
  do {
    const page = (await olderPage(as, after)).data();
    pages.push(page);
    after = page.next ?? undefined;
  } while (after);
  return pages;
}

const uids = (b: StaffBoard) => b.orders.map((o) => o.uid);

describe("the board's answer (issue 34 item 2)", () => {
  it("sends today's orders and those due later whole, and counts the older open ones per branch", async () => {
    const board = await boardOf(t.as.owner);
    expect(uids(board).sort()).toEqual(
      [current.today.kemang!, current.today.menteng!, current.forTomorrow].sort(),
    );
    expect(uids(board)).not.toContain(completedLongAgo);
    // Menteng's counted to OLDER_COUNTED, "and more"; its oldest is its oldest all the same.
    expect(board.older).toMatchObject({ count: 26 + OLDER_COUNTED, more: true });
    expect(board.older.branches).toEqual([
      { branchId: "kemang", count: 26, more: false, oldest: expect.any(String) },
      { branchId: "menteng", count: OLDER_COUNTED, more: true, oldest: mentengOldest },
    ]);
    expect(board.older.asOfEventId).toBeGreaterThan(0);
  });

  it("counts only the caller's branches", async () => {
    const kemang = await boardOf(t.as.kemang);
    expect(uids(kemang).sort()).toEqual([current.today.kemang!, current.forTomorrow].sort());
    expect(kemang.older).toMatchObject({ count: 26, more: false });
    expect(kemang.older.branches.map((b) => b.branchId)).toEqual(["kemang"]);
    const menteng = await boardOf(t.as.menteng);
    expect(uids(menteng)).toEqual([current.today.menteng!]);
    expect(menteng.older).toMatchObject({
      count: OLDER_COUNTED,
      more: true,
      branches: [{ branchId: "menteng", count: OLDER_COUNTED, more: true }],
    });
  });
});

describe("GET /api/staff/orders/older", () => {
  it("pages through every older open order once, the most recently due first", async () => {
    const pages = await allOlder(t.as.owner);
    // 26 of Kemang and 102 of Menteng: every one, however many the board counts.
    expect(pages.map((p) => p.orders.length)).toEqual([...Array(6).fill(OLDER_PAGE_SIZE), 8]);
    expect(pages.at(-1)!.next).toBeNull();
    const listed = pages.flatMap((p) => p.orders);
    // Ten of them are due within one millisecond, across the pages' boundary: none twice, none lost.
    expect(listed.map((o) => o.uid).sort()).toEqual([...older.kemang, ...older.menteng].sort());
    const due = listed.map((o) => Date.parse(o.scheduledFor ?? "") || o.createdAt.seconds * 1000);
    expect(due).toEqual([...due].sort((a, b) => b - a));
    // Each as the board shows it: its customer and its timeline's shape.
    expect(listed[0]).toMatchObject({ customerPhoneNumber: t.as.customer.phoneNumber, events: [] });
  });

  it("shows a branch's staff only their branches' older orders", async () => {
    const kemang = (await allOlder(t.as.kemang)).flatMap((p) => p.orders);
    expect(kemang.map((o) => o.uid).sort()).toEqual([...older.kemang].sort());
    const menteng = (await allOlder(t.as.menteng)).flatMap((p) => p.orders);
    expect(menteng.map((o) => o.uid).sort()).toEqual([...older.menteng].sort());
    expect(menteng.every((o) => o.selectedBranch.id === "menteng")).toBe(true);
  });

  it("lets only staff in, and refuses a cursor it did not make", async () => {
    expect((await olderPage(t.as.customer)).status).toBe(403);
    expect((await t.api.staff.olderOrders({ query: {} })).status).toBe(401);
    const bad = await olderPage(t.as.owner, "yesterday");
    expect(bad.status).toBe(400);
    expect(bad.reasonCode()).toBe("INVALID_QUERY");
  });

  it("takes a forgotten order off the count once staff complete it", async () => {
    const before = await boardOf(t.as.kemang);
    const [first] = (await olderPage(t.as.kemang)).data().orders;
    const target = first!.status === "PENDING" ? "CANCELLED" : "COMPLETED";
    const changed = await t.api.staff.changeStatus({
      params: { orderId: first!.uid },
      body: { status: target, ...(target === "CANCELLED" && { reason: "Never collected" }) },
      as: t.as.kemang,
    });
    expect(changed.status, changed.body).toBe(200);
    // The closing is newer than the count the board read before: the board takes it off itself.
    expect(changed.data().events.at(-1)!.id).toBeGreaterThan(before.older.asOfEventId);
    const after = await boardOf(t.as.kemang);
    expect(after.older.count).toBe(before.older.count - 1);
    expect(uids(after)).not.toContain(first!.uid);
    const listed = (await allOlder(t.as.kemang)).flatMap((p) => p.orders.map((o) => o.uid));
    expect(listed).not.toContain(first!.uid);
  });
});
