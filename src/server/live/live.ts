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
/** What storefronts show of a branch changed: a pause, a sold-out mark (issue 18 items 6-7). */
export const BRANCH_EVENTS_CHANNEL = "kedai_branch_events";

export interface BranchChange {
  brandId: string;
  branchId: string;
}
/** A change, or null: changes may have been missed, read the branches again. */
export type BranchListener = (change: BranchChange | null) => void;

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
  branchListeners: Set<BranchListener>;
  /** Close functions of open streams, for a polite shutdown. */
  streams: Set<() => void>;
  /** Reads in flight for the open streams, by what they read (`readOnce`). */
  reads: Map<string, Promise<unknown>>;
  started: boolean;
}
const live = remember<Live>("live", () => ({
  listeners: new Set(),
  branchListeners: new Set(),
  streams: new Set(),
  reads: new Map(),
  started: false,
}));

/**
 * One read for every stream that asks for `key` while it is in flight: a change shown on a
 * thousand open boards is read (and encoded, by `read`) once, not a thousand times (issue 34
 * item 3). The key names what is read at which change (an order at a timeline event), so a
 * stream asking after the read settled reads again, and never gets an older state than it asked.
 */
export function readOnce<T>(key: string, read: () => Promise<T>): Promise<T> {
  let pending = live.reads.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = read().finally(() => live.reads.delete(key));
    live.reads.set(key, pending);
  }
  return pending;
}

/** Inside the change's transaction: delivered to every listener when (and only if) it commits. */
export async function notifyChange(tx: Db, change: OrderChange): Promise<void> {
  await tx.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${JSON.stringify(change)})`);
}

/** After a branch change commits (or at once outside a transaction): storefronts read it again. */
export async function notifyBranchChange(db: Db, change: BranchChange): Promise<void> {
  await db.execute(sql`select pg_notify(${BRANCH_EVENTS_CHANNEL}, ${JSON.stringify(change)})`);
}

export function subscribeToBranchChanges(listener: BranchListener): () => void {
  live.branchListeners.add(listener);
  return () => live.branchListeners.delete(listener);
}

function dispatchTo<T>(listeners: Set<(change: T | null) => void>, change: T | null): void {
  for (const listener of listeners) {
    try {
      listener(change);
    } catch (error) {
      logger().warn({ err: error }, "live change listener failed");
    }
  }
}

function dispatch(change: OrderChange | null): void {
  dispatchTo(live.listeners, change);
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
  await handle.listen(
    BRANCH_EVENTS_CHANNEL,
    (payload) => {
      try {
        dispatchTo(live.branchListeners, JSON.parse(payload) as BranchChange);
      } catch {
        logger().warn({ payload }, "malformed branch change notification");
      }
    },
    () => dispatchTo(live.branchListeners, null),
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
