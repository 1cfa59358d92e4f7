import "server-only";
import { randomUUID } from "node:crypto";
import { and, desc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type {
  OwnerPromotion,
  OwnerPromotions,
  PromotionNumbers,
  SavedPromotion,
} from "@/contract/owner-promotions";
import type { NumbersRange } from "@/domain/numbers";
import { presetRange } from "@/domain/numbers";
import { checkGenerate, checkPromotion } from "@/domain/promotion-schema";
import { promotionStatus } from "@/domain/promotion-sentence";
import type { Promotion } from "@/domain/promotions";
import type { DateRange } from "@/domain/sales-days";
import { rangeInstants, todayIn } from "@/domain/sales-days";
import type { BrandRef } from "../brands/resolve";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { orders, promotions, promotionUses } from "../db/schema";
import { AppError } from "../errors";
import { logger } from "../logger";
import { ownerLoyalty } from "./loyalty";
import {
  codesCsv,
  codesSummaries,
  generatedCount,
  generateInto,
  NO_CODES,
  setCodes,
} from "./promotion-codes";
import { promotionChoices } from "./promotion-choices";
import { brandOf, exportRange } from "./sales";

// The console's Promotions page (issue 39 items 1 and 5, docs/owner.md "Promotions"): the brand's
// promotions with their numbers, created and changed by the form checked in
// src/domain/promotion-schema.ts, paused, resumed, archived; a campaign's codes generated. Each
// write is one transaction: a refused code leaves nothing of the promotion behind. Orders that
// used a promotion keep their own snapshot of it (orders.discounts), so changing it is allowed.

type Brand = Pick<BrandRef, "id" | "timeZone">;

export interface PeriodQuery {
  range: NumbersRange;
  from: string;
  to: string;
}

/** The brand's days asked for (as the Numbers page's), and the instants they cover. */
export function periodOf(brand: Brand, query: PeriodQuery, now = new Date()) {
  const days: DateRange =
    query.range === "custom"
      ? exportRange(query)
      : presetRange(query.range, todayIn(brand.timeZone, now));
  return { range: query.range, days, instants: rangeInstants(days, brand.timeZone) };
}

type Row = typeof promotions.$inferSelect;

const promotionOf = (row: Row): Promotion => ({
  id: row.id,
  name: row.name,
  trigger: row.trigger,
  benefit: row.benefit,
  conditions: row.conditions,
  caps: row.caps,
  active: row.active,
});

/** Uses not given back, discount and sales per promotion, of uses made in the instants. */
async function numbersOf(
  brandId: string,
  period: { start: Date; end: Date },
): Promise<Map<string, PromotionNumbers>> {
  const { db } = await getDb();
  const u = promotionUses;
  const rows = await db
    .select({
      promotionId: u.promotionId,
      uses: sql<number>`count(*)::int`,
      discount: sql<number>`coalesce(sum(${u.amount}), 0)::float8`,
      sales: sql<number>`coalesce(sum(${orders.total}), 0)::float8`,
    })
    .from(u)
    .innerJoin(orders, and(eq(orders.brandId, u.brandId), eq(orders.id, u.orderId)))
    .where(
      and(
        eq(u.brandId, brandId),
        isNull(u.returnedAt),
        gte(u.createdAt, period.start),
        lt(u.createdAt, period.end),
      ),
    )
    .groupBy(u.promotionId);
  return new Map(
    rows.map((r) => [
      r.promotionId,
      { uses: Number(r.uses), discount: Number(r.discount), sales: Number(r.sales) },
    ]),
  );
}

const NO_NUMBERS: PromotionNumbers = { uses: 0, discount: 0, sales: 0 };

export async function ownerPromotions(
  brand: Brand,
  query: PeriodQuery,
  now = new Date(),
): Promise<OwnerPromotions> {
  const { db } = await getDb();
  const period = periodOf(brand, query, now);
  const [rows, codes, numbers, loyalty, choices, { currency }] = await Promise.all([
    db
      .select()
      .from(promotions)
      .where(eq(promotions.brandId, brand.id))
      // Archived ones last; newest first.
      .orderBy(sql`${promotions.archivedAt} is not null`, desc(promotions.createdAt)),
    codesSummaries(db, brand.id),
    numbersOf(brand.id, period.instants),
    ownerLoyalty(brand.id, period.instants),
    promotionChoices(brand.id),
    brandOf(brand.id),
  ]);
  return {
    promotions: rows.map((row): OwnerPromotion => {
      const promotion = promotionOf(row);
      const summary = codes.get(row.id) ?? NO_CODES;
      return {
        promotion,
        codes: summary,
        uses: row.uses,
        status: promotionStatus(
          promotion,
          { archived: row.archivedAt !== null, uses: row.uses, codes: summary },
          now,
        ),
        archivedAt: row.archivedAt && new Date(row.archivedAt).toISOString(),
        updatedBy: row.updatedBy,
        updatedAt: new Date(row.updatedAt).toISOString(),
        numbers: numbers.get(row.id) ?? NO_NUMBERS,
      };
    }),
    period: { range: period.range, ...period.days },
    loyalty,
    choices,
    timeZone: brand.timeZone,
    currency,
  };
}

/** The form checked against what the brand has; a refusal names each field. */
async function checked(brandId: string, body: unknown) {
  const choices = await promotionChoices(brandId);
  const result = checkPromotion(body, {
    branchIds: choices.branches.map((b) => b.id),
    sectionIds: choices.sections.map((s) => s.id),
    itemIds: choices.items.map((i) => i.id),
  });
  if (!result.ok)
    throw new AppError("PROMOTION_INVALID", undefined, {
      details: { problems: result.problems },
    });
  return result.value;
}

async function saved(brandId: string, id: string): Promise<SavedPromotion> {
  const { db } = await getDb();
  return { id, codes: (await codesSummaries(db, brandId, id)).get(id) ?? NO_CODES };
}

export async function createPromotion(
  brand: Brand,
  owner: { name: string },
  body: unknown,
): Promise<SavedPromotion> {
  const value = await checked(brand.id, body);
  const { db } = await getDb();
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const { codes, ...promotion } = value;
    await tx
      .insert(promotions)
      .values({ id, brandId: brand.id, ...promotion, active: true, updatedBy: owner.name });
    await setCodes(tx, brand.id, id, codes);
  });
  logger().info(
    { brandId: brand.id, promotionId: id, benefit: value.benefit.type, trigger: value.trigger },
    "promotion created",
  );
  return saved(brand.id, id);
}

/** The promotion of the brand, locked for the change (404 if none, 409 once archived). */
async function lockedRow(tx: Db, brandId: string, id: string) {
  const [row] = await tx
    .select()
    .from(promotions)
    .where(and(eq(promotions.brandId, brandId), eq(promotions.id, id)))
    .for("update");
  if (!row) throw new AppError("PROMOTION_NOT_FOUND");
  if (row.archivedAt) throw new AppError("PROMOTION_ARCHIVED");
  return row;
}

export async function updatePromotion(
  brand: Brand,
  owner: { name: string },
  id: string,
  body: unknown,
): Promise<SavedPromotion> {
  const value = await checked(brand.id, body);
  const { db } = await getDb();
  await db.transaction(async (tx) => {
    await lockedRow(tx, brand.id, id);
    const { codes, ...promotion } = value;
    await tx
      .update(promotions)
      .set({ ...promotion, updatedBy: owner.name, updatedAt: new Date() })
      .where(and(eq(promotions.brandId, brand.id), eq(promotions.id, id)));
    await setCodes(tx, brand.id, id, codes);
  });
  logger().info({ brandId: brand.id, promotionId: id }, "promotion changed");
  return saved(brand.id, id);
}

/** Pauses, resumes or archives a promotion (archived: off for good, kept for its numbers). */
export async function changePromotionState(
  brand: Brand,
  owner: { name: string },
  id: string,
  change: "pause" | "resume" | "archive",
): Promise<SavedPromotion> {
  const { db } = await getDb();
  await db.transaction(async (tx) => {
    await lockedRow(tx, brand.id, id);
    const now = new Date();
    await tx
      .update(promotions)
      .set({
        active: change === "resume",
        ...(change === "archive" && { archivedAt: now }),
        updatedBy: owner.name,
        updatedAt: now,
      })
      .where(and(eq(promotions.brandId, brand.id), eq(promotions.id, id)));
  });
  logger().info({ brandId: brand.id, promotionId: id, change }, "promotion state changed");
  return saved(brand.id, id);
}

/** More codes for a campaign (a CODE promotion whose codes are generated). */
export async function generateCodes(
  brand: Brand,
  id: string,
  body: unknown,
): Promise<SavedPromotion> {
  const { db } = await getDb();
  await db.transaction(async (tx) => {
    const row = await lockedRow(tx, brand.id, id);
    const summary = (await codesSummaries(tx, brand.id, id)).get(id) ?? NO_CODES;
    if (row.trigger !== "CODE" || summary.code !== null)
      throw new AppError("PROMOTION_INVALID", undefined, {
        details: { problems: [{ field: "codes.kind", problem: "choice" }] },
      });
    const asked = checkGenerate(body, await generatedCount(tx, brand.id, id));
    if (!asked.ok)
      throw new AppError("PROMOTION_INVALID", undefined, {
        details: { problems: asked.problems },
      });
    await generateInto(tx, brand.id, id, asked.count, asked.prefix);
  });
  logger().info({ brandId: brand.id, promotionId: id }, "promotion codes generated");
  return saved(brand.id, id);
}

/** A promotion's codes (archived too) as a CSV file: its name, and its text. */
export async function promotionCodesFile(brandId: string, id: string) {
  const { db } = await getDb();
  const [row] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.brandId, brandId), eq(promotions.id, id)));
  if (!row) throw new AppError("PROMOTION_NOT_FOUND");
  return { fileName: `${brandId}-codes-${row.id}.csv`, text: await codesCsv(db, brandId, row.id) };
}
