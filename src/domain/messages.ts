// The spec's user-facing strings and error codes (spec §8), in one place.
export const MESSAGES = {
  brandNotFound: "BRAND_NOT_FOUND",
  brandNotFoundHelp: "There is no shop at this address.",
  itemNotFound: "This item is not on the menu.",
  loginSignup: "Login/Signup",
  back: "Back",
} as const;

export const ERROR_CODES = {
  BRAND_NOT_FOUND: "BRAND_NOT_FOUND",
  ITEM_NOT_FOUND: "ITEM_NOT_FOUND",
  BAD_REQUEST: "BAD_REQUEST",
  NOT_FOUND: "NOT_FOUND",
  SERVER_ERROR: "server_error",
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
