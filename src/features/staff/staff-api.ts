import { api } from "@/contract";
import type { OrderStatus } from "@/domain/order";
import { call, urlOf } from "@/features/api/client";

// The staff board's calls ride on the session cookie (src/features/api/client.ts).
export const staffApi = {
  board: () => call(api.staff.board, {}),
  setStatus: (orderId: string, status: OrderStatus, reason?: string) =>
    call(api.staff.changeStatus, { params: { orderId }, body: { status, reason } }),
  markPaid: (orderId: string) =>
    call(api.staff.markPaid, { params: { orderId }, body: { paid: true } }),
};

export const STAFF_EVENTS_URL = urlOf(api.staff.boardEvents);
