import type { OrderDetail, OrderView } from "@/domain/order";

async function read<T>(url: string, idToken: string | null): Promise<T> {
  const response = await fetch(url, {
    headers: idToken ? { Authorization: `Bearer ${idToken}` } : {},
    cache: "no-store",
  });
  const body = (await response.json().catch(() => ({}))) as { data?: T; error?: { code?: string } };
  // spec §7/§8: errors carry their code, falling back to server_error
  if (!response.ok || body.data === undefined) throw new Error(body.error?.code ?? "server_error");
  return body.data;
}

export const ordersApi = {
  one: (brandId: string, orderId: string, idToken: string | null) =>
    read<OrderDetail>(
      `/api/orders/${encodeURIComponent(brandId)}/${encodeURIComponent(orderId)}`,
      idToken,
    ),
  mine: (uid: string, idToken: string | null) =>
    read<OrderView[]>(`/api/me/${encodeURIComponent(uid)}/orders`, idToken),
};

/** The order's live stream (Server-Sent Events, authenticated by the session cookie). */
export const orderEventsUrl = (brandId: string, orderId: string) =>
  `/api/orders/${encodeURIComponent(brandId)}/${encodeURIComponent(orderId)}/events`;
