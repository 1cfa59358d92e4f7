import { errorResponse } from "@/server/errors";
import { requireBrand } from "@/server/http";
import { subscribeToOrderChanges } from "@/server/orders/live";
import { ordersChangedSince, staffOrder } from "@/server/orders/status";
import { eventStream, lastEventId } from "@/server/sse";
import { requireStaff, stillStaff } from "@/server/staff/staff";

/**
 * The staff board's live feed (Server-Sent Events): `event: order` with the whole order each time
 * an order of the caller's branches is placed or changes; `event: resync` when changes may have
 * been missed (fetch the list again). A reconnect with Last-Event-ID first gets every order that
 * changed since.
 */
export async function GET(request: Request): Promise<Response> {
  try {
    const brand = await requireBrand(request);
    const { role } = await requireStaff(request, brand, { write: false });
    const after = lastEventId(request);
    return eventStream(
      request,
      async (sink) => {
        let chain = Promise.resolve();
        const send = (orderId: string, eventId: number) => {
          chain = chain
            .then(async () => {
              const order = await staffOrder(brand, orderId);
              if (order && role.branchIds.includes(order.selectedBranch.id))
                sink.send("order", order, eventId);
            })
            .catch(() => sink.close());
        };
        const unsubscribe = subscribeToOrderChanges((change) => {
          if (!change) sink.send("resync", {});
          else if (change.brandId === brand.id && role.branchIds.includes(change.branchId))
            send(change.orderId, change.eventId);
        });
        try {
          if (after > 0)
            for (const { orderId, eventId } of await ordersChangedSince(brand, role, after))
              send(orderId, eventId);
        } catch (error) {
          unsubscribe();
          throw error;
        }
        sink.send("ready", { branchIds: role.branchIds });
        return unsubscribe;
      },
      stillStaff(request, brand, role),
    );
  } catch (error) {
    return errorResponse(error);
  }
}
