import { routes } from "@/contract/routes";
import { call, urlOf } from "@/features/api/client";

export const ordersApi = {
  one: (brandId: string, orderId: string) =>
    call(routes.orders.order, { params: { brandId, orderId } }),
  mine: (id: string) => call(routes.orders.myOrders, { params: { id } }),
  /** The order's online payment, charged at the gateway if it was not yet (a retry). */
  payment: (brandId: string, orderId: string) =>
    call(routes.orders.payment, { params: { brandId, orderId } }),
};

/** The order's live stream (Server-Sent Events, authenticated by the session cookie). */
export const orderEventsUrl = (brandId: string, orderId: string) =>
  urlOf(routes.orders.orderEvents, { params: { brandId, orderId } });
