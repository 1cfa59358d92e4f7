import type { Locale } from "./locale";
import { formatMoney } from "./money";
import type { OrderMode } from "./order-mode";
import type { Promotion, PromotionTarget } from "./promotions";
import { localDate, minutesOfDay } from "./time";

// A promotion's rules read back in one plain sentence (issue 39 item 1): "20% off the order, up to
// Rp 50.000, on orders of Rp 100.000 or more, at Kemang and Sabang, delivery only, 1–31 March,
// 10:00–14:00, first order only, 100 uses in all, once per customer, with code LEBARAN". Pure: the
// phrases are keys of the ownerPromotions catalog's `sentence` with their values already written
// for the locale (money, dates, lists of names); the page says each and joins them with commas.

/** The phrases a sentence is made of: keys under `ownerPromotions.sentence`. */
export type PhraseKey =
  | `${"percentOff" | "amountOff" | "buyGet"}.${"ORDER" | "SOME"}`
  | "maxDiscount"
  | "freeDelivery"
  | "deliveryOff"
  | "minimumSpend"
  | "branches"
  | `orderMode.${OrderMode}`
  | "paymentMethods"
  | `dates.${"range" | "from" | "until"}`
  | "hours"
  | "firstOrder"
  | "totalCap"
  | `perCustomer.${"once" | "twice" | "other"}`
  | "automatic"
  | "code"
  | "campaign";

export interface Phrase {
  key: PhraseKey;
  values: Record<string, string | number>;
}

/** How a promotion's codes stand: the one the owner chose, or a campaign's count. */
export interface PromotionCodesSummary {
  /** The owner's code; null for a campaign or an automatic promotion. */
  code: string | null;
  /** How many codes a campaign has; 0 for none. */
  generated: number;
  /** How many of a campaign's codes were used. */
  generatedUsed: number;
}

export interface SentenceContext {
  locale: Locale;
  currency: string;
  timeZone: string;
  /** Now: a date of another year than this one is written with its year. */
  now: Date;
  /** The names of what a promotion names by id (an id the brand no longer has is said as is). */
  names: {
    branch: (id: string) => string;
    section: (id: string) => string;
    item: (id: string) => string;
    paymentMethod: (method: string) => string;
  };
}

const INTL_LOCALE: Record<Locale, string> = { en: "en-GB", id: "id-ID" };

/** "Kemang and Sabang", "Kemang dan Sabang"; with `or`, "QRIS or transfer". */
function list(locale: Locale, names: readonly string[], or = false): string {
  return new Intl.ListFormat(locale, { type: or ? "disjunction" : "conjunction" }).format(names);
}

function targetPhrase(
  kind: "percentOff" | "amountOff" | "buyGet",
  target: PromotionTarget,
  values: Phrase["values"],
  ctx: SentenceContext,
): Phrase {
  if (target.scope === "ORDER") return { key: `${kind}.ORDER`, values };
  const names =
    target.scope === "SECTIONS"
      ? target.sectionIds.map(ctx.names.section)
      : target.itemIds.map(ctx.names.item);
  return { key: `${kind}.SOME`, values: { ...values, what: list(ctx.locale, names) } };
}

function benefitPhrases(p: Promotion, ctx: SentenceContext): Phrase[] {
  const money = (amount: number) => formatMoney(amount, ctx.currency);
  const b = p.benefit;
  switch (b.type) {
    case "PERCENT_OFF":
      return [
        targetPhrase("percentOff", b.target, { percent: b.percent }, ctx),
        ...(b.maxDiscount === null
          ? []
          : [{ key: "maxDiscount" as const, values: { amount: money(b.maxDiscount) } }]),
      ];
    case "AMOUNT_OFF":
      return [targetPhrase("amountOff", b.target, { amount: money(b.amount) }, ctx)];
    case "DELIVERY_OFF":
      return [
        b.amount === null
          ? { key: "freeDelivery", values: {} }
          : { key: "deliveryOff", values: { amount: money(b.amount) } },
      ];
    case "BUY_X_GET_Y":
      return [targetPhrase("buyGet", b.target, { buy: b.buy, get: b.get }, ctx)];
  }
}

/** The days (and times, unless whole days) a promotion runs, in the brand's time zone. */
function datesPhrase(p: Promotion, ctx: SentenceContext): Phrase | null {
  const { startsAt, endsAt } = p.conditions;
  if (!startsAt && !endsAt) return null;
  const start = startsAt ? new Date(startsAt) : null;
  // The end is exclusive: a promotion until midnight ends on the day before.
  const end = endsAt ? new Date(endsAt) : null;
  const atMidnight = (d: Date | null) => d === null || minutesOfDay(d, ctx.timeZone) === 0;
  const wholeDays = atMidnight(start) && atMidnight(end);
  const lastDay = end && wholeDays ? new Date(end.getTime() - 12 * 3_600_000) : end;
  const thisYear = localDate(ctx.now, ctx.timeZone).slice(0, 4);
  const otherYear = [start, lastDay].some(
    (d) => d !== null && localDate(d, ctx.timeZone).slice(0, 4) !== thisYear,
  );
  const format = new Intl.DateTimeFormat(INTL_LOCALE[ctx.locale], {
    timeZone: ctx.timeZone,
    day: "numeric",
    month: "long",
    ...(otherYear && { year: "numeric" }),
    ...(!wholeDays && { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
  });
  if (start && lastDay) {
    const sameDay =
      wholeDays && localDate(start, ctx.timeZone) === localDate(lastDay, ctx.timeZone);
    return {
      key: "dates.range",
      values: { dates: sameDay ? format.format(start) : format.formatRange(start, lastDay) },
    };
  }
  if (start) return { key: "dates.from", values: { date: format.format(start) } };
  return { key: "dates.until", values: { date: format.format(lastDay!) } };
}

/** "10:00" in English, "10.00" in Indonesian, as the app writes a time of day. */
const clock = (hhmm: string, locale: Locale) => (locale === "id" ? hhmm.replace(":", ".") : hhmm);

/** A promotion's rules, phrase by phrase, in the order they are said. */
export function promotionPhrases(
  p: Promotion,
  codes: PromotionCodesSummary,
  ctx: SentenceContext,
): Phrase[] {
  const c = p.conditions;
  const phrases: Phrase[] = benefitPhrases(p, ctx);
  if (c.minimumSpend)
    phrases.push({
      key: "minimumSpend",
      values: { amount: formatMoney(c.minimumSpend, ctx.currency) },
    });
  if (c.branchIds?.length)
    phrases.push({
      key: "branches",
      values: { branches: list(ctx.locale, c.branchIds.map(ctx.names.branch)) },
    });
  // A delivery discount is for delivery orders anyway: said once, by its benefit.
  const [onlyMode, ...otherModes] = c.orderModes ?? [];
  if (onlyMode && otherModes.length === 0 && p.benefit.type !== "DELIVERY_OFF")
    phrases.push({ key: `orderMode.${onlyMode}`, values: {} });
  if (c.paymentMethods?.length)
    phrases.push({
      key: "paymentMethods",
      values: {
        methods: list(ctx.locale, c.paymentMethods.map(ctx.names.paymentMethod), true),
      },
    });
  const dates = datesPhrase(p, ctx);
  if (dates) phrases.push(dates);
  if (c.hours)
    phrases.push({
      key: "hours",
      values: { from: clock(c.hours.from, ctx.locale), to: clock(c.hours.to, ctx.locale) },
    });
  if (c.firstOrderOnly) phrases.push({ key: "firstOrder", values: {} });
  if (p.caps.total !== null) phrases.push({ key: "totalCap", values: { count: p.caps.total } });
  if (p.caps.perCustomer !== null)
    phrases.push({
      key: `perCustomer.${p.caps.perCustomer === 1 ? "once" : p.caps.perCustomer === 2 ? "twice" : "other"}`,
      values: { count: p.caps.perCustomer },
    });
  if (p.trigger === "AUTOMATIC") phrases.push({ key: "automatic", values: {} });
  else if (codes.code) phrases.push({ key: "code", values: { code: codes.code } });
  else phrases.push({ key: "campaign", values: { count: codes.generated } });
  return phrases;
}

export const PROMOTION_STATUSES = [
  "ON",
  "PAUSED",
  "SCHEDULED",
  "ENDED",
  "USED_UP",
  "ARCHIVED",
] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/**
 * Where a promotion stands now: archived, paused, not started, ended, used up (its total cap, or
 * every code of its campaign), or on. `uses`: its uses not given back.
 */
export function promotionStatus(
  p: Promotion,
  state: { archived: boolean; uses: number; codes: PromotionCodesSummary },
  now: Date,
): PromotionStatus {
  if (state.archived) return "ARCHIVED";
  if (!p.active) return "PAUSED";
  const c = p.conditions;
  if (c.endsAt && now.getTime() >= Date.parse(c.endsAt)) return "ENDED";
  if (p.caps.total !== null && state.uses >= p.caps.total) return "USED_UP";
  const { codes } = state;
  if (p.trigger === "CODE" && !codes.code && codes.generatedUsed >= codes.generated)
    return "USED_UP";
  if (c.startsAt && now.getTime() < Date.parse(c.startsAt)) return "SCHEDULED";
  return "ON";
}
