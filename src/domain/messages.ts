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

export const ERROR_CODES = {
  BRAND_NOT_FOUND: "BRAND_NOT_FOUND",
  ITEM_NOT_FOUND: "ITEM_NOT_FOUND",
  BAD_REQUEST: "BAD_REQUEST",
  INVALID_JSON: "INVALID_JSON",
  INVALID_REQUEST: "INVALID_REQUEST",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  INVALID_PHONE_NUMBER: "INVALID_PHONE_NUMBER",
  INVALID_OTP_FORMAT: "INVALID_OTP_FORMAT",
  INVALID_TARGET_APP: "INVALID_TARGET_APP",
  INVALID_BRAND_ID: "INVALID_BRAND_ID",
  INVALID_TOKEN: "INVALID_TOKEN",
  OTP_INVALID: "OTP_INVALID",
  OTP_EXPIRED: "OTP_EXPIRED",
  OTP_TOO_MANY_ATTEMPTS: "OTP_TOO_MANY_ATTEMPTS",
  RATE_LIMITED: "RATE_LIMITED",
  SMS_SEND_FAILED: "SMS_SEND_FAILED",
  UNAUTHENTICATED: "UNAUTHENTICATED",
  CSRF_REJECTED: "CSRF_REJECTED",
  INVALID_QUERY: "INVALID_QUERY",
  INVALID_COORDINATES: "INVALID_COORDINATES",
  GEO_PROVIDER_FAILED: "GEO_PROVIDER_FAILED",
  NO_ROUTE: "NO_ROUTE",
  ADDRESS_NOT_FOUND: "ADDRESS_NOT_FOUND",
  NO_MATCHING_SEGMENT: "NO_MATCHING_SEGMENT",
  INVALID_REQUEST_METHOD: "INVALID_REQUEST_METHOD",
  FORBIDDEN: "FORBIDDEN",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  LENGTH_REQUIRED: "LENGTH_REQUIRED",
  ITEM_NOT_IN_MENU: "ITEM_NOT_IN_MENU",
  BRANCH_NOT_FOUND: "BRANCH_NOT_FOUND",
  PAYMENT_METHOD_NOT_ALLOWED: "PAYMENT_METHOD_NOT_ALLOWED",
  DELIVERY_ADDRESS_REQUIRED: "DELIVERY_ADDRESS_REQUIRED",
  DELIVERY_METHOD_INVALID: "DELIVERY_METHOD_INVALID",
  DELIVERY_NOT_POSSIBLE: "DELIVERY_NOT_POSSIBLE",
  TRANSFER_PROOF_REQUIRED: "TRANSFER_PROOF_REQUIRED",
  IDEMPOTENCY_KEY_REUSED: "IDEMPOTENCY_KEY_REUSED",
  ORDER_NOT_FOUND: "ORDER_NOT_FOUND",
  INVALID_STATUS_CHANGE: "INVALID_STATUS_CHANGE",
  REASON_REQUIRED: "REASON_REQUIRED",
  NOT_A_TRANSFER: "NOT_A_TRANSFER",
  OPERATOR_UNAUTHORIZED: "OPERATOR_UNAUTHORIZED",
  BRAND_FILE_INVALID: "BRAND_FILE_INVALID",
  NOT_FOUND: "NOT_FOUND",
  SERVICE_UNAVAILABLE: "SERVICE_UNAVAILABLE",
  // Issue 13
  QUANTITY_OUT_OF_RANGE: "QUANTITY_OUT_OF_RANGE",
  DELIVERY_ADDRESS_UNVERIFIED: "DELIVERY_ADDRESS_UNVERIFIED",
  PROOF_ALREADY_USED: "PROOF_ALREADY_USED",
  IMAGE_TOO_LARGE: "IMAGE_TOO_LARGE",
  IMAGE_UNREADABLE: "IMAGE_UNREADABLE",
  SERVER_ERROR: "server_error",
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

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
