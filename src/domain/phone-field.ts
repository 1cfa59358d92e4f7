// The sign-in form's phone field (spec §2, §5), apart from the number rules in phone.ts so that
// the form can show the field before those rules (libphonenumber's full metadata) have loaded.
export const PHONE_INPUT_MAX_LENGTH = 250;
/** Indonesia, +62: the field starts with it, fixed (spec §2). */
export const DEFAULT_COUNTRY = "ID";
export const DEFAULT_DIAL_CODE = "+62";
