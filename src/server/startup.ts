import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { asc, count, ne } from "drizzle-orm";
import { PLATFORM_BRAND_ID } from "@/domain/shop-state";
import { BRAND_CHANGED_CHANNEL } from "./brands/events";
import { importBrandFile } from "./brands/import-brand";
import { forgetBrands } from "./brands/resolve";
import { getDb } from "./db/client";
import { edgeState } from "../edge/edge-state.mjs";
import { pagePathNow } from "./page-path";
import { migrate } from "./db/migrate";
import { brands } from "./db/schema";
import { env } from "./env";
import { registerWork } from "./flows/work";
import { jobQueue, startJobWorker, stopJobWorker } from "./jobs/jobs";
import { measure, startMetrics } from "./metrics";
import { openStreams } from "./stream-limits";
import { logger } from "./logger";
import { writeServerInfo } from "./operator";
import { closeAllStreams, startLiveUpdates } from "./live/live";
import { bucketProblem } from "./storage/s3";
import { storage } from "./storage/storage";
import { giveStandinWhatsapp } from "./whatsapp/standin-demo";
import { giveStandinCouriers } from "./couriers/standin-demo";

export const DEMO_BRANDS_DIR = path.join(process.cwd(), "brands");

/** First start only (no brand in the database): load every brands/*.json, unless DEMO_BRANDS=0. */
async function seedDemoBrands(): Promise<void> {
  if (!env().demoBrands) return;
  const { db } = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(brands)
    .where(ne(brands.id, PLATFORM_BRAND_ID));
  if ((row?.n ?? 0) > 0) return;
  const files = (await fs.readdir(DEMO_BRANDS_DIR)).filter((f) => f.endsWith(".json")).sort();
  const loaded: string[] = [];
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
    loaded.push(result.summary.brandId);
    logger().info(
      { brand: result.summary.subDomainName, items: result.summary.items },
      "loaded demo brand",
    );
  }
  // The demo with the WhatsApp stand-in (issue 37): the demo brands message by WhatsApp.
  if (env().WHATSAPP_PROVIDER === "standin")
    await giveStandinWhatsapp((await getDb()).db, env().APP_SECRET, loaded);
  // The demo with the courier stand-in (issue 38): the demo brands offer couriers.
  if (env().COURIER_PROVIDER === "standin")
    await giveStandinCouriers((await getDb()).db, env().APP_SECRET, loaded);
}

/** How many storefronts the ready line names; a deployment with more says how many more. */
const READY_LINE_BRANDS = 10;

/**
 * "ready: http://demo.localhost:3000 (Dapur Kue Demo), …": the shops a person can open now.
 * Browsers send *.localhost to this machine (README "Start it").
 */
async function readyMessage(port: number): Promise<string> {
  const { db } = await getDb();
  const rows = await db
    .select({ sub: brands.subDomainName, name: brands.name })
    .from(brands)
    .where(ne(brands.id, PLATFORM_BRAND_ID))
    .orderBy(asc(brands.subDomainName));
  const shown = rows
    .slice(0, READY_LINE_BRANDS)
    .map((b) => `http://${b.sub}.localhost:${port} (${b.name})`);
  if (rows.length > shown.length) shown.push(`and ${rows.length - shown.length} more`);
  return `ready: ${shown.length > 0 ? shown.join(", ") : `http://localhost:${port} (no brand yet)`}`;
}

/** Runs once per server process, before it takes requests (src/instrumentation.ts). */
export async function startServer(): Promise<void> {
  try {
    logger(); // from now on src/edge/serve.mjs logs through it (scrubbed), request lines included
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
  const shared = edgeState();
  // A bucket that is not there fails the start, as a database that does not answer does: the
  // first start puts the demo brands' photos in it, and every photo is served from it.
  if (settings.STORAGE_PROVIDER === "s3") {
    const problem = await bucketProblem(settings);
    if (problem) throw new Error(`STORAGE_PROVIDER=s3: ${problem}`);
  }
  if (settings.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { startTracing } = await import("./tracing");
    await startTracing();
  }
  const handle = await getDb();
  measure("database", handle.kind);
  measure("pool", () => handle.poolCounts());
  measure("jobs", () => jobQueue(handle.db));
  measure("streams", () => openStreams());
  startMetrics();
  await migrate(handle, seedDemoBrands);
  await handle.listen(BRAND_CHANGED_CHANNEL, forgetBrands, forgetBrands);
  // Told to stop while starting (src/edge/serve.mjs waits for the start, then closes the
  // database): no job worker to race the close.
  if (!shared.shuttingDown) {
    await startLiveUpdates(handle);
    registerWork();
    await startJobWorker(handle);
  }
  // src/edge/serve.mjs calls this on SIGTERM before it stops taking requests: live streams end
  // (browsers reconnect, to another instance if there is one) and the worker takes no new job.
  shared.beforeShutdown = () => {
    stopJobWorker();
    const streams = closeAllStreams();
    logger().info({ streams }, "shutting down: live streams closed");
  };
  // Once the last request is answered: PGlite writes out and frees its folder lock; PostgreSQL's
  // connections close rather than wait for the server to notice them gone.
  shared.afterShutdown = async () => {
    await handle.close();
    if (settings.OTEL_EXPORTER_OTLP_ENDPOINT)
      await (await import("./tracing")).stopTracing().catch(() => undefined);
  };
  shared.pagePath = pagePathNow;
  // Command-line tools find this server through DATA_DIR when it owns the embedded database.
  if (handle.kind === "pglite")
    writeServerInfo(settings.dataDir, { pid: process.pid, port: settings.PORT });
  if (settings.testPhoneNumbers.size > 0) {
    logger().warn(
      { count: settings.testPhoneNumbers.size },
      "AUTH_TEST_PHONE_NUMBERS is set: those numbers sign in with a fixed code. Never set it in production.",
    );
  }
  // Said once, so an operator who left it on in a shop that takes real payments sees it.
  if (settings.simulatorBrands.size > 0) {
    const named = [...settings.simulatorBrands];
    logger().warn(
      { brands: named },
      `PAYMENT_SIMULATOR_BRANDS is set: the payment simulator is on for ${named.join(", ")}, where anyone can mark an order paid. Never set it for a shop that takes real payments.`,
    );
  }
  if (settings.WHATSAPP_PROVIDER === "standin")
    logger().warn(
      "WHATSAPP_PROVIDER=standin: WhatsApp messages reach no phone; the stand-in keeps them in DATA_DIR/whatsapp-outbox.log. Never set it for a shop with real customers.",
    );
  // src/edge/serve.mjs answers 503 "starting" until it hears this, then prints the ready line;
  // without it (`next dev`) the line is logged here.
  const started = {
    msg: await readyMessage(settings.PORT),
    fields: { database: handle.kind, dataDir: settings.dataDir, port: settings.PORT },
  };
  if (shared.onStarted) shared.onStarted(started);
  else logger().info(started.fields, started.msg);
}
