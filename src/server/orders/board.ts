import "server-only";
import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { StaffRole } from "@/domain/auth";
import type { StaffOrder } from "@/domain/order";
import { OPEN_STATUSES } from "@/domain/order-status";
import { OLDER_CURSOR, OLDER_PAGE_SIZE, staleBefore } from "@/domain/staff-board";
import { startOfDayIn } from "@/domain/time";
import type { BrandRef } from "../brands/resolve";
import { getDb } from "../db/client";
import { orderEvents, orders } from "../db/schema";
import type { OlderOpenOrders, OlderOrdersPage } from "@/contract/staff";
import { ordersWithPhone } from "./rows";
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
 * most FINISHED_LIMIT), newest first, and the count of the older open ones.
 */
export async function boardOrders(
  brand: BrandRef,
  role: StaffRole,
  now = new Date(),
): Promise<BoardOrders> {
  const before = staleBefore(now, brand.timeZone);
  const none = { before: before.toISOString(), count: 0, branches: [], asOfEventId: 0 };
  if (role.branchIds.length === 0) return { orders: [], older: none };
  const { db } = await getDb();
  const [open, finished, older] = await Promise.all([
    ordersWithPhone(db)
      .where(and(mine(brand, role), isOpen, gte(due, before)))
      .orderBy(desc(orders.createdAt)),
    ordersWithPhone(db)
      .where(
        and(
          mine(brand, role),
          inArray(orders.status, [...FINISHED]),
          gte(orders.createdAt, startOfDayIn(brand.timeZone, now)),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(FINISHED_LIMIT),
    // One statement, so the count and the event it is as of are one snapshot.
    db
      .select({
        branchId: orders.branchId,
        count: sql<number>`count(*)`.mapWith(Number),
        oldest: sql<string>`min(${due})`.mapWith((v: string | Date) => new Date(v).toISOString()),
        asOf: sql<number>`(select max(${orderEvents.id}) from ${orderEvents} where ${orderEvents.brandId} = ${brand.id})`.mapWith(
          Number,
        ),
      })
      .from(orders)
      .where(and(mine(brand, role), isOpen, lt(due, before)))
      .groupBy(orders.branchId)
      .orderBy(orders.branchId),
  ]);
  const rows = [...open, ...finished].sort(
    (x, y) => y.order.createdAt.getTime() - x.order.createdAt.getTime(),
  );
  return {
    orders: await staffViews(db, brand, rows),
    older: {
      ...none,
      count: older.reduce((sum, b) => sum + b.count, 0),
      branches: older.map(({ branchId, count, oldest }) => ({ branchId, count, oldest })),
      asOfEventId: older[0]?.asOf ?? 0,
    },
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
  // The due time in whole microseconds, as kept: a cursor rounded to the millisecond would skip
  // an order due within the same millisecond as the page's last.
  const micros = sql<string>`(extract(epoch from ${due}) * 1000000)::bigint::text`;
  const rows = await ordersWithPhone(db)
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
  let next: string | null = null;
  if (rows.length > OLDER_PAGE_SIZE && last) {
    const [{ at } = { at: "" }] = await db
      .select({ at: micros })
      .from(orders)
      .where(and(eq(orders.brandId, brand.id), eq(orders.id, last.order.id)));
    next = `${at}.${last.order.id}`;
  }
  return { orders: await staffViews(db, brand, page), next };
}
