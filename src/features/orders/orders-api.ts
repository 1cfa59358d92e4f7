import { api } from "@/contract";
import { call, urlOf } from "@/features/api/client";

export const ordersApi = {
  one: (brandId: string, orderId: string) =>
    call(api.orders.order, { params: { brandId, orderId } }),
  mine: (id: string) => call(api.orders.myOrders, { params: { id } }),
};

/** The order's live stream (Server-Sent Events, authenticated by the session cookie). */
export const orderEventsUrl = (brandId: string, orderId: string) =>
  urlOf(api.orders.orderEvents, { params: { brandId, orderId } });
