import "server-only";
import client from "prom-client";
import { registry } from "../edge/metrics.mjs";
import { logger } from "./logger";
import { remember } from "./remember.mjs";

// The app's Prometheus metrics (issue 40 item 4, docs/metrics.md), in the process's one registry
// (src/edge/metrics.mjs: the edge counts requests and answers GET /metrics). Any module may count
// here, those under the flows too: this imports none of them. Figures that are read rather than
// counted (the job queue, the pool, open streams) are read when Prometheus asks, from the readers
// the start hands in (measure(), src/server/startup.ts).

export type PaymentOutcome = "paid" | "expired" | "failed" | "refunded" | "refund_failed";
export type MessageOutcome = "sent" | "failed" | "fell_back";
export type JobOutcome = "done" | "retry" | "failed";

/** One kind of job's queue: waiting (not done, not failed), due now, and the oldest due's age. */
export interface JobQueue {
  kind: string;
  waiting: number;
  due: number;
  oldestDueSeconds: number;
}

export interface PoolCounts {
  total: number;
  idle: number;
  waiting: number;
}

interface Readers {
  jobs?: () => Promise<JobQueue[]>;
  /** PGlite: its one connection, `{ total: 1 }`; it keeps no count of idle or waiting. */
  pool?: () => Partial<PoolCounts>;
  database?: "pglite" | "postgres";
  streams?: () => number;
}

const readers = remember<Readers>("metrics-readers", () => ({}));

/** Hands in what a figure is read from when Prometheus asks (the start does, once). */
export function measure<K extends keyof Readers>(name: K, reader: Readers[K]): void {
  readers[name] = reader;
}

const app = () =>
  remember("metrics-app", () => {
    const registers = [registry()];
    // Read at scrape time from the jobs table's partial index (jobs_due_idx), once for the three
    // gauges (each collects while the others wait for the same answer). A database that does not
    // answer leaves them out of the scrape (and /readyz says why) instead of failing it.
    let reading: Promise<JobQueue[]> | null = null;
    const readQueue = () =>
      (reading ??= (async () => {
        try {
          return (await readers.jobs?.()) ?? [];
        } catch (error) {
          logger().warn({ err: error }, "metrics: could not read the job queue");
          return [];
        } finally {
          setImmediate(() => (reading = null));
        }
      })());
    const queueGauge = (name: string, help: string, value: (queue: JobQueue) => number) =>
      new client.Gauge({
        name,
        help,
        labelNames: ["kind"] as const,
        registers,
        async collect() {
          const queues = await readQueue();
          this.reset();
          for (const queue of queues) this.set({ kind: queue.kind }, value(queue));
        },
      });
    const jobQueue = {
      waiting: queueGauge(
        "kedai_jobs_waiting",
        "Jobs not yet done nor failed for good, due now or later, by kind",
        (q) => q.waiting,
      ),
      due: queueGauge(
        "kedai_jobs_due",
        "Jobs due now and not yet claimed by a worker, by kind",
        (q) => q.due,
      ),
      oldest: queueGauge(
        "kedai_jobs_oldest_due_age_seconds",
        "How long the oldest due job has waited past its time, by kind (0: none due)",
        (q) => q.oldestDueSeconds,
      ),
    };
    return {
      payments: new client.Counter({
        name: "kedai_payments_total",
        help: "Online payments that reached an outcome (paid, expired, failed, refunded; refund_failed: a refund's try), by gateway",
        labelNames: ["provider", "outcome"] as const,
        registers,
      }),
      messages: new client.Counter({
        name: "kedai_messages_total",
        help: "Customer messages by channel (sms, whatsapp) and outcome (sent, failed, fell_back)",
        labelNames: ["channel", "outcome"] as const,
        registers,
      }),
      jobs: new client.Counter({
        name: "kedai_jobs_total",
        help: "Job runs by kind and outcome (done; retry: failed, tried again later; failed: for good)",
        labelNames: ["kind", "outcome"] as const,
        registers,
      }),
      streamsRefused: new client.Counter({
        name: "kedai_live_streams_refused_total",
        help: "Live streams refused at a cap (STREAMS_PER_ADDRESS: address, STREAMS_PER_PROCESS: process)",
        labelNames: ["cap"] as const,
        registers,
      }),
      streamsOpen: new client.Gauge({
        name: "kedai_live_streams_open",
        help: "Live update streams (Server-Sent Events) this process holds open",
        registers,
        collect() {
          this.set(readers.streams?.() ?? 0);
        },
      }),
      database: new client.Gauge({
        name: "kedai_db_info",
        help: "The database this process uses (kind: pglite or postgres); always 1",
        labelNames: ["kind"] as const,
        registers,
        collect() {
          this.reset();
          if (readers.database) this.set({ kind: readers.database }, 1);
        },
      }),
      jobQueue,
    };
  });

const POOL_HELP: Record<keyof PoolCounts, string> = {
  total: "Database connections open (PostgreSQL: the pool's; PGlite: 1, its one connection)",
  idle: "PostgreSQL pool connections open and idle (not reported on PGlite)",
  waiting: "Queries waiting for a PostgreSQL pool connection (not reported on PGlite)",
};

/**
 * Starts the app's metrics, after measure(): a scrape shows them at 0 before anything happens.
 * The pool's gauges are those the database counts (PGlite: its one connection, no idle nor waiting).
 */
export function startMetrics(): void {
  app();
  remember("metrics-pool", () =>
    (Object.keys(readers.pool?.() ?? {}) as (keyof PoolCounts)[]).map(
      (name) =>
        new client.Gauge({
          name: `kedai_db_pool_${name}`,
          help: POOL_HELP[name],
          registers: [registry()],
          collect() {
            const count = readers.pool?.()[name];
            if (count !== undefined) this.set(count);
          },
        }),
    ),
  );
}

export function countPayment(provider: string, outcome: PaymentOutcome): void {
  app().payments.inc({ provider, outcome });
}

/** A payment's new state as an outcome counted (PENDING is none). */
export function paymentOutcome(state: string): PaymentOutcome | null {
  const outcomes: Record<string, PaymentOutcome> = {
    PAID: "paid",
    EXPIRED: "expired",
    FAILED: "failed",
    REFUNDED: "refunded",
  };
  return outcomes[state] ?? null;
}

export function countMessage(channel: "sms" | "whatsapp", outcome: MessageOutcome): void {
  app().messages.inc({ channel, outcome });
}

export function countJob(kind: string, outcome: JobOutcome): void {
  app().jobs.inc({ kind, outcome });
}

export function countRefusedStream(cap: "address" | "process"): void {
  app().streamsRefused.inc({ cap });
}
