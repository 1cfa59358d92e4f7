import type { PromotionChoices } from "@/contract/owner-promotions";
import type { MoneyProblem } from "@/domain/money-input";
import { moneyInputText, parseMoneyInput } from "@/domain/money-input";
import type { OrderMode } from "@/domain/order-mode";
import type { PromotionFieldProblem } from "@/domain/promotion-schema";
import { checkPromotion } from "@/domain/promotion-schema";
import type { PromotionCodesSummary } from "@/domain/promotion-sentence";
import type { Promotion, PromotionBenefitType, PromotionTarget } from "@/domain/promotions";
import { addDays } from "@/domain/sales-days";
import { localDate, minutesOfDay, wallClockInstant } from "@/domain/time";

// The Promotions form's state as typed (src/domain/promotion-schema.ts checks it, here and on the
// server): amounts as the owner writes them ("50.000"), read by the console's one rule; days and
// times picked on the brand's clock, turned into instants here. The last day is counted: a
// promotion "until 31 March" runs to midnight that night.

/** How a promotion is applied: by itself, by the owner's code, or by a campaign's codes. */
export type HowApplied = "AUTOMATIC" | "ONE" | "CAMPAIGN";

export interface PromotionDraft {
  kind: PromotionBenefitType;
  name: string;
  percent: string;
  maxDiscount: string;
  amount: string;
  /** A delivery discount: free, or this much off. */
  deliveryFree: boolean;
  buy: string;
  get: string;
  scope: PromotionTarget["scope"];
  sectionIds: string[];
  itemIds: string[];
  how: HowApplied;
  code: string;
  count: string;
  prefix: string;
  minimumSpend: string;
  /** YYYY-MM-DD and HH:MM on the brand's clock; empty: none (a time: the day's start or end). */
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  hoursFrom: string;
  hoursTo: string;
  branchIds: string[];
  orderModes: OrderMode[];
  paymentMethods: string[];
  firstOrderOnly: boolean;
  capTotal: string;
  capPerCustomer: string;
}

export const EMPTY_DRAFT: PromotionDraft = {
  kind: "PERCENT_OFF",
  name: "",
  percent: "",
  maxDiscount: "",
  amount: "",
  deliveryFree: true,
  buy: "2",
  get: "1",
  scope: "ORDER",
  sectionIds: [],
  itemIds: [],
  how: "AUTOMATIC",
  code: "",
  count: "100",
  prefix: "",
  minimumSpend: "",
  startDate: "",
  startTime: "",
  endDate: "",
  endTime: "",
  hoursFrom: "",
  hoursTo: "",
  branchIds: [],
  orderModes: [],
  paymentMethods: [],
  firstOrderOnly: false,
  capTotal: "",
  capPerCustomer: "",
};

/** A field's problem: from reading an amount, or from the form's check (or the server's). */
export type DraftProblem =
  { source: "money"; problem: MoneyProblem } | { source: "check"; problem: PromotionFieldProblem };

const text = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));
const money = (n: number | null | undefined) =>
  n === null || n === undefined ? "" : moneyInputText(n);
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The form filled with a stored promotion, its days and times on the brand's clock. */
export function draftOf(
  p: Promotion,
  codes: PromotionCodesSummary,
  timeZone: string,
): PromotionDraft {
  const b = p.benefit;
  const c = p.conditions;
  const target = b.type === "DELIVERY_OFF" ? { scope: "ORDER" as const } : b.target;
  const start = c.startsAt ? new Date(c.startsAt) : null;
  const end = c.endsAt ? new Date(c.endsAt) : null;
  const endMinutes = end ? minutesOfDay(end, timeZone) : 0;
  return {
    ...EMPTY_DRAFT,
    kind: b.type,
    name: p.name,
    percent: b.type === "PERCENT_OFF" ? String(b.percent) : "",
    maxDiscount: b.type === "PERCENT_OFF" ? money(b.maxDiscount) : "",
    amount: b.type === "AMOUNT_OFF" || b.type === "DELIVERY_OFF" ? money(b.amount) : "",
    deliveryFree: b.type === "DELIVERY_OFF" ? b.amount === null : true,
    buy: b.type === "BUY_X_GET_Y" ? String(b.buy) : EMPTY_DRAFT.buy,
    get: b.type === "BUY_X_GET_Y" ? String(b.get) : EMPTY_DRAFT.get,
    scope: target.scope,
    sectionIds: target.scope === "SECTIONS" ? target.sectionIds : [],
    itemIds: target.scope === "ITEMS" ? target.itemIds : [],
    how: p.trigger === "AUTOMATIC" ? "AUTOMATIC" : codes.code !== null ? "ONE" : "CAMPAIGN",
    code: codes.code ?? "",
    count: codes.generated > 0 ? String(codes.generated) : EMPTY_DRAFT.count,
    minimumSpend: money(c.minimumSpend),
    startDate: start ? localDate(start, timeZone) : "",
    startTime:
      start && minutesOfDay(start, timeZone) > 0 ? clockOf(minutesOfDay(start, timeZone)) : "",
    // Until midnight: the day before is the last one.
    endDate: end
      ? endMinutes === 0
        ? addDays(localDate(end, timeZone), -1)
        : localDate(end, timeZone)
      : "",
    endTime: end && endMinutes > 0 ? clockOf(endMinutes) : "",
    hoursFrom: c.hours?.from ?? "",
    hoursTo: c.hours?.to ?? "",
    branchIds: c.branchIds ?? [],
    orderModes: c.orderModes ?? [],
    paymentMethods: c.paymentMethods ?? [],
    firstOrderOnly: c.firstOrderOnly,
    capTotal: text(p.caps.total),
    capPerCustomer: text(p.caps.perCustomer),
  };
}

/** A whole number as typed; anything else is NaN (refused by the check as not a number). */
const wholeOf = (typed: string) => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN);
const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** A date (and time) picked on the brand's clock as an instant; an unreadable date is sent as typed. */
function instantOf(date: string, time: string, timeZone: string, end: boolean): string | null {
  if (!date) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  if (time) return wallClockInstant(date, minutesOf(time), timeZone).toISOString();
  return wallClockInstant(end ? addDays(date, 1) : date, 0, timeZone).toISOString();
}

/**
 * The body to send, or the problems by field (shown at once, before any request): the amounts
 * read first, then the same check as the server's. `editingCampaign`: a campaign's codes are kept.
 */
export function bodyOf(
  draft: PromotionDraft,
  {
    currency,
    timeZone,
    choices,
    editingCampaign,
  }: {
    currency: string;
    timeZone: string;
    choices: PromotionChoices;
    editingCampaign: boolean;
  },
):
  | { ok: true; body: Record<string, unknown>; promotion: Omit<Promotion, "id" | "active"> }
  | { ok: false; problems: Record<string, DraftProblem> } {
  const problems: Record<string, DraftProblem> = {};
  const amount = (field: string, typed: string, optional = false): number | null => {
    const reading = parseMoneyInput(typed, currency);
    if (reading.kind === "amount") return reading.amount;
    if (reading.kind === "empty") {
      if (!optional) problems[field] = { source: "check", problem: "missing" };
      return optional ? null : 0;
    }
    problems[field] = {
      source: "money",
      problem: reading.problem,
    };
    return 0;
  };
  const target: PromotionTarget =
    draft.scope === "SECTIONS"
      ? { scope: "SECTIONS", sectionIds: draft.sectionIds }
      : draft.scope === "ITEMS"
        ? { scope: "ITEMS", itemIds: draft.itemIds }
        : { scope: "ORDER" };
  const benefit = (() => {
    switch (draft.kind) {
      case "PERCENT_OFF":
        return {
          type: draft.kind,
          percent: wholeOf(draft.percent),
          maxDiscount: amount("benefit.maxDiscount", draft.maxDiscount, true),
          target,
        };
      case "AMOUNT_OFF":
        return { type: draft.kind, amount: amount("benefit.amount", draft.amount), target };
      case "DELIVERY_OFF":
        return {
          type: draft.kind,
          amount: draft.deliveryFree ? null : amount("benefit.amount", draft.amount),
        };
      case "BUY_X_GET_Y":
        return { type: draft.kind, buy: wholeOf(draft.buy), get: wholeOf(draft.get), target };
    }
  })();
  const hours =
    draft.hoursFrom || draft.hoursTo ? { from: draft.hoursFrom, to: draft.hoursTo } : null;
  const cap = (typed: string) => (typed.trim() === "" ? null : wholeOf(typed));
  const body = {
    name: draft.name,
    trigger: draft.how === "AUTOMATIC" ? "AUTOMATIC" : "CODE",
    benefit,
    conditions: {
      minimumSpend: amount("conditions.minimumSpend", draft.minimumSpend, true),
      startsAt: instantOf(draft.startDate, draft.startTime, timeZone, false),
      endsAt: instantOf(draft.endDate, draft.endTime, timeZone, true),
      hours,
      branchIds: draft.branchIds,
      orderModes: draft.orderModes,
      paymentMethods: draft.paymentMethods,
      firstOrderOnly: draft.firstOrderOnly,
    },
    caps: { total: cap(draft.capTotal), perCustomer: cap(draft.capPerCustomer) },
    codes:
      draft.how === "AUTOMATIC"
        ? null
        : draft.how === "ONE"
          ? { kind: "ONE", code: draft.code }
          : {
              kind: "CAMPAIGN",
              count: editingCampaign ? null : wholeOf(draft.count),
              prefix: draft.prefix,
            },
  };
  const checked = checkPromotion(body, {
    branchIds: choices.branches.map((b) => b.id),
    sectionIds: choices.sections.map((s) => s.id),
    itemIds: choices.items.map((i) => i.id),
  });
  if (!checked.ok)
    for (const p of checked.problems) problems[p.field] ??= { source: "check", problem: p.problem };
  if (Object.keys(problems).length > 0 || !checked.ok) return { ok: false, problems };
  const { name, trigger, benefit: given, conditions, caps } = checked.value;
  return { ok: true, body, promotion: { name, trigger, benefit: given, conditions, caps } };
}
