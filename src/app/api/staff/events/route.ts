import { api } from "@/contract";
import type { BrandRef } from "@/server/brands/resolve";
import { covers } from "@/server/access";
import { readOnce, subscribeToOrderChanges } from "@/server/live/live";
import { ordersChangedSince, staffOrder } from "@/server/orders/views";
import { encodeEvent, eventStream, lastEventId } from "@/server/sse";
import { route } from "@/server/route";
import { stillStaff } from "@/server/staff/staff";

/**
 * An order as every board of its brand is sent it after the timeline event `eventId`: read and
 * encoded once for all of them (readOnce), with its branch, which decides whose board it goes to.
 */
function boardUpdate(brand: BrandRef, orderId: string, eventId: number) {
  return readOnce(`board ${brand.id} ${orderId} ${eventId}`, async () => {
    const order = await staffOrder(brand, orderId);
    return (
      order && { branchId: order.selectedBranch.id, event: encodeEvent("order", order, eventId) }
    );
  });
}

/**
 * The staff board's live feed (Server-Sent Events): `event: order` with the whole order each time
 * an order of the caller's branches is placed or changes; `event: resync` when changes may have
 * been missed (fetch the list again). A reconnect with Last-Event-ID first gets every order that
 * changed since.
 */
export const GET = route(api.staff.boardEvents, async ({ brand, role, request }) => {
  const after = lastEventId(request);
  return eventStream(
    request,
    async (sink) => {
      let chain = Promise.resolve();
      const send = (orderId: string, eventId: number) => {
        chain = chain
          .then(async () => {
            const update = await boardUpdate(brand, orderId, eventId);
            if (update && covers(role, update.branchId)) sink.sendEncoded(update.event);
          })
          .catch(() => sink.close());
      };
      const unsubscribe = subscribeToOrderChanges((change) => {
        if (!change) sink.send("resync", {});
        else if (change.brandId === brand.id && covers(role, change.branchId))
          send(change.orderId, change.eventId);
      });
      const missed =
        after > 0
          ? await ordersChangedSince(brand, role, after).catch((error: unknown) => {
              unsubscribe();
              throw error;
            })
          : [];
      for (const { orderId, eventId } of missed) send(orderId, eventId);
      sink.send("ready", { branchIds: role.branchIds });
      return unsubscribe;
    },
    stillStaff(request, brand, role),
  );
});
