import "server-only";
import { sql } from "drizzle-orm";
import type { Db, DbHandle } from "../db/client";
import { rowsOf } from "../db/client";
import { applyMigrationsUpTo } from "../db/migrate";
import type { Env } from "../env";
import type { StoreName } from "../storage/storage";
import { STORE_NAMES, storeFor } from "../storage/storage";
import { lastMigration } from "./backup";
import {
  alwaysIdentity,
  columnsOf,
  quoted,
  references,
  sequences,
  tableNames,
  tableRef,
  tablesWithTriggers,
} from "./catalog";
import type { CheckedBackup } from "./check";
import type { FilePart, SequenceState } from "./format";
import { BackupDamaged, readLines, sha256 } from "./format";

/** The advisory lock migrate() takes (src/server/db/client.ts): a server starting meanwhile waits. */
const MIGRATION_LOCK = 7240011;
/** Rows sent in one INSERT: well under any statement limit, few round trips. */
const BATCH_ROWS = 500;
const BATCH_CHARS = 4_000_000;

export class TargetNotEmpty extends Error {
  override name = "TargetNotEmpty";
}

/** Refuses a database that already has anything of kedai's: restore never mixes two shops. */
export async function ensureEmpty(db: Db, where: string): Promise<void> {
  const tables = await tableNames(db);
  const migrated = await lastMigration(db);
  if (tables.length === 0 && migrated === null) return;
  throw new TargetNotEmpty(
    `${where} is not empty (${tables.length} tables${migrated === null ? "" : ", migrated"}): ` +
      `a restore writes only into an empty database. Point DATABASE_URL at a new, empty ` +
      `database (CREATE DATABASE …), or DATA_DIR at a new folder, and run it again.`,
  );
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  files: { written: number; kept: number };
  migrations: number;
}

/**
 * Restores a checked backup into an empty database and the configured stores: the schema up to
 * the backup's migration, every row, the sequences, in ONE transaction; the files put back and
 * read again to compare their sha256 before that transaction commits. Any failure rolls the rows
 * back; files already put stay (the same bytes under the same key: a second run keeps them).
 */
export async function restoreBackup(
  handle: DbHandle,
  settings: Env,
  file: string,
  backup: CheckedBackup,
  where: string,
): Promise<RestoreSummary> {
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await ensureEmpty(tx, where);
    const migrations = await applyMigrationsUpTo(tx, backup.header.migration.when);
    const order = await checkSchema(tx, backup);
    // Migrations may seed rows (the platform's own brand): the backup has them as they were.
    if (order.length > 0) await tx.execute(sql.raw(`truncate ${order.map(tableRef).join(", ")}`));
    // The sales rollups' triggers would count the restored orders a second time: the backup
    // holds the rollups as they were. Foreign keys stay checked (they are internal triggers).
    const triggered = await tablesWithTriggers(tx);
    for (const t of triggered)
      await tx.execute(sql.raw(`alter table ${tableRef(t)} disable trigger user`));
    const identity = await alwaysIdentity(tx);
    const summary: RestoreSummary = {
      tables: order.length,
      rows: 0,
      files: { written: 0, kept: 0 },
      migrations,
    };
    const restoredSequences: SequenceState[] = [];
    let table: { name: string; columns: string[] } | undefined;
    let batch: string[] = [];
    let chars = 0;
    const flush = async () => {
      if (!table || batch.length === 0) return;
      const cols = table.columns.map(quoted).join(", ");
      const overriding = identity.has(table.name) ? " overriding system value" : "";
      await tx.execute(
        sql`${sql.raw(`insert into ${tableRef(table.name)} (${cols})${overriding} select ${cols} from json_populate_recordset(null::${tableRef(table.name)}, `)}${`[${batch.join(",")}]`}::json)`,
      );
      summary.rows += batch.length;
      batch = [];
      chars = 0;
    };
    for await (const { text } of readLines(file)) {
      if (text.startsWith("{")) {
        batch.push(text);
        chars += text.length;
        if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
        continue;
      }
      await flush();
      const [kind, body, data] = JSON.parse(text) as [string, unknown, unknown];
      table = undefined;
      if (kind === "table") table = body as { name: string; columns: string[] };
      else if (kind === "sequence") restoredSequences.push(body as SequenceState);
      else if (kind === "file") {
        const wrote = await putFile(settings, body as FilePart, String(data));
        summary.files[wrote ? "written" : "kept"] += 1;
      }
    }
    await flush();
    for (const t of triggered)
      await tx.execute(sql.raw(`alter table ${tableRef(t)} enable trigger user`));
    await restoreSequences(tx, restoredSequences);
    // What is now in the tables, counted by the database, against what the backup says it holds.
    for (const name of order) {
      const [row] = await rowsOf<{ n: number }>(
        tx.execute(sql.raw(`select count(*)::int as n from ${tableRef(name)}`)),
      );
      const expected = backup.manifest.tables[name]?.rows ?? 0;
      if (Number(row?.n) !== expected)
        throw new Error(
          `table ${name} has ${row?.n} rows after the restore, the backup ${expected}`,
        );
    }
    return summary;
  });
}

/**
 * The target's schema (at the backup's migration) against the backup's: the same tables with
 * the same columns, and the backup's order inserts each table after those it references.
 */
async function checkSchema(tx: Db, backup: CheckedBackup): Promise<string[]> {
  const targetTables = new Set(await tableNames(tx));
  const columns = await columnsOf(tx);
  const edges = await references(tx);
  const placed = new Set<string>();
  for (const t of backup.tables) {
    if (!targetTables.has(t.name))
      throw new Error(`the backup holds a table ${t.name} that kedai's schema does not have`);
    const want = [...(columns.get(t.name) ?? [])].sort().join(",");
    if ([...t.columns].sort().join(",") !== want)
      throw new Error(
        `table ${t.name}: the backup's columns (${t.columns.join(", ")}) are not the schema's (${want})`,
      );
    for (const d of edges.get(t.name) ?? [])
      if (!placed.has(d))
        throw new Error(`table ${t.name} comes before ${d}, which its foreign keys reference`);
    placed.add(t.name);
  }
  const missing = [...targetTables].filter((t) => !placed.has(t));
  if (missing.length > 0)
    throw new Error(`the backup lacks the tables ${missing.join(", ")} of its own migration level`);
  return backup.tables.map((t) => t.name);
}

/** The sequences as they were, and never behind the ids now in their columns. */
async function restoreSequences(tx: Db, states: SequenceState[]): Promise<void> {
  for (const s of states)
    await tx.execute(
      sql`select setval(${tableRef(s.name)}::regclass, ${s.lastValue}::bigint, ${s.isCalled})`,
    );
  const { owned } = await sequences(tx);
  for (const o of owned)
    await tx.execute(
      sql.raw(`select setval(${`'${tableRef(o.sequence).replace(/'/g, "''")}'`}::regclass, m, true)
        from (select max(${quoted(o.column)}) as m from ${tableRef(o.table)}) x
        where m is not null and m > (select case when is_called then last_value else last_value - 1 end from ${tableRef(o.sequence)})`),
    );
}

/** Puts a file back into its store and reads it again; answers false when it was already there. */
async function putFile(settings: Env, part: FilePart, base64: string): Promise<boolean> {
  if (!(STORE_NAMES as readonly string[]).includes(part.store))
    throw new BackupDamaged(`the backup names a store ${part.store} kedai does not have`);
  const store = storeFor(settings, part.store as StoreName);
  const bytes = Buffer.from(base64, "base64");
  if (sha256(bytes) !== part.sha256)
    throw new BackupDamaged(`the file ${part.store}/${part.key} changed since it was checked`);
  const existing = await store.get(part.key);
  if (existing) {
    if (sha256(existing) === part.sha256) return false;
    throw new Error(
      `the ${part.store} store already holds a different file under ${part.key}: the restore overwrites nothing. Point it at an empty store (DATA_DIR, or S3_BUCKET/S3_PREFIX).`,
    );
  }
  await store.put(part.key, bytes);
  const back = await store.get(part.key);
  if (!back || sha256(back) !== part.sha256)
    throw new Error(`the file ${part.store}/${part.key} did not read back as written to its store`);
  return true;
}
