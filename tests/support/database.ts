import { afterEach } from "vitest";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { POSTGRES_URL } from "./prerequisites";

// One fresh database per test run or file (STYLE.md practice 10): PGlite in a new temporary
// DATA_DIR by default; with DATABASE_URL, a new database on that PostgreSQL server.

export interface TestLocation {
  dataDir: string;
  databaseUrl?: string;
  /** Removes the folder and drops the database. */
  dispose(): Promise<void>;
}

export const usingPostgres = Boolean(process.env.DATABASE_URL);

/**
 * A freshly created PGlite folder, copied for every new embedded database of the run. PGlite's
 * first open of an empty folder runs initdb in WebAssembly (about 5 s on the 2-core machine, most
 * of a server's first start); a copy of a folder that has only been through initdb is the same
 * empty database, made in milliseconds. PostgreSQL needs no such thing: CREATE DATABASE copies
 * template1 already.
 */
const PGLITE_TEMPLATE = "KEDAI_TEST_PGLITE_TEMPLATE";

/**
 * Makes the run's PGlite template (a test tier's global setup calls it once; its workers inherit
 * the environment variable that names it). Returns its clean-up. Nothing to do on PostgreSQL.
 */
export async function preparePgliteTemplate(): Promise<() => void> {
  if (usingPostgres) return () => undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kedai-pglite-template-"));
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(path.join(dir, "pglite"));
  await db.close();
  process.env[PGLITE_TEMPLATE] = dir;
  return () => {
    delete process.env[PGLITE_TEMPLATE];
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

async function adminQuery(baseUrl: string, sql: string): Promise<void> {
  const url = new URL(baseUrl);
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function freshLocation(
  label = "test",
  { postgres = usingPostgres }: { postgres?: boolean } = {},
): Promise<TestLocation> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `kedai-${label}-`));
  const base = postgres ? POSTGRES_URL : undefined;
  if (!base) {
    const template = process.env[PGLITE_TEMPLATE];
    if (template) fs.cpSync(template, dataDir, { recursive: true });
    return { dataDir, dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `kedai_${label.replace(/\W/g, "_")}_${randomBytes(4).toString("hex")}`;
  await adminQuery(base, `CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    dispose: async () => {
      await adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * For one test file: `location()` gives a fresh database per call and `defer(fn)` registers more
 * clean-up (stopping a server); all of it runs after each test, last registered first.
 */
export function locationsForFile(label: string) {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return {
    async location(): Promise<TestLocation> {
      const loc = await freshLocation(label);
      cleanups.push(() => loc.dispose());
      return loc;
    },
    defer(cleanup: () => Promise<void>) {
      cleanups.push(cleanup);
    },
  };
}
