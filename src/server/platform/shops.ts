import "server-only";
import { and, asc, desc, eq, ilike, inArray, ne, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type {
  PlatformShop,
  PlatformShopDetail,
  PlatformShops,
  SetupSteps,
} from "@/contract/platform";
import { setupProgress } from "@/domain/shop-setup";
import { PLATFORM_BRAND_ID, shopState } from "@/domain/shop-state";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { branches, brands, staff } from "../db/schema";
import { AppError } from "../errors";
import { setupStepsOf } from "../brands/setup-steps";
import { siteOrigin } from "../site-url";

// The platform's console (issue 35 item 6): the shops, read for the operators. Every query leaves
// the platform's own row out (decision 0033). Nothing of a shop's customers is read: orders are
// only counted and dated.

export const SHOPS_PAGE_SIZE = 50;

/** `%` and `_` typed in a search are themselves, not patterns. */
const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

const shopId = sql.raw(`"brands"."id"`);
const zone = sql.raw(`"brands"."time_zone"`);

/** A shop's columns and figures as of `now`: counted by the database, one row per shop. */
function shopColumns(now: Date) {
  const at = now.toISOString();
  // The shop's last 7 days on its own clock: from midnight 6 days before its today.
  const since = sql`((((${at}::timestamptz at time zone ${zone})::date - 6)::timestamp) at time zone ${zone})`;
  return {
    id: brands.id,
    name: brands.name,
    subDomainName: brands.subDomainName,
    timeZone: brands.timeZone,
    defaultLanguage: brands.defaultLanguage,
    customDomain: brands.customDomain,
    revisionNumber: brands.revisionNumber,
    openedAt: brands.openedAt,
    suspendedAt: brands.suspendedAt,
    suspendedReason: brands.suspendedReason,
    createdAt: brands.createdAt,
    // Correlated by name: drizzle writes a column of the selected table unqualified, which inside
    // a subquery would name the subquery's own table.
    lastOrderAt: sql<unknown>`(select max(o.created_at) from orders o where o.brand_id = ${shopId})`,
    ordersThisWeek:
      sql<number>`(select count(*) from orders o where o.brand_id = ${shopId} and o.status <> 'CANCELLED' and o.created_at >= ${since} and o.created_at <= ${at}::timestamptz)`.mapWith(
        Number,
      ),
    branches: sql<number>`(select count(*) from branches b where b.brand_id = ${shopId})`.mapWith(
      Number,
    ),
    items: sql<number>`(select count(*) from menu_items i where i.brand_id = ${shopId})`.mapWith(
      Number,
    ),
  };
}

type ShopRow = Awaited<ReturnType<typeof readShops>>[number];

async function readShops(where: SQL | undefined, now: Date, page = 1) {
  const { db } = await getDb();
  return db
    .select(shopColumns(now))
    .from(brands)
    .where(and(ne(brands.id, PLATFORM_BRAND_ID), where))
    .orderBy(desc(brands.createdAt), asc(brands.id))
    .limit(SHOPS_PAGE_SIZE)
    .offset((page - 1) * SHOPS_PAGE_SIZE);
}

/** The owners of `ids` (their names and numbers: whom support calls), by shop. */
async function ownersOf(ids: string[]): Promise<Map<string, PlatformShop["owners"]>> {
  const byShop = new Map<string, PlatformShop["owners"]>();
  if (ids.length === 0) return byShop;
  const { db } = await getDb();
  const rows = await db
    .select({ brandId: staff.brandId, name: staff.name, phoneNumber: staff.phoneNumber })
    .from(staff)
    .where(and(inArray(staff.brandId, ids), eq(staff.role, "owner")))
    .orderBy(asc(staff.name));
  for (const { brandId, ...owner } of rows)
    byShop.set(brandId, [...(byShop.get(brandId) ?? []), owner]);
  return byShop;
}

function shopOf(row: ShopRow, owners: PlatformShop["owners"]): PlatformShop {
  return {
    id: row.id,
    name: row.name,
    subDomainName: row.subDomainName,
    url: siteOrigin(row.subDomainName),
    state: shopState(row),
    suspendedAt: iso(row.suspendedAt),
    suspendedReason: row.suspendedAt ? row.suspendedReason : null,
    createdAt: iso(row.createdAt)!,
    openedAt: iso(row.openedAt),
    lastOrderAt: iso(row.lastOrderAt),
    ordersThisWeek: row.ordersThisWeek,
    timeZone: row.timeZone,
    owners,
    branches: row.branches,
    items: row.items,
  };
}

/** A page of the shops whose name or subdomain holds `q`, newest first. */
export async function listShops(
  query: { q: string; page: number },
  now = new Date(),
): Promise<PlatformShops> {
  const { db } = await getDb();
  const where = query.q
    ? or(ilike(brands.name, likeTerm(query.q)), ilike(brands.subDomainName, likeTerm(query.q)))
    : undefined;
  const rows = await readShops(where, now, query.page);
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(brands)
    .where(and(ne(brands.id, PLATFORM_BRAND_ID), where));
  const owners = await ownersOf(rows.map((r) => r.id));
  return {
    shops: rows.map((row) => shopOf(row, owners.get(row.id) ?? [])),
    page: query.page,
    pageSize: SHOPS_PAGE_SIZE,
    total: count?.total ?? 0,
  };
}

/** One shop, with its branches and set-up progress; 404 SHOP_NOT_FOUND for none (or the platform). */
export async function shopDetail(id: string, now = new Date()): Promise<PlatformShopDetail> {
  const [row] = await readShops(eq(brands.id, id), now);
  if (!row) throw new AppError("SHOP_NOT_FOUND");
  const { db } = await getDb();
  const [owners, branchList, setup] = await Promise.all([
    ownersOf([id]),
    db
      .select({
        id: branches.id,
        name: branches.name,
        city: branches.city,
        phoneNumber: branches.phoneNumber,
      })
      .from(branches)
      .where(eq(branches.brandId, id))
      .orderBy(asc(branches.position)),
    row.openedAt ? Promise.resolve(null) : requiredProgress(db, id),
  ]);
  return {
    ...shopOf(row, owners.get(id) ?? []),
    defaultLanguage: row.defaultLanguage,
    customDomain: row.customDomain,
    revisionNumber: row.revisionNumber,
    branchList,
    setup,
  };
}

/**
 * A shop's set-up progress for support: its required steps done (src/domain/shop-setup.ts). The
 * recommended ones are left out: whether the owner previewed the shop is known only to their
 * browser, so a count of every step could never be whole.
 */
async function requiredProgress(db: Db, brandId: string): Promise<SetupSteps> {
  const { done, total } = setupProgress(
    (await setupStepsOf(db, brandId)).filter((s) => s.required),
  );
  return { done, total };
}
