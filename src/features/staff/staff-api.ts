import { routes } from "@/contract/routes";
import type { PauseLength } from "@/domain/hours";
import type { OrderStatus } from "@/domain/order";
import type { SoldOutFor } from "@/domain/sold-out";
import { call, urlOf } from "@/features/api/client";

// The staff board's calls ride on the session cookie (src/features/api/client.ts).
export const staffApi = {
  board: () => call(routes.staff.board, {}),
  /** A page of the older open orders (issue 34 item 2); `after`: the page before's `next`. */
  olderOrders: (after?: string) => call(routes.staff.olderOrders, { query: { after } }),
  setStatus: (orderId: string, status: OrderStatus, reason?: string) =>
    call(routes.staff.changeStatus, { params: { orderId }, body: { status, reason } }),
  pause: (branchId: string, length: PauseLength | null) =>
    call(routes.staff.pauseBranch, { params: { branchId }, body: { for: length } }),
  soldOut: (branchId: string, itemId: string, length: SoldOutFor | null) =>
    call(routes.staff.markSoldOut, { params: { branchId }, body: { itemId, for: length } }),
  markPaid: (orderId: string) =>
    call(routes.staff.markPaid, { params: { orderId }, body: { paid: true } }),
  /** A failed refund of an order paid online, tried again (issue 20). */
  retryRefund: (orderId: string) => call(routes.staff.retryRefund, { params: { orderId } }),
};

export const STAFF_EVENTS_URL = urlOf(routes.staff.boardEvents);
