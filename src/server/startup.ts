import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { count } from "drizzle-orm";
import { BRAND_CHANGED_CHANNEL } from "./brands/events";
import { importBrandFile } from "./brands/import-brand";
import { forgetBrands } from "./brands/resolve";
import { getDb } from "./db/client";
import { migrate } from "./db/migrate";
import { brands } from "./db/schema";
import { env } from "./env";
import { startJobWorker, stopJobWorker } from "./jobs/jobs";
import { logger } from "./logger";
import { writeServerInfo } from "./operator";
import { closeAllStreams, startLiveUpdates } from "./orders/live";
import { storage } from "./storage/storage";

export const DEMO_BRANDS_DIR = path.join(process.cwd(), "brands");

/** First start only (no brand in the database): load every brands/*.json. */
async function seedDemoBrands(): Promise<void> {
  const { db } = await getDb();
  const [row] = await db.select({ n: count() }).from(brands);
  if ((row?.n ?? 0) > 0) return;
  const files = (await fs.readdir(DEMO_BRANDS_DIR)).filter((f) => f.endsWith(".json")).sort();
  for (const file of files) {
    const result = await importBrandFile(
      await getDb(),
      storage(),
      path.join(DEMO_BRANDS_DIR, file),
    );
    if (!result.ok) {
      const list = result.problems.map((p) => `  ${p.path}: ${p.message}`).join("\n");
      throw new Error(`demo brand ${file} is invalid:\n${list}`);
    }
    logger().info(
      { brand: result.summary.subDomainName, items: result.summary.items },
      "loaded demo brand",
    );
  }
}

/** Runs once per server process, before it takes requests (src/instrumentation.ts). */
export async function startServer(): Promise<void> {
  try {
    await start();
  } catch (error) {
    // A bad setting or a locked database: say it plainly and stop, rather than serve errors.
    console.error(
      `\nkedai could not start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  }
}

async function start(): Promise<void> {
  const settings = env();
  const handle = await getDb();
  await migrate(handle, seedDemoBrands);
  await handle.listen(BRAND_CHANGED_CHANNEL, forgetBrands, forgetBrands);
  await startLiveUpdates(handle);
  await startJobWorker(handle);
  // scripts/serve.mjs calls this on SIGTERM before it stops taking requests: live streams end
  // (browsers reconnect, to another instance if there is one) and the worker takes no new job.
  const shutdownHooks = globalThis as {
    __kedaiBeforeShutdown?: () => void;
    __kedaiAfterShutdown?: () => Promise<void>;
  };
  shutdownHooks.__kedaiBeforeShutdown = () => {
    stopJobWorker();
    const streams = closeAllStreams();
    logger().info({ streams }, "shutting down: live streams closed");
  };
  // Once the last request is answered: PGlite writes out and frees its folder lock; PostgreSQL's
  // connections close rather than wait for the server to notice them gone.
  shutdownHooks.__kedaiAfterShutdown = () => handle.close();
  // Command-line tools find this server through DATA_DIR when it owns the embedded database.
  if (handle.kind === "pglite")
    writeServerInfo(settings.dataDir, { pid: process.pid, port: settings.PORT });
  if (settings.testPhoneNumbers.size > 0) {
    logger().warn(
      { count: settings.testPhoneNumbers.size },
      "AUTH_TEST_PHONE_NUMBERS is set: those numbers sign in with a fixed code. Never set it in production.",
    );
  }
  logger().info(
    { database: handle.kind, dataDir: settings.dataDir, port: settings.PORT },
    "kedai ready",
  );
}
