import "server-only";
import { sql } from "drizzle-orm";
import type { Db, DbHandle } from "../db/client";
import { logger } from "../logger";
import { remember } from "../remember.mjs";

// Fan-out of order changes to the live streams held by this process. Every change is NOTIFYed on
// ORDER_EVENTS_CHANNEL inside its transaction; each process LISTENs once and hands the change to
// its subscribers. On PostgreSQL that reaches every instance on the database; on PGlite it is the
// same through PGlite's in-process listen.

export const ORDER_EVENTS_CHANNEL = "kedai_order_events";

export interface OrderChange {
  brandId: string;
  orderId: string;
  branchId: string;
  eventId: number;
}

/** A change, or null: changes may have been missed (the LISTEN connection dropped), look again. */
export type ChangeListener = (change: OrderChange | null) => void;

interface Live {
  listeners: Set<ChangeListener>;
  /** Close functions of open streams, for a polite shutdown. */
  streams: Set<() => void>;
  started: boolean;
}
const live = remember<Live>("live", () => ({
  listeners: new Set(),
  streams: new Set(),
  started: false,
}));

/** Inside the change's transaction: delivered to every listener when (and only if) it commits. */
export async function notifyChange(tx: Db, change: OrderChange): Promise<void> {
  await tx.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${JSON.stringify(change)})`);
}

function dispatch(change: OrderChange | null): void {
  for (const listener of live.listeners) {
    try {
      listener(change);
    } catch (error) {
      logger().warn({ err: error }, "order change listener failed");
    }
  }
}

export function subscribeToOrderChanges(listener: ChangeListener): () => void {
  live.listeners.add(listener);
  return () => live.listeners.delete(listener);
}

export async function startLiveUpdates(handle: DbHandle): Promise<void> {
  if (live.started) return;
  live.started = true;
  await handle.listen(
    ORDER_EVENTS_CHANNEL,
    (payload) => {
      try {
        dispatch(JSON.parse(payload) as OrderChange);
      } catch {
        logger().warn({ payload }, "malformed order change notification");
      }
    },
    () => dispatch(null),
  );
}

/** Registers an open stream's close function; returns its removal. */
export function trackStream(close: () => void): () => void {
  live.streams.add(close);
  return () => live.streams.delete(close);
}

/** Ends every open stream (SIGTERM): clients reconnect to another instance on their own. */
export function closeAllStreams(): number {
  const n = live.streams.size;
  for (const close of [...live.streams]) close();
  return n;
}
