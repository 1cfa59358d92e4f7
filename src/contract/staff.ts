// The staff board (docs/orders.md#staff).
import type { StaffRole } from "@/domain/auth";
import type { StaffOrder } from "@/domain/order";
import { pauseBody, soldOutBody } from "@/domain/hours-schema";
import type { SoldOutMark } from "@/domain/sold-out";
import { paymentBody, statusChangeBody } from "@/domain/order-schema";
import { z } from "zod";
import { OLDER_CURSOR, OLDER_PAGE_SIZE } from "@/domain/staff-board";
import { endpoint, PRIVATE, returns } from "./endpoint";
import { routes } from "./routes";

/** A branch on the board: whether its staff paused it (item 7), what is sold out (item 6). */
export interface BoardBranch {
  id: string;
  name: string;
  pausedUntil: string | null;
  soldOut: SoldOutMark[];
}

/** A branch's open orders due before the board's cutoff: how many, and the oldest one's due. */
export interface OlderBranch {
  branchId: string;
  /** At most OLDER_COUNTED (src/domain/staff-board.ts)… */
  count: number;
  /** …and there are more than that. */
  more: boolean;
  /** ISO 8601. */
  oldest: string;
}

/**
 * The open orders the board does not send whole: their number per branch, and the newest
 * timeline event when they were counted, so the board knows which later closings it counted.
 */
export interface OlderOpenOrders {
  /** Open orders due before this instant (ISO 8601) are counted here. */
  before: string;
  /** The branches' counts added up; `more` when a branch has more than it counted. */
  count: number;
  more: boolean;
  branches: OlderBranch[];
  /** The brand's newest order event when counted: an order closed by a later one was counted. */
  asOfEventId: number;
}

export interface OlderOrdersPage {
  orders: StaffOrder[];
  /** The `after` of the next page; null on the last. */
  next: string | null;
}

export interface StaffBoard {
  staff: StaffRole;
  timeZone: string;
  /** Open orders due from `older.before` on, and today's finished ones (at most 300), newest first. */
  orders: StaffOrder[];
  /** The open orders due before: counted per branch (listed by GET /api/staff/orders/older). */
  older: OlderOpenOrders;
  branches: BoardBranch[];
}

export const board = endpoint(routes.staff.board, {
  summary:
    "The caller's branches' open orders due today or later and today's finished ones, newest first; the older open orders counted per branch (issue 34 item 2).",
  data: returns<StaffBoard>("StaffBoard"),
  cache: PRIVATE,
  errors: [],
});

export const olderOrders = endpoint(routes.staff.olderOrders, {
  summary: `The caller's branches' older open orders (due before the board's cutoff), the most recently due first, ${OLDER_PAGE_SIZE} at a time; \`after\` is the previous page's \`next\`.`,
  query: z.strictObject({ after: z.string().regex(OLDER_CURSOR).optional() }),
  data: returns<OlderOrdersPage>("OlderOrdersPage"),
  cache: PRIVATE,
  errors: [],
});

export const boardEvents = endpoint(routes.staff.boardEvents, {
  summary:
    "The board's live feed (Server-Sent Events): `order` with a StaffOrder on each change, `resync`, `ready`.",
  data: returns<StaffOrder>("StaffOrder"),
  errors: ["TOO_MANY_STREAMS"],
});

export const changeStatus = endpoint(routes.staff.changeStatus, {
  loads: { order: "branch staff" },
  summary: "Accept, Complete or Cancel (with a reason) an order of the caller's branches.",
  body: statusChangeBody,
  bodyCodes: { reason: "REASON_REQUIRED" },
  data: returns<StaffOrder>("StaffOrder"),
  errors: ["ORDER_NOT_FOUND", "FORBIDDEN", "INVALID_STATUS_CHANGE", "REASON_REQUIRED"],
});

export const pauseBranch = endpoint(routes.staff.pauseBranch, {
  summary:
    "Pause a branch of the caller's ({for: '30m' | '60m' | 'tomorrow'}): no orders for NOW until then; {for: null} resumes it.",
  body: pauseBody,
  data: returns<BoardBranch>("BoardBranch"),
  errors: ["BRANCH_NOT_FOUND", "FORBIDDEN"],
});

export const markSoldOut = endpoint(routes.staff.markSoldOut, {
  summary:
    "Mark an item of the caller's branch sold out ({itemId, for: 'today' | 'untilBack'}) or back on sale ({itemId, for: null}); answers the branch's sold-out items.",
  body: soldOutBody,
  data: returns<SoldOutMark[]>("SoldOutMarks"),
  errors: ["BRANCH_NOT_FOUND", "FORBIDDEN", "ITEM_NOT_IN_MENU"],
});

export const markPaid = endpoint(routes.staff.markPaid, {
  loads: { order: "branch staff" },
  summary:
    "Staff confirm the payment ({paid: true}): a transfer whose proof they checked, or cash paid on delivery or at the outlet. An order paid online is paid by its gateway (409 PAID_BY_GATEWAY).",
  body: paymentBody,
  data: returns<StaffOrder>("StaffOrder"),
  errors: ["ORDER_NOT_FOUND", "FORBIDDEN", "PAID_BY_GATEWAY", "INVALID_STATUS_CHANGE"],
});
