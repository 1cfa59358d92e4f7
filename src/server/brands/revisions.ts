import "server-only";
import { createHash } from "node:crypto";
import { and, asc, desc, eq, lt, notInArray, sql } from "drizzle-orm";
import type { BrandDocument } from "@/domain/brand-config";
import { checkBrandDocument, templatesByLanguage } from "@/domain/brand-config";
import type { BrandChange, RevisionEntry, RevisionSource } from "@/domain/brand-revisions";
import { canonicalJson, describeChange, diffBrand } from "@/domain/brand-revisions";
import type { Db, DbHandle } from "../db/client";
import {
  branches,
  brandRevisions,
  brands,
  menuItems,
  menuSections,
  menus,
  staff,
} from "../db/schema";
import { normalPhoneNumber } from "@/domain/phone";
import { revokeBrandSessionsOf } from "../auth/sessions";
import { AppError } from "../errors";
import { announceBrandChange } from "./events";
import { forgetBrands } from "./resolve";
import { loadStorefront } from "./storefront";

/**
 * The brand's write lock, held to the end of the transaction: one writer of a brand at a time (a
 * save, a restore, opening the shop, a sign-up making it, the image sweep), even before its row
 * exists.
 */
export const brandWriteLock = (brandId: string) =>
  sql`pg_advisory_xact_lock(hashtext(${`kedai-brand:${brandId}`}))`;

// A brand's revisions (issue 19 item 7, docs/owner.md "History"): every write of a brand, by an
// import, the owner console or a restore, goes through saveBrand, which writes the rows the
// storefront reads and keeps the whole document as a numbered revision with who made it and what
// changed. A save names the revision it started from; one made from an older one is refused, naming
// the change made in between, so two owners never silently overwrite each other.

/** Who made a revision. */
export interface RevisionAuthor {
  name: string;
  /** A signed-in person's number; none for an import. */
  phoneNumber?: string;
}

export interface SaveOptions {
  source: RevisionSource;
  author: RevisionAuthor;
  /** The revision the change was made from; left out by an import (the file wins). */
  base?: number;
  /** A restore: the revision it brings back. */
  restoredFrom?: number;
}

export interface Saved {
  /** The same document as the brand's current one: nothing was written. */
  unchanged: boolean;
  number: number;
  hash: string;
  summary: BrandChange[];
}

/** The content hash of a document: part of the storefront's page URLs (src/server/page-path.ts). */
export const documentHash = (document: BrandDocument): string =>
  createHash("sha256").update(canonicalJson(document)).digest("hex").slice(0, 16);

// PostgreSQL allows 65,535 bind parameters per statement; an item row uses 12.
const ROWS_PER_INSERT = 1000;

function* chunks<T>(rows: T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) yield rows.slice(i, i + ROWS_PER_INSERT);
}

/** Writes the rows the storefront reads from a document, inside the caller's transaction. */
async function writeRows(tx: Db, document: BrandDocument, hash: string, number: number) {
  const brandId = document.brand.id;
  const values = {
    ...document.brand,
    storeConfigs: document.storeConfigs,
    messageTemplates: document.messages,
    revision: hash,
    revisionNumber: number,
  };
  await tx
    .insert(brands)
    .values(values)
    .onConflictDoUpdate({ target: brands.id, set: { ...values, updatedAt: sql`now()` } });
  for (const menu of document.menus) {
    await tx
      .insert(menus)
      .values({ brandId, id: menu.id, name: menu.name })
      .onConflictDoUpdate({ target: [menus.brandId, menus.id], set: { name: menu.name } });
  }
  // Sections and items belong wholly to the document; nothing else points at them.
  await tx.delete(menuItems).where(eq(menuItems.brandId, brandId));
  await tx.delete(menuSections).where(eq(menuSections.brandId, brandId));
  const sectionRows = document.menus.flatMap((menu) =>
    menu.sections.map((s, position) => ({
      brandId,
      menuId: menu.id,
      id: s.id,
      name: s.name,
      position,
    })),
  );
  for (const rows of chunks(sectionRows)) await tx.insert(menuSections).values(rows);
  // A hidden item stays in the document (and its revisions) but has no row: the storefront,
  // checkout and the order API never see it.
  const itemRows = document.menus.flatMap((menu) =>
    menu.sections.flatMap((s) =>
      s.items
        .filter((item) => !item.hidden)
        .map(({ hidden: _, ...item }, position) => ({
          brandId,
          menuId: menu.id,
          sectionId: s.id,
          position,
          ...item,
        })),
    ),
  );
  for (const rows of chunks(itemRows)) await tx.insert(menuItems).values(rows);
  for (const [position, b] of document.branches.entries()) {
    const row = {
      brandId,
      id: b.id,
      name: b.name,
      ...b.address,
      phoneNumber: b.phoneNumber,
      menuId: b.menuId,
      position,
      openingHours: b.openingHours ?? null,
      closures: b.closures,
      pickupMinimumOrder: b.pickupMinimumOrder ?? null,
      orderModes: b.orderModes ?? null,
      hiddenItems: b.hiddenItems ?? [],
      orderAhead: b.orderAhead ?? null,
      closedUntilReopened: b.closedUntilReopened ?? null,
      printer: b.printer ?? null,
    };
    await tx
      .insert(branches)
      .values(row)
      .onConflictDoUpdate({ target: [branches.brandId, branches.id], set: row });
  }
  await tx.delete(branches).where(
    and(
      eq(branches.brandId, brandId),
      notInArray(
        branches.id,
        document.branches.map((b) => b.id),
      ),
    ),
  );
  await tx.delete(menus).where(
    and(
      eq(menus.brandId, brandId),
      notInArray(
        menus.id,
        document.menus.map((m) => m.id),
      ),
    ),
  );
  // Staff belong wholly to the document too: someone left out of it loses access at once (every
  // request looks the role up afresh, src/server/staff/staff.ts).
  await tx.delete(staff).where(eq(staff.brandId, brandId));
  if (document.staff.length > 0)
    await tx.insert(staff).values(
      document.staff.map((m) => ({
        brandId,
        phoneNumber: m.phoneNumber,
        name: m.name,
        role: m.role,
        branchIds: m.role === "owner" ? [] : m.branchIds,
      })),
    );
}

/**
 * The brand's document as its rows hold it: the baseline of a brand written before revisions were
 * kept. Menus and staff come in id and number order (their file order was not stored).
 */
export async function documentFromRows(db: Db, brandId: string): Promise<BrandDocument | null> {
  const [storefront, [brand], staffRows] = await Promise.all([
    loadStorefront(brandId, db),
    db
      .select({ defaultLanguage: brands.defaultLanguage, messages: brands.messageTemplates })
      .from(brands)
      .where(eq(brands.id, brandId)),
    db.select().from(staff).where(eq(staff.brandId, brandId)).orderBy(asc(staff.phoneNumber)),
  ]);
  if (!storefront || !brand) return null;
  const { id, subDomainName, name, currency, timeZone, businessType, orderAhead } =
    storefront.brand;
  const checked = checkBrandDocument({
    brand: {
      id,
      subDomainName,
      name,
      currency,
      timeZone,
      defaultLanguage: brand.defaultLanguage,
      businessType,
      orderAhead,
    },
    storeConfigs: storefront.storeConfigs,
    // An item's or branch's left-out fields take their defaults: the rows as written.
    branches: storefront.branches.map(({ openingHours, ...b }) => ({
      ...b,
      ...(openingHours && { openingHours }),
    })),
    menus: storefront.menus,
    staff: staffRows.map((m) => ({
      phoneNumber: m.phoneNumber,
      name: m.name,
      role: m.role,
      branchIds: m.branchIds,
    })),
    messages: brand.messages,
  });
  if (!checked.ok)
    throw new Error(
      `brand ${brandId}'s rows are not a valid document: ${JSON.stringify(checked.problems)}`,
    );
  return checked.document;
}

/** The brand's current document and revision number (0: written before revisions were kept). */
export async function currentDocument(
  db: Db,
  brandId: string,
): Promise<{ document: BrandDocument; number: number; hash: string } | null> {
  const [brand] = await db
    .select({ number: brands.revisionNumber, hash: brands.revision })
    .from(brands)
    .where(eq(brands.id, brandId));
  if (!brand) return null;
  if (brand.number === 0) {
    const document = await documentFromRows(db, brandId);
    return document && { document, number: 0, hash: brand.hash };
  }
  const [row] = await db
    .select({ document: brandRevisions.document })
    .from(brandRevisions)
    .where(and(eq(brandRevisions.brandId, brandId), eq(brandRevisions.number, brand.number)));
  return { document: row!.document, number: brand.number, hash: brand.hash };
}

const entryOf = (row: typeof brandRevisions.$inferSelect): RevisionEntry => ({
  number: row.number,
  source: row.source,
  authorName: row.authorName,
  summary: row.summary,
  restoredFrom: row.restoredFrom,
  createdAt: row.createdAt.toISOString(),
});

/** The brand's revisions, newest first, `limit` at a time, older than `before` when given. */
export async function brandHistory(
  db: Db,
  brandId: string,
  { limit, before }: { limit: number; before?: number },
): Promise<RevisionEntry[]> {
  const rows = await db
    .select()
    .from(brandRevisions)
    .where(
      and(
        eq(brandRevisions.brandId, brandId),
        before ? lt(brandRevisions.number, before) : undefined,
      ),
    )
    .orderBy(desc(brandRevisions.number))
    .limit(limit);
  return rows.map(entryOf);
}

/** One revision with its document, or null. */
export async function revisionOf(db: Db, brandId: string, number: number) {
  const [row] = await db
    .select()
    .from(brandRevisions)
    .where(and(eq(brandRevisions.brandId, brandId), eq(brandRevisions.number, number)));
  return row ? { ...entryOf(row), document: row.document } : null;
}

/** The answer to a save made from an older revision: 409, naming what was changed since. */
function staleSave(latest: typeof brandRevisions.$inferSelect, base: number): AppError {
  const summary = latest.summary.slice(0, 3).map(describeChange).join("; ");
  return new AppError(
    "REVISION_STALE",
    `The brand was changed by ${latest.authorName} since you opened it (revision ${latest.number}${summary ? `: ${summary}` : ""}). Reload to see their change, then make yours again.`,
    { details: { base, revision: entryOf(latest), since: latest.number - base } },
  );
}

/**
 * Writes a (checked) document as the brand's next revision, in one transaction with the rows the
 * storefront reads, and tells every instance (NOTIFY on commit; the page caches move to the new
 * hash). The same document as the current one writes nothing. A brand written before revisions
 * were kept first gets its rows as revision 1, so the history starts where the brand stood.
 */
export async function saveBrand(
  handle: DbHandle,
  document: BrandDocument,
  options: SaveOptions,
): Promise<Saved> {
  const brandId = document.brand.id;
  const hash = documentHash(document);
  const saved = await handle.db.transaction(async (tx) => {
    // One writer per brand at a time, even for a brand that has no row yet.
    await tx.execute(sql`select ${brandWriteLock(brandId)}`);
    const current = await currentDocument(tx, brandId);
    const number = current?.number ?? 0;
    if (options.base !== undefined && options.base !== number) {
      const [latest] = await tx
        .select()
        .from(brandRevisions)
        .where(and(eq(brandRevisions.brandId, brandId), eq(brandRevisions.number, number)));
      if (latest) throw staleSave(latest, options.base);
      throw new AppError("REVISION_STALE", `The brand is at revision ${number}.`, {
        details: { base: options.base, since: number - options.base },
      });
    }
    if (current && current.hash === hash && number > 0)
      return { unchanged: true, number, hash, summary: [] };
    let next = number + 1;
    if (current && number === 0) {
      await tx.insert(brandRevisions).values({
        brandId,
        number: 1,
        hash: current.hash,
        document: current.document,
        source: "import",
        authorName: "",
        summary: [],
      });
      next = 2;
      if (current.hash === hash) {
        await tx.update(brands).set({ revisionNumber: 1 }).where(eq(brands.id, brandId));
        return { unchanged: true, number: 1, hash, summary: [] };
      }
    }
    const summary = diffBrand(current?.document ?? null, document);
    await writeRows(tx, document, hash, next);
    await revokeBrandSessionsOf(tx, brandId, removedPeople(current?.document ?? null, document));
    await tx.insert(brandRevisions).values({
      brandId,
      number: next,
      hash,
      document,
      source: options.source,
      authorName: options.author.name,
      authorPhone: options.author.phoneNumber ?? null,
      summary,
      restoredFrom: options.restoredFrom ?? null,
    });
    // Delivered on commit only, to every instance listening (the page caches key on the hash).
    await announceBrandChange(tx, brandId);
    return { unchanged: false, number: next, hash, summary };
  });
  // This instance serves its own save at once (the owner's next read, a customer's next page);
  // the NOTIFY reaches it, as every other instance, a moment later.
  if (!saved.unchanged) forgetBrands();
  return saved;
}

/** The numbers of the people `after` no longer lists: their sessions on the brand end with it. */
function removedPeople(before: BrandDocument | null, after: BrandDocument): string[] {
  const kept = new Set(after.staff.map((m) => normalPhoneNumber(m.phoneNumber)));
  return (before?.staff ?? [])
    .map((m) => normalPhoneNumber(m.phoneNumber))
    .filter((phone) => !kept.has(phone));
}

/** A brand's document in canonical form (the schema's key order), with templates by language. */
export function canonicalDocument(raw: unknown) {
  const checked = checkBrandDocument(raw);
  if (!checked.ok) return checked;
  const { document } = checked;
  return {
    ok: true as const,
    document: {
      ...document,
      messages: templatesByLanguage(document.messages, document.brand.defaultLanguage),
    },
  };
}
