// The soak's summary table and its verdict (docs/BENCHMARKS.md#soak).
import os from "node:os";
import type { Memory } from "./memory";
import type { DatabaseCheck, StreamCheck } from "./soak-checks";
import type { MixRun } from "./soak-mix";
import { KINDS, percentile } from "./soak-mix";

/** The proposed bound per instance, after a full collection (docs/BENCHMARKS.md#soak). */
export const MEMORY_BOUND = { heapGrowthMiB: 32, rssMiB: 512 };

export interface SoakResult {
  options: { duration: number; connections: number; instances: number };
  run: MixRun;
  warmUpErrors: number;
  failures: string[];
  /** Per instance; `rssSeries` sampled through the run (MiB, no garbage collection). */
  memory: { before: Memory; after: Memory; rssSeries: number[] }[];
  /** Main threads during the run, ms: each instance, the balancer, the load generator. */
  sched: { name: string; onCpu: number; waiting: number }[];
  /** Requests the balancer sent to each instance during the soak (none with one instance). */
  perInstance: number[];
  streams: StreamCheck[];
  placed: number;
  database: DatabaseCheck;
  /** What each instance logged from the start of the soak run on. */
  serverLogs: string[];
}

const f = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "-");
const row = (cells: (string | number)[], widths: number[]) =>
  cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]!) : String(c).padStart(widths[i]!)));

function printLoad({ options, run }: SoakResult): { errors: number } {
  const { result, kinds } = run;
  const seconds = result.duration;
  const answered = KINDS.reduce((n, k) => n + kinds[k].latencies.length, 0);
  const sent = KINDS.reduce((n, k) => n + kinds[k].sent, 0);
  const widths = [10, 9, 9, 8, 8, 8, 8, 9, 8, 7];
  console.log(
    row(
      [
        "kind",
        "sent",
        "answered",
        "share",
        "req/s",
        "p50 ms",
        "p99 ms",
        "non-2xx",
        "timeout",
        "socket",
      ],
      widths,
    ).join(" "),
  );
  for (const kind of KINDS) {
    const k = kinds[kind];
    const sorted = [...k.latencies].sort((a, b) => a - b);
    const cells = [
      kind,
      k.sent,
      sorted.length,
      `${f((100 * k.sent) / sent, 1)} %`,
      f(sorted.length / seconds),
      f(percentile(sorted, 50)),
      f(percentile(sorted, 99)),
      k.non2xx,
      k.timeouts,
      k.socketErrors,
    ];
    console.log(row(cells, widths).join(" "));
  }
  const socketErrors = result.errors - result.timeouts;
  const total = [
    "all",
    sent,
    answered,
    "100 %",
    f(answered / seconds),
    f(result.latency.p50),
    f(result.latency.p99),
    result.non2xx,
    result.timeouts,
    socketErrors,
  ];
  console.log(row(total, widths).join(" "));
  // Sent but neither answered nor failed: in flight when the run stopped (at most one per
  // connection); more would be requests lost without an error.
  const lost = sent - answered - result.timeouts - socketErrors;
  const errors = result.non2xx + result.errors + Math.max(0, lost - options.connections);
  console.log(`in flight at the end (not answered): ${lost}`);
  console.log(
    `load generator's event-loop delay: p99 ${f(run.generatorDelay.p99)} ms, max ${f(run.generatorDelay.max)} ms`,
  );
  console.log(
    `answers per second, each tenth of the run: ${run.timeline.map((n) => f(n)).join(" ")}`,
  );
  if (run.failedTimeline.some((n) => n > 0))
    console.log(`failures, each tenth of the run: ${run.failedTimeline.join(" ")}`);
  return { errors };
}

function printMemory({ memory }: SoakResult): boolean {
  const widths = [11, 11, 10, 8, 12, 11, 8, 10];
  console.log(
    row(
      [
        "MiB",
        "rss before",
        "rss after",
        "growth",
        "heap before",
        "heap after",
        "growth",
        "peak rss",
      ],
      widths,
    ).join(" "),
  );
  let within = true;
  memory.forEach(({ before, after }, i) => {
    const cells = [
      `instance ${i + 1}`,
      f(before.rss, 1),
      f(after.rss, 1),
      f(after.rss - before.rss, 1),
      f(before.heapUsed, 1),
      f(after.heapUsed, 1),
      f(after.heapUsed - before.heapUsed, 1),
      f(after.peakRss, 1),
      `${f(before.external, 1)}→${f(after.external, 1)}`,
    ];
    console.log(row(cells, widths).join(" "));
    within &&=
      after.heapUsed - before.heapUsed <= MEMORY_BOUND.heapGrowthMiB &&
      after.peakRss <= MEMORY_BOUND.rssMiB;
  });
  memory.forEach(({ rssSeries, after }, i) => {
    console.log(
      `rss of instance ${i + 1} through the run: ${rssSeries.map((n) => f(n)).join(" ")}`,
    );
    console.log(
      `instance ${i + 1} during the run: CPU ${f(100 * after.cpuShare)} % of one core, event-loop delay p50 ${f(after.delayP50Ms, 1)} ms, p99 ${f(after.delayP99Ms, 1)} ms, max ${f(after.delayMaxMs)} ms`,
    );
  });
  console.log(
    `(heap and rss after a full garbage collection; bound per instance: heap growth ≤ ${MEMORY_BOUND.heapGrowthMiB} MiB, peak rss ≤ ${MEMORY_BOUND.rssMiB} MiB)`,
  );
  return within;
}

interface LogEntry {
  level: number;
  msg: string;
  err?: { message?: string };
}

/**
 * Error lines the instances logged from the start of the soak on. "aborted" is a request whose
 * client left before its body was read: autocannon cutting its connections when a run stops (or
 * times out), not a failure of the server; anything else fails the soak.
 */
function printServerLogs(logs: string[]): boolean {
  let ok = true;
  logs.forEach((log, i) => {
    const errors = log
      .split("\n")
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as LogEntry];
        } catch {
          return []; // not a log entry (Next.js's own output)
        }
      })
      .filter((entry) => entry.level >= 50);
    // Next.js itself also reports the cut-off body (console.error, now a log line "Error: aborted").
    const isAborted = (e: LogEntry) =>
      e.err?.message === "aborted" || /^Error: aborted\b/.test(e.msg);
    const aborted = errors.filter(isAborted);
    const others = errors.filter((e) => !isAborted(e));
    if (errors.length === 0) return;
    const what = aborted[0] ? ` ("${aborted[0].msg}: aborted", the client gone)` : "";
    console.log(
      `instance ${i + 1} logged ${errors.length} error(s): ${aborted.length} aborted${what}, ${others.length} other`,
    );
    for (const e of others.slice(0, 3)) console.log(`  ${e.msg}: ${e.err?.message ?? ""}`);
    ok &&= others.length === 0;
  });
  return ok;
}

/** Prints the summary; answers whether the soak passed. */
export function printSoak(soak: SoakResult): boolean {
  const { options, streams, database, perInstance } = soak;
  console.log(
    `\nmachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
  );
  console.log(
    `soak: PostgreSQL, ${options.instances} instance(s)${options.instances > 1 ? " behind the round-robin balancer" : ""}, autocannon ${options.connections} connections × ${soak.run.result.duration.toFixed(0)} s, mix by request 80 / 15 / 5 %\n`,
  );
  const { errors } = printLoad(soak);
  if (perInstance.length > 0)
    console.log(`requests per instance: ${perInstance.map((n, i) => `${i + 1}: ${n}`).join(", ")}`);
  if (soak.warmUpErrors > 0) console.log(`warm-up errors: ${soak.warmUpErrors}`);
  for (const failure of soak.failures) console.log(`  failed: ${failure}`);
  console.log("");
  const memoryOk = printMemory(soak);
  const runMs = soak.run.result.duration * 1000;
  const share = (ms: number) => `${f((100 * ms) / runMs)} %`;
  // Much waiting means the machine, not the process, set the pace: figures of a busy machine.
  console.log("main threads during the run, share of its length:");
  for (const { name, onCpu, waiting } of soak.sched)
    console.log(`  ${name}: on a CPU ${share(onCpu)}, waiting for one ${share(waiting)}`);
  console.log(
    `\nlive updates: ${soak.placed} orders placed (seed, warm-up and soak) since the streams opened`,
  );
  for (const s of streams)
    console.log(
      `  staff board stream, ${s.name}: ${s.seen} of them${s.resyncs ? `, ${s.resyncs} resync` : ""}${s.ended ? ", ENDED" : ""}`,
    );
  console.log(
    `database: ${database.answered} orders answered 200, ${database.once} found exactly once with their key and one timeline event; missing ${database.missing}, duplicated ${database.duplicated}, mismatched ${database.mismatched}`,
  );
  console.log(
    `  also in the database: ${database.inFlight} sent just before a run stopped (answer never read), ${database.unexplained} that no request accounts for`,
  );
  const streamsOk = streams.every((s) => s.seen === soak.placed && !s.ended);
  const databaseOk = database.once === database.answered && database.unexplained === 0;
  const logsOk = printServerLogs(soak.serverLogs);
  const pass =
    errors === 0 && logsOk && soak.warmUpErrors === 0 && streamsOk && databaseOk && memoryOk;
  console.log(pass ? "\nsoak: passed" : "\nsoak: FAILED");
  return pass;
}
