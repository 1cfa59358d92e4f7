import { api } from "@/contract";
import { orderAccess } from "@/server/access";
import { authenticate } from "@/server/auth/sessions";
import { route } from "@/server/route";
import type { BrandRef } from "@/server/brands/resolve";
import { readOnce, subscribeToOrderChanges } from "@/server/live/live";
import { customerOrderDetail } from "@/server/orders/views";
import { encodeEvent, eventStream, lastEventId } from "@/server/sse";
import { viewerOf } from "@/server/staff/staff";

/**
 * The order as its tracking streams are sent it, with the id of its latest timeline event; read
 * and encoded once for every stream following it when a change (`eventId`) is the reason.
 */
function trackingUpdate(
  brand: BrandRef,
  order: { id: string; customerId: string },
  eventId?: number,
) {
  const read = async () => {
    const detail = await customerOrderDetail(brand, order.customerId, order.id);
    if (!detail) return null;
    const latest = detail.events.at(-1)?.id ?? 0;
    return { latest, event: encodeEvent("order", detail, latest) };
  };
  return eventId === undefined
    ? read()
    : readOnce(`track ${brand.id} ${order.id} ${eventId}`, read);
}

/**
 * Live status of one order (Server-Sent Events) for its customer and the staff of its branch:
 * the current order with its timeline first, then the whole order again after each change
 * (`event: order`, `id:` the latest timeline event). A reconnect with Last-Event-ID gets the
 * current order only when something changed meanwhile.
 */
export const GET = route(api.orders.orderEvents, async ({ brand, order, request }) => {
  const { id: orderId } = order;
  let sent = lastEventId(request);
  return eventStream(
    request,
    async (sink) => {
      let chain = Promise.resolve();
      const push = (eventId?: number) => {
        chain = chain
          .then(async () => {
            const update = await trackingUpdate(brand, order, eventId);
            if (!update) return sink.close();
            if (update.latest > sent || sent === 0) {
              sent = update.latest;
              sink.sendEncoded(update.event);
            }
          })
          .catch(() => sink.close()); // the database went away: the client reconnects or polls
      };
      const unsubscribe = subscribeToOrderChanges((change) => {
        if (!change) push();
        else if (change.brandId === brand.id && change.orderId === orderId) push(change.eventId);
      });
      push();
      return unsubscribe;
    },
    async () => {
      // Still signed in, and still the customer or staff of the branch?
      const again = await authenticate(request, brand);
      return Boolean(
        again && (await orderAccess(viewerOf(brand, again.user), order)) === "allowed",
      );
    },
  );
});
