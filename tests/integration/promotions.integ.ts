import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { PricePreview } from "@/contract/promotions";
import type { LoyaltyView } from "@/domain/loyalty";
import type { OrderView } from "@/domain/order";
import type { PromotionBenefit } from "@/domain/promotions";
import type { Exec } from "../support/board-history";
import { withDatabase } from "../support/board-history";
import type { HttpAnswer } from "../support/http";
import { pickupOrder } from "../support/order-bodies";
import type { Doc } from "../support/owner-server";
import { ownerCalls } from "../support/owner-server";
import {
  insertPromotion,
  readCounters,
  readLoyalty,
  STAMP_CARD,
  writeLoyalty,
} from "../support/promotions";
import { startServer } from "../support/server";
import type { TestSession } from "../support/sessions";
import { PEOPLE, serverForFile } from "../support/test-server";

// Issue 39 over HTTP, on PGlite and (with DATABASE_URL) PostgreSQL (decision 0050): promotions and
// a stamp card written into demo's database, then customers and staff at work. A code with one use
// left and twenty customers at once: one order, nineteen refused, the counters right; a cancelled
// or refunded order gives its use back; a client's prices change nothing; the preview is what
// placing charges; stamps earned on completion (staff-taken orders too), one reward spent once.

const RACERS = Array.from({ length: 20 }, (_, i) => `+62811000002${String(i).padStart(2, "0")}`);
const LOYAL = "+6281100000231";
const CALLER = "+6281100000232";
const PHONES = [...RACERS, LOYAL, CALLER];

const t = serverForFile("promotions", {
  signIn: ["owner", "kemang", "menteng", "customer", "otherCustomer", "kopiOwner"],
  phones: PHONES,
});
/** The server's settings when it starts again (serverForFile's, which it does not hand out). */
const SETTINGS = {
  OTP_IP_PER_HOUR: "1000",
  OTP_PHONE_COOLDOWN_SECONDS: "0",
  AUTH_TEST_PHONE_NUMBERS: [...new Set([...Object.values(PEOPLE).map((p) => p.phone), ...PHONES])]
    .map((n) => `${n}:12345`)
    .join(","),
};

const SLICE = "black-forest-slice"; // Rp 38.000 at Kemang and Menteng
const KLEPON = "klepon"; // Rp 28.000

/** Writes the database: PGlite is one process's, so the server stops meanwhile; PostgreSQL's runs. */
async function inDatabase<T>(work: (exec: Exec) => Promise<T>): Promise<T> {
  const embedded = !t.location.databaseUrl;
  if (embedded) await t.server.stop();
  let answer: T | undefined;
  try {
    await withDatabase(t.location, async (exec) => {
      answer = await work(exec);
    });
  } finally {
    if (embedded) t.server = await startServer(t.location, SETTINGS);
  }
  return answer as T;
}

const ids = {} as Record<
  "lastOne" | "twice" | "campaign" | "refund" | "small" | "menteng" | "kopi",
  string
>;
const racers: TestSession[] = [];
let loyal: TestSession;

beforeAll(async () => {
  // Online payment through the simulator, for the refund.
  const saved = await ownerCalls(t.baseUrl, () => t.as.owner).change((d: Doc) => {
    d.storeConfigs.salesChannels.customerApp.paymentsMethods.online = {
      merchantLevelConfigs: {
        isActive: true,
        configType: "ONLINE",
        provider: "simulator",
        channels: ["QRIS"],
      },
    };
  });
  expect(saved.status, saved.body).toBe(200);
  for (const phone of RACERS) racers.push(await t.signIn(phone));
  loyal = await t.signIn(LOYAL);
  await inDatabase(async (exec) => {
    const code = (name: string, benefit: PromotionBenefit, caps = {}, codes: string[] = [name]) =>
      insertPromotion(exec, "demo", { name, trigger: "CODE", benefit, caps }, codes);
    const off = (amount: number): PromotionBenefit => ({
      type: "AMOUNT_OFF",
      amount,
      target: { scope: "ORDER" },
    });
    ids.lastOne = await code("LASTONE", off(5000), { total: 1 });
    ids.twice = await code("TWICE", off(3000), { perCustomer: 2 });
    ids.refund = await code("REFUNDME", off(4000), { total: 1 });
    ids.small = await code("SMALL", {
      type: "PERCENT_OFF",
      percent: 5,
      maxDiscount: null,
      target: { scope: "ORDER" },
    });
    ids.campaign = await insertPromotion(
      exec,
      "demo",
      { name: "Campaign", trigger: "CODE", benefit: off(2000) },
      [
        { code: "GEN-ABCD", maxUses: 1 },
        { code: "GEN-EFGH", maxUses: 1 },
      ],
    );
    // Menteng's automatic 20%: every order there gets it, and beats a smaller code.
    ids.menteng = await insertPromotion(exec, "demo", {
      name: "Menteng 20%",
      benefit: { type: "PERCENT_OFF", percent: 20, maxDiscount: null, target: { scope: "ORDER" } },
      conditions: { branchIds: ["menteng"] },
    });
    // Automatic ones customers are not shown: ended, used up, paused, archived.
    const ended = { conditions: { branchIds: ["kelapa-gading"], endsAt: "2020-01-01T00:00:00Z" } };
    await insertPromotion(exec, "demo", { name: "Ended", ...ended });
    const gading = { conditions: { branchIds: ["kelapa-gading"] } };
    await insertPromotion(exec, "demo", {
      name: "Used up",
      ...gading,
      caps: { total: 1 },
      uses: 1,
    });
    await insertPromotion(exec, "demo", { name: "Paused", ...gading, active: false });
    await insertPromotion(exec, "demo", { name: "Archived", ...gading, archived: true });
    // Kopi's code: not demo's.
    ids.kopi = await insertPromotion(exec, "kopi", { name: "Kopi", trigger: "CODE" }, ["KOPI10"]);
    await writeLoyalty(exec, "demo", { active: true, program: STAMP_CARD });
  });
}, 180_000);

const place = (who: TestSession, body: object, key: string = randomUUID()) =>
  t.api.orders.placeOrder({
    params: { brandId: "demo" },
    rawBody: body,
    as: who,
    headers: { "x-idempotency-key": key },
  });
const pickup = (
  branch: string,
  extra: Record<string, unknown> = {},
  items: [string, number][] = [[SLICE, 1]],
) =>
  pickupOrder(
    branch,
    items.map(([itemId, qty]) => ({ itemId, qty })),
    extra,
  );
const uidOf = (res: HttpAnswer) => {
  expect(res.status, res.body).toBe(200);
  return res.json<{ data: { uid: string } }>().data.uid;
};
const refusal = (res: HttpAnswer) => res.json<{ error: Doc }>().error;
const orderOf = async (who: TestSession, uid: string) =>
  (
    await t.api.orders.order({ params: { brandId: "demo", orderId: uid }, as: who })
  ).data() as unknown as OrderView;
const staffMove = async (uid: string, status: string, staff = t.as.kemang, reason?: string) => {
  const res = await t.api.staff.changeStatus({
    params: { orderId: uid },
    rawBody: { status, ...(reason && { reason }) },
    as: staff,
  });
  expect(res.status, res.body).toBe(200);
};
const complete = async (uid: string, staff = t.as.kemang) => {
  await staffMove(uid, "ACCEPTED", staff);
  await staffMove(uid, "COMPLETED", staff);
};
const preview = (who: TestSession, body: object) =>
  t.api.storefront.pricePreview({ rawBody: body, as: who });
const loyaltyOf = async (who: TestSession) =>
  (await t.api.account.loyalty({ params: { id: who.uid }, as: who })).data() as LoyaltyView | null;

describe("a code with one use left", () => {
  it("goes to exactly one of twenty customers placing at once; the nineteen others are refused and nothing of theirs is written", async () => {
    const answers = await Promise.all(
      racers.map((who) => place(who, pickup("kemang", { promoCode: "lastone" }))),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    const lost = answers.filter((a) => a.status !== 200);
    expect(lost.map((a) => a.status)).toEqual(Array(19).fill(409));
    for (const a of lost)
      expect(refusal(a)).toMatchObject({
        reasonCode: "PROMO_CODE_NOT_APPLICABLE",
        reason: "USED_UP",
      });
    const winner = racers[answers.indexOf(won[0]!)]!;
    const order = await orderOf(winner, uidOf(won[0]!));
    expect(order.discounts).toEqual([
      {
        source: "PROMOTION",
        promotionId: ids.lastOne,
        name: "LASTONE",
        code: "LASTONE",
        on: "ORDER",
        amount: 5000,
      },
    ]);
    expect(order.total).toBe(38000 - 5000);
    // The losers placed nothing at all.
    for (const who of racers.filter((r) => r !== winner)) {
      const mine = await t.api.orders.myOrders({ params: { id: who.uid }, as: who });
      expect(mine.data()).toEqual([]);
    }
    const counters = await inDatabase((exec) => readCounters(exec, ids.lastOne));
    expect(counters.uses).toBe(1);
    expect(counters.codes).toEqual({ LASTONE: 1 });
    expect(counters.customers).toEqual({ [winner.uid]: 1 });
    expect(Object.keys(counters.orders)).toEqual([order.uid]);

    // Cancelled by staff: the use comes back, once, and the code works again.
    await staffMove(order.uid, "CANCELLED", t.as.kemang, "Out of stock");
    const again = await place(t.as.otherCustomer, pickup("kemang", { promoCode: "LASTONE" }));
    const second = await orderOf(t.as.otherCustomer, uidOf(again));
    expect(second.total).toBe(33000);
    const after = await inDatabase((exec) => readCounters(exec, ids.lastOne));
    expect(after.uses).toBe(1);
    expect(after.codes).toEqual({ LASTONE: 1 });
    expect(after.customers).toEqual({ [winner.uid]: 0, [t.as.otherCustomer.uid]: 1 });
    expect(after.orders[order.uid]?.returned).toBe(true);
    expect(after.orders[second.uid]?.returned).toBe(false);
    await staffMove(second.uid, "CANCELLED", t.as.kemang, "Tidy up");
  });

  it("is claimed once by an idempotent retry: the same key and body answer the same order", async () => {
    const key = randomUUID();
    const body = pickup("kemang", { promoCode: "TWICE" });
    const [a, b] = await Promise.all([place(racers[0]!, body, key), place(racers[0]!, body, key)]);
    expect(uidOf(a)).toBe(uidOf(b));
    const retried = await place(racers[0]!, body, key);
    expect(uidOf(retried)).toBe(uidOf(a));
    // One use of two: a second order still gets it.
    uidOf(await place(racers[0]!, body));
    const third = await place(racers[0]!, body);
    expect(third.status).toBe(409);
    expect(refusal(third)).toMatchObject({ reason: "CUSTOMER_LIMIT" });
  });
});

describe("a per-customer cap", () => {
  it("lets each customer use it as often as it says, and no more", async () => {
    const body = () => pickup("kemang", { promoCode: " twice " });
    const who = racers[1]!;
    uidOf(await place(who, body()));
    const second = uidOf(await place(who, body()));
    const third = await place(who, body());
    expect(third.status).toBe(409);
    expect(refusal(third)).toMatchObject({
      reasonCode: "PROMO_CODE_NOT_APPLICABLE",
      reason: "CUSTOMER_LIMIT",
    });
    // Another customer still may.
    uidOf(await place(racers[2]!, body()));
    // A cancelled order gives the customer's use back.
    await staffMove(second, "CANCELLED", t.as.kemang, "Changed mind");
    uidOf(await place(who, body()));
  });
});

describe("a campaign's generated code", () => {
  it("is used once; cancelled, it works again; the other codes are untouched", async () => {
    const first = uidOf(await place(racers[3]!, pickup("kemang", { promoCode: "gen-abcd" })));
    const used = await place(racers[4]!, pickup("kemang", { promoCode: "GEN-ABCD" }));
    expect(used.status).toBe(409);
    expect(refusal(used)).toMatchObject({ reason: "CODE_USED" });
    uidOf(await place(racers[4]!, pickup("kemang", { promoCode: "GEN-EFGH" })));
    await staffMove(first, "CANCELLED", t.as.kemang, "Wrong branch");
    uidOf(await place(racers[4]!, pickup("kemang", { promoCode: "GEN-ABCD" })));
  });
});

describe("prices only the server computes", () => {
  it("ignores discounts, totals and prices a client sends", async () => {
    const forged = {
      ...pickup("kemang", {
        promoCode: "TWICE",
        discounts: [{ source: "PROMOTION", promotionId: ids.lastOne, on: "ORDER", amount: 38000 }],
        discount: 38000,
        total: 1,
      }),
      basket: { currency: "IDR", items: [{ itemId: SLICE, qty: 1, price: 1, name: "Free" }] },
      deliveryFee: 0,
    };
    const order = await orderOf(racers[5]!, uidOf(await place(racers[5]!, forged)));
    expect(order.basket.items[0]).toMatchObject({ itemId: SLICE, price: 38000 });
    expect(order.discounts).toEqual([
      expect.objectContaining({ promotionId: ids.twice, amount: 3000 }),
    ]);
    expect(order.total).toBe(35000);
  });

  it("says another brand's code, or one never made, is unknown", async () => {
    for (const code of ["KOPI10", "NOPE-123"]) {
      const res = await place(racers[5]!, pickup("kemang", { promoCode: code }));
      expect(res.status).toBe(409);
      expect(refusal(res)).toMatchObject({
        reasonCode: "PROMO_CODE_NOT_APPLICABLE",
        reason: "UNKNOWN_CODE",
      });
    }
    // On kopi's own host it is kopi's: taken off there.
    const kopi = await t.kopi.storefront.pricePreview({
      rawBody: pickupOrder("sabang", [{ itemId: "butter-croissant", qty: 1 }], {
        promoCode: "KOPI10",
      }),
      as: t.as.kopiOwner,
    });
    expect(kopi.status, kopi.body).toBe(200);
    expect(kopi.json<{ data: PricePreview }>().data).toMatchObject({ items: 26000, total: 23400 });
  });
});

describe("the preview", () => {
  it("prices as placing charges: the better automatic promotion wins over a code (NOT_BEST)", async () => {
    const body = pickup("menteng", { promoCode: "SMALL" }, [
      [SLICE, 2],
      [KLEPON, 1],
    ]);
    const res = await preview(racers[6]!, body);
    expect(res.status, res.body).toBe(200);
    const priced = res.json<{ data: PricePreview }>().data;
    const items = 2 * 38000 + 28000;
    expect(priced).toMatchObject({
      items,
      delivery: 0,
      codeProblem: { problem: "NOT_BEST" },
      total: items - Math.floor(items * 0.2),
    });
    expect(priced.discounts).toEqual([
      {
        source: "PROMOTION",
        promotionId: ids.menteng,
        name: "Menteng 20%",
        code: null,
        on: "ORDER",
        amount: Math.floor(items * 0.2),
      },
    ]);
    expect(priced.loyalty).toMatchObject({ program: STAMP_CARD, balance: 0, canRedeem: false });
    const placed = await orderOf(racers[6]!, uidOf(await place(racers[6]!, body)));
    expect(placed.total).toBe(priced.total);
    expect(placed.discounts).toEqual(priced.discounts);
  });

  it("answers a code's problem as placing would, with what is missing", async () => {
    const res = await preview(racers[6]!, pickup("kemang", { promoCode: "GEN-ZZZZ" }));
    expect(res.status).toBe(409);
    expect(refusal(res)).toMatchObject({
      reasonCode: "PROMO_CODE_NOT_APPLICABLE",
      reason: "UNKNOWN_CODE",
    });
    const reward = await preview(racers[6]!, pickup("kemang", { redeemReward: true }));
    expect(reward.status).toBe(409);
    expect(refusal(reward)).toMatchObject({
      reasonCode: "REWARD_NOT_AVAILABLE",
      reason: "NOT_ENOUGH",
    });
  });

  it("answers 20 codes an hour that name nothing, then 429; codes that exist still answer", async () => {
    const guesser = racers[9]!;
    for (let i = 0; i < 20; i++) {
      const res = await preview(guesser, pickup("kemang", { promoCode: `GEN-GUESS${i}` }));
      expect(refusal(res)).toMatchObject({ reason: "UNKNOWN_CODE" });
    }
    const limited = await preview(guesser, pickup("kemang", { promoCode: "GEN-GUESS20" }));
    expect(limited.status).toBe(429);
    expect(refusal(limited)).toMatchObject({ reasonCode: "RATE_LIMITED" });
    const known = await preview(guesser, pickup("kemang", { promoCode: "TWICE" }));
    expect(known.status, known.body).toBe(200);
  });

  it("needs a signed-in customer", async () => {
    const res = await t.api.storefront.pricePreview({ rawBody: pickup("kemang") });
    expect(res.status).toBe(401);
  });
});

describe("the promotions customers are shown", () => {
  it("are the automatic ones that are on, not ended, not used up; never a code's, nor caps or counts", async () => {
    const res = await t.api.storefront.promotions({});
    const { promotions } = res.data();
    expect(promotions.map((p) => p.name)).toEqual(["Menteng 20%"]);
    expect(promotions[0]).toEqual({
      id: ids.menteng,
      name: "Menteng 20%",
      benefit: { type: "PERCENT_OFF", percent: 20, maxDiscount: null, target: { scope: "ORDER" } },
      conditions: expect.objectContaining({ branchIds: ["menteng"] }),
    });
  });
});

describe("a refunded order paid online", () => {
  it("gives its code's use back", async () => {
    const body = pickup("kemang", {
      promoCode: "REFUNDME",
      payment: { method: "online", confirmation: { channel: "QRIS" } },
    });
    const uid = uidOf(await place(racers[7]!, body));
    const refused = await place(racers[8]!, pickup("kemang", { promoCode: "REFUNDME" }));
    expect(refusal(refused)).toMatchObject({ reason: "USED_UP" });
    const paid = await t.api.payments.simulate({
      params: { reference: uid },
      body: { outcome: "PAID" },
    });
    expect(paid.status, paid.body).toBe(200);
    await staffMove(uid, "CANCELLED", t.as.kemang, "Oven broke");
    await expect
      .poll(async () => ((await orderOf(racers[7]!, uid)) as unknown as Doc).onlinePayment.state, {
        timeout: 20_000,
      })
      .toBe("REFUNDED");
    uidOf(await place(racers[8]!, pickup("kemang", { promoCode: "REFUNDME" })));
    const counters = await inDatabase((exec) => readCounters(exec, ids.refund));
    expect(counters.uses).toBe(1);
    expect(counters.orders[uid]?.returned).toBe(true);
  });
});

describe("a stamp card", () => {
  it("earns a stamp per completed order, spends one reward once when two orders race for it, and returns it when that order is cancelled", async () => {
    // Three orders of Rp 38.000 (at least Rp 25.000): three stamps, one reward.
    const first = uidOf(await place(loyal, pickup("kemang")));
    await complete(first);
    expect(await loyaltyOf(loyal)).toMatchObject({ balance: 1, canRedeem: false });
    for (let i = 0; i < 2; i++) await complete(uidOf(await place(loyal, pickup("kemang"))));
    const full = await loyaltyOf(loyal);
    expect(full).toMatchObject({ balance: 3, canRedeem: true });
    expect(full!.history.map((h) => [h.kind, h.amount])).toEqual([
      ["EARN", 1],
      ["EARN", 1],
      ["EARN", 1],
    ]);
    // A small order earns none (under the card's Rp 25.000).
    await complete(uidOf(await place(loyal, pickup("kemang", {}, [["teh-tarik", 1]]))));
    expect((await loyaltyOf(loyal))!.balance).toBe(3);

    const seen = await preview(loyal, pickup("kemang", { redeemReward: true }));
    expect(seen.json<{ data: PricePreview }>().data).toMatchObject({ total: 18000 });
    const both = await Promise.all([
      place(loyal, pickup("kemang", { redeemReward: true })),
      place(loyal, pickup("kemang", { redeemReward: true })),
    ]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
    const lost = both.find((a) => a.status === 409)!;
    expect(refusal(lost)).toMatchObject({
      reasonCode: "REWARD_NOT_AVAILABLE",
      reason: "NOT_ENOUGH",
    });
    const uid = uidOf(both.find((a) => a.status === 200)!);
    const order = await orderOf(loyal, uid);
    expect(order.discounts).toEqual([
      { source: "REWARD", promotionId: null, name: "", code: null, on: "ORDER", amount: 20000 },
    ]);
    expect(order.total).toBe(18000);
    expect((await loyaltyOf(loyal))!.balance).toBe(0);

    await staffMove(uid, "CANCELLED", t.as.kemang, "Closing");
    const back = await loyaltyOf(loyal);
    expect(back).toMatchObject({ balance: 3, canRedeem: true });
    expect(back!.history.slice(0, 2).map((h) => [h.kind, h.amount, h.orderId])).toEqual([
      ["RETURN", 3, uid],
      ["REDEEM", -3, uid],
    ]);

    // Redeemed and completed: the stamp is earned on what the items cost after the reward.
    const redeemed = uidOf(
      await place(loyal, pickup("kemang", { redeemReward: true }, [[SLICE, 2]])),
    );
    await complete(redeemed);
    const ledger = await inDatabase((exec) => readLoyalty(exec, "demo", loyal.uid));
    expect(ledger.balance).toBe(1);
    expect(ledger.entries.filter((e) => e.orderId === redeemed)).toEqual([
      { kind: "REDEEM", amount: -3, orderId: redeemed },
      { kind: "EARN", amount: 1, orderId: redeemed },
    ]);
  });

  it("earns on an order staff take by phone too", async () => {
    const taken = await t.api.staffOrders.take({
      rawBody: {
        phoneNumber: CALLER,
        name: "Budi",
        order: pickup("kemang", { promoCode: "TWICE" }),
      },
      as: t.as.kemang,
      headers: { "x-idempotency-key": randomUUID() },
    });
    const uid = uidOf(taken);
    await complete(uid);
    const caller = await t.signIn(CALLER);
    const order = await orderOf(caller, uid);
    expect(order.discounts).toEqual([
      expect.objectContaining({ promotionId: ids.twice, amount: 3000 }),
    ]);
    expect(await loyaltyOf(caller)).toMatchObject({ balance: 1 });
    // A reward is redeemed by its customer at checkout only.
    const reward = await t.api.staffOrders.take({
      rawBody: { phoneNumber: CALLER, order: pickup("kemang", { redeemReward: true }) },
      as: t.as.kemang,
      headers: { "x-idempotency-key": randomUUID() },
    });
    expect(reward.status).toBe(400);
  });

  it("is null for a brand without a program, and is the customer's own", async () => {
    const other = await t.api.account.loyalty({ params: { id: loyal.uid }, as: t.as.customer });
    expect(other.status).toBe(403);
    const kopi = await t.kopi.account.loyalty({
      params: { id: t.as.kopiOwner.uid },
      as: t.as.kopiOwner,
    });
    expect(kopi.data()).toBeNull();
  });
});
