import type { ChannelChoice } from "./whatsapp";
import { FALLBACK_SECONDS } from "./whatsapp";

// The owner console's WhatsApp form (issue 37 item 1, docs/owner.md "WhatsApp"): what a brand's
// Cloud API account looks like, checked the same way in the browser and on the server. A refusal
// names the field and the problem, never the secret.

/** The fields of the form, in its order. */
export const WHATSAPP_FIELDS = [
  "phoneNumberId",
  "accessToken",
  "appSecret",
  "fallbackSeconds",
] as const;
export type WhatsAppField = (typeof WHATSAPP_FIELDS)[number];

/**
 * Why a field is refused:
 * - `missing`: empty (a secret only on the first save: later, empty keeps the stored one);
 * - `shape`: the phone number id is Meta's id of the number (WhatsApp Manager's API Setup: digits;
 *   the stand-in's are `standin-<brand>`), 5 to 64 letters, digits, `-` or `_`; a phone number as
 *   people write it ("+62 811…") is not one;
 * - `tooShort`: a secret under 16 characters (a piece of one);
 * - `characters`: a secret with spaces or line breaks inside;
 * - `appId`: digits only, the app's id rather than its secret;
 * - `range`: the fallback time outside FALLBACK_SECONDS.
 */
export type WhatsAppProblem = "missing" | "shape" | "tooShort" | "characters" | "appId" | "range";

export interface WhatsAppFieldProblem {
  field: WhatsAppField;
  problem: WhatsAppProblem;
}

/** The form as the owner fills it (a secret left empty keeps the stored one). */
export interface WhatsAppInput {
  phoneNumberId: string;
  accessToken?: string | undefined;
  appSecret?: string | undefined;
  signInChannel: ChannelChoice;
  orderChannel: ChannelChoice;
  fallbackSeconds: number;
}

/** What is stored once checked: trimmed, a secret left empty left out. */
export type CheckedWhatsApp = WhatsAppInput;

const MIN_SECRET = 16;

function secretProblem(value: string, field: "accessToken" | "appSecret") {
  if (/\s/.test(value)) return "characters";
  if (value.length < MIN_SECRET) return "tooShort";
  if (field === "appSecret" && /^\d+$/.test(value)) return "appId";
  return undefined;
}

/**
 * Checks the form; `stored` says whether the brand has an account already (its secrets are kept
 * when left empty). Answers the values to store, or every problem by field.
 */
export function checkWhatsapp(
  input: WhatsAppInput,
  stored: boolean,
): { ok: true; value: CheckedWhatsApp } | { ok: false; problems: WhatsAppFieldProblem[] } {
  const problems: WhatsAppFieldProblem[] = [];
  const phoneNumberId = input.phoneNumberId.trim();
  if (phoneNumberId === "") problems.push({ field: "phoneNumberId", problem: "missing" });
  else if (!/^[\w-]{5,64}$/.test(phoneNumberId))
    problems.push({ field: "phoneNumberId", problem: "shape" });
  const secrets: Partial<Record<"accessToken" | "appSecret", string>> = {};
  for (const field of ["accessToken", "appSecret"] as const) {
    const value = input[field]?.trim() ?? "";
    if (value === "") {
      if (!stored) problems.push({ field, problem: "missing" });
      continue;
    }
    const problem = secretProblem(value, field);
    if (problem) problems.push({ field, problem });
    else secrets[field] = value;
  }
  const seconds = input.fallbackSeconds;
  if (
    !Number.isInteger(seconds) ||
    seconds < FALLBACK_SECONDS.min ||
    seconds > FALLBACK_SECONDS.max
  )
    problems.push({ field: "fallbackSeconds", problem: "range" });
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: {
      phoneNumberId,
      ...secrets,
      signInChannel: input.signInChannel,
      orderChannel: input.orderChannel,
      fallbackSeconds: seconds,
    },
  };
}

/** This month's messages to the brand's customers, by channel (failed ones not counted). */
export interface MessagesThisMonth {
  /** The brand's month, YYYY-MM. */
  month: string;
  sms: number;
  whatsapp: number;
}

/** What the console's WhatsApp section shows (GET /api/owner/whatsapp). */
export interface WhatsAppView {
  /** The brand's account and channels, its secrets masked; null when it has none. */
  account: {
    phoneNumberId: string;
    masked: { accessToken: string; appSecret: string };
    signInChannel: ChannelChoice;
    orderChannel: ChannelChoice;
    fallbackSeconds: number;
    updatedBy: string;
    /** ISO 8601. */
    updatedAt: string;
  } | null;
  /** Where Meta sends the brand's webhooks: the owner pastes it at Meta, with the verify token. */
  webhookUrl: string;
  /** Made by kedai on the first save; null before. */
  verifyToken: string | null;
  /** The owner's own number: where "Send a test message" sends. */
  testNumber: string;
  thisMonth: MessagesThisMonth;
}
