import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db, DbHandle } from "./client";
import { runDataMigrations } from "./data-migrations";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "src/server/db/migrations");

/**
 * Applies the committed SQL migrations, then the data migrations not yet recorded
 * (data-migrations.ts), then runs `afterwards` (seeding), all in the same exclusive section, so
 * several instances starting together on one PostgreSQL do not race.
 */
export function migrate(handle: DbHandle, afterwards?: () => Promise<void>): Promise<void> {
  return handle.exclusive(async (db) => {
    const { migrate: run } =
      handle.kind === "pglite"
        ? await import("drizzle-orm/pglite/migrator")
        : await import("drizzle-orm/node-postgres/migrator");
    await run(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    await runDataMigrations(db);
    await afterwards?.();
  });
}

interface Journal {
  entries: { when: number }[];
}
/** The committed migrations do not change while the process runs: read them once (a probe asks often). */
let journal: Promise<Journal> | undefined;

/**
 * How many of the committed migrations the database has not applied yet (0 when up to date).
 * Drizzle records each applied migration's creation time in drizzle.__drizzle_migrations.
 */
export async function pendingMigrations(handle: DbHandle): Promise<number> {
  journal ??= fs
    .readFile(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")
    .then((text) => JSON.parse(text) as Journal)
    .catch((error: unknown) => {
      journal = undefined; // try again next time
      throw error;
    });
  const { entries } = await journal;
  const result: unknown = await handle.db.execute(
    sql`select created_at from drizzle.__drizzle_migrations`,
  );
  // node-postgres and PGlite both answer { rows }; created_at is a bigint (a string in pg)
  const rows = (result as { rows: { created_at: string | number }[] }).rows;
  const applied = new Set(rows.map((r) => Number(r.created_at)));
  return entries.filter((e) => !applied.has(e.when)).length;
}

export interface JournalEntry {
  tag: string;
  when: number;
}

/** The committed migrations' journal entries, oldest first. */
export async function journalEntries(): Promise<JournalEntry[]> {
  const text = await fs.readFile(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8");
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

/**
 * Applies the committed SQL migrations up to and including the one made at `upTo`, inside the
 * caller's transaction (a restore: the schema and its rows commit together or not at all), and
 * records them where drizzle's migrator does, so the next start applies only the later ones.
 * The statements and hashes are drizzle's own reading of the folder, as at start.
 */
export async function applyMigrationsUpTo(tx: Db, upTo: number): Promise<number> {
  const { readMigrationFiles } = await import("drizzle-orm/migrator");
  const wanted = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).filter(
    (m) => m.folderMillis <= upTo,
  );
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(sql`
    create table if not exists drizzle.__drizzle_migrations (
      id serial primary key, hash text not null, created_at bigint)`);
  for (const migration of wanted) {
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
  return wanted.length;
}
