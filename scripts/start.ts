// `npm start`: check the settings, build when the sources changed since the last build, then
// serve. Migrations and the first-start demo brands run inside the server (src/server/startup.ts).
//
// Stopping (docs/RELIABILITY.md "Start and stop"): package.json runs this with `exec`, so npm's
// child is this process and the SIGINT or SIGTERM npm passes on reaches it (without `exec`, the
// shell in between dies of it and leaves the server running). This process passes every signal
// on to the server, which stops once however many copies arrive (a terminal's Ctrl-C reaches
// every process of the group, and npm and this process forward it again), and exits with it.
import { spawn } from "node:child_process";
import path from "node:path";
import { EnvError, parseEnv } from "../src/server/env";
import { build, isBuildCurrent } from "./lib/build";

const root = path.resolve(import.meta.dirname, "..");

const childEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  NODE_ENV: "production",
};

// Check every setting before a long build, so a typo fails in a second with the variable named.
// The server reads them again through the same module (src/server/env.ts, env-edge.mjs).
try {
  parseEnv(process.env);
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(`kedai: ${error.message}`);
  process.exit(1);
}

if (!isBuildCurrent()) {
  console.log("kedai: building the app (sources changed since the last build)…");
  const code = await build(childEnv);
  if (code !== 0) process.exit(code);
}

// The IPC channel tells the server when this process is gone, even by SIGKILL: it then stops
// by itself rather than hold the port with nobody to stop it (src/edge/serve.mjs).
const server = spawn(process.execPath, [path.join(root, "src/edge/serve.mjs")], {
  cwd: root,
  stdio: ["inherit", "inherit", "inherit", "ipc"],
  env: childEnv,
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
  process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
