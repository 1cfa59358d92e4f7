// Issue 20 (docs/payments.md "Keys and security"): a brand's keys at Midtrans or Xendit as the
// owner pastes them. Pure rules shared by the owner console, the keys endpoint and
// `npm run payment:keys`: which keys each gateway needs, whether a pasted one has the gateway's
// shape, which mode (sandbox or production) it belongs to, and what of it may be shown.

import type { PaymentProvider } from "./online-payment";

/** The keys each gateway needs; the simulator needs none. */
export const KEY_FIELDS = {
  midtrans: ["serverKey"],
  xendit: ["secretKey", "callbackToken"],
} as const satisfies Partial<Record<PaymentProvider, readonly string[]>>;
export type KeyedProvider = keyof typeof KEY_FIELDS;
export const KEYED_PROVIDERS = Object.keys(KEY_FIELDS) as KeyedProvider[];
export type KeyField = (typeof KEY_FIELDS)[KeyedProvider][number];

export const isKeyedProvider = (p: string): p is KeyedProvider => p in KEY_FIELDS;

export type GatewayMode = "sandbox" | "production";

/** Keys are one token each: no real one is shorter or longer than this. */
export const MIN_KEY_LENGTH = 16;
export const MAX_KEY_LENGTH = 200;
/** What follows a key's mode prefix: a prefix alone, or with a few characters, is no key. */
const MIN_KEY_BODY = 12;

/**
 * The prefix that says a key's mode, per field that has one. Midtrans: `SB-Mid-server-` is a
 * sandbox server key, `Mid-server-` a production one; Xendit: `xnd_development_` and
 * `xnd_production_`. Xendit's callback token has no prefix (it is the same kind in both modes).
 */
const MODE_PREFIXES: Partial<Record<KeyField, Record<GatewayMode, string>>> = {
  serverKey: { sandbox: "SB-Mid-server-", production: "Mid-server-" },
  secretKey: { sandbox: "xnd_development_", production: "xnd_production_" },
};

/** Keys a gateway also issues, which owners paste by mistake: said by name. */
const LOOKALIKES: Partial<Record<KeyField, RegExp>> = {
  serverKey: /^(?:SB-)?Mid-client-/,
  secretKey: /^xnd_public_/,
};

/** Letters, digits and the few marks keys use (base64's + / =, - and _). No spaces. */
const KEY_CHARS = /^[A-Za-z0-9+/=_-]+$/;

/** Why a key is refused; the owner's message for each is in the console's catalog. */
export type KeyProblem =
  | "missing"
  | "tooShort"
  | "tooLong"
  | "characters"
  | "clientKey"
  | "publicKey"
  | "shape"
  | "otherMode";

/** The mode a key belongs to, by its prefix; null for a key without one or of no known shape. */
export function keyMode(field: KeyField, key: string): GatewayMode | null {
  const prefixes = MODE_PREFIXES[field];
  if (!prefixes) return null;
  // "SB-Mid-server-" before "Mid-server-": the production prefix is the sandbox one's tail.
  if (key.startsWith(prefixes.sandbox)) return "sandbox";
  if (key.startsWith(prefixes.production)) return "production";
  return null;
}

/** The mode of a gateway's keys: that of its one key with a prefix. */
export function keysMode(
  provider: KeyedProvider,
  keys: Partial<Record<string, string>>,
): GatewayMode | null {
  for (const field of KEY_FIELDS[provider]) {
    const mode = keyMode(field, keys[field] ?? "");
    if (mode) return mode;
  }
  return null;
}

/** What is wrong with one key as pasted (surrounding spaces are the paste's, not the key's). */
export function keyProblem(field: KeyField, raw: string, mode?: GatewayMode): KeyProblem | null {
  const key = raw.trim();
  if (key === "") return "missing";
  if (key.length > MAX_KEY_LENGTH) return "tooLong";
  if (!KEY_CHARS.test(key)) return "characters";
  if (LOOKALIKES[field]?.test(key)) return field === "serverKey" ? "clientKey" : "publicKey";
  const found = keyMode(field, key);
  if (MODE_PREFIXES[field] && !found) return "shape";
  const body = found ? key.slice(MODE_PREFIXES[field]![found].length) : key;
  if (key.length < MIN_KEY_LENGTH || body.length < MIN_KEY_BODY) return "tooShort";
  if (mode && found && found !== mode) return "otherMode";
  return null;
}

/**
 * The gateway's keys as pasted (`{field: value}`): each field it needs, trimmed, or the problem of
 * each that is wrong. `mode` (the shop's, when it takes payments at this gateway now) refuses keys
 * of the other mode; otherwise either mode is taken, and the shop's mode is checked when online
 * payment is turned on (src/server/payments/keys-check.ts).
 */
export function checkKeys(
  provider: KeyedProvider,
  pasted: Readonly<Partial<Record<string, string>>>,
  mode?: GatewayMode,
):
  | { ok: true; keys: Record<KeyField, string> }
  | { ok: false; problems: { field: KeyField; problem: KeyProblem }[] } {
  const problems: { field: KeyField; problem: KeyProblem }[] = [];
  const keys = {} as Record<KeyField, string>;
  for (const field of KEY_FIELDS[provider]) {
    const problem = keyProblem(field, pasted[field] ?? "", mode);
    if (problem) problems.push({ field, problem });
    else keys[field] = pasted[field]!.trim();
  }
  return problems.length ? { ok: false, problems } : { ok: true, keys };
}

/** What may be shown of a key: its first 4 and last 4 characters, or nothing of a short one. */
export function maskKey(key: string): string {
  return key.length >= MIN_KEY_LENGTH ? `${key.slice(0, 4)}…${key.slice(-4)}` : "•".repeat(8);
}

/** A gateway's keys as the console shows them. */
export interface MaskedKeys {
  provider: KeyedProvider;
  /** Each key masked (maskKey). */
  masked: Partial<Record<KeyField, string>>;
  /** The mode the keys belong to (their prefix), null when it cannot be told. */
  mode: GatewayMode | null;
  /** ISO 8601. */
  updatedAt: string;
  /** Who set them: the owner's name, or what the command was given. */
  updatedBy: string;
}

/** The owner's view of the brand's keys (GET /api/owner/payment-keys). */
export interface PaymentKeysView {
  keys: MaskedKeys[];
  /** Where each gateway sends its notifications: to paste into its dashboard. */
  notificationUrls: Record<KeyedProvider, string>;
  /** Whether the built-in simulator may take payments here (never in production). */
  simulatorAllowed: boolean;
}
