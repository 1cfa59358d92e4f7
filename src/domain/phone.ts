import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { PHONE_INPUT_MAX_LENGTH } from "./phone-field";

// Spec §5: a valid international number, national number of 2 to 17 digits, input of at most
// 250 characters. The same rule runs in the sign-in form and in the API.
export const NATIONAL_DIGITS = { min: 2, max: 17 } as const;

export type PhoneCheck = { ok: true; e164: string } | { ok: false };

export function checkPhoneNumber(input: unknown): PhoneCheck {
  if (typeof input !== "string" || input.length > PHONE_INPUT_MAX_LENGTH) return { ok: false };
  const value = input.trim();
  if (!value.startsWith("+")) return { ok: false };
  const parsed = parsePhoneNumberFromString(value);
  if (!parsed) return { ok: false };
  const digits = parsed.nationalNumber.length;
  if (digits < NATIONAL_DIGITS.min || digits > NATIONAL_DIGITS.max || !parsed.isValid())
    return { ok: false };
  return { ok: true, e164: parsed.number };
}

/**
 * The one spelling of a number (decision 0011): libphonenumber's E.164, so "+62081100000001" and
 * "+6281100000001" are one customer. A number that does not normalize is answered unchanged.
 */
export function normalPhoneNumber(input: string): string {
  const check = checkPhoneNumber(input);
  return check.ok ? check.e164 : input;
}

/** E.164 exactly as the API takes it: '+', country code, subscriber number, nothing else. */
export const E164 = /^\+[1-9]\d{1,14}$/;

/** +6281234567890 -> +62812*****890, for logs (no full number in any log line). */
export function maskPhoneNumber(e164: string): string {
  if (e164.length <= 8) return `${e164.slice(0, 3)}***`;
  return `${e164.slice(0, 6)}${"*".repeat(e164.length - 9)}${e164.slice(-3)}`;
}
