import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db, DbHandle } from "../db/client";
import { getDb, rowsOf } from "../db/client";
import { jobs } from "../db/schema";
import { env } from "../env";
import { logger } from "../logger";
import type { JobQueue } from "../metrics";
import { countJob } from "../metrics";
import { remember } from "../remember.mjs";

// Work that must not block or undo the request that caused it (status messages, issue 7), kept
// in the jobs table so a crash, a restart or a failing gateway loses nothing. Every server process
// runs a worker; FOR UPDATE SKIP LOCKED and a lease on `run_at` give each job to one worker.
//
// The runner knows no kind of work (issue 33): a kind is declared with its payload's type
// (defineJob), its handler is registered by kind (handleJob), and work done now and then is
// registered by name (every). src/server/flows/work.ts registers them all.

export const JOBS_CHANNEL = "kedai_jobs";
/** A claimed job is someone else's again after this long (its worker died mid-send). */
const LEASE_S = 60;
const MAX_ATTEMPTS = 8;
const MAX_BACKOFF_S = 3600;
/** With nothing due, look again this often: a safety net for a missed wake-up. */
const IDLE_POLL_MS = 15_000;
/** Sent messages are kept this long (for support questions), then deleted. */
const KEEP_DONE_DAYS = 7;

/** A kind of job whose payload is `P`. */
export interface JobKind<P> {
  readonly kind: string;
  /** What the log line of a run of it says of its payload (never a whole phone number). */
  readonly logged?: (payload: P) => Record<string, unknown>;
}

/** What a handler is told of the run: the job, and whether this is its last try. */
export interface JobRun {
  id: number;
  brandId: string;
  /** No try follows this one if it fails: the handler records the failure for good. */
  lastTry: boolean;
}
type Handler = (payload: unknown, job: JobRun) => Promise<void>;
interface Periodic {
  name: string;
  everyMs: () => number;
  task: (db: Db) => Promise<void>;
  last: number;
}
/** What this process's worker runs: one registry for every bundle Next.js loads the runner into. */
const registry = remember("job-registry", () => ({
  handlers: new Map<string, { handler: Handler; logged?: (payload: never) => object }>(),
  periodic: new Map<string, Periodic>(),
}));

export function defineJob<P>(kind: string, logged?: (payload: P) => Record<string, unknown>) {
  return { kind, logged } as JobKind<P>;
}

/** `handler` runs each job of `job`'s kind; a failure is retried with a growing wait. */
export function handleJob<P>(
  job: JobKind<P>,
  handler: (payload: P, run: JobRun) => Promise<void>,
): void {
  registry.handlers.set(job.kind, { handler: handler as Handler, logged: job.logged });
}

/** `task` runs about every `everyMs()` in every worker (sweeps, clean-ups); a failure is logged. */
export function every(name: string, everyMs: () => number, task: (db: Db) => Promise<void>) {
  // Registered again (another bundle, a reload): the newest code, on the same schedule.
  const last = registry.periodic.get(name)?.last ?? 0;
  registry.periodic.set(name, { name, everyMs, task, last });
}

/**
 * Queues a job inside the caller's transaction: it exists only if the change it follows does.
 * `runAt`: not before then (a WhatsApp message's SMS fallback, issue 37).
 */
export async function enqueueJob<P>(
  tx: Db,
  brandId: string,
  job: JobKind<P>,
  payload: P,
  options: { runAt?: Date } = {},
) {
  await tx
    .insert(jobs)
    .values({ brandId, kind: job.kind, payload, ...(options.runAt && { runAt: options.runAt }) });
  await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
}

/**
 * Runs now the waiting jobs of `job`'s kind whose payload contains `match` (a WhatsApp message
 * failed before its fallback time: its SMS goes at once). Their handlers must bear running twice.
 */
export async function runSoon<P>(
  tx: Db,
  brandId: string,
  job: JobKind<P>,
  match: Partial<P>,
): Promise<number> {
  const moved = await tx
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(
      sql`${jobs.brandId} = ${brandId} and ${jobs.kind} = ${job.kind} and ${WAITING}
        and ${jobs.payload} @> ${JSON.stringify(match)}::jsonb and ${jobs.runAt} > now()`,
    )
    .returning({ id: jobs.id });
  if (moved.length > 0) await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
  return moved.length;
}

/** Seconds until the next try after `attempts` failed ones: base, 2×base, 4×base … up to 1 h. */
function backoffSeconds(attempts: number, base = env().JOBS_RETRY_BASE_SECONDS): number {
  return Math.min(MAX_BACKOFF_S, base * 2 ** Math.max(0, attempts - 1));
}

type JobRow = typeof jobs.$inferSelect;

/** Jobs still to be sent. One whose tries are used up is never claimed again. */
const WAITING = sql`done_at is null and failed_at is null and attempts < ${MAX_ATTEMPTS}`;

/**
 * Of the jobs still to be sent, those this process has a handler for: a process that registered
 * none of a kind (a command-line tool) never claims one, nor spends its tries.
 */
function waitingHere() {
  const kinds = [...registry.handlers.keys()];
  if (kinds.length === 0) return sql`false`;
  return sql`${WAITING} and kind in (${sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  )})`;
}

/**
 * A job whose last try's worker died mid-send (its lease ran out with no tries left) is marked
 * failed, so nobody waits for it.
 */
async function failAbandoned(db: Db): Promise<void> {
  await db
    .update(jobs)
    .set({
      failedAt: sql`now()`,
      lastError: sql`coalesce(last_error, 'the worker stopped while sending')`,
    })
    .where(
      sql`done_at is null and failed_at is null and attempts >= ${MAX_ATTEMPTS} and run_at <= now()`,
    );
}

async function claim(db: Db): Promise<JobRow | null> {
  const [row] = await rowsOf<{
    id: string | number;
    brand_id: string;
    kind: string;
    payload: unknown;
    attempts: number;
  }>(
    db.execute(sql`
    update jobs set attempts = attempts + 1, run_at = now() + make_interval(secs => ${LEASE_S})
    where id = (
      select id from jobs
      where ${waitingHere()} and run_at <= now()
      order by run_at limit 1
      for update skip locked
    )
    returning id, brand_id, kind, payload, attempts`),
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    brandId: row.brand_id,
    kind: row.kind,
    payload: row.payload,
    attempts: row.attempts,
  } as JobRow;
}

async function perform(job: JobRow): Promise<void> {
  const registered = registry.handlers.get(job.kind);
  if (!registered) throw new Error(`no handler for jobs of kind ${job.kind}`);
  await registered.handler(job.payload, {
    id: job.id,
    brandId: job.brandId,
    lastTry: job.attempts >= MAX_ATTEMPTS,
  });
}

/** What a job's log lines say of it: its kind's own fields. */
function logFields(job: JobRow): object {
  const logged = registry.handlers.get(job.kind)?.logged;
  return { job: job.id, kind: job.kind, attempts: job.attempts, ...logged?.(job.payload as never) };
}

/** Claims and runs one due job; false when none is due. */
async function runOneJob(db: Db): Promise<boolean> {
  const job = await claim(db);
  if (!job) return false;
  let sent = false;
  try {
    await perform(job);
    sent = true;
    await db
      .update(jobs)
      .set({ doneAt: sql`now()`, lastError: null })
      .where(eq(jobs.id, job.id));
    countJob(job.kind, "done");
    logger().info(logFields(job), "job done");
  } catch (error) {
    // Sent, but not recorded as done (the database went away): do not schedule a retry here.
    // When the lease runs out the job is tried again, so the gateway may get the same message id
    // twice; that is what X-Kedai-Message-Id is for.
    if (sent) throw error;
    const message = error instanceof Error ? error.message : String(error);
    const last = job.attempts >= MAX_ATTEMPTS;
    const retryIn = backoffSeconds(job.attempts);
    await db
      .update(jobs)
      .set(
        last
          ? { failedAt: sql`now()`, lastError: message }
          : { runAt: sql`now() + make_interval(secs => ${retryIn})`, lastError: message },
      )
      .where(eq(jobs.id, job.id));
    countJob(job.kind, last ? "failed" : "retry");
    logger().warn(
      { ...logFields(job), err: message },
      last ? "job failed for good" : `job failed; retrying in ${retryIn} s`,
    );
  }
  return true;
}

/** Runs every job due now (command-line tools, after their own change). */
export async function runDueJobs(db: Db): Promise<number> {
  let n = 0;
  while (await runOneJob(db)) n++;
  return n;
}

/**
 * Jobs whose worker died on their last try are marked failed; jobs done more than KEEP_DONE_DAYS
 * ago are deleted (failed ones stay for someone to look at). Periodic work (src/server/flows/work.ts).
 */
export async function pruneJobs(db: Db): Promise<void> {
  await failAbandoned(db);
  await db.delete(jobs).where(sql`done_at < now() - make_interval(days => ${KEEP_DONE_DAYS})`);
}

/**
 * The queue by kind, for metrics (src/server/metrics.ts): jobs waiting, those due now, and how long
 * the oldest due one has waited. Reads only the waiting jobs, through the partial index
 * jobs_due_idx (done_at is null and failed_at is null); a claimed job's lease puts its run_at
 * ahead, so it is not due. A kind this process handles with nothing waiting is 0.
 */
export async function jobQueue(db: Db): Promise<JobQueue[]> {
  const rows = await rowsOf<{ kind: string; waiting: number; due: number; oldest: number | null }>(
    db.execute(sql`
      select kind, count(*)::int as waiting,
        (count(*) filter (where run_at <= now()))::int as due,
        extract(epoch from now() - min(run_at) filter (where run_at <= now()))::float8 as oldest
      from jobs where done_at is null and failed_at is null
      group by kind`),
  );
  const byKind = new Map<string, JobQueue>(
    [...registry.handlers.keys()].map((kind) => [
      kind,
      { kind, waiting: 0, due: 0, oldestDueSeconds: 0 },
    ]),
  );
  for (const row of rows)
    byKind.set(row.kind, {
      kind: row.kind,
      waiting: Number(row.waiting),
      due: Number(row.due),
      oldestDueSeconds: Math.max(0, Number(row.oldest ?? 0)),
    });
  return [...byKind.values()];
}

interface Worker {
  timer?: NodeJS.Timeout;
  started: boolean;
  running: boolean;
  again: boolean;
  stopped: boolean;
}
const worker = remember<Worker>("jobs", () => ({
  started: false,
  running: false,
  again: false,
  stopped: false,
}));

async function nextDelay(db: Db): Promise<number> {
  const [row] = await db
    .select({ ms: sql<number>`extract(epoch from (min(run_at) - now())) * 1000` })
    .from(jobs)
    .where(waitingHere());
  const ms = row?.ms == null ? IDLE_POLL_MS : Number(row.ms);
  return Math.min(IDLE_POLL_MS, Math.max(20, ms));
}

/** Runs the periodic tasks that are due; answers the time until the next one is. */
async function runPeriodic(db: Db): Promise<number> {
  let next = Infinity;
  for (const periodic of registry.periodic.values()) {
    const every = periodic.everyMs();
    if (Date.now() - periodic.last >= every && !worker.stopped) {
      periodic.last = Date.now();
      try {
        await periodic.task(db);
      } catch (error) {
        logger().warn({ err: error, task: periodic.name }, "periodic task failed");
      }
    }
    next = Math.min(next, periodic.last + every - Date.now());
  }
  return next;
}

/** Runs due jobs now, in this process (after a change committed here). */
export function kickJobs(): void {
  if (!worker.started || worker.stopped) return;
  if (worker.running) {
    worker.again = true;
    return;
  }
  clearTimeout(worker.timer);
  worker.running = true;
  void (async () => {
    let delay = IDLE_POLL_MS;
    try {
      const { db } = await getDb();
      do {
        worker.again = false;
        while (!worker.stopped && (await runOneJob(db)));
      } while (worker.again && !worker.stopped);
      const periodicIn = await runPeriodic(db);
      delay = Math.min(await nextDelay(db), Math.max(20, periodicIn));
    } catch (error) {
      logger().warn({ err: error }, "job worker could not reach the database");
    } finally {
      worker.running = false;
      // A kick that came while this round was finishing must not wait for the timer.
      if (worker.again) delay = 0;
      if (!worker.stopped) worker.timer = setTimeout(kickJobs, delay).unref();
    }
  })();
}

/** Starts this process's worker (server start-up); other processes wake it through NOTIFY. */
export async function startJobWorker(handle: DbHandle): Promise<void> {
  if (worker.started) return;
  worker.started = true;
  await handle.listen(JOBS_CHANNEL, kickJobs, kickJobs);
  kickJobs();
}

export function stopJobWorker(): void {
  if (!worker.started) return;
  worker.stopped = true;
  clearTimeout(worker.timer);
}
