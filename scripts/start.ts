// `npm start`: check the settings, build when the sources changed since the last build, then
// serve. Migrations and the first-start demo brands run inside the server (src/server/startup.ts).
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { EnvError, parseEnv } from "../src/server/env";

const root = path.resolve(import.meta.dirname, "..");
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

const childEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  NODE_ENV: "production",
};

// Check every setting before a long build, so a typo fails in a second with the variable named.
try {
  childEnv.PORT = String(parseEnv(process.env).PORT);
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(`kedai: ${error.message}`);
  process.exit(1);
}

const stamp = sourceStamp();
const built = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, "utf8") : "";
if (built !== stamp) {
  console.log("kedai: building the app (sources changed since the last build)…");
  const build = spawnSync(process.execPath, [nextBin, "build"], {
    cwd: root,
    stdio: "inherit",
    env: childEnv,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.writeFileSync(stampFile, stamp);
}

const server = spawn(process.execPath, [path.join(root, "scripts/serve.mjs")], {
  cwd: root,
  stdio: "inherit",
  env: childEnv,
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
