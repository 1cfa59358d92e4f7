// Every error code the API answers, with its HTTP status: the one place a status is chosen
// (issue 15). The server throws by code (src/server/errors.ts AppError) and the browser's client
// reads the code back (`reasonCode`). A message given where the error is thrown says what exactly
// was wrong; `message` here is what is said when the thrower gives none.

interface ErrorEntry {
  readonly status: number;
  readonly message?: string;
}

export const API_ERRORS = {
  // The request itself
  BAD_REQUEST: { status: 400 },
  INVALID_REQUEST: { status: 400, message: "The request is not valid." },
  INVALID_JSON: { status: 400, message: "The request body is not valid JSON." },
  INVALID_QUERY: { status: 400 },
  INVALID_REQUEST_METHOD: { status: 400, message: "Invalid request method" },
  PAYLOAD_TOO_LARGE: { status: 413, message: "The request body is too large." },
  LENGTH_REQUIRED: { status: 411, message: "Content-Length is required." },
  UNSUPPORTED_MEDIA_TYPE: { status: 415 },
  NOT_FOUND: { status: 404, message: "There is no such API endpoint." },
  // Who asks
  BRAND_NOT_FOUND: { status: 404, message: "There is no shop at this address." },
  INVALID_BRAND_ID: { status: 400, message: "brandId: is not this shop's brand" },
  UNAUTHENTICATED: { status: 401, message: "Please sign in." },
  CSRF_REJECTED: { status: 403, message: "This request must come from the shop's own pages." },
  FORBIDDEN: { status: 403 },
  OPERATOR_UNAUTHORIZED: { status: 401 },
  /** The platform's console (issue 35 item 6): only the numbers of PLATFORM_OPERATORS. */
  PLATFORM_OPERATORS_ONLY: {
    status: 403,
    message: "Only the platform's operators can do this.",
  },
  SHOP_NOT_FOUND: { status: 404, message: "There is no such shop." },
  SUSPENSION_REASON_INVALID: {
    status: 400,
    message: "reason: say why, in 1 to 200 characters.",
  },
  RATE_LIMITED: { status: 429 },
  /** Issue 35: a shop being set up, or suspended by the platform, takes no orders. */
  SHOP_NOT_OPEN: { status: 409, message: "This shop is not open yet: it takes no orders." },
  SHOP_SUSPENDED: { status: 409, message: "This shop is unavailable for now: it takes no orders." },
  /** "Open the shop" while a required set-up step is not done (details.missing names them). */
  SHOP_SETUP_INCOMPLETE: { status: 409 },
  SHOP_ALREADY_OPEN: { status: 409, message: "The shop is open already." },
  // Sign-in (spec §7)
  INVALID_PHONE_NUMBER: { status: 400 },
  INVALID_OTP_FORMAT: { status: 400 },
  INVALID_TARGET_APP: { status: 400 },
  INVALID_TOKEN: { status: 401 },
  OTP_INVALID: { status: 401 },
  OTP_EXPIRED: { status: 401 },
  OTP_TOO_MANY_ATTEMPTS: { status: 401 },
  SMS_SEND_FAILED: { status: 502 },
  SMS_BUDGET_EXHAUSTED: { status: 429 },
  // Maps and delivery
  INVALID_COORDINATES: { status: 400 },
  GEO_PROVIDER_FAILED: { status: 502 },
  NO_ROUTE: { status: 422 },
  ADDRESS_NOT_FOUND: { status: 404 },
  NO_MATCHING_SEGMENT: { status: 400 },
  // Placing an order
  ITEM_NOT_FOUND: { status: 400 },
  ITEM_NOT_IN_MENU: { status: 400 },
  BRANCH_NOT_FOUND: { status: 400 },
  STORE_IS_CLOSED: { status: 409, message: "The branch is closed now. Order for later." },
  BRANCH_CLOSED: {
    status: 409,
    message: "The branch is closed until further notice. Choose another branch.",
  },
  STORE_IS_PAUSED: { status: 409, message: "The branch is busy now. Order for later." },
  BELOW_MINIMUM_ORDER: { status: 400, message: "The order is below the shop's minimum." },
  SLOT_UNAVAILABLE: { status: 400, message: "That time cannot be ordered for. Choose another." },
  SLOT_FULL: { status: 409, message: "That time is fully booked. Choose another." },
  ITEM_SOLD_OUT: { status: 409, message: "An item is sold out at this branch." },
  ORDER_MODE_NOT_OFFERED: {
    status: 409,
    message: "This branch does not take orders of that kind. Choose pickup or delivery again.",
  },
  OPTIONS_INVALID: { status: 400, message: "An item's choices are not among its options." },
  QUANTITY_OUT_OF_RANGE: { status: 400 },
  PAYMENT_METHOD_NOT_ALLOWED: { status: 400 },
  PAYMENT_UNAVAILABLE: {
    status: 503,
    message: "Paying online is not available now. Choose another way to pay.",
  },
  PAYMENT_NOT_FOUND: { status: 404 },
  PAYMENT_ALREADY_ENDED: { status: 409 },
  // Issue 32 item 6: trying a failed payment again
  PAYMENT_TIME_UP: { status: 409 },
  PAYMENT_ATTEMPTS_EXHAUSTED: { status: 409 },
  NO_FAILED_REFUND: { status: 409 },
  AWAITING_PAYMENT: { status: 409, message: "This order is waiting for its online payment." },
  PAYMENT_AMOUNT_MISMATCH: { status: 400 },
  NOTIFICATION_FORGED: { status: 401 },
  NOTIFICATION_INVALID: { status: 400 },
  /** The gateway's status API does not bear the notification out (yet): it sends it again. */
  PAYMENT_NOT_CONFIRMED: { status: 503 },
  DELIVERY_ADDRESS_REQUIRED: { status: 400 },
  DELIVERY_ADDRESS_UNVERIFIED: { status: 400 },
  DELIVERY_METHOD_INVALID: { status: 400 },
  DELIVERY_NOT_POSSIBLE: { status: 400 },
  TRANSFER_PROOF_REQUIRED: { status: 400 },
  PROOF_ALREADY_USED: { status: 409 },
  // Issue 38: couriers at checkout (src/domain/courier-quote.ts)
  COURIER_QUOTE_INVALID: { status: 400 },
  // Issue 39: promotions and loyalty (src/domain/promotions.ts, src/domain/loyalty.ts)
  /** details.reason: a CodeProblem; details.missing for BELOW_MINIMUM. */
  PROMO_CODE_NOT_APPLICABLE: { status: 409, message: "This code does not apply to this order." },
  /**
   * A promotion the order was priced with ran out (its cap) or changed while it was placed:
   * details.promotionId; the customer is shown the new total.
   */
  PROMOTION_CHANGED: {
    status: 409,
    message: "A promotion on this order has just run out. Check the new total.",
  },
  /** details.reason: a RewardProblem. */
  REWARD_NOT_AVAILABLE: { status: 409, message: "Your reward cannot be used on this order." },
  PROMOTION_NOT_FOUND: { status: 404, message: "There is no such promotion." },
  // The console's Promotions (issue 39, docs/owner.md "Promotions"): src/domain/promotion-schema.ts
  /** details.problems: [{field, problem}]; nothing of the request is stored. */
  PROMOTION_INVALID: {
    status: 400,
    message: "Some of the promotion needs fixing; nothing was saved.",
  },
  /** An archived promotion is kept for its numbers only: it cannot be changed or turned on. */
  PROMOTION_ARCHIVED: { status: 409, message: "This promotion is archived." },
  /** details.problems: [{field, problem}]; the settings stored before are kept. */
  LOYALTY_SETTINGS_INVALID: {
    status: 400,
    message: "Some loyalty settings need fixing; the ones stored before are kept.",
  },
  COURIER_QUOTE_EXPIRED: { status: 409 },
  COURIER_NOT_OFFERED: { status: 409 },
  COURIER_REQUIRED: { status: 400 },
  /** Not thrown: the quotes' `problem` (the shop's segments stay a choice). */
  COURIERS_OUT_OF_RANGE: { status: 422, message: "No courier can reach this address." },
  COURIERS_UNAVAILABLE: { status: 503, message: "Couriers cannot be reached right now." },
  IDEMPOTENCY_KEY_REUSED: { status: 409 },
  // Issue 31 item 2: orders one customer may place (src/server/orders/bounds.ts)
  TOO_MANY_ORDERS: {
    status: 429,
    message: "You have placed many orders in the last hour. Please wait before ordering again.",
  },
  UNPAID_ONLINE_ORDERS: {
    status: 409,
    message: "Your earlier orders are still waiting for their online payment. Pay for them first.",
  },
  // After the order
  ORDER_NOT_FOUND: { status: 404, message: "Order not found" },
  INVALID_STATUS_CHANGE: { status: 409 },
  REASON_REQUIRED: { status: 400 },
  /** Marking paid by hand (issue 36 item 5): an order paid online is paid by its gateway's word. */
  PAID_BY_GATEWAY: {
    status: 409,
    message: "An order paid online is marked paid by its payment gateway, not by staff.",
  },
  // The till (issue 36 item 5, docs/till.md)
  TILL_DAY_AHEAD: { status: 400, message: "date: a day that has not come yet has no till." },
  TILL_COUNT_INVALID: {
    status: 400,
    message: "counted: the cash counted, an amount of 0 or more.",
  },
  TILL_MANAGERS_ONLY: {
    status: 403,
    message: "Only the branch's manager or the shop's owner confirms the close of day.",
  },
  TILL_ALREADY_CLOSED: { status: 409, message: "This day's till is closed already." },
  TILL_FIGURES_CHANGED: {
    status: 409,
    message: "The figures changed since they were read: check the cash to count and confirm again.",
  },
  TILL_NOT_CLOSED: { status: 409, message: "This day's till is not closed." },
  /** Issue 36 item 2: "Send to printer" for a branch the owner gave no network printer. */
  PRINTER_NOT_SET: { status: 409, message: "This branch has no network printer." },
  // Orders taken by staff, corrected before they are accepted (issue 36 item 4)
  ORDER_NOT_PENDING: {
    status: 409,
    message: "This order was accepted or cancelled already: only a new order can be corrected.",
  },
  NOTHING_TO_CORRECT: { status: 400, message: "The correction changes nothing." },
  /** details.reason: ONLINE (a charge made for the old total) or PAID (confirmed paid). */
  TOTAL_CANNOT_CHANGE: { status: 409 },
  // Uploads
  IMAGE_TOO_LARGE: { status: 413 },
  IMAGE_UNREADABLE: { status: 400 },
  // Operators
  BRAND_FILE_INVALID: { status: 400 },
  // The owner console (issue 19)
  BRAND_INVALID: { status: 400, message: "The change was refused; nothing was saved." },
  PAYMENT_KEYS_INVALID: {
    status: 400,
    message: "The keys were refused; the ones stored before are kept.",
  },
  REVISION_STALE: { status: 409 },
  REVISION_NOT_FOUND: { status: 404, message: "There is no such revision." },
  IMAGE_NOT_FOUND: { status: 400 },
  // Branches from the console (issue 35 item 3): src/domain/branch-changes.ts
  LAST_BRANCH: {
    status: 409,
    message: "A shop sells from at least one branch: its last branch cannot be removed.",
  },
  BRANCH_HAS_OPEN_ORDERS: {
    status: 409,
    message: "The branch has open orders. Remove it once they are completed or cancelled.",
  },
  // The menu in bulk (issue 35 item 5): src/domain/menu-import.ts, src/server/owner/menu-sheet.ts
  MENU_NOT_FOUND: { status: 404, message: "There is no such menu." },
  SHEET_UNREADABLE: { status: 400, message: "The file is not a CSV or XLSX spreadsheet." },
  SHEET_TOO_LARGE: { status: 413, message: "The file is larger than 1 MB." },
  SHEET_TOO_MANY_ROWS: { status: 413, message: "The file has more than 1000 rows." },
  SHEET_COLUMNS_MISSING: { status: 400 },
  MENU_IMPORT_INVALID: { status: 400, message: "Some rows need fixing; nothing was saved." },
  // A shop's own domain (issue 35 item 7): src/domain/custom-domain.ts; `problem` says why.
  CUSTOM_DOMAIN_INVALID: { status: 400, message: "domain: is not a domain name a shop can use." },
  CUSTOM_DOMAIN_RESERVED: { status: 400, message: "domain: is one of kedai's own addresses." },
  CUSTOM_DOMAIN_TAKEN: { status: 409, message: "domain: another shop uses this domain." },
  CUSTOM_DOMAIN_NONE: { status: 409, message: "The shop has no domain of its own to check." },
  /** GET /api/domains/allowed: no shop answers at this name (a TLS proxy then asks for no certificate). */
  DOMAIN_NOT_SERVED: { status: 404, message: "No shop is served at this domain." },
  // The owner's orders export (issue 19 item 6): src/domain/sales-days.ts checkDateRange
  INVALID_DATE: { status: 400, message: "A date must be a real day written YYYY-MM-DD." },
  DATE_RANGE_REVERSED: { status: 400, message: "to: must not be before from." },
  DATE_RANGE_TOO_LONG: { status: 400, message: "to: a range is at most 366 days." },
  // A brand's WhatsApp (issue 37, docs/owner.md "WhatsApp"): src/domain/whatsapp-account.ts
  /** details.problems: [{field, problem}]; the account stored before is kept. */
  WHATSAPP_SETTINGS_INVALID: {
    status: 400,
    message: "Some WhatsApp settings need fixing; the ones stored before are kept.",
  },
  WHATSAPP_NOT_SET: { status: 409, message: "The shop has no WhatsApp account." },
  /** The Cloud API refused the test message or did not answer (details.permanent says which). */
  WHATSAPP_TEST_FAILED: { status: 502, message: "WhatsApp did not take the test message." },
  // Booking a courier from the board (issue 38, docs/couriers.md): src/server/flows/book-courier.ts
  COURIER_NOT_SET_UP: {
    status: 409,
    message: "The order's branch offers no courier: the owner sets couriers up in the console.",
  },
  COURIER_SERVICE_NOT_OFFERED: {
    status: 400,
    message: "service: is not one of the couriers the order's branch offers.",
  },
  COURIER_NOT_FOR_PICKUP: { status: 409, message: "A pickup order needs no courier." },
  COURIER_ORDER_NOT_OPEN: {
    status: 409,
    message: "A courier is booked for an accepted or ready order only.",
  },
  /** Someone else booked it a moment ago (two tablets), or its booking still runs. */
  COURIER_ALREADY_BOOKED: {
    status: 409,
    message: "A courier is booked for this order already: cancel it first to book another.",
  },
  COURIER_NOT_BOOKED: { status: 409, message: "No courier is booked for this order now." },
  /** The aggregator did not answer, or its courier is down: a later try may go. */
  COURIER_UNAVAILABLE: { status: 503, message: "The courier service did not answer." },
  COURIER_OUT_OF_RANGE: { status: 422, message: "No courier of this service goes that far." },
  /** The brand's aggregator key was refused: the owner fixes it in the console. */
  COURIER_KEY_REFUSED: { status: 502, message: "The courier service refused the shop's key." },
  COURIER_REFUSED: { status: 502, message: "The courier service refused the booking." },
  // A brand's couriers (issue 38, docs/couriers.md): src/domain/courier-settings-schema.ts
  /** details.problems: [{field, problem}]; the settings stored before are kept. */
  COURIER_SETTINGS_INVALID: {
    status: 400,
    message: "Some courier settings need fixing; the ones stored before are kept.",
  },
  COURIERS_NOT_SET: { status: 409, message: "The shop has no couriers set up." },
  /** The aggregator refused the key or did not answer (details.kind: a CourierError's kind). */
  COURIER_CHECK_FAILED: { status: 502, message: "The courier service did not take the key." },
  // The customer's account (issue 32 item 8, docs/privacy.md)
  INVALID_NAME: { status: 400, message: "name: must be one line of at most 60 characters." },
  ACCOUNT_HAS_OPEN_ORDERS: {
    status: 409,
    message:
      "An order of yours is still open. Delete your account once it is completed or cancelled.",
  },
  // Opening a shop (issue 35 item 1, docs/owner.md "Opening a shop")
  SHOP_NAME_INVALID: {
    status: 400,
    message: "name: a shop's name is one line of 1 to 60 characters.",
  },
  SHOP_NAME_NOT_ALLOWED: { status: 400, message: "name: this name is not allowed." },
  SHOP_ADDRESS_INVALID: {
    status: 400,
    message: "address: 3 to 30 characters: a-z, 0-9 and single hyphens inside.",
  },
  SHOP_ADDRESS_RESERVED: { status: 400, message: "address: this address is kedai's own." },
  SHOP_ADDRESS_NOT_ALLOWED: { status: 400, message: "address: this address is not allowed." },
  SHOP_ADDRESS_TAKEN: { status: 409, message: "address: another shop has this address." },
  SIGNUPS_PER_PHONE_EXCEEDED: {
    status: 429,
    message: "This phone number has opened as many shops as it may today.",
  },
  SIGNUPS_PER_ADDRESS_EXCEEDED: {
    status: 429,
    message: "As many shops as may be opened from this connection today have been opened.",
  },
  // The server
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: "The shop is briefly unavailable. Please try again in a moment.",
  },
  /** Past the caps on open live streams (issue 31 item 7): Retry-After says when to try again. */
  TOO_MANY_STREAMS: {
    status: 503,
    message: "Too many live updates are open. The page checks again by itself.",
  },
  server_error: { status: 500, message: "Something went wrong" },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof API_ERRORS;

/** The HTTP status of `code`. */
export function statusOf(code: ErrorCode): number {
  return API_ERRORS[code].status;
}

/** What is said about `code` when the thrower says nothing more precise. */
export function messageOf(code: ErrorCode): string {
  const entry: ErrorEntry = API_ERRORS[code];
  return entry.message ?? code;
}

/** Whether `code` is one the API answers (a client reading `reasonCode` off the wire). */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === "string" && Object.hasOwn(API_ERRORS, code);
}
