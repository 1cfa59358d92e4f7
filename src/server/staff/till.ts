import "server-only";
import type { Column } from "drizzle-orm";
import { and, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { StaffRole } from "@/domain/auth";
import type { PaymentMethod } from "@/domain/payment";
import { dayBounds, todayIn } from "@/domain/sales-days";
import type { TillClose, TillDay, TillFigures, TillOrder } from "@/domain/till";
import { cashDifference, offeredMethods, tillDayProblem, tillFigures } from "@/domain/till";
import { covers, managesBranches, runsBrand } from "../access";
import type { BrandRef } from "../brands/resolve";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { orderEvents, orders, tillCloses } from "../db/schema";
import { AppError } from "../errors";
import { requireStorefront } from "../http";
import { logger } from "../logger";

// The till (issue 36 item 5, docs/till.md, decision 0045): a branch's day as its money went, read in
// one statement bounded by the day (the orders it touched, found by three indexes), the rule in
// src/domain/till.ts; and its close, confirmed once by the branch's manager or the owner.

/** The branch asked for (the caller's first when none is), one the caller works at. */
async function placeOf(brand: BrandRef, role: StaffRole, branchId: string | undefined) {
  const storefront = await requireStorefront(brand);
  const branches = storefront.branches
    .filter((b) => covers(role, b.id))
    .map((b) => ({ id: b.id, name: b.name }));
  const branch = storefront.branches.find((b) => b.id === (branchId ?? branches[0]?.id));
  if (!branch) throw new AppError("BRANCH_NOT_FOUND", "That branch does not exist.");
  if (!covers(role, branch.id))
    throw new AppError("FORBIDDEN", "This branch is not one you work at.");
  return { storefront, branch: { id: branch.id, name: branch.name }, branches };
}

/** The day asked for (the brand's today when none is): today or one before it. */
function dayOf(brand: BrandRef, date: string | undefined, now: Date) {
  const today = todayIn(brand.timeZone, now);
  const day = date || today;
  const problem = tillDayProblem(day, today);
  if (problem) throw new AppError(problem);
  return { date: day, today };
}

/** Epoch milliseconds, as the database counts them (its microseconds survive in no JS Date). */
const epochMs = (at: unknown) => new Date(Number(at));

/** The branch's orders `date` touched: placed, paid, cancelled or refunded in it. */
async function touchedOrders(
  db: Db,
  brand: BrandRef,
  branchId: string,
  date: string,
): Promise<TillOrder[]> {
  const day = dayBounds(date, brand.timeZone);
  const inDay = (at: Column) => and(gte(at, day.start), lt(at, day.end));
  const ours = and(eq(orders.brandId, brand.id), eq(orders.branchId, branchId));
  // The same condition as the index order_events_till_idx's, for the planner to match.
  const moneyEvent = sql`(${orderEvents.type} = 'REFUNDED' or (${orderEvents.type} = 'STATUS' and ${orderEvents.status} = 'CANCELLED'))`;
  const touched = sql`
    select ${orders.id} from ${orders} where ${ours} and ${inDay(orders.createdAt)}
    union
    select ${orders.id} from ${orders} where ${ours} and ${orders.paidAt} is not null
      and ${inDay(orders.paidAt)}
    union
    select ${orderEvents.orderId} from ${orderEvents}
      where ${eq(orderEvents.brandId, brand.id)} and ${moneyEvent}
        and ${inDay(orderEvents.createdAt)}`;
  // An order's events, read by its own key (order_events_order_idx). The outer order's columns
  // are named with their table: drizzle leaves them bare in a one-table select, where they would
  // be the events' own.
  const events = (what: string, where: ReturnType<typeof sql>) =>
    sql`(select ${sql.raw(what)} from order_events e
          where e.brand_id = orders.brand_id and e.order_id = orders.id and ${where})`;
  const rows = await db
    .select({
      method: sql<PaymentMethod>`${orders.payment}->>'method'`,
      total: orders.total,
      status: orders.status,
      placedAt: orders.createdAt,
      paidAt: orders.paidAt,
      cancelledAt: events(
        "floor(extract(epoch from max(e.created_at)) * 1000)",
        sql`e.type = 'STATUS' and e.status = 'CANCELLED'`,
      ).mapWith(epochMs),
      refundedAt: events(
        "coalesce(json_agg(floor(extract(epoch from e.created_at) * 1000)), '[]'::json)",
        sql`e.type = 'REFUNDED'`,
      ),
    })
    .from(orders)
    .where(and(ours, sql`${orders.id} in (${touched})`));
  return rows.map((row) => ({
    ...row,
    cancelledAt: row.cancelledAt ?? null,
    refundedAt: (typeof row.refundedAt === "string"
      ? (JSON.parse(row.refundedAt) as unknown[])
      : (row.refundedAt as unknown[])
    ).map(epochMs),
  }));
}

async function figuresOf(
  db: Db,
  brand: BrandRef,
  branchId: string,
  date: string,
  offered: PaymentMethod[],
): Promise<TillFigures> {
  const day = dayBounds(date, brand.timeZone);
  return tillFigures(await touchedOrders(db, brand, branchId, date), day, offered);
}

const current = (brandId: string, branchId: string, date: string) =>
  and(
    eq(tillCloses.brandId, brandId),
    eq(tillCloses.branchId, branchId),
    eq(tillCloses.day, date),
    isNull(tillCloses.reopenedAt),
  );

function closeView(row: typeof tillCloses.$inferSelect): TillClose {
  return {
    date: row.day,
    branchId: row.branchId,
    expected: row.expected,
    counted: row.counted,
    difference: row.difference,
    note: row.note,
    figures: row.figures,
    confirmedBy: row.confirmedBy,
    confirmedAt: row.confirmedAt.toISOString(),
  };
}

async function closeOf(db: Db, brandId: string, branchId: string, date: string) {
  const [row] = await db
    .select()
    .from(tillCloses)
    .where(current(brandId, branchId, date));
  return row ? closeView(row) : null;
}

/** GET /api/staff/till: a branch's day, and its close once confirmed. */
export async function tillDay(
  brand: BrandRef,
  role: StaffRole,
  query: { branchId?: string | undefined; date?: string | undefined },
  now = new Date(),
): Promise<TillDay> {
  const { storefront, branch, branches } = await placeOf(brand, role, query.branchId);
  const { date, today } = dayOf(brand, query.date, now);
  const { db } = await getDb();
  const [figures, close] = await Promise.all([
    figuresOf(db, brand, branch.id, date, offeredMethods(storefront.storeConfigs)),
    closeOf(db, brand.id, branch.id, date),
  ]);
  return {
    branch,
    branches,
    date,
    today,
    timeZone: brand.timeZone,
    currency: storefront.brand.currency,
    figures,
    close,
    mayClose: managesBranches(role),
    mayReopen: runsBrand(role),
  };
}

const alreadyClosed = (close: TillClose) =>
  new AppError("TILL_ALREADY_CLOSED", undefined, {
    details: { confirmedBy: close.confirmedBy, confirmedAt: close.confirmedAt },
  });

/**
 * POST /api/staff/till/close: the manager's count of the cash, against the cash to count as they
 * saw it (`expected`): when it has moved since (an order paid meanwhile), 409 and nothing stored.
 */
export async function closeTill(
  brand: BrandRef,
  role: StaffRole,
  body: { branchId: string; date: string; expected: number; counted: number; note: string },
  now = new Date(),
): Promise<TillClose> {
  const { storefront, branch } = await placeOf(brand, role, body.branchId);
  if (!managesBranches(role)) throw new AppError("TILL_MANAGERS_ONLY");
  const { date } = dayOf(brand, body.date, now);
  const { db } = await getDb();
  const closed = await closeOf(db, brand.id, branch.id, date);
  if (closed) throw alreadyClosed(closed);
  const figures = await figuresOf(
    db,
    brand,
    branch.id,
    date,
    offeredMethods(storefront.storeConfigs),
  );
  if (figures.expectedCash !== body.expected)
    throw new AppError("TILL_FIGURES_CHANGED", undefined, {
      details: { expected: figures.expectedCash },
    });
  const [row] = await db
    .insert(tillCloses)
    .values({
      brandId: brand.id,
      branchId: branch.id,
      day: date,
      expected: figures.expectedCash,
      counted: body.counted,
      difference: cashDifference(body.counted, figures.expectedCash).amount,
      note: body.note,
      figures,
      confirmedBy: role.name,
    })
    // Two managers confirming at once: one close is stored (till_closes_day_idx), the other hears so.
    .onConflictDoNothing()
    .returning();
  if (!row) throw alreadyClosed((await closeOf(db, brand.id, branch.id, date))!);
  return closeView(row);
}

/** POST /api/staff/till/reopen (owners): the day's close is kept, marked re-opened. */
export async function reopenTill(
  brand: BrandRef,
  role: StaffRole,
  body: { branchId: string; date: string },
  now = new Date(),
): Promise<TillDay> {
  const { branch } = await placeOf(brand, role, body.branchId);
  const { date } = dayOf(brand, body.date, now);
  const { db } = await getDb();
  const [row] = await db
    .update(tillCloses)
    .set({ reopenedBy: role.name, reopenedAt: sql`now()` })
    .where(current(brand.id, branch.id, date))
    .returning();
  if (!row) throw new AppError("TILL_NOT_CLOSED");
  logger().info(
    { brandId: brand.id, branchId: branch.id, day: date, counted: row.counted, by: role.name },
    "till close re-opened",
  );
  return tillDay(brand, role, body, now);
}
