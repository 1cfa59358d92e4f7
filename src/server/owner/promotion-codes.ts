import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { PromotionCodes, PromotionProblem } from "@/domain/promotion-schema";
import { generatedCode } from "@/domain/promotion-schema";
import type { PromotionCodesSummary } from "@/domain/promotion-sentence";
import type { Db } from "../db/client";
import { promotionCodes } from "../db/schema";
import { AppError } from "../errors";

// A CODE promotion's codes (issue 39 item 1; decision 0050 "Generated codes"): one the owner chose
// (any number of uses, under the promotion's caps), or a campaign's generated codes, each usable
// once. Unique in the brand by the table's key: a code is claimed by inserting it, so two owners
// typing the same code at once, or a generated code drawn twice, cannot both have it.

/** A transaction or the database: the writes here run in the caller's transaction. */
type Tx = Db;

const refuse = (problems: PromotionProblem[]) =>
  new AppError("PROMOTION_INVALID", undefined, { details: { problems } });

/** The promotions' codes in brief: the owner's code, or a campaign's count and used count. */
export async function codesSummaries(
  db: Tx,
  brandId: string,
  promotionId?: string,
): Promise<Map<string, PromotionCodesSummary>> {
  const c = promotionCodes;
  const rows = await db
    .select({
      promotionId: c.promotionId,
      code: sql<string | null>`max(${c.code}) filter (where ${c.maxUses} is null)`,
      generated: sql<number>`(count(*) filter (where ${c.maxUses} is not null))::int`,
      generatedUsed: sql<number>`(count(*) filter (where ${c.uses} >= ${c.maxUses}))::int`,
    })
    .from(c)
    .where(and(eq(c.brandId, brandId), promotionId ? eq(c.promotionId, promotionId) : undefined))
    .groupBy(c.promotionId);
  return new Map(
    rows.map((r) => [
      r.promotionId,
      { code: r.code, generated: Number(r.generated), generatedUsed: Number(r.generatedUsed) },
    ]),
  );
}

export const NO_CODES: PromotionCodesSummary = { code: null, generated: 0, generatedUsed: 0 };

/**
 * Sets a promotion's codes as the form says: none (automatic), the owner's one code (kept as is
 * when unchanged, with its uses; else it replaces the codes it had), or a campaign (its codes kept
 * on an edit; else `count` generated). A code the brand has already is refused as `taken`.
 */
export async function setCodes(
  tx: Tx,
  brandId: string,
  promotionId: string,
  codes: PromotionCodes | null,
): Promise<void> {
  const mine = eq(promotionCodes.promotionId, promotionId);
  const brand = eq(promotionCodes.brandId, brandId);
  if (codes === null) {
    await tx.delete(promotionCodes).where(and(brand, mine));
    return;
  }
  const had = (await codesSummaries(tx, brandId, promotionId)).get(promotionId) ?? NO_CODES;
  if (codes.kind === "ONE") {
    if (had.code === codes.code && had.generated === 0) return;
    await tx.delete(promotionCodes).where(and(brand, mine));
    const [claimed] = await tx
      .insert(promotionCodes)
      .values({ brandId, code: codes.code, promotionId, maxUses: null })
      .onConflictDoNothing()
      .returning({ code: promotionCodes.code });
    if (!claimed) throw refuse([{ field: "codes.code", problem: "taken" }]);
    return;
  }
  if (had.generated > 0) {
    // A campaign stays one: an owner's code it had beside is dropped.
    await tx.delete(promotionCodes).where(and(brand, mine, isNull(promotionCodes.maxUses)));
    return;
  }
  if (codes.count === null) throw refuse([{ field: "codes.count", problem: "missing" }]);
  await tx.delete(promotionCodes).where(and(brand, mine));
  await generateInto(tx, brandId, promotionId, codes.count, codes.prefix);
}

const BATCH = 500;
const ROUNDS = 20;

/**
 * Inserts `count` new random codes of the campaign: drawn, inserted skipping any the brand has
 * (another campaign's, or one drawn twice), and drawn again for those skipped.
 */
export async function generateInto(
  tx: Tx,
  brandId: string,
  promotionId: string,
  count: number,
  prefix: string,
): Promise<void> {
  let missing = count;
  for (let round = 0; missing > 0; round++) {
    if (round === ROUNDS) throw new Error(`could not draw ${count} unique codes for ${brandId}`);
    const drawn = new Set<string>();
    while (drawn.size < missing) drawn.add(generatedCode(prefix, randomBytes));
    const all = [...drawn];
    for (let at = 0; at < all.length; at += BATCH) {
      const inserted = await tx
        .insert(promotionCodes)
        .values(
          all.slice(at, at + BATCH).map((code) => ({ brandId, code, promotionId, maxUses: 1 })),
        )
        .onConflictDoNothing()
        .returning({ code: promotionCodes.code });
      missing -= inserted.length;
    }
  }
}

/** A campaign's codes as a CSV file, oldest first: code, uses, uses allowed, created. */
export async function codesCsv(db: Tx, brandId: string, promotionId: string): Promise<string> {
  const c = promotionCodes;
  const rows = await db
    .select({ code: c.code, uses: c.uses, maxUses: c.maxUses, createdAt: c.createdAt })
    .from(c)
    .where(and(eq(c.brandId, brandId), eq(c.promotionId, promotionId)))
    .orderBy(asc(c.createdAt), asc(c.code));
  // Codes are letters, digits and "-": no field needs quoting.
  const lines = [
    "Code,Uses,Uses allowed,Created",
    ...rows.map((r) =>
      [r.code, r.uses, r.maxUses ?? "", new Date(r.createdAt).toISOString()].join(","),
    ),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** How many generated codes the promotion has (for a campaign's limit). */
export async function generatedCount(db: Tx, brandId: string, promotionId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promotionCodes)
    .where(
      and(
        eq(promotionCodes.brandId, brandId),
        eq(promotionCodes.promotionId, promotionId),
        isNotNull(promotionCodes.maxUses),
      ),
    );
  return Number(row?.n ?? 0);
}
