// A new shop's address (issue 35 item 1): the subdomain it is reached at, e.g. `dapur-sari` for
// https://dapur-sari.kedai.id. Checked as the person types (GET /api/signup/address) and again
// when the shop is made, by these rules alone. Whether it is taken is the server's to say.

/** Shorter names are too easy to squat; longer ones do not fit a phone's address bar. */
export const SHOP_ADDRESS_MIN = 3;
export const SHOP_ADDRESS_MAX = 30;

/**
 * Names no shop may have: the platform's own (its host, its pages and services) and names people
 * would take for the platform's. `_platform` cannot be typed anyway (decision 0033).
 */
export const RESERVED_SHOP_ADDRESSES: ReadonlySet<string> = new Set([
  "kedai",
  "www",
  "api",
  "admin",
  "administrator",
  "platform",
  "mail",
  "email",
  "smtp",
  "app",
  "apps",
  "console",
  "staff",
  "owner",
  "operator",
  "help",
  "support",
  "status",
  "docs",
  "blog",
  "about",
  "login",
  "signin",
  "signup",
  "register",
  "account",
  "billing",
  "security",
  "static",
  "assets",
  "media",
  "cdn",
  "dev",
  "test",
  "demo",
  "localhost",
]);

/**
 * Words no shop's address or name may carry (English and Indonesian). Matched as a whole word of
 * the name (between hyphens or spaces), so "pantai" is not "tai" and "bakso-babi" stays possible;
 * the longer ones that are never part of an innocent word are also refused inside a word.
 */
const OFFENSIVE_WORDS: ReadonlySet<string> = new Set([
  // English
  "fuck",
  "fucking",
  "shit",
  "cunt",
  "bitch",
  "whore",
  "slut",
  "dick",
  "cock",
  "pussy",
  "porn",
  "rape",
  "nazi",
  "nigger",
  "faggot",
  // Indonesian
  "anjing",
  "bangsat",
  "bajingan",
  "kontol",
  "memek",
  "ngentot",
  "jancok",
  "jancuk",
  "tai",
  "taik",
  "goblok",
  "tolol",
  "pelacur",
  "lonte",
  "perek",
  "coli",
  "ngewe",
]);
const OFFENSIVE_INSIDE = ["fuck", "nigger", "faggot", "kontol", "ngentot", "jancok", "bangsat"];

export type ShopAddressVerdict =
  { ok: true; address: string } | { ok: false; address: string; problem: ShopAddressProblem };

/**
 * - `short` / `long`: outside SHOP_ADDRESS_MIN..MAX characters.
 * - `characters`: other than a-z, 0-9 and hyphens, or a hyphen first, last or doubled.
 * - `reserved`: the platform's own (RESERVED_SHOP_ADDRESSES).
 * - `offensive`: carries an offensive word.
 */
export type ShopAddressProblem = "short" | "long" | "characters" | "reserved" | "offensive";

/** An address as typed, in its one spelling: trimmed, lower case. */
export const normalShopAddress = (typed: string): string => typed.trim().toLowerCase();

/** Whether a shop name or address carries an offensive word (see OFFENSIVE_WORDS). */
export function isOffensive(text: string): boolean {
  const lower = text.toLowerCase();
  const words = lower.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.some((w) => OFFENSIVE_WORDS.has(w))) return true;
  const squeezed = words.join("");
  return OFFENSIVE_INSIDE.some((w) => squeezed.includes(w));
}

/** The verdict on an address as typed; `address` is its normal spelling either way. */
export function checkShopAddress(typed: string): ShopAddressVerdict {
  const address = normalShopAddress(typed);
  const no = (problem: ShopAddressProblem): ShopAddressVerdict => ({ ok: false, address, problem });
  if (address.length < SHOP_ADDRESS_MIN) return no("short");
  if (address.length > SHOP_ADDRESS_MAX) return no("long");
  // A DNS label, without "--" (also what marks punycode: xn--…).
  if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(address) || address.includes("--"))
    return no("characters");
  if (RESERVED_SHOP_ADDRESSES.has(address)) return no("reserved");
  if (isOffensive(address)) return no("offensive");
  return { ok: true, address };
}

/**
 * The address a shop's name suggests, filled in as the name is typed until the person edits the
 * address: "Dapur Bu Sari" → "dapur-bu-sari", "Kue Ölçü" → "kue-olcu". May still be refused.
 */
export function addressFromName(name: string): string {
  const whole = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (whole.length <= SHOP_ADDRESS_MAX) return whole;
  // Too long: whole words up to the limit, or the limit's characters for one long word.
  const cut = whole.slice(0, SHOP_ADDRESS_MAX + 1);
  const lastHyphen = cut.lastIndexOf("-");
  return lastHyphen >= SHOP_ADDRESS_MIN
    ? cut.slice(0, lastHyphen)
    : whole.slice(0, SHOP_ADDRESS_MAX);
}
