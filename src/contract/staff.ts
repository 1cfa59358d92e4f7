// The staff board (docs/orders.md#staff).
import type { StaffRole } from "@/domain/auth";
import type { StaffOrder } from "@/domain/order";
import { pauseBody, soldOutBody } from "@/domain/hours-schema";
import type { SoldOutMark } from "@/domain/sold-out";
import { paymentBody, statusChangeBody } from "@/domain/order-schema";
import { endpoint, PRIVATE, returns } from "./endpoint";
import { routes } from "./routes";

/** A branch on the board: whether its staff paused it (item 7), what is sold out (item 6). */
export interface BoardBranch {
  id: string;
  name: string;
  pausedUntil: string | null;
  soldOut: SoldOutMark[];
}

export interface StaffBoard {
  staff: StaffRole;
  timeZone: string;
  orders: StaffOrder[];
  branches: BoardBranch[];
}

export const board = endpoint(routes.staff.board, {
  summary: "Today's orders of the caller's branches and older open ones, newest first.",
  data: returns<StaffBoard>("StaffBoard"),
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
  summary: "Staff checked the transfer proof and confirm the payment ({paid: true}).",
  body: paymentBody,
  data: returns<StaffOrder>("StaffOrder"),
  errors: ["ORDER_NOT_FOUND", "FORBIDDEN", "NOT_A_TRANSFER"],
});
