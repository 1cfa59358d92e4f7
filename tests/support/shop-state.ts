import { withDatabase } from "./board-history";
import type { TestLocation } from "./database";
import type { RunningServer } from "./server";
import { startServer } from "./server";

// A shop put in a state by SQL, as the sign-up (a shop being set up) and the platform's console
// (suspend, resume) will (issue 35): those are built elsewhere, and a test needs the states now.

/** A server a test may restart, with the settings it was started with. */
export interface StatefulServer {
  location: TestLocation;
  settings: Record<string, string>;
  server: RunningServer;
}

export async function startStatefulServer(
  location: TestLocation,
  settings: Record<string, string>,
): Promise<StatefulServer> {
  return { location, settings, server: await startServer(location, settings) };
}

/**
 * Runs `statements` on the shop's database and tells the server as an operator's change would
 * (NOTIFY on the brand-changed channel). On PostgreSQL while it runs; on PGlite (one process's)
 * with the server stopped and started again on the same data folder (a new port: read
 * `s.server.baseUrl` afresh), which keeps Next.js's rendered pages on disk.
 */
export async function writeShop(
  s: StatefulServer,
  brandId: string,
  statements: { text: string; params?: unknown[] }[],
): Promise<void> {
  const run = async (exec: (text: string, params?: unknown[]) => Promise<unknown>) => {
    for (const { text, params } of statements) await exec(text, params);
    await exec("select pg_notify('kedai_brand_changed', $1)", [brandId]);
  };
  if (s.location.databaseUrl) return withDatabase(s.location, run);
  await s.server.stop();
  await withDatabase(s.location, run);
  s.server = await startServer(s.location, s.settings);
}

/** The shop as sign-up leaves it: being set up (not open). */
export const inSetup = (brandId: string) => ({
  text: "update brands set opened_at = null where id = $1",
  params: [brandId],
});

/** The shop suspended by the platform's operators, with their reason. */
export const suspended = (brandId: string, reason: string) => ({
  text: "update brands set suspended_at = now(), suspended_reason = $2 where id = $1",
  params: [brandId, reason],
});
