import "./zod-setup";
import { z } from "zod";
import { NOT_STORABLE, STORABLE_TEXT } from "./delivery-address";
import type { ErrorCode } from "./errors";
import { LOCALES } from "./locale";
import { SHOP_KINDS, SHOP_NAME_MAX } from "./shop-starter";
import { maxCharacters } from "./text-schema";

// The sign-up's requests (issue 35 item 1). The address is read as typed and judged by
// checkShopAddress (shop-address.ts), so that each refusal has its own code.

const ONE_LINE = /^[^\p{Cc}]*$/u;

/** The body of POST /api/signup/shop. */
export const createShopBody = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1)
    .regex(STORABLE_TEXT, NOT_STORABLE)
    .regex(ONE_LINE, "must be one line of text")
    .check(maxCharacters(SHOP_NAME_MAX)),
  address: z.string().max(100),
  kind: z.enum(SHOP_KINDS),
  language: z.enum(LOCALES),
  /** Keep the kind's starter menu and hours (true), or start with an empty menu (false). */
  starter: z.boolean(),
});
export type CreateShopInput = z.input<typeof createShopBody>;

export const CREATE_SHOP_FIELD_CODES: Readonly<Record<string, ErrorCode>> = {
  name: "SHOP_NAME_INVALID",
  address: "SHOP_ADDRESS_INVALID",
};

/** The query of GET /api/signup/address. */
export const shopAddressQuery = z.strictObject({ name: z.string().max(100) });
