// A server process's memory, read from outside: RSS from /proc/{pid}/status, the V8 heap from
// scripts/lib/heap-probe.mjs, which the server loads when started with `heapProbeEnv()`.
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
}

const probe = path.join(import.meta.dirname, "heap-probe.mjs");

/** Settings for startServer: load the probe and allow it to collect garbage. */
export function heapProbeEnv(): Record<string, string> {
  return { NODE_OPTIONS: `--expose-gc --import=${probe}` };
}

const mib = (bytes: number) => bytes / 2 ** 20;

function procStatusKib(pid: number, field: string): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]);
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
  const heap = JSON.parse(fs.readFileSync(file, "utf8")) as NodeJS.MemoryUsage;
  fs.rmSync(file, { force: true });
  return {
    rss: procStatusKib(pid, "VmRSS") / 1024,
    peakRss: procStatusKib(pid, "VmHWM") / 1024,
    heapUsed: mib(heap.heapUsed),
    heapTotal: mib(heap.heapTotal),
  };
}
