import { api } from "@/contract";
import { orderAccess } from "@/server/access";
import { authenticate } from "@/server/auth/sessions";
import { route } from "@/server/route";
import { subscribeToOrderChanges } from "@/server/live/live";
import { customerOrderDetail } from "@/server/orders/views";
import { eventStream, lastEventId } from "@/server/sse";
import { viewerOf } from "@/server/staff/staff";

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
      const push = () => {
        chain = chain
          .then(async () => {
            const detail = await customerOrderDetail(brand, order.customerId, orderId);
            if (!detail) return sink.close();
            const latest = detail.events.at(-1)?.id ?? 0;
            if (latest > sent || sent === 0) {
              sent = latest;
              sink.send("order", detail, latest);
            }
          })
          .catch(() => sink.close()); // the database went away: the client reconnects or polls
      };
      const unsubscribe = subscribeToOrderChanges((change) => {
        if (!change || (change.brandId === brand.id && change.orderId === orderId)) push();
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
