// The spec's user-facing strings and error codes (spec §8), in one place.
import { MAX_ITEM_QTY } from "./basket-line";
import { countOf } from "./text";
export const MESSAGES = {
  brandNotFound: "BRAND_NOT_FOUND",
  brandNotFoundHelp: "There is no shop at this address.",
  serviceUnavailable: "The shop is briefly unavailable. Please try again in a moment.",
  itemNotFound: "This item is not on the menu.",
  loginSignup: "Login/Signup",
  back: "Back",
  // Sign-in screen (spec §2, §8)
  signInTitle: "Sign in to your account",
  loadingAuthentication: "loading authentication",
  redirectingHome: "Redirecting to home page",
  phoneLabel: "PhoneNumber",
  phonePlaceholder: "Enter phone number",
  continue: "Continue",
  loading: "Loading...",
  otpLabel: "Confirmation Code",
  verify: "Verify",
  verifying: "Verifying...",
  changePhoneNumber: "Change Phone Number",
  invalidPhoneNumber: "Invalid phone number",
  failedToCreateOtp: "Failed to create an otp request",
  otpVerificationFailed: "Otp verification failed",
  phoneNotDefined: "Phone number is not defined",
  somethingWentWrong: "something went wrong",
  // Account (not in the spec)
  account: "Account",
  orders: "Orders",
  yourOrders: "Your Orders",
  signOut: "Sign out",
  staffBoard: "Staff board",
  sessionEnded: "You were signed out",
  signInAgain: "Please sign in again. Your basket is kept.",
  // Error pages and parts that failed to load (issue 14)
  somethingWentWrongTitle: "Something went wrong",
  pageFailed: "This page could not be shown. Check your connection and try again.",
  reload: "Reload",
  tryAgain: "Try again",
} as const;

// Error codes and their HTTP statuses: ./errors.ts (API_ERRORS).

// Delivery dialogs (spec §2, §8)
export const DELIVERY_MESSAGES = {
  recentAddresses: "Recent Addresses",
  deliverHere: "Deliver Here",
  locationDetails: "Location details",
  locationDetailsPlaceholder: "landmark, apartment, floor, etc",
  saveDetails: "Save details",
  selectAddressFirst: "You will have to Select an address first :)",
  loading: "Loading...",
  routeFailed: "Sorry!, We are unable to deliver to your location",
  priceFailed: "We can't deliver to your location",
  confirm: "Confirm",
  // In place of the delivery fee while a delivery order lacks them (issue 14)
  chooseAddress: "Choose a delivery address",
  chooseMethod: "Choose a delivery method",
  searchUnavailable: "Search is not available right now. Please try again.",
  addressNotFound: "We could not find that address.",
} as const;

/** A geo endpoint's limit was reached (429, issue 14): say when to come back, not "no address". */
export function tooManySearches(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many searches from here. Please try again in ${countOf(minutes, "minute")}.`;
}

// The basket (issue 15): shown where the + stops at the quantity rule (basket-line.ts).
export const BASKET_MESSAGES = {
  maxQuantity: `You can order up to ${MAX_ITEM_QTY} of an item.`,
} as const;

// The menu's search (issue 16 item 3).
export const MENU_MESSAGES = {
  searchLabel: "Search the menu",
  searchResults: "Search results",
  searchLoading: "Loading the menu…",
  searchNothing: (query: string) => `Nothing on the menu matches “${query}”.`,
  searchFound: (found: number, shown: number) =>
    shown < found
      ? `${countOf(found, "item")} found; the first ${shown} shown`
      : `${countOf(found, "item")} found`,
} as const;
