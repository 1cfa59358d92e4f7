// A server process's memory, read from outside: RSS from /proc/{pid}/status, the V8 heap (and the
// event-loop delay and CPU time) from scripts/lib/heap-probe.mjs, which the server loads when
// started with `heapProbeEnv()`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface Memory {
  /** Resident set size now, after a full garbage collection, MiB. */
  rss: number;
  /** The most RSS the process has had so far (VmHWM), MiB. */
  peakRss: number;
  /** V8 heap in use after a full garbage collection, MiB. */
  heapUsed: number;
  heapTotal: number;
  /** Memory of C++ objects bound to JavaScript (Buffers among them), MiB. */
  external: number;
  /** Since the previous reading: event-loop delay (ms) and CPU time as a share of one core. */
  delayP50Ms: number;
  delayP99Ms: number;
  delayMaxMs: number;
  cpuShare: number;
}

const probe = path.join(import.meta.dirname, "heap-probe.mjs");

/** Settings for startServer: load the probe and allow it to collect garbage. */
export function heapProbeEnv(): Record<string, string> {
  const inherited = process.env.NODE_OPTIONS ?? "";
  return { NODE_OPTIONS: `${inherited} --expose-gc --import=${probe}`.trim() };
}

const mib = (bytes: number) => bytes / 2 ** 20;

function procStatusKib(pid: number, field: string): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]);
}

/**
 * A process's main thread so far: time on a CPU and time runnable but waiting for one (ms), from
 * /proc/{pid}/schedstat. Much waiting means the machine, not the process, set the pace.
 */
export function schedOf(pid: number): { onCpu: number; waiting: number } {
  const [onCpu, waiting] = fs.readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ").map(Number);
  return { onCpu: onCpu! / 1e6, waiting: waiting! / 1e6 };
}

/** CPU time the whole process has used so far (every thread, user and system), ms. */
export function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (man 5 proc)
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

/** RSS now, MiB, without collecting garbage: cheap enough to sample during the load. */
export function rssOf(pid: number): number {
  return procStatusKib(pid, "VmRSS") / 1024;
}

export async function memoryOf(pid: number): Promise<Memory> {
  const file = path.join(os.tmpdir(), `kedai-heap-${pid}.json`);
  fs.rmSync(file, { force: true });
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + 10_000;
  while (!fs.existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`the heap probe of process ${pid} did not answer`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const heap = JSON.parse(fs.readFileSync(file, "utf8")) as NodeJS.MemoryUsage &
    Pick<Memory, "delayP50Ms" | "delayP99Ms" | "delayMaxMs" | "cpuShare">;
  fs.rmSync(file, { force: true });
  return {
    rss: rssOf(pid),
    peakRss: procStatusKib(pid, "VmHWM") / 1024,
    heapUsed: mib(heap.heapUsed),
    heapTotal: mib(heap.heapTotal),
    external: mib(heap.external),
    delayP50Ms: heap.delayP50Ms,
    delayP99Ms: heap.delayP99Ms,
    delayMaxMs: heap.delayMaxMs,
    cpuShare: heap.cpuShare,
  };
}
