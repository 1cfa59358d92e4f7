import type { CourierMoney } from "./courier-money";

// The figures of the owner's Today page (issue 19 item 6, docs/owner.md "Today"), per branch and
// day of the brand: `orders` counts the orders placed that day that were not cancelled, `revenue`
// sums their totals (delivery fees included), `cancelled` counts the cancelled ones apart. An
// order waiting to be accepted counts: it was placed.

export interface DayFigures {
  /** YYYY-MM-DD, the brand's day. */
  date: string;
  orders: number;
  revenue: number;
  cancelled: number;
}

/** One branch's figures, a day for each of the report's days, oldest first. */
export interface BranchSales {
  branchId: string;
  name: string;
  days: DayFigures[];
}

export interface SalesReport {
  timeZone: string;
  currency: string;
  /** The brand's today: the last of `days`. */
  today: string;
  days: string[];
  branches: BranchSales[];
  /** Every branch together, day by day. */
  total: DayFigures[];
  /**
   * Deliveries by courier (issue 38 item 5), every branch together: today's, and the report's
   * days' (src/domain/courier-money.ts).
   */
  couriers?: { today: CourierMoney; days: CourierMoney };
}

/** One group of orders as counted in the database: a branch's day. */
export interface SalesRow {
  branchId: string;
  date: string;
  orders: number;
  cancelled: number;
  revenue: number;
}

const empty = (date: string): DayFigures => ({ date, orders: 0, revenue: 0, cancelled: 0 });

/** Adds `b`'s counts to `a`'s. */
export function addFigures(a: DayFigures, b: Omit<DayFigures, "date">): DayFigures {
  return {
    date: a.date,
    orders: a.orders + b.orders,
    revenue: a.revenue + b.revenue,
    cancelled: a.cancelled + b.cancelled,
  };
}

/** The figures of several days as one (the last 7 days' line). */
export function sumDays(days: readonly DayFigures[], label = ""): DayFigures {
  return days.reduce(addFigures, empty(label));
}

/**
 * The report of `days` from the database's rows: every branch of the brand, in its order, with a
 * zero for a day without orders; then any branch that has orders but is gone from the brand (by
 * the name its orders keep, `formerNames`).
 */
export function salesReport(
  rows: readonly SalesRow[],
  branches: readonly { id: string; name: string }[],
  formerNames: ReadonlyMap<string, string>,
  days: readonly string[],
  brand: { timeZone: string; currency: string },
): SalesReport {
  const gone = [...new Set(rows.map((r) => r.branchId))]
    .filter((id) => !branches.some((b) => b.id === id))
    .sort()
    .map((id) => ({ id, name: formerNames.get(id) ?? id }));
  const all = [...branches, ...gone].map((branch): BranchSales => ({
    branchId: branch.id,
    name: branch.name,
    days: days.map((date) =>
      rows
        .filter((r) => r.branchId === branch.id && r.date === date)
        .reduce<DayFigures>(addFigures, empty(date)),
    ),
  }));
  return {
    ...brand,
    today: days.at(-1) ?? "",
    days: [...days],
    branches: all,
    total: days.map((date, i) =>
      sumDays(
        all.map((b) => b.days[i]!),
        date,
      ),
    ),
  };
}
