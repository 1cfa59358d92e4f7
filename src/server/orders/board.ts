import "server-only";
import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { StaffRole } from "@/domain/auth";
import type { StaffOrder } from "@/domain/order";
import { OPEN_STATUSES } from "@/domain/order-status";
import { OLDER_COUNTED, OLDER_CURSOR, OLDER_PAGE_SIZE, staleBefore } from "@/domain/staff-board";
import { startOfDayIn } from "@/domain/time";
import type { BrandRef } from "../brands/resolve";
import { getDb } from "../db/client";
import { orderEvents, orders } from "../db/schema";
import type { OlderOpenOrders, OlderOrdersPage } from "@/contract/staff";
import { withPhones } from "./rows";
import { staffViews } from "./views";

// The staff board's orders (issue 34 item 2, docs/orders.md "The board"): what it sends does not
// grow with the shop's history. Today's work is sent whole: the open orders due today or later
// (the rule is src/domain/staff-board.ts staleBefore) and today's finished ones; the open orders
// due before are counted per branch, and listed a page at a time on request. Every query here
// has its index (migration 0020, tests/integration/board-indexes.integ.ts).

/** Finished orders of today shown on the board, newest first. */
const FINISHED_LIMIT = 300;

/** What orders_open_idx covers, said as its definition says it (src/server/db/schema.ts). */
const isOpen = sql.raw(`"orders"."status" in (${OPEN_STATUSES.map((s) => `'${s}'`).join(", ")})`);
const FINISHED = ["COMPLETED", "CANCELLED"] as const;
/** When an order is due (src/domain/staff-board.ts dueAt), as orders_open_idx keys it. */
const due = sql<Date>`coalesce(${orders.scheduledFor}, ${orders.createdAt})`;

export interface BoardOrders {
  orders: StaffOrder[];
  older: OlderOpenOrders;
}

const mine = (brand: BrandRef, role: StaffRole) =>
  and(eq(orders.brandId, brand.id), inArray(orders.branchId, role.branchIds));

/**
 * The board's orders: the open ones due from `staleBefore(now)` on and today's finished ones (at
 * most FINISHED_LIMIT), newest first, and the count of the older open ones. The orders are read
 * alone and their customers by key after: a join let the planner read every customer whole once
 * it expected many orders.
 */
export async function boardOrders(
  brand: BrandRef,
  role: StaffRole,
  now = new Date(),
): Promise<BoardOrders> {
  const before = staleBefore(now, brand.timeZone);
  if (role.branchIds.length === 0)
    return {
      orders: [],
      older: { before: before.toISOString(), count: 0, more: false, branches: [], asOfEventId: 0 },
    };
  const { db } = await getDb();
  const [open, finished, older] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(mine(brand, role), isOpen, gte(due, before))),
    db
      .select()
      .from(orders)
      .where(
        and(
          mine(brand, role),
          inArray(orders.status, [...FINISHED]),
          gte(orders.createdAt, startOfDayIn(brand.timeZone, now)),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(FINISHED_LIMIT),
    olderCount(brand, role, before),
  ]);
  const rows = [...open, ...finished].sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime());
  return { orders: await staffViews(db, brand, await withPhones(db, brand.id, rows)), older };
}

/**
 * The older open orders of each of the caller's branches, counted up to OLDER_COUNTED (each
 * branch's oldest first, through orders_open_idx), and the brand's newest order event, in one
 * statement: the count and the event it is as of are one snapshot.
 */
async function olderCount(
  brand: BrandRef,
  role: StaffRole,
  before: Date,
): Promise<OlderOpenOrders> {
  const { db } = await getDb();
  const branchIds = sql.join(
    role.branchIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result: unknown = await db.execute(sql`
    select b.branch_id as "branchId", count(t.due)::int as count, min(t.due) as oldest,
      (select max(${orderEvents.id}) from ${orderEvents} where ${orderEvents.brandId} = ${brand.id})::text as "asOf"
    from unnest(array[${branchIds}]::text[]) as b(branch_id)
    cross join lateral (
      select ${due} as due from ${orders}
      where ${orders.brandId} = ${brand.id} and ${orders.branchId} = b.branch_id and ${isOpen}
        and ${due} < ${before}
      order by ${due} limit ${OLDER_COUNTED + 1}
    ) t
    group by b.branch_id
    order by b.branch_id`);
  const rows = (
    result as {
      rows: { branchId: string; count: number; oldest: string | Date; asOf: string | null }[];
    }
  ).rows;
  const branches = rows.map((r) => ({
    branchId: r.branchId,
    count: Math.min(r.count, OLDER_COUNTED),
    more: r.count > OLDER_COUNTED,
    oldest: new Date(r.oldest).toISOString(),
  }));
  return {
    before: before.toISOString(),
    count: branches.reduce((sum, b) => sum + b.count, 0),
    more: branches.some((b) => b.more),
    branches,
    asOfEventId: Number(rows[0]?.asOf ?? 0),
  };
}

/**
 * A page of the caller's older open orders (due before `staleBefore(now)`), the most recently due
 * first, OLDER_PAGE_SIZE at a time; `after` is the page before's `next`.
 */
export async function olderOrders(
  brand: BrandRef,
  role: StaffRole,
  after: string | undefined,
  now = new Date(),
): Promise<OlderOrdersPage> {
  if (role.branchIds.length === 0) return { orders: [], next: null };
  const cursor = after ? OLDER_CURSOR.exec(after) : null;
  const { db } = await getDb();
  const rows = await db
    .select({
      order: orders,
      // The due time in whole microseconds, as kept: a cursor rounded to the millisecond would
      // skip an order due within the same millisecond as the page's last.
      micros: sql<string>`(extract(epoch from ${due}) * 1000000)::bigint::text`,
    })
    .from(orders)
    .where(
      and(
        mine(brand, role),
        isOpen,
        lt(due, staleBefore(now, brand.timeZone)),
        cursor
          ? sql`(${due}, ${orders.id}) < (timestamptz 'epoch' + ${cursor[1]}::bigint * interval '1 microsecond', ${cursor[2]})`
          : undefined,
      ),
    )
    .orderBy(desc(due), desc(orders.id))
    .limit(OLDER_PAGE_SIZE + 1);
  const page = rows.slice(0, OLDER_PAGE_SIZE);
  const last = page.at(-1);
  const next = rows.length > OLDER_PAGE_SIZE && last ? `${last.micros}.${last.order.id}` : null;
  const withCustomers = await withPhones(
    db,
    brand.id,
    page.map((r) => r.order),
  );
  return { orders: await staffViews(db, brand, withCustomers), next };
}
