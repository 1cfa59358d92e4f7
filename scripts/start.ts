// `npm start`: check the settings, build when the sources changed since the last build, then
// serve (scripts/lib/start-server.ts). Migrations and the first-start demo brands run inside the
// server (src/server/startup.ts). The container runs the same start without the build
// (scripts/package/start.ts, docs/container.md).
import path from "node:path";
import { build, isBuildCurrent } from "./lib/build";
import { checkSettings, serve, serverEnv } from "./lib/start-server";

const root = path.resolve(import.meta.dirname, "..");
const env = serverEnv();

checkSettings();

if (!isBuildCurrent()) {
  console.log("kedai: building the app (sources changed since the last build)…");
  const code = await build(env);
  if (code !== 0) process.exit(code);
}

serve(root, env);
