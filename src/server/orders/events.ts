import "server-only";
import type { OrderActor, OrderEventType, OrderStatus } from "@/domain/order";
import type { Db } from "../db/client";
import { orderEvents } from "../db/schema";

/** Who made a change: shown on the staff board's timeline, never to the customer. */
export interface Actor {
  kind: OrderActor;
  name: string;
}

/** What happened to an order: a row of its timeline. */
export interface OrderEvent {
  type: OrderEventType;
  status?: OrderStatus;
  reason?: string | null;
}

/** Adds `event` to the order's timeline; answers its id (the live streams' resume point). */
export async function insertEvent(
  tx: Db,
  brandId: string,
  orderId: string,
  event: OrderEvent,
  actor: Actor,
): Promise<number> {
  const [inserted] = await tx
    .insert(orderEvents)
    .values({
      brandId,
      orderId,
      type: event.type,
      status: event.status ?? null,
      reason: event.reason ?? null,
      actor: actor.kind,
      actorName: actor.name,
    })
    .returning({ id: orderEvents.id });
  return inserted!.id;
}
