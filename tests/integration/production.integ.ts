import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProductionList } from "@/contract/production";
import { todayIn } from "@/domain/sales-days";
import { dateIn } from "../support/hours-brand";
import { pickupOrder } from "../support/order-bodies";
import type { TestSession } from "../support/sessions";
import { serverForFile } from "../support/test-server";

// Issue 36 item 1 over HTTP: the kitchen's production list of a day three days on (the whole cakes
// need 48 hours' notice), from real orders placed at two branches of the demo, one cancelled, one
// completed, one for the day after and one for now; every figure below is counted by hand from the
// orders placed in beforeAll. Then who sees which branch, the status filter and the refusals.

const t = serverForFile("production", {
  signIn: ["owner", "manager", "kemang", "menteng", "customer", "otherCustomer"],
});
const TZ = "Asia/Jakarta"; // demo's
const DAY = dateIn(3);
const FOREST = "black-forest-whole";
const size = (id: "16cm" | "20cm" | "24cm") => ({ size: [id] });

type Line = { itemId: string; qty: number; choices?: Record<string, string[] | string> };
const uids = {} as Record<"A" | "B" | "C" | "D" | "E" | "F" | "G" | "H", string>;

async function place(
  who: TestSession,
  branch: string,
  items: Line[],
  at: string | null,
  note = "",
): Promise<string> {
  const body = pickupOrder(branch, items, {
    deliveryNotes: note,
    ...(at ? { deliveryOrPickupTime: "LATER", scheduledFor: `${at}:00+07:00` } : {}),
  });
  const res = await t.api.orders.placeOrder({
    params: { brandId: "demo" },
    rawBody: body,
    as: who,
    headers: { "x-idempotency-key": randomUUID() },
  });
  expect(res.status, res.body).toBe(200);
  return res.data().uid;
}

async function status(uid: string, to: "ACCEPTED" | "COMPLETED" | "CANCELLED") {
  const res = await t.api.staff.changeStatus({
    params: { orderId: uid },
    body: to === "CANCELLED" ? { status: to, reason: "Sold out" } : { status: to },
    as: t.as.kemang,
  });
  expect(res.status, res.body).toBe(200);
}

const list = (who: TestSession, query: { date?: string; status?: string; branch?: string }) =>
  t.api.staff.production({ query, as: who });

/** A list's figures, as the kitchen reads them: per branch, each sum and each slot. */
function figures(answer: ProductionList) {
  const number = (uid: string) => Object.entries(uids).find(([, u]) => u === uid)?.[0] ?? uid;
  return answer.lists.map((l) => ({
    branch: l.branchId,
    orders: l.orders.length,
    units: l.units,
    sums: l.sums.map((s) => [
      `${s.qty} × ${[s.name, ...s.choices.flatMap((c) => c.options.map((o) => o.name))].join(" ")}`,
      s.written,
      s.parts.map((p) => `${number(p.uid)}:${p.qty}`).join(" "),
    ]),
    slots: l.slots.map((s) => [s.slot, s.orders.map(number).join(" ")]),
  }));
}

beforeAll(async () => {
  const named = await t.api.account.saveProfile({
    params: { id: t.as.customer.uid },
    body: { name: "Rina" },
    as: t.as.customer,
  });
  expect(named.status, named.body).toBe(200);
  const { customer, otherCustomer } = t.as;
  // Kemang, on DAY: A and B at 10:00 (A first), C at 14:00; D cancelled, E completed; F the day after.
  uids.A = await place(
    customer,
    "kemang",
    [
      { itemId: FOREST, qty: 2, choices: { ...size("20cm"), writing: "Selamat ulang tahun Rina" } },
      { itemId: "klepon", qty: 3 },
    ],
    `${DAY}T10:00`,
    "atas nama Rina",
  );
  uids.B = await place(
    otherCustomer,
    "kemang",
    [
      { itemId: FOREST, qty: 1, choices: size("20cm") },
      { itemId: FOREST, qty: 1, choices: size("16cm") },
    ],
    `${DAY}T10:00`,
  );
  uids.C = await place(
    otherCustomer,
    "kemang",
    [
      { itemId: FOREST, qty: 1, choices: { ...size("20cm"), writing: "Happy birthday" } },
      { itemId: FOREST, qty: 1, choices: { ...size("20cm"), extras: ["candles"] } },
    ],
    `${DAY}T14:00`,
  );
  uids.D = await place(customer, "kemang", [{ itemId: "klepon", qty: 2 }], `${DAY}T14:00`);
  uids.E = await place(
    customer,
    "kemang",
    [{ itemId: FOREST, qty: 1, choices: size("16cm") }],
    `${DAY}T08:00`,
  );
  uids.F = await place(
    customer,
    "kemang",
    [{ itemId: FOREST, qty: 1, choices: size("20cm") }],
    `${dateIn(4)}T10:00`,
  );
  // Menteng, on DAY at 09:00.
  uids.G = await place(
    otherCustomer,
    "menteng",
    [
      { itemId: "klepon", qty: 4 },
      { itemId: FOREST, qty: 1, choices: { ...size("24cm"), writing: "Hari Ibu" } },
    ],
    `${DAY}T09:00`,
  );
  // Kemang, for now: today's.
  uids.H = await place(customer, "kemang", [{ itemId: "butter-croissant", qty: 2 }], null);
  await status(uids.D, "CANCELLED");
  await status(uids.E, "ACCEPTED");
  await status(uids.E, "COMPLETED");
});

const KEMANG_OPEN = {
  branch: "kemang",
  orders: 3,
  units: 9,
  sums: [
    ["1 × Black Forest Cake 16 cm", 0, "B:1"],
    ["4 × Black Forest Cake 20 cm", 3, "A:2 B:1 C:1"],
    ["1 × Black Forest Cake 20 cm Candles (10)", 0, "C:1"],
    ["3 × Klepon", 0, "A:3"],
  ],
  slots: [
    [`${DAY}T10:00:00+07:00`, "A B"],
    [`${DAY}T14:00:00+07:00`, "C"],
  ],
};
const MENTENG = {
  branch: "menteng",
  orders: 1,
  units: 5,
  sums: [
    ["1 × Black Forest Cake 24 cm", 1, "G:1"],
    ["4 × Klepon", 0, "G:4"],
  ],
  slots: [[`${DAY}T09:00:00+07:00`, "G"]],
};

describe("the production list (issue 36 item 1)", () => {
  it("sums the owner's day per branch, item and size, counting the writing, the open orders only", async () => {
    const answer = (await list(t.as.owner, { date: DAY })).data();
    expect(answer.date).toBe(DAY);
    expect(answer.timeZone).toBe(TZ);
    expect(answer.statuses).toEqual(["PENDING", "ACCEPTED", "READY"]);
    expect(answer.branch).toBeNull();
    expect(answer.branches.map((b) => b.id)).toEqual(["kemang", "menteng", "kelapa-gading"]);
    expect(answer.truncated).toBe(false);
    expect(figures(answer)).toEqual([KEMANG_OPEN, MENTENG]);
  });

  it("shows each order under its sum: number, slot, customer, note and words", async () => {
    const [kemang] = (await list(t.as.owner, { date: DAY, branch: "kemang" })).data().lists;
    const a = kemang!.orders.find((o) => o.uid === uids.A)!;
    expect(a).toMatchObject({
      number: uids.A.slice(-6),
      status: "PENDING",
      slot: `${DAY}T10:00:00+07:00`,
      customerName: "Rina",
      note: "atas nama Rina",
      orderMode: "PICKUP",
      awaitingPayment: false,
    });
    expect(kemang!.orders.find((o) => o.uid === uids.B)!.customerName).toBeNull();
    const twenty = kemang!.sums.find((s) => s.qty === 4)!;
    expect(twenty.parts.map((p) => p.writing.map((w) => w.text))).toEqual([
      ["Selamat ulang tahun Rina"],
      [],
      ["Happy birthday"],
    ]);
  });

  it("counts a completed order when asked, and never a cancelled one", async () => {
    const answer = (
      await list(t.as.owner, { date: DAY, status: "COMPLETED,ACCEPTED,PENDING" })
    ).data();
    expect(answer.statuses).toEqual(["PENDING", "ACCEPTED", "COMPLETED"]);
    const [kemang] = figures(answer);
    expect(kemang).toEqual({
      ...KEMANG_OPEN,
      orders: 4,
      units: 10,
      sums: [["2 × Black Forest Cake 16 cm", 0, "E:1 B:1"], ...KEMANG_OPEN.sums.slice(1)],
      slots: [[`${DAY}T08:00:00+07:00`, "E"], ...KEMANG_OPEN.slots],
    });
    const done = figures((await list(t.as.owner, { date: DAY, status: "COMPLETED" })).data());
    expect(done.map((b) => [b.branch, b.orders, b.units])).toEqual([["kemang", 1, 1]]);
    const refused = await list(t.as.owner, { date: DAY, status: "PENDING,CANCELLED" });
    expect(refused.status).toBe(400);
    expect(refused.reasonCode()).toBe("INVALID_QUERY");
  });

  it("counts an order for now on the day it was placed, one for later on its slot's day", async () => {
    const today = todayIn(TZ, new Date());
    const [kemang] = figures((await list(t.as.kemang, { date: today })).data());
    expect(kemang).toEqual({
      branch: "kemang",
      orders: 1,
      units: 2,
      sums: [["2 × Butter Croissant", 0, "H:2"]],
      slots: [[null, "H"]],
    });
    // Without a date: today's.
    expect((await list(t.as.kemang, {})).data().date).toBe(today);
    const after = figures((await list(t.as.kemang, { date: dateIn(4) })).data());
    expect(after.map((b) => b.sums)).toEqual([[["1 × Black Forest Cake 20 cm", 0, "F:1"]]]);
  });

  it("shows staff and managers their own branches only", async () => {
    const kemang = (await list(t.as.kemang, { date: DAY })).data();
    expect(kemang.branches.map((b) => b.id)).toEqual(["kemang"]);
    expect(figures(kemang)).toEqual([KEMANG_OPEN]);
    const manager = (await list(t.as.manager, { date: DAY })).data();
    expect(figures(manager)).toEqual([KEMANG_OPEN]);
    expect(figures((await list(t.as.menteng, { date: DAY })).data())).toEqual([MENTENG]);
    const owners = (await list(t.as.owner, { date: DAY, branch: "menteng" })).data();
    expect(owners.branch).toBe("menteng");
    expect(figures(owners)).toEqual([MENTENG]);

    const other = await list(t.as.kemang, { date: DAY, branch: "menteng" });
    expect([other.status, other.reasonCode()]).toEqual([403, "FORBIDDEN"]);
    const none = await list(t.as.owner, { date: DAY, branch: "nowhere" });
    expect([none.status, none.reasonCode()]).toEqual([400, "BRANCH_NOT_FOUND"]);
    const customer = await list(t.as.customer, { date: DAY });
    expect([customer.status, customer.reasonCode()]).toEqual([403, "FORBIDDEN"]);
  });

  it("refuses a day that is not a real date, saying so", async () => {
    for (const date of ["2026-02-30", "31-12-2026", "tomorrow"]) {
      const res = await list(t.as.owner, { date });
      expect([res.status, res.reasonCode()], date).toEqual([400, "INVALID_DATE"]);
    }
  });
});
