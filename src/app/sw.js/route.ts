import fs from "node:fs/promises";
import path from "node:path";
import { IS_PRODUCTION_BUILD } from "@/server/env";
import { AppError, errorResponse } from "@/server/errors";

// The service worker (src/sw/service-worker.ts), bundled by `npm run build` (scripts/lib/build.ts).
const FILE = path.join(process.cwd(), ".next/kedai-sw.js");

export async function GET(): Promise<Response> {
  let body: Buffer;
  try {
    if (!IS_PRODUCTION_BUILD) throw new Error("`next dev` has no service worker");
    body = await fs.readFile(FILE);
  } catch {
    // Not built yet, or `next dev` (which registers none: an old build's worker would be wrong).
    return errorResponse(new AppError("NOT_FOUND", "No service worker in this build."));
  }
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      // Browsers check for a new worker on each visit: never answer from a cache.
      "Cache-Control": "no-cache",
      "Service-Worker-Allowed": "/",
      // Its Content-Security-Policy is the edge's WORKER_POLICY (src/edge/edge.mjs).
    },
  });
}

// Per brand host and per build: never prerendered.
export const dynamic = "force-dynamic";
