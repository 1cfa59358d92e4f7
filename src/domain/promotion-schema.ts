import type { LoyaltyProgram, LoyaltyReward, LoyaltySettings } from "./loyalty";
import { MAX_AMOUNT } from "./money-input";
import type { OrderMode } from "./order-mode";
import { ORDER_MODES } from "./order-mode";
import { PAYMENT_METHODS } from "./payment";
import type {
  PromotionBenefit,
  PromotionCaps,
  PromotionConditions,
  PromotionTarget,
  PromotionTrigger,
} from "./promotions";
import { CODE_PATTERN, normalizeCode, PROMOTION_TRIGGERS } from "./promotions";

// The console's Promotions form (issue 39 item 1, docs/owner.md "Promotions"), checked the same way
// in the browser and on the server: every refusal names its field and its problem. Amounts arrive
// as numbers (the form reads what the owner typed by src/domain/money-input.ts first); dates as ISO
// instants (the form turns the days and times the owner picked in the brand's time zone into them).
// The brand's loyalty settings are checked here too, the same way.

/**
 * Why a field is refused (words in the ownerPromotions catalog, `problems`):
 * - `missing`: nothing given where something is needed (a name, a code, a list);
 * - `tooLong`: a name over NAME_LENGTH;
 * - `choice`: not one of the choices (a kind, an order mode, a payment method);
 * - `notNumber`: not a number;
 * - `range`: a whole number outside its bounds (a percentage, buy X get Y, a cap, a count);
 * - `positive`: an amount that must be more than 0;
 * - `negative`: an amount under 0;
 * - `tooLarge`: an amount over MAX_AMOUNT;
 * - `date`: not a date and time; `endBeforeStart`: the end not after the start;
 * - `time`: not HH:MM; `sameTimes`: daily hours from and to the same time;
 * - `unknownBranch`, `unknownSection`, `unknownItem`: not the brand's;
 * - `deliveryOnly`: a delivery discount limited to order modes without delivery;
 * - `shape`: a code or prefix with other than letters, digits and "-", or of the wrong length;
 * - `taken`: a code another promotion of the brand has (said by the server);
 * - `tooMany`: a campaign's codes over MAX_CAMPAIGN_CODES;
 * - `invalid`: anything else of the wrong shape (an unknown field).
 */
export type PromotionFieldProblem =
  | "missing"
  | "tooLong"
  | "choice"
  | "notNumber"
  | "range"
  | "positive"
  | "negative"
  | "tooLarge"
  | "date"
  | "endBeforeStart"
  | "time"
  | "sameTimes"
  | "unknownBranch"
  | "unknownSection"
  | "unknownItem"
  | "deliveryOnly"
  | "shape"
  | "taken"
  | "tooMany"
  | "invalid";

/** A field by its path: `name`, `benefit.percent`, `conditions.hours.from`, `codes.code`… */
export interface PromotionProblem {
  field: string;
  problem: PromotionFieldProblem;
}

export const NAME_LENGTH = 60;
export const PERCENT = { min: 1, max: 100 } as const;
export const BUY_GET = { min: 1, max: 20 } as const;
export const CAP = { min: 1, max: 1_000_000 } as const;
export const CAMPAIGN_COUNT = { min: 1, max: 5000 } as const;
/** The most codes one campaign may have, generated at once or in several goes. */
export const MAX_CAMPAIGN_CODES = 5000;
/** A campaign's prefix: letters, digits and "-", normalized as a code is. */
export const PREFIX_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,11}$/;
/** The random part of a generated code: no look-alikes (0/O, 1/I/L). */
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const GENERATED_LENGTH = 8;
const HHMM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
/** An ISO 8601 instant with its offset or Z, as the form sends it. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

export const BENEFIT_KINDS = ["PERCENT_OFF", "AMOUNT_OFF", "DELIVERY_OFF", "BUY_X_GET_Y"] as const;
export const TARGET_SCOPES = ["ORDER", "SECTIONS", "ITEMS"] as const;

/** How a CODE promotion's codes come: one the owner types, or a campaign of generated codes. */
export type PromotionCodes =
  | { kind: "ONE"; code: string }
  /** `count` codes, each usable once; on an edit of a campaign, null keeps the codes it has. */
  | { kind: "CAMPAIGN"; count: number | null; prefix: string };

/** A promotion as checked, to be stored. */
export interface CheckedPromotion {
  name: string;
  trigger: PromotionTrigger;
  benefit: PromotionBenefit;
  conditions: PromotionConditions;
  caps: PromotionCaps;
  /** Null for an AUTOMATIC promotion. */
  codes: PromotionCodes | null;
}

/** What the brand has, that a promotion may name. */
export interface PromotionChoicesIds {
  branchIds: readonly string[];
  sectionIds: readonly string[];
  itemIds: readonly string[];
}

type Raw = Record<string, unknown>;
const isObject = (v: unknown): v is Raw => typeof v === "object" && v !== null && !Array.isArray(v);

/** Collects the problems of one form; the first said for a field is kept. */
class Problems {
  readonly list: PromotionProblem[] = [];
  add(field: string, problem: PromotionFieldProblem) {
    if (!this.list.some((p) => p.field === field)) this.list.push({ field, problem });
  }
  /** Fields of `value` that are not among `known`: named, so a typo is not silently dropped. */
  unknownKeys(value: Raw, known: readonly string[], at: string) {
    for (const key of Object.keys(value))
      if (!known.includes(key)) this.add(at ? `${at}.${key}` : key, "invalid");
  }
}

/** A whole number in `bounds`; `undefined` when refused. */
function whole(
  p: Problems,
  field: string,
  value: unknown,
  bounds: { min: number; max: number },
): number | undefined {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    p.add(field, value === undefined || value === null ? "missing" : "notNumber");
    return undefined;
  }
  if (!Number.isInteger(value) || value < bounds.min || value > bounds.max) {
    p.add(field, "range");
    return undefined;
  }
  return value;
}

/** An amount: more than 0 (or at least 0 with `zero`), at most MAX_AMOUNT. */
function amount(
  p: Problems,
  field: string,
  value: unknown,
  { zero = false }: { zero?: boolean } = {},
): number | undefined {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    p.add(field, value === undefined || value === null ? "missing" : "notNumber");
    return undefined;
  }
  if (value < 0) p.add(field, "negative");
  else if (value === 0 && !zero) p.add(field, "positive");
  else if (value > MAX_AMOUNT) p.add(field, "tooLarge");
  else return value;
  return undefined;
}

/** A list of ids among `known` (each given once); none, or an empty list, is null. */
function ids(
  p: Problems,
  field: string,
  value: unknown,
  known: readonly string[],
  unknown: PromotionFieldProblem,
): string[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.some((v) => typeof v !== "string")) {
    p.add(field, "invalid");
    return null;
  }
  const list = [...new Set(value as string[])];
  if (list.some((id) => !known.includes(id))) p.add(field, unknown);
  return list.length > 0 ? list : null;
}

function target(p: Problems, value: unknown, known: PromotionChoicesIds): PromotionTarget {
  if (value === undefined || value === null) return { scope: "ORDER" };
  if (!isObject(value) || !TARGET_SCOPES.includes(value.scope as never)) {
    p.add("benefit.target.scope", "choice");
    return { scope: "ORDER" };
  }
  if (value.scope === "ORDER") {
    p.unknownKeys(value, ["scope"], "benefit.target");
    return { scope: "ORDER" };
  }
  const key = value.scope === "SECTIONS" ? "sectionIds" : "itemIds";
  p.unknownKeys(value, ["scope", key], "benefit.target");
  const field = `benefit.target.${key}`;
  const list =
    value.scope === "SECTIONS"
      ? ids(p, field, value[key], known.sectionIds, "unknownSection")
      : ids(p, field, value[key], known.itemIds, "unknownItem");
  if (!list) p.add(field, "missing");
  return value.scope === "SECTIONS"
    ? { scope: "SECTIONS", sectionIds: list ?? [] }
    : { scope: "ITEMS", itemIds: list ?? [] };
}

const BENEFIT_KEYS: Record<PromotionBenefit["type"], string[]> = {
  PERCENT_OFF: ["type", "percent", "maxDiscount", "target"],
  AMOUNT_OFF: ["type", "amount", "target"],
  DELIVERY_OFF: ["type", "amount"],
  BUY_X_GET_Y: ["type", "buy", "get", "target"],
};

function benefit(p: Problems, value: unknown, known: PromotionChoicesIds): PromotionBenefit {
  const fallback: PromotionBenefit = { type: "DELIVERY_OFF", amount: null };
  if (!isObject(value)) {
    p.add("benefit", "missing");
    return fallback;
  }
  const type = value.type as PromotionBenefit["type"];
  if (!BENEFIT_KINDS.includes(type)) {
    p.add("benefit.type", "choice");
    return fallback;
  }
  p.unknownKeys(value, BENEFIT_KEYS[type], "benefit");
  switch (type) {
    case "PERCENT_OFF":
      return {
        type,
        percent: whole(p, "benefit.percent", value.percent, PERCENT) ?? 0,
        maxDiscount:
          value.maxDiscount === null || value.maxDiscount === undefined
            ? null
            : (amount(p, "benefit.maxDiscount", value.maxDiscount) ?? 0),
        target: target(p, value.target, known),
      };
    case "AMOUNT_OFF":
      return {
        type,
        amount: amount(p, "benefit.amount", value.amount) ?? 0,
        target: target(p, value.target, known),
      };
    case "DELIVERY_OFF":
      return {
        type,
        amount:
          value.amount === null || value.amount === undefined
            ? null
            : (amount(p, "benefit.amount", value.amount) ?? 0),
      };
    case "BUY_X_GET_Y":
      return {
        type,
        buy: whole(p, "benefit.buy", value.buy, BUY_GET) ?? 1,
        get: whole(p, "benefit.get", value.get, BUY_GET) ?? 1,
        target: target(p, value.target, known),
      };
  }
}

const CONDITION_KEYS = [
  "minimumSpend",
  "startsAt",
  "endsAt",
  "hours",
  "branchIds",
  "orderModes",
  "paymentMethods",
  "firstOrderOnly",
] as const;

function instant(p: Problems, field: string, value: unknown): string | null {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string" || !INSTANT.test(value) || Number.isNaN(Date.parse(value))) {
    p.add(field, "date");
    return null;
  }
  return new Date(value).toISOString();
}

function choices<T extends string>(
  p: Problems,
  field: string,
  value: unknown,
  all: readonly T[],
): T[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) {
    p.add(field, "invalid");
    return null;
  }
  if (value.some((v) => !all.includes(v as T))) p.add(field, "choice");
  const list = all.filter((v) => value.includes(v));
  // All of them is no condition at all.
  return list.length > 0 && list.length < all.length ? list : null;
}

function conditions(
  p: Problems,
  value: unknown,
  known: PromotionChoicesIds,
  benefitType: PromotionBenefit["type"],
): PromotionConditions {
  const c: Raw = isObject(value) ? value : {};
  if (value !== undefined && value !== null && !isObject(value)) p.add("conditions", "invalid");
  p.unknownKeys(c, CONDITION_KEYS, "conditions");
  const minimumSpend =
    c.minimumSpend === null || c.minimumSpend === undefined
      ? null
      : (amount(p, "conditions.minimumSpend", c.minimumSpend, { zero: true }) ?? null);
  const startsAt = instant(p, "conditions.startsAt", c.startsAt);
  const endsAt = instant(p, "conditions.endsAt", c.endsAt);
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt))
    p.add("conditions.endsAt", "endBeforeStart");
  let hours: PromotionConditions["hours"] = null;
  if (c.hours !== undefined && c.hours !== null) {
    if (!isObject(c.hours)) p.add("conditions.hours", "invalid");
    else {
      p.unknownKeys(c.hours, ["from", "to"], "conditions.hours");
      const { from, to } = c.hours;
      const okFrom = typeof from === "string" && HHMM.test(from);
      const okTo = typeof to === "string" && HHMM.test(to);
      if (!okFrom) p.add("conditions.hours.from", "time");
      if (!okTo) p.add("conditions.hours.to", "time");
      if (okFrom && okTo && from === to) p.add("conditions.hours.to", "sameTimes");
      if (okFrom && okTo) hours = { from, to };
    }
  }
  const orderModes = choices<OrderMode>(p, "conditions.orderModes", c.orderModes, ORDER_MODES);
  if (benefitType === "DELIVERY_OFF" && orderModes && !orderModes.includes("DELIVERY"))
    p.add("conditions.orderModes", "deliveryOnly");
  if (c.firstOrderOnly !== undefined && typeof c.firstOrderOnly !== "boolean")
    p.add("conditions.firstOrderOnly", "invalid");
  return {
    minimumSpend,
    startsAt,
    endsAt,
    hours,
    branchIds: ids(p, "conditions.branchIds", c.branchIds, known.branchIds, "unknownBranch"),
    orderModes,
    paymentMethods: choices<string>(
      p,
      "conditions.paymentMethods",
      c.paymentMethods,
      PAYMENT_METHODS,
    ),
    firstOrderOnly: c.firstOrderOnly === true,
  };
}

function caps(p: Problems, value: unknown): PromotionCaps {
  const c: Raw = isObject(value) ? value : {};
  if (value !== undefined && value !== null && !isObject(value)) p.add("caps", "invalid");
  p.unknownKeys(c, ["total", "perCustomer"], "caps");
  const cap = (key: "total" | "perCustomer") =>
    c[key] === null || c[key] === undefined ? null : (whole(p, `caps.${key}`, c[key], CAP) ?? null);
  return { total: cap("total"), perCustomer: cap("perCustomer") };
}

/** A code as the owner typed it, normalized, or its problem. */
export function checkCode(
  typed: unknown,
): { ok: true; code: string } | { ok: false; problem: "missing" | "shape" } {
  if (typeof typed !== "string" || typed.trim() === "") return { ok: false, problem: "missing" };
  const code = normalizeCode(typed);
  return CODE_PATTERN.test(code) ? { ok: true, code } : { ok: false, problem: "shape" };
}

function codes(p: Problems, value: unknown, trigger: PromotionTrigger): PromotionCodes | null {
  if (trigger === "AUTOMATIC") {
    if (value !== undefined && value !== null) p.add("codes", "invalid");
    return null;
  }
  if (!isObject(value) || (value.kind !== "ONE" && value.kind !== "CAMPAIGN")) {
    p.add("codes.kind", value === undefined || value === null ? "missing" : "choice");
    return null;
  }
  if (value.kind === "ONE") {
    p.unknownKeys(value, ["kind", "code"], "codes");
    const checked = checkCode(value.code);
    if (!checked.ok) p.add("codes.code", checked.problem);
    return { kind: "ONE", code: checked.ok ? checked.code : "" };
  }
  p.unknownKeys(value, ["kind", "count", "prefix"], "codes");
  const count =
    value.count === null || value.count === undefined
      ? null
      : (whole(p, "codes.count", value.count, CAMPAIGN_COUNT) ?? null);
  const prefix = checkPrefix(value.prefix);
  if (!prefix.ok) p.add("codes.prefix", "shape");
  return { kind: "CAMPAIGN", count, prefix: prefix.ok ? prefix.prefix : "" };
}

/** A campaign's prefix, normalized; empty: none. */
export function checkPrefix(typed: unknown): { ok: true; prefix: string } | { ok: false } {
  if (typed === undefined || typed === null) return { ok: true, prefix: "" };
  if (typeof typed !== "string") return { ok: false };
  const prefix = normalizeCode(typed);
  return prefix === "" || PREFIX_PATTERN.test(prefix) ? { ok: true, prefix } : { ok: false };
}

const PROMOTION_KEYS = ["name", "trigger", "benefit", "conditions", "caps", "codes"];

/**
 * Checks the form: `known` is what the brand has (a promotion names no other branch, section or
 * item). A code's uniqueness in the brand is the server's to say (`taken`).
 */
export function checkPromotion(
  input: unknown,
  known: PromotionChoicesIds,
): { ok: true; value: CheckedPromotion } | { ok: false; problems: PromotionProblem[] } {
  const p = new Problems();
  const raw: Raw = isObject(input) ? input : {};
  if (!isObject(input)) p.add("promotion", "invalid");
  p.unknownKeys(raw, PROMOTION_KEYS, "");
  const name = typeof raw.name === "string" ? raw.name.replace(/\s+/g, " ").trim() : "";
  if (raw.name !== undefined && typeof raw.name !== "string") p.add("name", "invalid");
  else if (name === "") p.add("name", "missing");
  else if ([...name].length > NAME_LENGTH) p.add("name", "tooLong");
  const trigger = raw.trigger as PromotionTrigger;
  if (!PROMOTION_TRIGGERS.includes(trigger)) p.add("trigger", "choice");
  const given = benefit(p, raw.benefit, known);
  const value: CheckedPromotion = {
    name,
    trigger: PROMOTION_TRIGGERS.includes(trigger) ? trigger : "AUTOMATIC",
    benefit: given,
    conditions: conditions(p, raw.conditions, known, given.type),
    caps: caps(p, raw.caps),
    codes: PROMOTION_TRIGGERS.includes(trigger) ? codes(p, raw.codes, trigger) : null,
  };
  return p.list.length > 0 ? { ok: false, problems: p.list } : { ok: true, value };
}

/** The body of "generate codes" for a campaign: how many more, and their prefix. */
export function checkGenerate(
  input: unknown,
  have: number,
): { ok: true; count: number; prefix: string } | { ok: false; problems: PromotionProblem[] } {
  const p = new Problems();
  const raw: Raw = isObject(input) ? input : {};
  p.unknownKeys(raw, ["count", "prefix"], "");
  const count = whole(p, "count", raw.count, CAMPAIGN_COUNT);
  if (count !== undefined && have + count > MAX_CAMPAIGN_CODES) p.add("count", "tooMany");
  const prefix = checkPrefix(raw.prefix);
  if (!prefix.ok) p.add("prefix", "shape");
  if (p.list.length > 0 || count === undefined || !prefix.ok)
    return { ok: false, problems: p.list };
  return { ok: true, count, prefix: prefix.prefix };
}

/**
 * A generated code: the prefix (joined by "-"), then GENERATED_LENGTH characters of CODE_ALPHABET
 * drawn from `random` bytes (one byte per character; a byte is redrawn past the largest multiple
 * of the alphabet's length, so each character is as likely).
 */
export function generatedCode(prefix: string, random: (n: number) => Uint8Array): string {
  const size = CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let out = "";
  while (out.length < GENERATED_LENGTH)
    for (const byte of random(GENERATED_LENGTH))
      if (byte < limit && out.length < GENERATED_LENGTH) out += CODE_ALPHABET[byte % size];
  if (!prefix) return out;
  return prefix.endsWith("-") ? `${prefix}${out}` : `${prefix}-${out}`;
}

// --- Loyalty (issue 39 item 4) ---

export const STAMPS_FOR_REWARD = { min: 2, max: 50 } as const;
export const POINTS_FOR_REWARD = { min: 1, max: 1_000_000 } as const;

/** Checks the loyalty form: `itemIds` are the brand's items (a free item must be one of them). */
export function checkLoyaltySettings(
  input: unknown,
  itemIds: readonly string[],
): { ok: true; value: LoyaltySettings } | { ok: false; problems: PromotionProblem[] } {
  const p = new Problems();
  const raw: Raw = isObject(input) ? input : {};
  p.unknownKeys(raw, ["active", "program"], "");
  if (typeof raw.active !== "boolean") p.add("active", "invalid");
  const program: Raw = isObject(raw.program) ? raw.program : {};
  if (!isObject(raw.program)) p.add("program", "missing");
  const reward = loyaltyReward(p, program.reward, itemIds);
  let checked: LoyaltyProgram | null = null;
  if (program.kind === "STAMPS") {
    p.unknownKeys(program, ["kind", "minimumSpend", "stampsForReward", "reward"], "program");
    checked = {
      kind: "STAMPS",
      minimumSpend: amount(p, "program.minimumSpend", program.minimumSpend, { zero: true }) ?? 0,
      stampsForReward:
        whole(p, "program.stampsForReward", program.stampsForReward, STAMPS_FOR_REWARD) ?? 0,
      reward,
    };
  } else if (program.kind === "POINTS") {
    p.unknownKeys(program, ["kind", "rupiahPerPoint", "pointsForReward", "reward"], "program");
    checked = {
      kind: "POINTS",
      rupiahPerPoint: amount(p, "program.rupiahPerPoint", program.rupiahPerPoint) ?? 0,
      pointsForReward:
        whole(p, "program.pointsForReward", program.pointsForReward, POINTS_FOR_REWARD) ?? 0,
      reward,
    };
  } else if (isObject(raw.program)) p.add("program.kind", "choice");
  if (p.list.length > 0 || !checked) return { ok: false, problems: p.list };
  return { ok: true, value: { active: raw.active === true, program: checked } };
}

function loyaltyReward(p: Problems, value: unknown, itemIds: readonly string[]): LoyaltyReward {
  if (!isObject(value) || (value.type !== "AMOUNT_OFF" && value.type !== "FREE_ITEM")) {
    p.add("program.reward.type", isObject(value) ? "choice" : "missing");
    return { type: "AMOUNT_OFF", amount: 0 };
  }
  if (value.type === "AMOUNT_OFF") {
    p.unknownKeys(value, ["type", "amount"], "program.reward");
    return { type: "AMOUNT_OFF", amount: amount(p, "program.reward.amount", value.amount) ?? 0 };
  }
  p.unknownKeys(value, ["type", "itemIds"], "program.reward");
  const list = ids(p, "program.reward.itemIds", value.itemIds, itemIds, "unknownItem");
  if (!list) p.add("program.reward.itemIds", "missing");
  return { type: "FREE_ITEM", itemIds: list ?? [] };
}
