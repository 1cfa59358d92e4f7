import "./zod-setup";
import { z } from "zod";
import { checkPhoneNumber, E164, normalPhoneNumber } from "./phone";

// One phone number, one spelling (decision 0011): "+62081100000001" (a trunk 0 kept after the
// country code) and "+6281100000001" are the same line. Every number that comes in (API bodies,
// the brand file's staff) is written in libphonenumber's E.164 here, once, before it names a
// code, a limit, a session, a customer or an SMS. `overwrite`, not `transform`: the type stays a
// string and the brand file's JSON Schema keeps its defaults.

export const INVALID_PHONE_MESSAGE = "is not a valid phone number";

/** `schema` plus: valid by libphonenumber, and answered in its normal E.164 form. */
export const inE164 = (schema: z.ZodString) =>
  schema
    .refine((v) => checkPhoneNumber(v).ok, {
      message: INVALID_PHONE_MESSAGE,
      when: ({ issues }) => issues.length === 0, // one problem per field: the format's, if any
    })
    .overwrite(normalPhoneNumber);

/** What the API takes: strictly '+', digits, nothing else; answered in its normal form. */
export const phoneNumberSchema = inE164(
  z.string().regex(E164, "must be an E.164 phone number like +6281234567890"),
);
