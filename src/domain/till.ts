import type { StoreConfigs } from "./brand-config";
import type { OrderStatus } from "./order";
import { ORDER_MODES } from "./order-mode";
import type { PaymentMethod } from "./payment";
import { availablePaymentMethods, paidInPerson, PAYMENT_METHODS } from "./payment";
import { isCalendarDate } from "./sales-days";

// The till (issue 36 item 5, docs/till.md, decision 0045): a branch's day as the money went, in the
// brand's days. Orders are counted on the day they were placed; money on the day it was paid
// (`paidAt`), a refund on the day the gateway gave it back, a cancellation on the day it was made.
// The cash to count is what was paid in person that day. A manager counts it and confirms the
// close of the day once.

/** How many, and how much money. */
export interface Tally {
  count: number;
  amount: number;
}

/** One way of paying on the day: its orders, and the money that came in by it. */
export interface MethodFigures {
  method: PaymentMethod;
  /** Placed that day, not cancelled (their totals). */
  orders: Tally;
  /** Paid that day. */
  paid: Tally;
}

/** A branch's day. */
export interface TillFigures {
  /** The brand's ways of paying, then any other that has figures that day, in PAYMENT_METHODS' order. */
  methods: MethodFigures[];
  orders: Tally;
  /** The day's takings, every method. */
  paid: Tally;
  /** Paid in person that day: the cash in the drawer and with the couriers. */
  expectedCash: number;
  /** Money paid online that went back that day. */
  refunds: Tally;
  /** Cancelled that day (their totals). */
  cancellations: Tally;
  /** The takings less the refunds. */
  net: number;
}

/** What the till reads of an order the day touched (placed, paid, cancelled or refunded in it). */
export interface TillOrder {
  method: PaymentMethod;
  total: number;
  status: OrderStatus;
  placedAt: Date;
  paidAt: Date | null;
  /** Its cancellation (the CANCELLED event); null while it is not cancelled. */
  cancelledAt: Date | null;
  /** Each time its gateway gave its money back (REFUNDED events). */
  refundedAt: readonly Date[];
}

/** The instants of one of the brand's days: from its midnight up to, not including, the next. */
export interface DayInstants {
  start: Date;
  end: Date;
}

/** Money summed in cents, so that 0.1 + 0.2 stays 0.3 (rupiah have none; other currencies do). */
const cents = (amount: number) => Math.round(amount * 100) / 100;
const none = (): Tally => ({ count: 0, amount: 0 });
const add = (tally: Tally, amount: number) => {
  tally.count += 1;
  tally.amount = cents(tally.amount + amount);
};

/**
 * The day's figures from the orders it touched. Money paid in person or by transfer for an order
 * cancelled since is not counted: the shop gave it back by hand, and kedai knows nothing of when.
 * Money paid online stays on the day it was paid; its refund counts on the day the gateway made it.
 */
export function tillFigures(
  orders: readonly TillOrder[],
  day: DayInstants,
  offered: readonly PaymentMethod[],
): TillFigures {
  const within = (at: Date | null) => at !== null && at >= day.start && at < day.end;
  const lines = new Map(
    PAYMENT_METHODS.map((m) => [m, { method: m, orders: none(), paid: none() }]),
  );
  const refunds = none();
  const cancellations = none();
  for (const order of orders) {
    const line = lines.get(order.method);
    const cancelled = order.status === "CANCELLED";
    if (line && within(order.placedAt) && !cancelled) add(line.orders, order.total);
    if (line && within(order.paidAt) && (!cancelled || order.method === "online"))
      add(line.paid, order.total);
    if (cancelled && within(order.cancelledAt)) add(cancellations, order.total);
    for (const at of order.refundedAt) if (within(at)) add(refunds, order.total);
  }
  const methods = [...lines.values()].filter(
    (line) => offered.includes(line.method) || line.orders.count > 0 || line.paid.count > 0,
  );
  const total = (pick: (line: MethodFigures) => Tally, of = methods): Tally => ({
    count: of.reduce((n, line) => n + pick(line).count, 0),
    amount: cents(of.reduce((sum, line) => sum + pick(line).amount, 0)),
  });
  const paid = total((line) => line.paid);
  return {
    methods,
    orders: total((line) => line.orders),
    paid,
    expectedCash: total(
      (line) => line.paid,
      methods.filter((line) => paidInPerson(line.method)),
    ).amount,
    refunds,
    cancellations,
    net: cents(paid.amount - refunds.amount),
  };
}

/** Counted against expected: over (more cash than the orders say), short, or even. */
export interface CashDifference {
  amount: number;
  kind: "even" | "over" | "short";
}

export function cashDifference(counted: number, expected: number): CashDifference {
  const amount = cents(counted - expected);
  return { amount, kind: amount === 0 ? "even" : amount > 0 ? "over" : "short" };
}

/** The longest note a manager leaves on a close. */
export const MAX_CLOSE_NOTE = 300;

/** Why a day's till cannot be read: not a date, or a day that has not come yet. */
export type TillDayCode = "INVALID_DATE" | "TILL_DAY_AHEAD";

/** Whether `date` is a day whose till may be read and closed on `today` (the brand's). */
export function tillDayProblem(date: string, today: string): TillDayCode | null {
  if (!isCalendarDate(date)) return "INVALID_DATE";
  return date > today ? "TILL_DAY_AHEAD" : null;
}

/** A day's close of the till, confirmed by a manager (or the owner). */
export interface TillClose {
  /** YYYY-MM-DD, the brand's day. */
  date: string;
  branchId: string;
  expected: number;
  counted: number;
  /** counted − expected: above zero, more cash than expected. */
  difference: number;
  note: string;
  /** The figures as they were confirmed. */
  figures: TillFigures;
  confirmedBy: string;
  /** ISO 8601. */
  confirmedAt: string;
}

/** A branch's till for a day, as the till page reads it. */
export interface TillDay {
  branch: { id: string; name: string };
  /** The branches the caller may read a till of. */
  branches: { id: string; name: string }[];
  /** YYYY-MM-DD. */
  date: string;
  /** The brand's today. */
  today: string;
  timeZone: string;
  currency: string;
  /** The figures as they are now (for a closed day, they may have moved since its close). */
  figures: TillFigures;
  close: TillClose | null;
  /** Whether the caller may confirm this day's close: the branch's manager, or the owner. */
  mayClose: boolean;
  /** Whether the caller may re-open a confirmed close: the owner. */
  mayReopen: boolean;
}

/** The ways of paying the brand takes, for either order mode. */
export function offeredMethods(configs: Pick<StoreConfigs, "salesChannels">): PaymentMethod[] {
  const taken = new Set(ORDER_MODES.flatMap((mode) => availablePaymentMethods(mode, configs)));
  return PAYMENT_METHODS.filter((m) => taken.has(m));
}
