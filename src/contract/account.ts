// The customer's account at the host's brand (issue 32 item 8, docs/privacy.md): their profile,
// their recent addresses, a copy of their data, and the end of their account.
import type { CustomerProfile } from "@/domain/account";
import { deleteAccountBody, hideAddressBody, profileBody } from "@/domain/account-schema";
import type { DeliveryAddress } from "@/domain/delivery-address";
import { endpoint, PRIVATE, returns } from "./endpoint";
import { routes } from "./routes";

export const profile = endpoint(routes.account.profile, {
  summary:
    "The signed-in customer's profile at this brand: phone number, name, language, which order messages they get, and whether they were asked their name after signing in (nameAsked). Another brand's is never shown.",
  data: returns<CustomerProfile>("CustomerProfile"),
  cache: PRIVATE,
  errors: [],
});

export const saveProfile = endpoint(routes.account.saveProfile, {
  summary:
    "Changes the fields given of the profile at this brand (name: one line, at most 60 characters, null or empty for none; language: en, id or null; messages: EVERY_UPDATE, IMPORTANT_ONLY or ESSENTIAL_ONLY; nameAsked: true when the customer skipped the name question). A name given or removed, or nameAsked, makes nameAsked true for good. Answers the whole profile.",
  body: profileBody,
  bodyCodes: { name: "INVALID_NAME" },
  data: returns<CustomerProfile>("CustomerProfile"),
  cache: PRIVATE,
  errors: ["INVALID_NAME"],
});

export const hideAddress = endpoint(routes.account.hideAddress, {
  summary:
    "Takes a delivery address (its address and addressDetails, as listed) off the customer's recent addresses at this brand; the orders it came from keep it. Answers the recent addresses left.",
  body: hideAddressBody,
  data: returns<DeliveryAddress[]>("DeliveryAddresses"),
  cache: PRIVATE,
  errors: [],
});

export const exportData = endpoint(routes.account.exportData, {
  summary:
    "Everything this brand holds about the signed-in customer as a JSON file to download: profile, phone number, sign-ins (no secrets), orders with their timelines, receipts' metadata. At most 5 an hour.",
  data: returns<Blob>("AccountExport"),
  cache: PRIVATE,
  errors: ["RATE_LIMITED"],
});

export const deleteAccount = endpoint(routes.account.deleteAccount, {
  summary:
    "Deletes the customer's account at this brand (body {\"confirm\": true}): profile, hidden addresses, sessions, codes and receipts go; orders are kept for the brand's books without personal data; the phone number goes once no brand holds anything of it. Refused while an order is open. Clears the session cookie.",
  body: deleteAccountBody,
  data: returns<{ ordersKept: number; customerDeleted: boolean }>("DeletedAccount"),
  cache: PRIVATE,
  errors: ["ACCOUNT_HAS_OPEN_ORDERS"],
});
