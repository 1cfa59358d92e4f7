// Opening a shop (issue 35 item 1, docs/owner.md "Opening a shop"): on the platform's host only.
import { CREATE_SHOP_FIELD_CODES, createShopBody, shopAddressQuery } from "@/domain/signup-schema";
import type { ShopAddressProblem } from "@/domain/shop-address";
import { endpoint, PRIVATE, returns } from "./endpoint";
import { routes } from "./routes";

/** What the form says under the address as it is typed. */
export interface ShopAddressCheck {
  /** The address in its one spelling (trimmed, lower case). */
  address: string;
  /** free, taken, or why it cannot be a shop's address (src/domain/shop-address.ts). */
  status: "free" | "taken" | ShopAddressProblem;
  /** The shop's public address as it will be, e.g. https://dapur-sari.kedai.id. */
  origin: string;
}

/** The shop made, and where its owner goes next, signed in. */
export interface NewShop {
  brandId: string;
  origin: string;
  /**
   * A single-use sign-in token of the new shop, good for 90 seconds: the shop's page
   * `/owner/welcome#{token}` trades it for a session there (create-session), then opens /owner.
   */
  handoffToken: string;
}

export const shopAddress = endpoint(routes.signup.shopAddress, {
  hosts: "platform",
  summary:
    "Whether an address (a subdomain) can be a new shop's: free, taken, or why not (short, long, characters, reserved, offensive).",
  query: shopAddressQuery,
  data: returns<ShopAddressCheck>("ShopAddressCheck"),
  cache: PRIVATE,
  errors: ["INVALID_QUERY"],
});

export const createShop = endpoint(routes.signup.createShop, {
  hosts: "platform",
  summary:
    "Opens a shop, being set up, with the caller as its owner: a starter menu and hours of its kind or an empty menu, in its language. Answers a sign-in token for its host.",
  body: createShopBody,
  bodyCodes: CREATE_SHOP_FIELD_CODES,
  data: returns<NewShop>("NewShop"),
  cache: PRIVATE,
  errors: [
    "SHOP_NAME_INVALID",
    "SHOP_NAME_NOT_ALLOWED",
    "SHOP_ADDRESS_INVALID",
    "SHOP_ADDRESS_RESERVED",
    "SHOP_ADDRESS_NOT_ALLOWED",
    "SHOP_ADDRESS_TAKEN",
    "SIGNUPS_PER_PHONE_EXCEEDED",
    "SIGNUPS_PER_ADDRESS_EXCEEDED",
  ],
});
