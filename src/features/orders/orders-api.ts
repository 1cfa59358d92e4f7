import type { OrderDetail, OrderView } from "@/domain/order";
import { authedFetch } from "@/features/auth/authed-fetch";

async function read<T>(url: string): Promise<T> {
  const response = await authedFetch(url, { cache: "no-store" });
  const body = (await response.json().catch(() => ({}))) as { data?: T; error?: { code?: string } };
  // spec §7/§8: errors carry their code, falling back to server_error
  if (!response.ok || body.data === undefined) throw new Error(body.error?.code ?? "server_error");
  return body.data;
}

export const ordersApi = {
  one: (brandId: string, orderId: string) =>
    read<OrderDetail>(`/api/orders/${encodeURIComponent(brandId)}/${encodeURIComponent(orderId)}`),
  mine: (uid: string) => read<OrderView[]>(`/api/me/${encodeURIComponent(uid)}/orders`),
};

/** The order's live stream (Server-Sent Events, authenticated by the session cookie). */
export const orderEventsUrl = (brandId: string, orderId: string) =>
  `/api/orders/${encodeURIComponent(brandId)}/${encodeURIComponent(orderId)}/events`;
