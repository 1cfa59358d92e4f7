import "server-only";
import { eq, sql } from "drizzle-orm";
import type { OwnerShop } from "@/contract/owner-shop";
import type { SetupStep } from "@/domain/shop-setup";
import { missingSteps } from "@/domain/shop-setup";
import { shopState } from "@/domain/shop-state";
import { announceBrandChange } from "../brands/events";
import type { BrandRef } from "../brands/resolve";
import { forgetBrands } from "../brands/resolve";
import { setupStepsOf } from "../brands/setup-steps";
import { brandWriteLock } from "../brands/revisions";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { brands } from "../db/schema";
import { AppError } from "../errors";

// The shop's state from its console (issue 35 item 2, docs/owner.md "Setting up and opening your
// shop"): its set-up checklist, and "Open the shop", which the server checks again.

async function rowOf(db: Db, brandId: string, forUpdate = false) {
  const query = db
    .select({
      openedAt: brands.openedAt,
      suspendedAt: brands.suspendedAt,
      suspendedReason: brands.suspendedReason,
    })
    .from(brands)
    .where(eq(brands.id, brandId));
  const [row] = await (forUpdate ? query.for("update") : query);
  if (!row) throw new AppError("BRAND_NOT_FOUND");
  return row;
}

const answer = (row: Awaited<ReturnType<typeof rowOf>>, steps: SetupStep[]): OwnerShop => {
  const state = shopState(row);
  return {
    state,
    openedAt: row.openedAt?.toISOString() ?? null,
    suspendedReason: state === "suspended" ? (row.suspendedReason ?? null) : null,
    steps,
  };
};

export async function ownerShop(brand: BrandRef): Promise<OwnerShop> {
  const { db } = await getDb();
  const [row, steps] = await Promise.all([rowOf(db, brand.id), setupStepsOf(db, brand.id)]);
  return answer(row, steps);
}

/**
 * Opens the shop: refused while a required step is missing (checked here again, under the brand's
 * row lock, against the document as it is now). Every instance drops the brand from its cache on
 * commit (BRAND_CHANGED_CHANNEL), so the next page is rendered open (its path names the state).
 */
export async function openShop(brand: BrandRef): Promise<OwnerShop> {
  const { db } = await getDb();
  const opened = await db.transaction(async (tx) => {
    // The same lock as a save of the document (brands/revisions.ts): no save slips in between.
    await tx.execute(sql`select ${brandWriteLock(brand.id)}`);
    const row = await rowOf(tx, brand.id, true);
    const state = shopState(row);
    if (state === "suspended")
      throw new AppError("SHOP_SUSPENDED", "The shop is suspended: only kedai can lift it.");
    if (state === "open") throw new AppError("SHOP_ALREADY_OPEN");
    const steps = await setupStepsOf(tx, brand.id);
    const missing = missingSteps(steps);
    if (missing.length > 0)
      throw new AppError(
        "SHOP_SETUP_INCOMPLETE",
        `The shop cannot open yet: ${missing.join(", ")} not done.`,
        { details: { missing } },
      );
    const [updated] = await tx
      .update(brands)
      .set({ openedAt: sql`now()` })
      .where(eq(brands.id, brand.id))
      .returning({
        openedAt: brands.openedAt,
        suspendedAt: brands.suspendedAt,
        suspendedReason: brands.suspendedReason,
      });
    await announceBrandChange(tx, brand.id);
    return answer(updated!, steps);
  });
  // This instance at once, before the owner's next request (the NOTIFY may arrive a moment later).
  forgetBrands();
  return opened;
}
