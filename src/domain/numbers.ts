import type { CourierMoney } from "./courier-money";
import { courierDifference, NO_COURIER_MONEY } from "./courier-money";
import { toCsv } from "./csv";
import { PAYMENT_METHODS } from "./payment";
import type { DateRange } from "./sales-days";
import { addDays, daysInRange, monthSoFar } from "./sales-days";

// The console's Numbers page (issue 36 item 6, docs/owner.md "Numbers"): a range of the brand's
// days, its orders per day, branch, hour of the day and payment method, its best sellers, new and
// returning customers and the average order. Which orders count is the Today page's rule
// (src/domain/sales.ts): placed in the range and not cancelled; the cancelled are counted apart.
// An order counts on the day and hour it was placed, on the brand's clock.

/** The ranges offered: weeks start on Monday, as an Indonesian calendar's do. */
export const NUMBER_RANGES = ["thisWeek", "lastWeek", "thisMonth", "last30", "custom"] as const;
export type NumbersRange = (typeof NUMBER_RANGES)[number];

/** The Monday of `date`'s week (YYYY-MM-DD). */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(date, -((weekday + 6) % 7));
}

/** The days of a range offered by name, as of the brand's `today`. */
export function presetRange(range: Exclude<NumbersRange, "custom">, today: string): DateRange {
  const monday = weekStart(today);
  switch (range) {
    case "thisWeek":
      return { from: monday, to: today };
    case "lastWeek":
      return { from: addDays(monday, -7), to: addDays(monday, -1) };
    case "thisMonth":
      return monthSoFar(today);
    case "last30":
      return { from: addDays(today, -29), to: today };
  }
}

/** Orders counted (not cancelled), what they came to, and the cancelled ones apart. */
export interface Figures {
  orders: number;
  revenue: number;
  cancelled: number;
}

/** What the database counts: one group of the range's orders (src/server/owner/numbers.ts). */
export interface NumbersRow extends Figures {
  by: "all" | "day" | "branch" | "hour" | "method";
  /** The day (YYYY-MM-DD), branch id, hour (0-23) or payment method; "" for `all`. */
  key: string;
}

/** An item sold in the range: how many, and what its lines came to (quantity × price charged). */
export interface ItemFigures {
  itemId: string;
  name: string;
  quantity: number;
  revenue: number;
}

export interface Customers {
  /** Customers with a counted order in the range. */
  customers: number;
  /** Of them, those whose first counted order at the brand is in the range. */
  newCustomers: number;
}

export interface NumbersReport {
  brandId: string;
  timeZone: string;
  currency: string;
  /** The brand's today. */
  today: string;
  range: NumbersRange;
  /** Its days, both counted. */
  from: string;
  to: string;
  /** The branch the numbers are of; null: every branch the caller may see. */
  branchId: string | null;
  /** The branches the caller may choose, in the brand's order. */
  branches: { id: string; name: string }[];
  total: Figures & Customers & { averageOrder: number; returningCustomers: number };
  /** Every day of the range, oldest first. */
  days: (Figures & { date: string })[];
  /** Every hour of the day, 0 to 23. */
  hours: (Figures & { hour: number })[];
  /** The branches shown, in the brand's order, then any gone branch with orders in the range. */
  byBranch: (Figures & { branchId: string; name: string })[];
  /** The payment methods used, in checkout's order. */
  methods: (Figures & { method: string })[];
  /** Every item sold, most sold first. */
  items: ItemFigures[];
  /**
   * Deliveries by courier (issue 38 item 5): what their customers paid for delivery and what the
   * couriers cost, of the range's orders with a costed booking (src/domain/courier-money.ts).
   */
  couriers: CourierMoney;
}

const ZERO: Figures = { orders: 0, revenue: 0, cancelled: 0 };

const figuresOf = ({ orders, revenue, cancelled }: Figures): Figures => ({
  orders,
  revenue,
  cancelled,
});

/** The average counted order, to the cent (0 without orders). */
export const averageOrder = (f: Figures): number =>
  f.orders === 0 ? 0 : Math.round((f.revenue / f.orders) * 100) / 100;

/** The days from `from` to `to`, both counted. */
export const rangeDays = ({ from, to }: DateRange): string[] =>
  Array.from({ length: daysInRange(from, to) }, (_, i) => addDays(from, i));

const methodRank = (method: string): number => {
  const at = (PAYMENT_METHODS as readonly string[]).indexOf(method);
  return at === -1 ? PAYMENT_METHODS.length : at;
};

/** Most sold first; then the most revenue, then by name. */
export function byQuantity(a: ItemFigures, b: ItemFigures): number {
  return b.quantity - a.quantity || b.revenue - a.revenue || a.name.localeCompare(b.name);
}

/** Most revenue first; then the most sold, then by name. */
export function byRevenue(a: ItemFigures, b: ItemFigures): number {
  return b.revenue - a.revenue || b.quantity - a.quantity || a.name.localeCompare(b.name);
}

export interface ReportInput {
  brand: { id: string; timeZone: string; currency: string };
  today: string;
  range: NumbersRange;
  days: DateRange;
  branchId: string | null;
  /** The branches the caller may choose, in the brand's order. */
  branches: readonly { id: string; name: string }[];
  /** The names gone branches' orders keep. */
  formerNames: ReadonlyMap<string, string>;
  rows: readonly NumbersRow[];
  items: readonly ItemFigures[];
  customers: Customers;
  /** The couriers' money of the range (none when left out). */
  couriers?: CourierMoney;
}

/** The report from the database's counts: every day and hour filled in, zero when it had none. */
export function numbersReport(input: ReportInput): NumbersReport {
  const { rows, branchId } = input;
  const group = (by: NumbersRow["by"]) =>
    new Map(rows.filter((r) => r.by === by).map((r) => [r.key, r]));
  const at = (by: NumbersRow["by"]) => {
    const found = group(by);
    return (key: string): Figures => figuresOf(found.get(key) ?? ZERO);
  };
  const total = at("all")("");
  const branch = at("branch");
  const day = at("day");
  const hour = at("hour");
  const shown = input.branches.filter((b) => branchId === null || b.id === branchId);
  const gone = [...group("branch").keys()]
    .filter((id) => !input.branches.some((b) => b.id === id))
    .sort()
    .map((id) => ({ id, name: input.formerNames.get(id) ?? id }));
  return {
    brandId: input.brand.id,
    timeZone: input.brand.timeZone,
    currency: input.brand.currency,
    today: input.today,
    range: input.range,
    ...input.days,
    branchId,
    branches: [...input.branches],
    total: {
      ...total,
      averageOrder: averageOrder(total),
      ...input.customers,
      returningCustomers: input.customers.customers - input.customers.newCustomers,
    },
    days: rangeDays(input.days).map((date) => ({ date, ...day(date) })),
    hours: Array.from({ length: 24 }, (_, h) => ({ hour: h, ...hour(String(h)) })),
    byBranch: [...shown, ...gone].map((b) => ({ branchId: b.id, name: b.name, ...branch(b.id) })),
    methods: [...group("method").values()]
      .sort((a, b) => methodRank(a.key) - methodRank(b.key) || a.key.localeCompare(b.key))
      .map((r) => ({ method: r.key, ...figuresOf(r) })),
    items: [...input.items].sort(byQuantity),
    couriers: input.couriers ?? NO_COURIER_MONEY,
  };
}

/** The hours from the first with an order (cancelled too) to the last: the shop's day. */
export function busyHours<T extends Figures & { hour: number }>(hours: readonly T[]): T[] {
  const busy = (h: T) => h.orders + h.cancelled > 0;
  const first = hours.findIndex(busy);
  if (first === -1) return [];
  return hours.slice(first, hours.findLastIndex(busy) + 1);
}

/** How a chart of the range's days groups them: a bar a day, a week or a month. */
export type DayUnit = "day" | "week" | "month";

/** A bar of the chart of days: its first and last day, and their figures together. */
export interface DayBucket extends Figures {
  from: string;
  to: string;
}

/** Up to a month a bar per day; up to 13 weeks a bar per week (from Monday); else per month. */
export function dayUnit(days: number): DayUnit {
  if (days <= 31) return "day";
  return days <= 91 ? "week" : "month";
}

/** The range's days in bars of `dayUnit`: a bar's first and last day stay inside the range. */
export function dayBuckets(days: readonly (Figures & { date: string })[]): {
  unit: DayUnit;
  buckets: DayBucket[];
} {
  const unit = dayUnit(days.length);
  const keyOf = (date: string) =>
    unit === "day" ? date : unit === "week" ? weekStart(date) : date.slice(0, 7);
  const buckets: DayBucket[] = [];
  let key: string | null = null;
  for (const day of days) {
    const k = keyOf(day.date);
    const last = buckets.at(-1);
    if (last && k === key) {
      last.to = day.date;
      last.orders += day.orders;
      last.revenue += day.revenue;
      last.cancelled += day.cancelled;
    } else buckets.push({ from: day.date, to: day.date, ...figuresOf(day) });
    key = k;
  }
  return { unit, buckets };
}

/** The CSV's words in the reader's language (the console's catalog, `ownerNumbers`). */
export interface NumbersWords {
  title: string;
  allBranches: string;
  summary: string;
  figure: string;
  value: string;
  orders: string;
  revenue: string;
  cancelled: string;
  averageOrder: string;
  customers: string;
  newCustomers: string;
  returningCustomers: string;
  byDay: string;
  day: string;
  byBranch: string;
  branch: string;
  byHour: string;
  hour: string;
  byMethod: string;
  method: string;
  bestSellers: string;
  item: string;
  quantity: string;
  /** A payment method's name, as checkout says it. */
  methodName: (method: string) => string;
  /** The couriers' section's words (issue 38); the section is left out without them. */
  couriers?: { title: string; deliveries: string; fees: string; costs: string; difference: string };
}

/** "08:00". */
export const hourLabel = (hour: number): string => `${String(hour).padStart(2, "0")}:00`;

/**
 * Every figure of the report as one CSV file (src/domain/csv.ts: a byte order mark, RFC 4180) in
 * `words`' language: a heading line (the title, the first and last day, the branch), then one
 * section per table, a blank line between. Amounts are plain numbers, for sums.
 */
export function numbersCsv(report: NumbersReport, words: NumbersWords): string {
  const t = report.total;
  const columns = [words.orders, words.revenue, words.cancelled];
  const cells = (f: Figures) => [f.orders, f.revenue, f.cancelled];
  const branch = report.branches.find((b) => b.id === report.branchId)?.name;
  return toCsv([
    [words.title, report.from, report.to, branch ?? words.allBranches, report.currency],
    [],
    [words.summary],
    [words.figure, words.value],
    [words.orders, t.orders],
    [words.revenue, t.revenue],
    [words.averageOrder, t.averageOrder],
    [words.cancelled, t.cancelled],
    [words.customers, t.customers],
    [words.newCustomers, t.newCustomers],
    [words.returningCustomers, t.returningCustomers],
    [],
    [words.byDay],
    [words.day, ...columns, words.averageOrder],
    ...report.days.map((d) => [d.date, ...cells(d), averageOrder(d)]),
    [],
    [words.byBranch],
    [words.branch, ...columns, words.averageOrder],
    ...report.byBranch.map((b) => [b.name, ...cells(b), averageOrder(b)]),
    [],
    [words.byHour],
    [words.hour, ...columns],
    ...report.hours.map((h) => [hourLabel(h.hour), ...cells(h)]),
    [],
    [words.byMethod],
    [words.method, ...columns],
    ...report.methods.map((m) => [words.methodName(m.method), ...cells(m)]),
    [],
    [words.bestSellers],
    [words.item, words.quantity, words.revenue],
    ...report.items.map((i) => [i.name, i.quantity, i.revenue]),
    ...couriersSection(report.couriers, words),
  ]);
}

/** The couriers' money, when the range had deliveries by courier. */
function couriersSection(money: CourierMoney, words: NumbersWords): (string | number)[][] {
  const w = words.couriers;
  if (!w || money.deliveries === 0) return [];
  return [
    [],
    [w.title],
    [words.figure, words.value],
    [w.deliveries, money.deliveries],
    [w.fees, money.fees],
    [w.costs, money.costs],
    [w.difference, courierDifference(money)],
  ];
}

/** The file's name: `demo-numbers-2026-11-23-to-2026-11-29.csv`. */
export function numbersFileName(report: Pick<NumbersReport, "brandId" | "from" | "to">): string {
  return `${report.brandId}-numbers-${report.from}-to-${report.to}.csv`;
}
