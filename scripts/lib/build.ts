// The production build and its stamp: a hash of every input of `next build`, written to
// .next/kedai-build-stamp after a successful build. `npm run build` (scripts/build.ts) always
// builds; `npm start` (scripts/start.ts) builds only when the stamp no longer matches.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const nextBin = path.join(root, "node_modules/next/dist/bin/next");
const stampFile = path.join(root, ".next/kedai-build-stamp");
const inputs = [
  "src",
  "public",
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package-lock.json",
];

function* files(entry: string): Generator<string> {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isFile()) {
    yield full;
    return;
  }
  for (const name of fs.readdirSync(full).sort()) yield* files(path.join(entry, name));
}

function sourceStamp(): string {
  const hash = createHash("sha256");
  for (const entry of inputs)
    for (const file of files(entry)) hash.update(file).update(fs.readFileSync(file));
  return hash.digest("hex");
}

/** Where the built service worker is; src/app/sw.js/route.ts serves it as /sw.js. */
export const SERVICE_WORKER_FILE = path.join(root, ".next/kedai-sw.js");

/**
 * Bundles src/sw/service-worker.ts for the build just made: its build id is in it, so every
 * build is a new worker, which browsers install in place of the old one (docs/offline.md).
 */
async function buildServiceWorker(): Promise<void> {
  const { build: bundle } = await import("esbuild");
  const buildId = fs.readFileSync(path.join(root, ".next/BUILD_ID"), "utf8").trim();
  await bundle({
    entryPoints: [path.join(root, "src/sw/service-worker.ts")],
    tsconfig: path.join(root, "src/sw/tsconfig.json"),
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2022",
    define: { KEDAI_BUILD_ID: JSON.stringify(buildId), "process.env.NODE_ENV": '"production"' },
    outfile: SERVICE_WORKER_FILE,
    logLevel: "warning",
  });
}

/** Whether .next holds a build of the sources as they are now. */
export function isBuildCurrent(): boolean {
  return fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === sourceStamp();
}

/**
 * Runs `next build` and records its stamp. Resolves with the exit code. A SIGINT or SIGTERM sent
 * to this process while it builds is passed on to the build (a process manager may signal this
 * process alone), and the build's end decides the exit.
 */
export async function build(env: NodeJS.ProcessEnv): Promise<number> {
  const stamp = sourceStamp();
  const child = spawn(process.execPath, [nextBin, "build"], { cwd: root, stdio: "inherit", env });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, forward);
  const code = await new Promise<number>((resolve) =>
    child.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
  );
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.off(signal, forward);
  if (code !== 0) return code;
  await buildServiceWorker();
  fs.writeFileSync(stampFile, stamp);
  return 0;
}
