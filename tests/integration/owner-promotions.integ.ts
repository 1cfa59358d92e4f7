import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { OwnerPromotions } from "@/contract/owner-promotions";
import { openDatabase } from "@/server/db/client";
import {
  loyaltyAccounts,
  loyaltyEntries,
  orders,
  promotionCodes,
  promotions,
  promotionUses,
} from "@/server/db/schema";
import { orderRow } from "../support/rows";
import { startServer } from "../support/server";
import { serverForFile } from "../support/test-server";

// Issue 39 items 1, 4 and 5 over HTTP: the owner's promotions in the console. Each kind created and
// read back; every bad field named and nothing written; a code the brand has refused, also when two
// owners' tabs ask for it at once; changed, paused, resumed, archived; a campaign's codes generated
// unique, without look-alikes, and downloaded; loyalty settings; a manager refused. Then the
// numbers: orders with their promotion uses and loyalty entries written into the database, and what
// the Promotions page says of them.

// A known APP_SECRET: the sessions outlive the restart below.
const SETTINGS = { APP_SECRET: `owner-promotions-${randomBytes(16).toString("hex")}` };
const t = serverForFile("owner-promotions", {
  signIn: ["owner", "manager", "customer"],
  settings: SETTINGS,
});

const LEBARAN = {
  name: "Lebaran 20%",
  trigger: "CODE",
  benefit: { type: "PERCENT_OFF", percent: 20, maxDiscount: 50_000, target: { scope: "ORDER" } },
  conditions: {
    minimumSpend: 100_000,
    startsAt: "2026-03-01T00:00:00+07:00",
    endsAt: "2099-04-01T00:00:00+07:00",
    hours: { from: "10:00", to: "14:00" },
    branchIds: ["kemang", "menteng"],
    orderModes: ["DELIVERY"],
    paymentMethods: ["transfer"],
    firstOrderOnly: true,
  },
  caps: { total: 100, perCustomer: 1 },
  codes: { kind: "ONE", code: "lebaran" },
};
const CAKES = {
  name: "Cakes Rp 10.000 off",
  trigger: "AUTOMATIC",
  benefit: {
    type: "AMOUNT_OFF",
    amount: 10_000,
    target: { scope: "SECTIONS", sectionIds: ["cake-slices", "whole-cakes"] },
  },
};
const FREE_DELIVERY = {
  name: "Free delivery",
  trigger: "AUTOMATIC",
  benefit: { type: "DELIVERY_OFF", amount: null },
  conditions: { minimumSpend: 150_000 },
};
const DRINKS = {
  name: "Drinks 2+1",
  trigger: "CODE",
  benefit: {
    type: "BUY_X_GET_Y",
    buy: 2,
    get: 1,
    target: { scope: "ITEMS", itemIds: ["teh-tarik", "es-kopi-susu-aren"] },
  },
  codes: { kind: "CAMPAIGN", count: 20, prefix: "ied" },
};

const create = (body: Record<string, unknown>) =>
  t.api.owner.createPromotion({ body, as: t.as.owner });
const list = async (query: Record<string, string> = {}): Promise<OwnerPromotions> => {
  const res = await t.api.owner.promotions({ query, as: t.as.owner });
  expect(res.status, res.body).toBe(200);
  return res.data();
};
const problemsOf = (res: { json<T>(): T }) =>
  res.json<{ error: { problems: { field: string; problem: string }[] } }>().error.problems;
const ids: Record<string, string> = {};

describe("the owner's promotions", () => {
  it("starts with none, and lists what a promotion may name", async () => {
    const first = await list();
    expect(first.promotions).toEqual([]);
    expect(first.loyalty).toMatchObject({ settings: null, numbers: { members: 0 } });
    expect(first.choices.branches.map((b) => b.id)).toEqual(["kemang", "menteng", "kelapa-gading"]);
    // A section or an item on several menus is one choice.
    const sections = first.choices.sections.map((s) => s.id);
    expect(sections).toContain("drinks");
    expect(new Set(sections).size).toBe(sections.length);
    expect(first.choices.items.find((i) => i.id === "es-cendol")).toMatchObject({
      name: "Es Cendol",
      sectionId: "drinks",
    });
    expect(first).toMatchObject({ currency: "IDR", timeZone: "Asia/Jakarta" });
  });

  it("creates each kind and reads it back", async () => {
    for (const [key, body] of Object.entries({ LEBARAN, CAKES, FREE_DELIVERY, DRINKS })) {
      const res = await create(body);
      expect(res.status, res.body).toBe(200);
      ids[key] = res.data().id;
    }
    const { promotions: all } = await list();
    const of = (key: string) => all.find((p) => p.promotion.id === ids[key])!;
    expect(of("LEBARAN")).toMatchObject({
      promotion: {
        name: "Lebaran 20%",
        trigger: "CODE",
        active: true,
        benefit: LEBARAN.benefit,
        conditions: {
          ...LEBARAN.conditions,
          startsAt: "2026-02-28T17:00:00.000Z",
          endsAt: "2099-03-31T17:00:00.000Z",
        },
        caps: LEBARAN.caps,
      },
      codes: { code: "LEBARAN", generated: 0, generatedUsed: 0 },
      status: "ON",
      uses: 0,
      updatedBy: "Sari (owner)",
      numbers: { uses: 0, discount: 0, sales: 0 },
    });
    expect(of("CAKES").promotion.conditions).toMatchObject({ minimumSpend: null, branchIds: null });
    expect(of("CAKES").codes).toEqual({ code: null, generated: 0, generatedUsed: 0 });
    expect(of("FREE_DELIVERY").promotion.benefit).toEqual({ type: "DELIVERY_OFF", amount: null });
    expect(of("DRINKS").codes).toEqual({ code: null, generated: 20, generatedUsed: 0 });
    // Newest first.
    expect(all.map((p) => p.promotion.name)[0]).toBe("Drinks 2+1");
  });

  it("refuses a code the brand has, however it is typed, and writes nothing", async () => {
    const before = (await list()).promotions.length;
    const res = await create({
      ...LEBARAN,
      name: "Copy",
      codes: { kind: "ONE", code: " Lebaran" },
    });
    expect(res.status).toBe(400);
    expect(res.reasonCode()).toBe("PROMOTION_INVALID");
    expect(problemsOf(res)).toEqual([{ field: "codes.code", problem: "taken" }]);
    expect((await list()).promotions).toHaveLength(before);
  });

  it("gives a new code to one of two owners' tabs asking for it at once", async () => {
    const body = { ...LEBARAN, name: "Race", codes: { kind: "ONE", code: "RAYA" } };
    const answers = await Promise.all([create(body), create(body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const names = (await list()).promotions.map((p) => p.promotion.name);
    expect(names.filter((n) => n === "Race")).toHaveLength(1);
  });

  it("names every bad field, ids the brand does not have among them", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ conditions: { branchIds: ["sabang"] } }, "conditions.branchIds", "unknownBranch"],
      [
        { benefit: { ...CAKES.benefit, target: { scope: "SECTIONS", sectionIds: ["pizza"] } } },
        "benefit.target.sectionIds",
        "unknownSection",
      ],
      [
        { benefit: { ...CAKES.benefit, target: { scope: "ITEMS", itemIds: ["nasi-goreng"] } } },
        "benefit.target.itemIds",
        "unknownItem",
      ],
      [{ name: "" }, "name", "missing"],
      [{ benefit: { type: "AMOUNT_OFF", amount: -5 } }, "benefit.amount", "negative"],
      [{ conditions: { hours: { from: "9", to: "14:00" } } }, "conditions.hours.from", "time"],
      [{ caps: { total: 0 } }, "caps.total", "range"],
      [{ trigger: "CODE" }, "codes.kind", "missing"],
    ];
    for (const [change, field, problem] of cases) {
      const res = await create({ ...CAKES, ...change });
      expect(res.status, field).toBe(400);
      expect(res.reasonCode()).toBe("PROMOTION_INVALID");
      expect(problemsOf(res), field).toContainEqual({ field, problem });
    }
  });

  it("changes a promotion; a code taken by another leaves it as it was", async () => {
    const id = ids.LEBARAN!;
    const change = (body: Record<string, unknown>) =>
      t.api.owner.updatePromotion({ params: { promotionId: id }, body, as: t.as.owner });
    const res = await change({
      ...LEBARAN,
      benefit: { ...LEBARAN.benefit, percent: 25 },
      codes: { kind: "ONE", code: "LEBARAN25" },
    });
    expect(res.status, res.body).toBe(200);
    expect(res.data().codes.code).toBe("LEBARAN25");
    // The old code is free again.
    const reuse = await create({
      ...LEBARAN,
      name: "Old code",
      codes: { kind: "ONE", code: "LEBARAN" },
    });
    expect(reuse.status, reuse.body).toBe(200);
    const taken = await change({
      ...LEBARAN,
      name: "Renamed",
      codes: { kind: "ONE", code: "RAYA" },
    });
    expect(taken.status).toBe(400);
    expect(problemsOf(taken)).toEqual([{ field: "codes.code", problem: "taken" }]);
    const kept = (await list()).promotions.find((p) => p.promotion.id === id)!;
    expect(kept.promotion.name).toBe("Lebaran 20%");
    expect(kept.codes.code).toBe("LEBARAN25");
    expect(kept.promotion.benefit).toMatchObject({ percent: 25 });
    // An unknown promotion.
    const missing = await t.api.owner.updatePromotion({
      params: { promotionId: "nope" },
      body: LEBARAN,
      as: t.as.owner,
    });
    expect(missing.status).toBe(404);
    expect(missing.reasonCode()).toBe("PROMOTION_NOT_FOUND");
  });

  it("pauses, resumes and archives; an archived promotion is kept but not changed", async () => {
    const promotionId = ids.CAKES!;
    const state = async () =>
      (await list()).promotions.find((p) => p.promotion.id === promotionId)!;
    const call = (name: "pausePromotion" | "resumePromotion" | "archivePromotion") =>
      t.api.owner[name]({ params: { promotionId }, body: {}, as: t.as.owner });
    expect((await call("pausePromotion")).status).toBe(200);
    expect(await state()).toMatchObject({ status: "PAUSED", promotion: { active: false } });
    expect((await call("resumePromotion")).status).toBe(200);
    expect((await state()).status).toBe("ON");
    expect((await call("archivePromotion")).status).toBe(200);
    const archived = await state();
    expect(archived).toMatchObject({ status: "ARCHIVED", promotion: { active: false } });
    expect(archived.archivedAt).not.toBeNull();
    // Listed last.
    expect((await list()).promotions.at(-1)!.promotion.id).toBe(promotionId);
    for (const again of [call("resumePromotion"), call("archivePromotion")]) {
      const res = await again;
      expect(res.status).toBe(409);
      expect(res.reasonCode()).toBe("PROMOTION_ARCHIVED");
    }
    const edit = await t.api.owner.updatePromotion({
      params: { promotionId },
      body: CAKES,
      as: t.as.owner,
    });
    expect(edit.reasonCode()).toBe("PROMOTION_ARCHIVED");
  });

  it("generates a campaign's codes unique and without look-alikes, and downloads them", async () => {
    const promotionId = ids.DRINKS!;
    const more = await t.api.owner.generateCodes({
      params: { promotionId },
      body: { count: 30, prefix: "raya" },
      as: t.as.owner,
    });
    expect(more.status, more.body).toBe(200);
    expect(more.data().codes).toEqual({ code: null, generated: 50, generatedUsed: 0 });
    const file = await t.api.owner.promotionCodes({ params: { promotionId }, as: t.as.owner });
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toMatch(/^text\/csv/);
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="demo-codes-${promotionId}.csv"`,
    );
    const [header, ...lines] = file.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toBe("Code,Uses,Uses allowed,Created");
    expect(lines).toHaveLength(50);
    const codes = lines.map((l) => l.split(",")[0]!);
    expect(new Set(codes).size).toBe(50);
    expect(codes.filter((c) => /^IED-[2-9A-HJKMNP-Z]{8}$/.test(c))).toHaveLength(20);
    expect(codes.filter((c) => /^RAYA-[2-9A-HJKMNP-Z]{8}$/.test(c))).toHaveLength(30);
    for (const line of lines) expect(line).toMatch(/^[A-Z0-9-]+,0,1,\d{4}-/);

    const tooMany = await t.api.owner.generateCodes({
      params: { promotionId },
      body: { count: 4951 },
      as: t.as.owner,
    });
    expect(problemsOf(tooMany)).toEqual([{ field: "count", problem: "tooMany" }]);
    // A promotion with the owner's own code is not a campaign.
    const notCampaign = await t.api.owner.generateCodes({
      params: { promotionId: ids.LEBARAN! },
      body: { count: 5 },
      as: t.as.owner,
    });
    expect(notCampaign.status).toBe(400);
    expect(problemsOf(notCampaign)).toEqual([{ field: "codes.kind", problem: "choice" }]);
  });

  it("keeps a campaign's codes when it is changed", async () => {
    const res = await t.api.owner.updatePromotion({
      params: { promotionId: ids.DRINKS! },
      body: { ...DRINKS, name: "Drinks 2+1 (Ramadan)", codes: { kind: "CAMPAIGN", prefix: "" } },
      as: t.as.owner,
    });
    expect(res.status, res.body).toBe(200);
    expect(res.data().codes.generated).toBe(50);
  });

  it("saves the loyalty settings, names bad fields and keeps what was stored", async () => {
    const stamps = {
      active: true,
      program: {
        kind: "STAMPS",
        minimumSpend: 50_000,
        stampsForReward: 10,
        reward: { type: "FREE_ITEM", itemIds: ["teh-tarik"] },
      },
    };
    const res = await t.api.owner.saveLoyalty({ body: stamps, as: t.as.owner });
    expect(res.status, res.body).toBe(200);
    expect(res.data()).toMatchObject({ settings: stamps, updatedBy: "Sari (owner)" });
    const bad = await t.api.owner.saveLoyalty({
      body: {
        ...stamps,
        program: { ...stamps.program, reward: { type: "FREE_ITEM", itemIds: ["x"] } },
      },
      as: t.as.owner,
    });
    expect(bad.status).toBe(400);
    expect(bad.reasonCode()).toBe("LOYALTY_SETTINGS_INVALID");
    expect(problemsOf(bad)).toEqual([{ field: "program.reward.itemIds", problem: "unknownItem" }]);
    const read = await t.api.owner.loyalty({ as: t.as.owner });
    expect(read.data().settings).toEqual(stamps);
  });

  it("refuses a manager, and nobody signed in", async () => {
    const promotionId = ids.DRINKS!;
    const refused = [
      await t.api.owner.promotions({ as: t.as.manager }),
      await t.api.owner.createPromotion({ body: CAKES, as: t.as.manager }),
      await t.api.owner.updatePromotion({
        params: { promotionId },
        body: DRINKS,
        as: t.as.manager,
      }),
      await t.api.owner.pausePromotion({ params: { promotionId }, body: {}, as: t.as.manager }),
      await t.api.owner.generateCodes({
        params: { promotionId },
        body: { count: 1 },
        as: t.as.manager,
      }),
      await t.api.owner.promotionCodes({ params: { promotionId }, as: t.as.manager }),
      await t.api.owner.loyalty({ as: t.as.manager }),
      await t.api.owner.saveLoyalty({ body: {}, as: t.as.manager }),
    ];
    for (const res of refused) expect(res.status, res.body).toBe(403);
    expect((await t.api.owner.promotions({})).status).toBe(401);
    expect(
      (await list()).promotions.find((p) => p.promotion.id === promotionId)!.promotion.active,
    ).toBe(true);
  });
});

describe("the numbers", () => {
  it("count the uses not given back, the discount and the sales of the orders that used each", async () => {
    const customerId = t.as.customer.uid;
    const now = new Date();
    const lebaran = ids.LEBARAN!;
    const drinks = ids.DRINKS!;
    const order = (id: string, total: number, status: "COMPLETED" | "CANCELLED" = "COMPLETED") =>
      orderRow({
        id,
        brandId: "demo",
        customerId,
        status,
        branchId: "kemang",
        total,
        createdAt: new Date(now.getTime() - 60_000),
      });
    const useOf = (orderId: string, promotionId: string, amount: number, returned = false) => ({
      brandId: "demo",
      orderId,
      promotionId,
      customerId,
      code: null,
      on: "ORDER" as const,
      amount,
      createdAt: new Date(now.getTime() - 60_000),
      returnedAt: returned ? now : null,
    });
    await t.server.stop();
    const handle = await openDatabase(t.location);
    try {
      await handle.db
        .insert(orders)
        .values([
          order("PROMO0000000000000001", 160_000),
          order("PROMO0000000000000002", 200_000),
          order("PROMO0000000000000003", 90_000, "CANCELLED"),
          order("PROMO0000000000000004", 56_000),
        ]);
      await handle.db
        .insert(promotionUses)
        .values([
          useOf("PROMO0000000000000001", lebaran, 40_000),
          useOf("PROMO0000000000000002", lebaran, 50_000),
          useOf("PROMO0000000000000003", lebaran, 22_500, true),
          useOf("PROMO0000000000000004", drinks, 22_000),
        ]);
      // One of the campaign's codes used up.
      const [code] = await handle.db
        .select({ code: promotionCodes.code })
        .from(promotionCodes)
        .limit(1)
        .where(eq(promotionCodes.promotionId, drinks));
      await handle.db
        .update(promotionCodes)
        .set({ uses: 1 })
        .where(eq(promotionCodes.code, code!.code));
      await handle.db.update(promotions).set({ uses: 2 }).where(eq(promotions.id, lebaran));
      await handle.db.insert(loyaltyAccounts).values({ brandId: "demo", customerId, balance: 3 });
      await handle.db.insert(loyaltyEntries).values([
        { brandId: "demo", customerId, orderId: "PROMO0000000000000001", kind: "EARN", amount: 1 },
        { brandId: "demo", customerId, orderId: "PROMO0000000000000002", kind: "EARN", amount: 1 },
        {
          brandId: "demo",
          customerId,
          orderId: "PROMO0000000000000004",
          kind: "REDEEM",
          amount: -10,
        },
      ]);
    } finally {
      await handle.close();
    }
    t.server = await startServer(t.location, SETTINGS);

    const report = await list({ range: "thisWeek" });
    const of = (id: string) => report.promotions.find((p) => p.promotion.id === id)!;
    expect(of(lebaran)).toMatchObject({
      uses: 2,
      numbers: { uses: 2, discount: 90_000, sales: 360_000 },
    });
    expect(of(drinks).numbers).toEqual({ uses: 1, discount: 22_000, sales: 56_000 });
    expect(of(drinks).codes).toEqual({ code: null, generated: 50, generatedUsed: 1 });
    expect(report.loyalty.numbers).toEqual({ members: 1, earned: 2, redeemed: 1 });
    // Another period has none of them.
    const lastWeek = await list({ range: "custom", from: "2026-01-01", to: "2026-01-31" });
    expect(lastWeek.period).toEqual({ range: "custom", from: "2026-01-01", to: "2026-01-31" });
    expect(lastWeek.promotions.find((p) => p.promotion.id === lebaran)!.numbers).toEqual({
      uses: 0,
      discount: 0,
      sales: 0,
    });
    const reversed = await t.api.owner.promotions({
      query: { range: "custom", from: "2026-02-01", to: "2026-01-01" },
      as: t.as.owner,
    });
    expect(reversed.reasonCode()).toBe("DATE_RANGE_REVERSED");
  });
});
