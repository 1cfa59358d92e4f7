import type { TestProject } from "vitest/node";
import { inject } from "vitest";
import { freshLocation, preparePgliteTemplate } from "./database";
import { startServer } from "./server";

/** A test number of the shared integration servers: signs in with code 12345. */
export const INTEGRATION_TEST_PHONE = "+6281100000009";

declare module "vitest" {
  export interface ProvidedContext {
    /** One server per worker (index VITEST_POOL_ID - 1), each on its own fresh database. */
    baseUrls: string[];
  }
}

/**
 * The shared server of this test file's worker: files run in parallel, one per worker at a time,
 * so a file has its worker's server to itself (its rate limits and rows included).
 */
export function sharedBaseUrl(): string {
  const urls = inject("baseUrls");
  const url = urls[Number(process.env.VITEST_POOL_ID ?? "1") - 1];
  if (!url) throw new Error(`no shared server for worker ${process.env.VITEST_POOL_ID}`);
  return url;
}

/**
 * The run's PGlite template (tests/support/database.ts), then a real server for each worker, on
 * a fresh database with the demo brands. Files that need other settings start their own.
 */
export default async function setup(project: TestProject) {
  const dropTemplate = await preparePgliteTemplate();
  const workers = project.config.maxWorkers;
  const started = await Promise.all(
    Array.from({ length: workers }, async () => {
      const location = await freshLocation("integ");
      const server = await startServer(location, {
        AUTH_TEST_PHONE_NUMBERS: `${INTEGRATION_TEST_PHONE}:12345`,
      });
      return { location, server };
    }),
  );
  project.provide(
    "baseUrls",
    started.map((s) => s.server.baseUrl),
  );
  return async () => {
    await Promise.all(started.map((s) => s.server.stop().then(() => s.location.dispose())));
    dropTemplate();
  };
}
