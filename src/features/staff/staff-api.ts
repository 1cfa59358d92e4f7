import type { StaffRole } from "@/domain/auth";
import type { OrderStatus, StaffOrder } from "@/domain/order";

// The staff board's calls. They ride on the session cookie (a kitchen tablet stays open all day,
// longer than a bearer token lives); the browser's Origin header passes the CSRF check.

export interface Board {
  staff: StaffRole;
  timeZone: string;
  orders: StaffOrder[];
}

export class StaffApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: "no-store",
  });
  const answer = (await response.json().catch(() => ({}))) as {
    data?: T;
    error?: { code?: string; message?: string };
  };
  if (!response.ok || answer.data === undefined)
    throw new StaffApiError(
      answer.error?.code ?? "server_error",
      answer.error?.message ?? "Something went wrong",
    );
  return answer.data;
}

const orderUrl = (orderId: string, what: string) =>
  `/api/staff/orders/${encodeURIComponent(orderId)}/${what}`;

export const staffApi = {
  board: () => call<Board>("/api/staff/orders"),
  setStatus: (orderId: string, status: OrderStatus, reason?: string) =>
    call<StaffOrder>(orderUrl(orderId, "status"), { status, reason }),
  markPaid: (orderId: string) => call<StaffOrder>(orderUrl(orderId, "payment"), { paid: true }),
};

export const STAFF_EVENTS_URL = "/api/staff/events";
