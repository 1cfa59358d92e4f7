import { staffRoutes } from "@/contract/routes-staff";
import type { PauseLength } from "@/domain/hours";
import type { OrderStatus } from "@/domain/order";
import type { SoldOutFor } from "@/domain/sold-out";
import { call, urlOf } from "@/features/api/client";

// The staff board's calls ride on the session cookie (src/features/api/client.ts).
export const staffApi = {
  board: () => call(staffRoutes.staff.board, {}),
  /** A page of the older open orders (issue 34 item 2); `after`: the page before's `next`. */
  olderOrders: (after?: string) => call(staffRoutes.staff.olderOrders, { query: { after } }),
  setStatus: (orderId: string, status: OrderStatus, reason?: string) =>
    call(staffRoutes.staff.changeStatus, { params: { orderId }, body: { status, reason } }),
  pause: (branchId: string, length: PauseLength | null) =>
    call(staffRoutes.staff.pauseBranch, { params: { branchId }, body: { for: length } }),
  soldOut: (branchId: string, itemId: string, length: SoldOutFor | null) =>
    call(staffRoutes.staff.markSoldOut, { params: { branchId }, body: { itemId, for: length } }),
  markPaid: (orderId: string) =>
    call(staffRoutes.staff.markPaid, { params: { orderId }, body: { paid: true } }),
  /** A failed refund of an order paid online, tried again (issue 20). */
  retryRefund: (orderId: string) => call(staffRoutes.staff.retryRefund, { params: { orderId } }),
};

export const STAFF_EVENTS_URL = urlOf(staffRoutes.staff.boardEvents);
