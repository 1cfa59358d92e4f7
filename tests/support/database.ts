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
