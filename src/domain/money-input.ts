import type { OptionGroup } from "./options";

// Issue 31 item 1: money typed by a person, read once, the way Indonesian and English owners write
// rupiah. "350.000", "350,000", "Rp 350.000" and "350000" are all three hundred fifty thousand; a
// point or comma followed by exactly three digits groups thousands (no supported currency has three
// decimals). What could be read two ways ("350.00" in rupiah: 350, or a slip for 350.000?) is
// refused with a reason, never guessed. Every money field of the owner console reads through here.

/** The most any amount of a brand may be (the brand schema's `money`). */
export const MAX_AMOUNT = 1_000_000_000;

/** Why a typed amount is refused; each has words in the ownerMoney catalog. */
export type MoneyProblem = "notAmount" | "negative" | "decimals" | "groups" | "tooLarge";

export type MoneyReading =
  | { kind: "empty" }
  | { kind: "amount"; amount: number }
  | { kind: "refused"; problem: MoneyProblem };

/** Decimals an owner may type: rupiah has no cents in practice (formatMoney shows none). */
export function moneyDecimals(currency: string): number {
  return currency === "IDR" ? 0 : 2;
}

// The signs owners put around an amount, per currency (either side, any case, spaces or not).
// (﷼ is "ریال" once normalized.)
const SIGNS: Record<string, string> = { IDR: "rp\\.?|idr", SAR: "sar|sr|ر\\.س\\.?|ریال" };

const refused = (problem: MoneyProblem): MoneyReading => ({ kind: "refused", problem });

/** "1.250.000" with `.`: a first group of 1 to 3 digits (not 0), then groups of exactly 3. */
const grouped = (text: string, sep: string) =>
  new RegExp(`^[1-9]\\d{0,2}(?:\\${sep}\\d{3})+$`).test(text);

/**
 * What an owner typed in a money field, in `currency`. `whole` refuses any decimals (a pickup
 * minimum). Empty (or only the currency's sign) is `empty`: each field says what that means.
 */
export function parseMoneyInput(
  text: string,
  currency: string,
  { whole = false }: { whole?: boolean } = {},
): MoneyReading {
  const sign = SIGNS[currency] ?? currency.toLowerCase();
  let t = text
    .normalize("NFKC")
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .replace(/[\u2212\u2013]/g, "-")
    .trim()
    .toLowerCase()
    .replace(/[.,]-$/, ""); // "Rp 350.000,-": the Indonesian "and no cents"
  const around = new RegExp(`^(-?) ?(?:${sign}) ?|(?: ?(?:${sign}))$`, "g");
  t = t.replace(around, "$1").trim();
  let negative = false;
  if (t.startsWith("-")) {
    negative = true;
    t = t.slice(1).trim();
  }
  if (t === "") return negative ? refused("notAmount") : { kind: "empty" };
  if (!/^\d(?:[\d.,]*\d)?$/.test(t)) return refused("notAmount");
  if (negative) return refused("negative");

  let integer = t;
  let fraction = "";
  const seps = new Set(t.match(/[.,]/g));
  if (seps.size === 2) {
    // Both marks: the last one is the decimal mark, the other groups thousands ("1.234,50").
    const at = Math.max(t.lastIndexOf("."), t.lastIndexOf(","));
    integer = t.slice(0, at);
    fraction = t.slice(at + 1);
    const groupMark = t[at] === "," ? "." : ",";
    if (fraction.length > 2 || !grouped(integer, groupMark)) return refused("groups");
  } else if (seps.size === 1) {
    const mark = t.includes(".") ? "." : ",";
    const parts = t.split(mark);
    if (parts.length > 2 || parts[1]!.length === 3) {
      if (!grouped(t, mark)) return refused("groups");
      integer = t.replaceAll(mark, "");
    } else if (parts[1]!.length > 3) {
      return refused("groups");
    } else {
      // One mark and one or two digits after it: decimals, which rupiah has not. "350.00" could
      // be 350 or a slip for 350.000, so it is refused rather than read.
      if (moneyDecimals(currency) === 0) return refused("decimals");
      [integer, fraction] = parts as [string, string];
    }
  }
  integer = integer.replace(/[.,]/g, "");
  const cents = /^0*$/.test(fraction) ? "" : fraction;
  if (cents && (whole || moneyDecimals(currency) === 0)) return refused("decimals");
  const amount = Number(cents ? `${integer}.${cents}` : integer);
  if (amount > MAX_AMOUNT) return refused("tooLarge");
  return { kind: "amount", amount };
}

const inputFormats = [0, 2].map(
  (decimals) =>
    new Intl.NumberFormat("id-ID", {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }),
);

/**
 * An amount as a money field starts: the way the storefront writes it, without the sign
 * ("350.000", "12,50"), so that reading it back gives the same amount. An amount with cents is
 * shown with them even in rupiah (the brand file allows them), to be fixed rather than rounded.
 */
export function moneyInputText(amount: number): string {
  return inputFormats[Number.isInteger(amount) ? 0 : 1]!.format(amount);
}

/** A price made more than ten times larger, or less than a tenth: worth asking about. */
export function isBigChange(from: number, to: number): boolean {
  return from > 0 && (to > from * 10 || to * 10 < from);
}

/** A price changed that much, by what it is of the item. */
export interface PriceJump {
  /** The item's own price, or an option's extra (its name). */
  what: { kind: "price" } | { kind: "option"; name: string };
  from: number;
  to: number;
}

const choices = (groups: readonly OptionGroup[] | undefined) =>
  (groups ?? []).flatMap((g) => (g.kind === "choice" ? g.options : []));

/**
 * The prices of an item the owner is about to save that moved more than tenfold from what is
 * saved: its price, and each option's extra that was there before (matched by id).
 */
export function itemPriceJumps(
  before: { price: number; optionGroups?: readonly OptionGroup[] | undefined },
  after: { price: number; optionGroups?: readonly OptionGroup[] | undefined },
): PriceJump[] {
  const jumps: PriceJump[] = [];
  if (isBigChange(before.price, after.price))
    jumps.push({ what: { kind: "price" }, from: before.price, to: after.price });
  const old = new Map(choices(before.optionGroups).map((o) => [o.id, o.price]));
  for (const option of choices(after.optionGroups)) {
    const from = old.get(option.id);
    if (from !== undefined && isBigChange(from, option.price))
      jumps.push({ what: { kind: "option", name: option.name }, from, to: option.price });
  }
  return jumps;
}
