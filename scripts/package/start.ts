// The production folder's start (`node start.mjs`, the container's command; docs/container.md):
// `npm start` without its build step, since the folder holds a build and no sources. Bundled by
// scripts/package.ts into the folder's start.mjs, so it runs on plain Node: no tsx, no sources.
import fs from "node:fs";
import path from "node:path";
import { checkSettings, serve, serverEnv } from "../lib/start-server";

const root = import.meta.dirname; // start.mjs sits at the top of the folder

checkSettings();

// Next.js's settings as `next build` resolved them (what its own standalone server is given), so
// the server does not load next.config.ts: that would take the TypeScript compiler (SWC, ~100 MB)
// and the config's build plugins, which the folder leaves out.
const { config } = JSON.parse(
  fs.readFileSync(path.join(root, ".next/required-server-files.json"), "utf8"),
) as { config: { experimental: Record<string, unknown> } };
// The folder is not the app's to write (the image's /app is root's; the app runs as node): Next's
// cache of rendered routes stays in memory (50 MB at most, cacheMaxMemorySize), as kedai's own page
// cache does, rather than under .next/server/route-cache.
config.experimental.isrFlushToDisk = false;

serve(root, serverEnv({ __NEXT_PRIVATE_STANDALONE_CONFIG: JSON.stringify(config) }));
