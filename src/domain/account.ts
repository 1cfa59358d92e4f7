import "./zod-setup";
import { z } from "zod";
import { LOCALES } from "./locale";
import type { Locale } from "./locale";
import type { MessageEvent } from "./order-status";
import { maxCharacters } from "./text-schema";
import { STORABLE_TEXT, NOT_STORABLE } from "./delivery-address";

// The customer's account at one brand (issue 32 item 8, docs/privacy.md): what they tell the
// brand about themselves (a name, a language, which text messages they want) and what they ask of
// it under Indonesia's personal data protection law (their data, the end of their account).

/**
 * Which order messages a customer gets by text. Messages about money and cancellations always go
 * (`ALWAYS_SENT`): a customer must hear that their order will not come or their payment arrived.
 * - `EVERY_UPDATE`: every change of their order (the default, and what was sent before).
 * - `IMPORTANT_ONLY`: accepted, ready (for pickup / on the way), cancelled, paid; not "completed".
 * - `ESSENTIAL_ONLY`: only payments and cancellations.
 */
export const MESSAGE_CHOICES = ["EVERY_UPDATE", "IMPORTANT_ONLY", "ESSENTIAL_ONLY"] as const;
export type MessageChoice = (typeof MESSAGE_CHOICES)[number];
export const DEFAULT_MESSAGE_CHOICE: MessageChoice = "EVERY_UPDATE";

/** Sent whatever the customer chose: they concern money or a cancellation. */
export const ALWAYS_SENT: readonly MessageEvent[] = ["PAID", "CANCELLED"];
/** What `IMPORTANT_ONLY` keeps besides ALWAYS_SENT. */
const IMPORTANT: readonly MessageEvent[] = [
  "ACCEPTED",
  "ACCEPTED_FOR_LATER",
  "READY_FOR_PICKUP",
  "ON_THE_WAY",
];

/** Whether a customer who chose `choice` is sent the message of `event`. */
export function sendsMessage(choice: MessageChoice, event: MessageEvent): boolean {
  if (ALWAYS_SENT.includes(event)) return true;
  if (choice === "EVERY_UPDATE") return true;
  if (choice === "IMPORTANT_ONLY") return IMPORTANT.includes(event);
  return false;
}

/** A person's name as they write it, in characters they see (a kitchen ticket has room for it). */
export const MAX_NAME_CHARACTERS = 60;
/** Control characters (a newline, a tab) have no place in a name printed on one line. */
const ONE_LINE = /^[^\p{Cc}]*$/u;

/** A name: trimmed; empty means none. */
export const nameSchema = z
  .string()
  .trim()
  .regex(STORABLE_TEXT, NOT_STORABLE)
  .regex(ONE_LINE, "must be one line of text")
  .check(maxCharacters(MAX_NAME_CHARACTERS))
  .transform((name) => (name === "" ? null : name));

/**
 * The body of POST /api/me/{id}/profile: the fields to change (each section of the account page
 * saves its own); a field left out stays as it is.
 */
export const profileBody = z.strictObject({
  /** null or "": no name. */
  name: nameSchema.nullable().optional(),
  /** null: no choice; the page's language follows the cookie and the browser (docs/i18n.md). */
  language: z.enum(LOCALES).nullable().optional(),
  messages: z.enum(MESSAGE_CHOICES).optional(),
});
export type ProfileInput = z.input<typeof profileBody>;

/** The customer's account at the host's brand (GET/POST /api/me/{id}/profile). */
export interface CustomerProfile {
  phoneNumber: string;
  name: string | null;
  language: Locale | null;
  messages: MessageChoice;
}

/** The body of POST /api/me/{id}/recent-addresses/hide: one recent address, as listed. */
export const hideAddressBody = z.strictObject({
  address: z.string().regex(STORABLE_TEXT, NOT_STORABLE).check(maxCharacters(400)).min(1),
  addressDetails: z
    .string()
    .regex(STORABLE_TEXT, NOT_STORABLE)
    .check(maxCharacters(200))
    .default(""),
});

/** The body of POST /api/me/{id}/delete: the customer said yes in the dialog. */
export const deleteAccountBody = z.strictObject({ confirm: z.literal(true) });

/** What a recent address is known by when hidden: its text and its details, as de-duplicated. */
export const addressKey = (a: { address: string; addressDetails?: string | undefined }) =>
  `${a.address}\u0000${a.addressDetails ?? ""}`;
