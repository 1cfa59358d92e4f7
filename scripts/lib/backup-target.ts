// What `npm run backup` and `npm run restore` open: the database the settings name, never
// through a running server (see --help of each: the embedded database is stopped first).
import fs from "node:fs";
import path from "node:path";
import type { DbHandle } from "../../src/server/db/client";
import { openDatabase } from "../../src/server/db/client";
import { DatabaseLockedError, isAlive } from "../../src/server/db/pglite-lock";
import type { Env } from "../../src/server/env";
import { readServerInfo } from "../../src/server/operator";

/** Says which database, without DATABASE_URL's password. */
export function databaseName(settings: Env): string {
  if (!settings.DATABASE_URL) return `the embedded database in ${settings.dataDir}`;
  const url = new URL(settings.DATABASE_URL);
  return `the PostgreSQL database ${url.pathname.slice(1)} on ${url.host}`;
}

export function hasEmbeddedDatabase(settings: Env): boolean {
  return fs.existsSync(path.join(settings.dataDir, "pglite", "PG_VERSION"));
}

/** Opens the database; a running server on the embedded one is a plain sentence, not a stack. */
export async function openForBackup(settings: Env, doing: string): Promise<DbHandle> {
  try {
    return await openDatabase({ databaseUrl: settings.DATABASE_URL, dataDir: settings.dataDir });
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    const info = readServerInfo(settings.dataDir);
    if (info && isAlive(info.pid))
      throw new DatabaseLockedError(
        `${databaseName(settings)} is in use by a running kedai server (pid ${info.pid}, port ${info.port}). ` +
          `The embedded database allows one process at a time: stop the server, ${doing}, then start it again. ` +
          `(On PostgreSQL, with DATABASE_URL, a backup runs while servers do.)`,
      );
    throw error;
  }
}
