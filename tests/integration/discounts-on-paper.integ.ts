import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { AppliedDiscount } from "@/domain/promotions";
import { todayIn } from "@/domain/sales-days";
import { openDatabase } from "@/server/db/client";
import { courierBookings, orders } from "@/server/db/schema";
import { get } from "../support/http";
import { branchSnapshot, orderRow } from "../support/rows";
import { startServer } from "../support/server";
import { DEMO, serverForFile } from "../support/test-server";

// Issue 39 where staff and paper meet an order's discounts (docs/promotions.md): two orders written
// with their discounts as the placing step keeps them (orders.discounts, the total after them),
// then read back the way staff and the owner meet them: the board, the receipt's print page, the
// orders export, Today's revenue and couriers' money, the till. The numbers are made by hand.

const SETTINGS = { APP_SECRET: `discounts-on-paper-${randomBytes(16).toString("hex")}` };
const t = serverForFile("discounts-on-paper", {
  signIn: ["owner", "kemang", "customer"],
  settings: SETTINGS,
});
const TZ = "Asia/Jakarta";

const LEBARAN: AppliedDiscount = {
  source: "PROMOTION",
  promotionId: "promo-lebaran",
  name: "Lebaran 15%",
  code: "LEBARAN15",
  on: "ORDER",
  amount: 11_400,
};
const REWARD: AppliedDiscount = {
  source: "REWARD",
  promotionId: null,
  name: "",
  code: null,
  on: "ORDER",
  amount: 10_000,
};
const FREE_DELIVERY: AppliedDiscount = {
  source: "PROMOTION",
  promotionId: "promo-ongkir",
  name: "Free delivery",
  code: null,
  on: "DELIVERY",
  amount: 15_000,
};

const line = (itemId: string, name: string, qty: number, price: number) => ({
  uid: `${itemId}-line`,
  itemId,
  name,
  qty,
  price,
  description: "",
  images: [],
});

/** Two slices at 38.000 less 15% (11.400) and a 10.000 reward: 54.600, to pay at the outlet. */
const PICKUP = "DISCPAPER00000000001";
/** Klepon 28.000 delivered by courier for 15.000, the fee free: 28.000, paid in cash. */
const DELIVERED = "DISCPAPER00000000002";
const placedAt = new Date(Date.now() - 60_000);
const day = todayIn(TZ, placedAt);

async function writeOrders() {
  const customerId = t.as.customer.uid;
  await t.server.stop();
  const handle = await openDatabase(t.location);
  try {
    await handle.db.insert(orders).values([
      orderRow({
        id: PICKUP,
        brandId: "demo",
        customerId,
        branchId: "kemang",
        selectedBranch: branchSnapshot("kemang"),
        basket: {
          currency: "IDR",
          items: [line("black-forest-slice", "Black Forest Slice", 2, 38_000)],
        },
        discounts: [LEBARAN, REWARD],
        total: 76_000 - 21_400,
        createdAt: placedAt,
      }),
      orderRow({
        id: DELIVERED,
        brandId: "demo",
        customerId,
        branchId: "kemang",
        selectedBranch: branchSnapshot("kemang"),
        status: "COMPLETED",
        orderMode: "DELIVERY",
        deliveryMethod: {
          humanReadableName: "GoSend Instant",
          price: 15_000,
          courier: { service: "gojek/instant", quote: 12_300, etaMinutes: null },
        },
        basket: { currency: "IDR", items: [line("klepon", "Klepon", 1, 28_000)] },
        payment: { method: "cashOnDelivery", confirmation: "NOT_REQUIRED" },
        discounts: [FREE_DELIVERY],
        total: 28_000,
        createdAt: placedAt,
        paidAt: new Date(placedAt.getTime() + 30_000),
      }),
    ]);
    await handle.db.insert(courierBookings).values({
      id: "discpaper-booking",
      brandId: "demo",
      orderId: DELIVERED,
      aggregator: "biteship",
      service: "gojek/instant",
      providerOrderId: "p-discpaper",
      status: "delivered",
      cost: 12_300,
      bookedBy: "system",
    });
  } finally {
    await handle.close();
  }
  t.server = await startServer(t.location, SETTINGS);
}

describe("an order's discounts for staff and on paper", () => {
  it("are on the board's order, the total after them", async () => {
    await writeOrders();
    const board = await t.api.staff.board({ as: t.as.kemang });
    expect(board.status, board.body).toBe(200);
    const order = board.data().orders.find((o) => o.uid === PICKUP);
    expect(order).toMatchObject({ discounts: [LEBARAN, REWARD], total: 54_600 });
    // And the customer's own view of it.
    const mine = await t.api.orders.order({
      params: { brandId: "demo", orderId: DELIVERED },
      as: t.as.customer,
    });
    expect(mine.data()).toMatchObject({ discounts: [FREE_DELIVERY], total: 28_000 });
  });

  it("are each a line of the receipt, under the subtotal, above the total after them", async () => {
    const res = await get(t.baseUrl(), `/staff/print/${PICKUP}?kind=receipt`, DEMO, {
      cookie: t.as.kemang.cookie,
    });
    expect(res.status).toBe(200);
    const body = res.body.replaceAll("\u00a0", " ");
    const at = (pattern: RegExp) => body.search(pattern);
    expect(at(/Subtotal +Rp 76\.000/)).toBeGreaterThan(0);
    expect(at(/Promo: Lebaran 15% \(LEBARAN15\) +-Rp 11\.400/)).toBeGreaterThan(
      at(/Subtotal +Rp 76\.000/),
    );
    expect(at(/Reward +-Rp 10\.000/)).toBeGreaterThan(at(/LEBARAN15/));
    expect(at(/TOTAL +Rp 54\.600/)).toBeGreaterThan(at(/Reward +-Rp 10\.000/));
    const ticket = await get(t.baseUrl(), `/staff/print/${PICKUP}?kind=ticket`, DEMO, {
      cookie: t.as.kemang.cookie,
    });
    expect(ticket.body).toContain("KITCHEN TICKET");
    expect(ticket.body).not.toContain("LEBARAN15");
  });

  it("are columns of the export, where subtotal + fee - discount = total", async () => {
    const csv = await t.api.owner.ordersExport({
      query: { from: day, to: day, lang: "en" },
      as: t.as.owner,
    });
    expect(csv.status).toBe(200);
    const row = (id: string) => csv.body.split("\r\n").find((l) => l.includes(id))!;
    expect(row(PICKUP)).toMatch(
      /,76000,0,54600,IDR,Pay at outlet,,[^,]*,,,21400,Lebaran 15% \| Reward,LEBARAN15$/,
    );
    // The free delivery was the shop's: it paid the courier's whole cost.
    expect(row(DELIVERED)).toMatch(
      /,28000,15000,28000,IDR,Cash on delivery,[^,]+,[^,]*,12300,-12300,15000,Free delivery,$/,
    );
    const indonesian = await t.api.owner.ordersExport({
      query: { from: day, to: day, lang: "id" },
      as: t.as.owner,
    });
    expect(indonesian.body).toContain(",Diskon,Promo dan hadiah,Kode promo\r\n");
    expect(indonesian.body).toMatch(/,21400,Lebaran 15% \| Hadiah,LEBARAN15\r\n/);
  });

  it("leave Today's revenue the totals after them, and what customers paid for delivery", async () => {
    const sales = await t.api.owner.sales({ as: t.as.owner });
    expect(sales.status, sales.body).toBe(200);
    const report = sales.data();
    expect(report.total.find((f) => f.date === day)).toMatchObject({
      orders: 2,
      revenue: 54_600 + 28_000,
      cancelled: 0,
    });
    expect(report.couriers?.days).toEqual({ deliveries: 1, fees: 0, costs: 12_300 });
  });

  it("leave the till the totals after them: the cash to count is what was paid", async () => {
    const res = await t.api.till.day({
      query: { branchId: "kemang", date: day },
      as: t.as.owner,
    });
    expect(res.status, res.body).toBe(200);
    const { figures } = res.data();
    expect(figures.orders).toEqual({ count: 2, amount: 82_600 });
    expect(figures.paid).toEqual({ count: 1, amount: 28_000 });
    expect(figures.expectedCash).toBe(28_000);
  });
});
