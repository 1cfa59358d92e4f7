// Loaded into a server process by the soak bench (NODE_OPTIONS="--expose-gc --import ..."): on
// SIGUSR2 it collects garbage and writes the process's memory to /tmp/kedai-heap-{pid}.json, so
// the bench can read the heap from outside without a route in the app.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

process.on("SIGUSR2", () => {
  globalThis.gc?.();
  const file = path.join(os.tmpdir(), `kedai-heap-${process.pid}.json`);
  fs.writeFileSync(`${file}.part`, JSON.stringify(process.memoryUsage()));
  fs.renameSync(`${file}.part`, file);
});
