// What `npm start` (scripts/start.ts) and the production folder's start (scripts/package/start.ts,
// the container's) do alike: check every setting, then run the server and pass signals on to it.
//
// Stopping (docs/RELIABILITY.md "Start and stop"): package.json runs `npm start` with `exec`, so
// npm's child is this process and the SIGINT or SIGTERM npm passes on reaches it (without `exec`,
// the shell in between dies of it and leaves the server running); in the container this process
// is the one Docker signals. It passes every signal on to the server, which stops once however
// many copies arrive (a terminal's Ctrl-C reaches every process of the group, and npm and this
// process forward it again), and exits with it.
import { spawn } from "node:child_process";
import path from "node:path";
import { EnvError, parseEnv } from "../../src/server/env";

/** The server's environment: production Next.js, no telemetry. */
export function serverEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production", ...extra };
}

/**
 * Checks every setting, so a typo fails in a second with the variable named (before a long build,
 * before the server opens the database). The server reads them again through the same module
 * (src/server/env.ts, env-edge.mjs).
 */
export function checkSettings(): void {
  try {
    parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`kedai: ${error.message}`);
    process.exit(1);
  }
}

/**
 * Runs src/edge/serve.mjs of the app in `root` and exits with it. The IPC channel tells the server
 * when this process is gone, even by SIGKILL: it then stops by itself rather than hold the port
 * with nobody to stop it (src/edge/serve.mjs).
 */
export function serve(root: string, env: NodeJS.ProcessEnv): void {
  const server = spawn(process.execPath, [path.join(root, "src/edge/serve.mjs")], {
    cwd: root,
    stdio: ["inherit", "inherit", "inherit", "ipc"],
    env,
  });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
    process.on(signal, () => server.kill(signal));
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
