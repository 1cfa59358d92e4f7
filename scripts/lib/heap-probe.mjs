// Loaded into a server process by the soak bench (NODE_OPTIONS="--expose-gc --import ..."): on
// SIGUSR2 it collects garbage and writes the process's memory, with its event-loop delay and CPU
// time since the previous signal, to /tmp/kedai-heap-{pid}.json, so the bench can read them from
// outside without a route in the app.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
let cpu = process.cpuUsage();
let since = process.hrtime.bigint();

process.on("SIGUSR2", () => {
  const used = process.cpuUsage(cpu);
  const elapsedUs = Number(process.hrtime.bigint() - since) / 1000;
  const answer = {
    ...process.memoryUsage(),
    delayP50Ms: delay.percentile(50) / 1e6,
    delayP99Ms: delay.percentile(99) / 1e6,
    delayMaxMs: delay.max / 1e6,
    cpuShare: (used.user + used.system) / elapsedUs,
  };
  delay.reset();
  cpu = process.cpuUsage();
  since = process.hrtime.bigint();
  globalThis.gc?.();
  Object.assign(answer, process.memoryUsage());
  const file = path.join(os.tmpdir(), `kedai-heap-${process.pid}.json`);
  fs.writeFileSync(`${file}.part`, JSON.stringify(answer));
  fs.renameSync(`${file}.part`, file);
});
