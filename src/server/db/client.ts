import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Client as PgClient } from "pg";
import { env } from "../env";
import { logger } from "../logger";
import { forget, remember } from "../remember.mjs";
import { acquireFolderLock } from "./pglite-lock";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw statement (`db.execute`): node-postgres and PGlite both answer `{ rows }`. */
export async function rowsOf<T>(answer: Promise<unknown>): Promise<T[]> {
  return ((await answer) as { rows: T[] }).rows;
}

export type Unlisten = () => Promise<void>;

export interface DbHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /** Calls `onMessage` for each NOTIFY on `channel`; `onResync` when messages may have been missed. */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onResync?: () => void,
  ): Promise<Unlisten>;
  /** The connections it holds (metrics, docs/metrics.md): PGlite has one and counts nothing else. */
  poolCounts(): { total: number; idle?: number; waiting?: number };
  /** Runs `fn` while no other process runs an exclusive section (migrations, seeding). */
  exclusive<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DbLocation {
  databaseUrl?: string | undefined;
  dataDir: string;
}

async function openPglite(dataDir: string): Promise<DbHandle> {
  const folder = path.join(dataDir, "pglite");
  fs.mkdirSync(folder, { recursive: true }); // PGlite does not create missing parents
  const release = acquireFolderLock(path.join(dataDir, "pglite.lock"), folder);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const client = await PGlite.create(folder);
    const db = drizzle({ client, schema }) as unknown as Db;
    return {
      db,
      kind: "pglite",
      poolCounts: () => ({ total: 1 }),
      exclusive: (fn) => fn(db), // the folder lock already makes this process the only one
      listen: async (channel, onMessage) => {
        const off = await client.listen(channel, onMessage);
        return off;
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export const CONNECT_TIMEOUT_MS = 3000;
export const QUERY_TIMEOUT_MS = 10_000;

async function openPostgres(url: string): Promise<DbHandle> {
  const pg = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  // Bounded waits, so a request never hangs on a database that has gone away: at most
  // CONNECT_TIMEOUT_MS for a connection (503 after), QUERY_TIMEOUT_MS for an answer; TCP
  // keep-alive notices a peer that vanished without closing (docs/RELIABILITY.md "Faults").
  const pool = new pg.default.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  // The error carries its whole client object; its message says all there is to say.
  pool.on("error", (err) =>
    logger().warn({ reason: err.message }, "idle PostgreSQL connection failed"),
  );
  let closing = false;
  await pool.query("select 1"); // fail at start, with the driver's message, when unreachable
  const listeners: PgClient[] = [];
  return {
    db: drizzle({ client: pool, schema }) as unknown as Db,
    kind: "postgres",
    // LISTEN's own connections (below) are not the pool's: they are not counted.
    poolCounts: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    exclusive: async (fn) => {
      // A session-level advisory lock on a connection of its own, held while fn runs.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(7240011)");
        return await fn(drizzle({ client, schema }) as unknown as Db);
      } finally {
        await client.query("select pg_advisory_unlock(7240011)").catch(() => undefined);
        client.release();
      }
    },
    listen: async (channel, onMessage, onResync) => {
      // A LISTEN needs a connection of its own that stays open; reconnect when it drops and tell
      // the caller to resync, because notifications sent meanwhile are lost.
      // Until it is back, try again with a growing pause (1 s, 2 s, 4 s … at most 30 s).
      let client: PgClient | undefined;
      let stopped = false;
      const reconnect = (attempt: number) => {
        if (stopped) return;
        setTimeout(
          () =>
            void connect().then(
              () => {
                logger().info({ channel, attempt }, "LISTEN reconnected");
                onResync?.();
              },
              (err: unknown) => {
                const reason = err instanceof Error ? err.message : String(err);
                logger().warn(
                  { reason, channel, attempt },
                  "LISTEN reconnect failed; trying again",
                );
                reconnect(attempt + 1);
              },
            ),
          Math.min(30_000, 1000 * 2 ** attempt),
        ).unref();
      };
      const connect = async (): Promise<void> => {
        if (stopped) return;
        const c = new pg.default.Client({
          connectionString: url,
          connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
          keepAlive: true,
        });
        let connected = false; // failures before that are the attempt's own (its caller retries)
        let lost = false;
        const onLost = (err?: unknown) => {
          if (!connected || lost || stopped || closing) return;
          lost = true;
          const at = listeners.indexOf(c);
          if (at >= 0) listeners.splice(at, 1);
          const reason = err instanceof Error ? err.message : "closed";
          logger().warn({ reason, channel }, "LISTEN connection lost; reconnecting");
          void c.end().catch(() => undefined);
          reconnect(0);
        };
        c.on("notification", (msg) => msg.channel === channel && onMessage(msg.payload ?? ""));
        c.on("error", onLost);
        c.on("end", () => onLost());
        try {
          await c.connect();
          await c.query(`LISTEN "${channel.replace(/"/g, "")}"`);
        } catch (error) {
          void c.end().catch(() => undefined);
          throw error;
        }
        connected = true;
        client = c;
        listeners.push(c);
      };
      await connect();
      return async () => {
        stopped = true;
        await client?.end().catch(() => undefined);
      };
    },
    close: async () => {
      closing = true;
      await Promise.all(listeners.map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
  };
}

/** Opens a database. Prefer getDb(); this is for command-line tools and tests. */
export function openDatabase(location: DbLocation): Promise<DbHandle> {
  return location.databaseUrl ? openPostgres(location.databaseUrl) : openPglite(location.dataDir);
}

// One instance per process (remember): Next.js loads this module into several bundles (proxy,
// routes, instrumentation) and a module-level singleton gave three PGlite instances.
const DB = "db";

/** Command-line tools: make getDb() answer the database they opened themselves. */
export function adoptDatabase(handle: DbHandle): void {
  forget(DB);
  remember(DB, () => Promise.resolve(handle));
}

export function getDb(): Promise<DbHandle> {
  return remember(DB, () => {
    const { DATABASE_URL, dataDir } = env();
    const opening = openDatabase({ databaseUrl: DATABASE_URL, dataDir });
    opening.catch(() => forget(DB)); // the next caller tries again
    return opening;
  });
}
