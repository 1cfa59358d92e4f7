import { customerRoutes } from "@/contract/routes-customer";
import type { PaymentChannel } from "@/domain/online-payment";
import type { InPersonMethod } from "@/domain/payment";
import { call, urlOf } from "@/features/api/client";

export const ordersApi = {
  one: (brandId: string, orderId: string) =>
    call(customerRoutes.orders.order, { params: { brandId, orderId } }),
  mine: (id: string) => call(customerRoutes.orders.myOrders, { params: { id } }),
  /** The order's online payment, charged at the gateway if it was not yet (a retry). */
  payment: (brandId: string, orderId: string) =>
    call(customerRoutes.orders.payment, { params: { brandId, orderId } }),
  /** After a failed payment: a new charge with `channel` (issue 32 item 6). */
  tryAgain: (brandId: string, orderId: string, channel: PaymentChannel) =>
    call(customerRoutes.orders.paymentAttempt, { params: { brandId, orderId }, body: { channel } }),
  /** After a failed payment: paying in person instead; the order as it now is. */
  payInPerson: (brandId: string, orderId: string, method: InPersonMethod) =>
    call(customerRoutes.orders.paymentInPerson, { params: { brandId, orderId }, body: { method } }),
};

/** The order's live stream (Server-Sent Events, authenticated by the session cookie). */
export const orderEventsUrl = (brandId: string, orderId: string) =>
  urlOf(customerRoutes.orders.orderEvents, { params: { brandId, orderId } });
