import "./zod-setup";
import { z } from "zod";
import { MAX_NAME_CHARACTERS, MESSAGE_CHOICES } from "./account";
import { NOT_STORABLE, STORABLE_TEXT } from "./delivery-address";
import { LOCALES } from "./locale";
import { maxCharacters } from "./text-schema";

// The bodies of the account's endpoints (issue 32 item 8), checked on the server; the rules and
// words they use are in account.ts.

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
  /** The customer was asked their name after signing in, and skipped it (issue 36 item 3). */
  nameAsked: z.literal(true).optional(),
  /** Order messages by WhatsApp on (true) or off (false: by SMS), issue 37 item 5. */
  whatsapp: z.boolean().optional(),
});
export type ProfileInput = z.input<typeof profileBody>;

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
