import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { CourierMoney } from "@/domain/courier-money";
import type { CouriersView } from "@/domain/courier-settings-schema";
import { todayIn } from "@/domain/sales-days";
import { openDatabase } from "@/server/db/client";
import { courierBookings, orders } from "@/server/db/schema";
import { orderRow } from "../support/rows";
import { startServer } from "../support/server";
import { serverForFile } from "../support/test-server";

// Issue 38 items 1 and 5 over HTTP: the owner's couriers in the console. The key is saved sealed
// and only ever answered masked; left empty it keeps the stored one; every bad field is named; a
// check of the key asks the stand-in for a quote and says its failures; staff are refused. Then
// the money: bookings written into the database beside their orders, and what Today, the export
// and the numbers say of them.

// A known APP_SECRET: the sessions and the sealed key outlive the restart below.
const SETTINGS = {
  APP_SECRET: `owner-couriers-${randomBytes(16).toString("hex")}`,
  COURIER_PROVIDER: "standin",
};
const t = serverForFile("owner-couriers", {
  signIn: ["owner", "kemang", "customer"],
  settings: SETTINGS,
});

const KEY = "standin-works-0123456789";
const FORM = {
  apiKey: KEY,
  fee: { kind: "quote", roundTo: 1000, adjust: 2000 },
  keepSegments: true,
  branches: {
    kemang: {
      services: ["gojek/instant", "grab/instant"],
      booking: { kind: "before_slot", minutes: 45 },
    },
    menteng: { services: [], booking: { kind: "manual" } },
  },
};

const view = async () => {
  const res = await t.api.owner.couriers({ as: t.as.owner });
  expect(res.status, res.body).toBe(200);
  expect(res.body).not.toContain(KEY.slice(4, -4));
  return res.data();
};
const save = (body: Record<string, unknown>) => t.api.owner.saveCouriers({ body, as: t.as.owner });
const problemsOf = (res: { json<T>(): T }) =>
  res.json<{ error: { problems: { field: string; problem: string }[] } }>().error.problems;

describe("the owner's couriers", () => {
  it("starts with none, and says what to paste at Biteship", async () => {
    // The stand-in's demo gives the demo brands couriers on their first start: none here.
    const removed = await t.api.owner.removeCouriers({ body: {}, as: t.as.owner });
    expect(removed.status, removed.body).toBe(200);
    const first = await view();
    expect(first).toMatchObject({
      account: null,
      settings: null,
      webhookHeader: "x-kedai-courier-secret",
      webhookSecret: null,
    });
    expect(first.webhookUrl).toMatch(
      /^http:\/\/demo\.localhost(:\d+)?\/api\/couriers\/demo\/webhook$/,
    );
    expect(first.branches.map((b) => b.id)).toContain("kemang");
    const none = await t.api.owner.checkCouriers({ body: {}, as: t.as.owner });
    expect(none.status).toBe(409);
    expect(none.reasonCode()).toBe("COURIERS_NOT_SET");
  });

  it("needs the key on the first save; saves sealed and answers it masked", async () => {
    const keyless = await save({ ...FORM, apiKey: "" });
    expect(keyless.status).toBe(400);
    expect(problemsOf(keyless)).toEqual([{ field: "apiKey", problem: "missing" }]);
    const res = await save(FORM);
    expect(res.status, res.body).toBe(200);
    expect(res.body).not.toContain(KEY);
    const saved: CouriersView = res.data();
    expect(saved.account).toMatchObject({ maskedKey: "stan…6789", aggregator: "biteship" });
    expect(saved.webhookSecret).toMatch(/^[\w-]{20,}$/);
    // A branch offering no service is not in the settings.
    expect(saved.settings).toEqual({
      aggregator: "biteship",
      fee: { kind: "quote", roundTo: 1000, adjust: 2000 },
      keepSegments: true,
      branches: {
        kemang: {
          services: ["gojek/instant", "grab/instant"],
          booking: { kind: "before_slot", minutes: 45 },
        },
      },
    });
  });

  it("keeps the key when left empty, and the webhook secret across saves", async () => {
    const before = await view();
    const res = await save({ ...FORM, apiKey: "", fee: { kind: "flat", price: 9_000 } });
    expect(res.status, res.body).toBe(200);
    const after: CouriersView = res.data();
    expect(after.account?.maskedKey).toBe("stan…6789");
    expect(after.webhookSecret).toBe(before.webhookSecret);
    expect(after.settings?.fee).toEqual({ kind: "flat", price: 9_000 });
    const check = await t.api.owner.checkCouriers({ body: {}, as: t.as.owner });
    expect(check.status, check.body).toBe(200);
    const rates = check.data().rates;
    expect(rates.map((r) => r.service).sort()).toEqual(["gojek/instant", "grab/instant"]);
    for (const r of rates) expect(r.price).toBeGreaterThan(0);
  });

  it("names every bad field, and keeps what was stored", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ branches: { elsewhere: FORM.branches.kemang } }, "branches.elsewhere", "unknownBranch"],
      [
        { branches: { kemang: { services: ["gojek/helicopter"], booking: { kind: "manual" } } } },
        "branches.kemang.services",
        "unknownService",
      ],
      [
        {
          branches: {
            kemang: { services: ["gojek/instant"], booking: { kind: "before_slot", minutes: 5 } },
          },
        },
        "branches.kemang.booking.minutes",
        "range",
      ],
      [{ fee: { kind: "flat", price: -1 } }, "fee.price", "negative"],
      [{ fee: { kind: "quote", roundTo: 1000, adjust: "a lot" } }, "fee.adjust", "notNumber"],
      [{ fee: { kind: "quote", roundTo: 300, adjust: 0 } }, "fee.roundTo", "choice"],
      [{ apiKey: "two words" }, "apiKey", "shape"],
      [{ keepSegments: "yes" }, "keepSegments", "invalid"],
    ];
    for (const [change, field, problem] of cases) {
      const res = await save({ ...FORM, apiKey: "", ...change });
      expect(res.status, field).toBe(400);
      expect(res.reasonCode()).toBe("COURIER_SETTINGS_INVALID");
      expect(problemsOf(res), field).toContainEqual({ field, problem });
    }
    expect((await view()).settings?.fee).toEqual({ kind: "flat", price: 9_000 });
  });

  it("refuses staff who are not the owner, and nobody signed in", async () => {
    const staff = await t.api.owner.couriers({ as: t.as.kemang });
    expect(staff.status).toBe(403);
    const staffSave = await t.api.owner.saveCouriers({ body: FORM, as: t.as.kemang });
    expect(staffSave.status).toBe(403);
    for (const call of [t.api.owner.checkCouriers, t.api.owner.removeCouriers])
      expect((await call({ body: {}, as: t.as.kemang })).status).toBe(403);
    expect((await t.api.owner.couriers({})).status).toBe(401);
  });

  it("says when the aggregator refuses the key or does not answer", async () => {
    for (const [apiKey, kind] of [
      ["standin-unauthorized", "unauthorized"],
      ["standin-down", "unavailable"],
    ] as const) {
      expect((await save({ ...FORM, apiKey })).status).toBe(200);
      const res = await t.api.owner.checkCouriers({ body: {}, as: t.as.owner });
      expect(res.status, res.body).toBe(502);
      expect(res.reasonCode()).toBe("COURIER_CHECK_FAILED");
      expect(res.json<{ error: { kind: string } }>().error.kind).toBe(kind);
      expect(res.body).not.toContain(apiKey);
    }
  });

  it("removes the couriers; a second removal has none to remove", async () => {
    const res = await t.api.owner.removeCouriers({ body: {}, as: t.as.owner });
    expect(res.status, res.body).toBe(200);
    expect(res.data()).toMatchObject({ account: null, settings: null, webhookSecret: null });
    const again = await t.api.owner.removeCouriers({ body: {}, as: t.as.owner });
    expect(again.status).toBe(409);
  });
});

describe("couriers' money", () => {
  it("puts the couriers' cost beside the delivery fees in Today, the export and the numbers", async () => {
    const now = new Date();
    const customerId = t.as.customer.uid;
    const delivery = (price: number) => ({
      humanReadableName: "GoSend Instant",
      price,
      courier: { service: "gojek/instant" as const, quote: 12_300, etaMinutes: null },
    });
    const order = (id: string, price: number, status: "COMPLETED" | "CANCELLED" = "COMPLETED") =>
      orderRow({
        id,
        brandId: "demo",
        customerId,
        status,
        orderMode: "DELIVERY",
        branchId: "kemang",
        deliveryMethod: delivery(price),
        total: 50_000 + price,
        createdAt: new Date(now.getTime() - 60_000),
      });
    const booking = (id: string, orderId: string, status: string, cost: number | null) => ({
      id,
      brandId: "demo",
      orderId,
      aggregator: "biteship" as const,
      service: "gojek/instant" as const,
      providerOrderId: `p-${id}`,
      status: status as "delivered",
      cost,
      bookedBy: "system",
    });
    await t.server.stop();
    const handle = await openDatabase(t.location);
    try {
      await handle.db.insert(orders).values([
        order("CMONEY000000000000001", 15_000), // delivered: kept 2.700
        order("CMONEY000000000000002", 10_000), // a failed booking, then a delivered one
        order("CMONEY000000000000003", 12_000, "CANCELLED"), // picked up, then cancelled
        order("CMONEY000000000000004", 14_000), // no driver found: costs nothing, not counted
      ]);
      await handle.db
        .insert(courierBookings)
        .values([
          booking("cb1", "CMONEY000000000000001", "delivered", 12_300),
          booking("cb2a", "CMONEY000000000000002", "courier_not_found", null),
          booking("cb2b", "CMONEY000000000000002", "delivered", 13_500),
          booking("cb3", "CMONEY000000000000003", "returned", 11_000),
          booking("cb4", "CMONEY000000000000004", "cancelled", 14_000),
        ]);
    } finally {
      await handle.close();
    }
    t.server = await startServer(t.location, SETTINGS);
    const expected: CourierMoney = { deliveries: 3, fees: 25_000, costs: 36_800 };

    const sales = await t.api.owner.sales({ as: t.as.owner });
    expect(sales.status, sales.body).toBe(200);
    expect(sales.data().couriers).toEqual({ today: expected, days: expected });

    const today = todayIn("Asia/Jakarta", now);
    const csv = await t.api.owner.ordersExport({
      query: { from: today, to: today, lang: "en" },
      as: t.as.owner,
    });
    expect(csv.status).toBe(200);
    expect(csv.body).toContain(
      ",Courier cost,Delivery fee minus courier cost,Discount,Promotions and rewards,Promo codes\r\n",
    );
    const line = (id: string) => csv.body.split("\r\n").find((l) => l.includes(id))!;
    expect(line("CMONEY000000000000001")).toMatch(/,12300,2700,0,,$/);
    expect(line("CMONEY000000000000002")).toMatch(/,13500,-3500,0,,$/);
    expect(line("CMONEY000000000000003")).toMatch(/,11000,-11000,0,,$/);
    expect(line("CMONEY000000000000004")).toMatch(/,,,0,,$/);

    const numbers = await t.api.manage.numbers({ query: { range: "thisWeek" }, as: t.as.owner });
    expect(numbers.status, numbers.body).toBe(200);
    expect(numbers.data().couriers).toEqual(expected);
    const menteng = await t.api.manage.numbers({
      query: { range: "thisWeek", branch: "menteng" },
      as: t.as.owner,
    });
    expect(menteng.data().couriers).toEqual({ deliveries: 0, fees: 0, costs: 0 });
  });
});
