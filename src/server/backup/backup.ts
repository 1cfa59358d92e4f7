import "server-only";
import { createHash, hkdfSync } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { DbHandle } from "../db/client";
import { rowsOf } from "../db/client";
import { journalEntries } from "../db/migrate";
import type { Env } from "../env";
import { STORE_NAMES, storeFor } from "../storage/storage";
import { columnsOf, foreignKeyOrder, references, sequences, tableNames, tableRef } from "./catalog";
import type { FilePart, Header, Manifest, SequenceState } from "./format";
import { BackupWriter, FORMAT, sha256 } from "./format";

/** Rows fetched at a time from a table's cursor: memory stays flat whatever the table's size. */
const FETCH = 500;

/** A fingerprint of APP_SECRET: equal secrets give equal fingerprints, and it reveals nothing. */
export function secretCheck(settings: Env): string {
  const key = hkdfSync("sha256", settings.APP_SECRET, "kedai", "backup-secret-check", 32);
  return Buffer.from(key).toString("hex").slice(0, 16);
}

export async function kedaiVersion(): Promise<string> {
  const text = await fs.readFile(path.join(process.cwd(), "package.json"), "utf8");
  return (JSON.parse(text) as { version: string }).version;
}

/** The last migration the database has, or null when it has none (nothing of kedai's yet). */
export async function lastMigration(handle: DbHandle["db"]): Promise<number | null> {
  const [exists] = await rowsOf<{ at: string | null }>(
    handle.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as at`),
  );
  if (!exists?.at) return null;
  const [row] = await rowsOf<{ when: string | number | null }>(
    handle.execute(sql`select max(created_at) as when from drizzle.__drizzle_migrations`),
  );
  return row?.when == null ? null : Number(row.when);
}

export interface BackupSummary {
  file: string;
  header: Header;
  manifest: Manifest;
}

/**
 * Writes a backup of the database and of both stores' files to `file` (which must not exist).
 * Every table is read in one REPEATABLE READ, read-only transaction: one moment of the shop, even
 * while servers on PostgreSQL go on taking orders. The files are copied after it, so every file
 * a row of that moment names is there (kedai does not delete a file a row still names).
 */
export async function makeBackup(
  handle: DbHandle,
  settings: Env,
  file: string,
): Promise<BackupSummary> {
  const writer = new BackupWriter(file);
  try {
    const { header, tables, sequenceCount } = await handle.db.transaction(
      async (tx) => {
        const when = await lastMigration(tx);
        if (when === null)
          throw new Error("the database has no kedai tables yet: there is nothing to back up");
        const tag = (await journalEntries()).find((e) => e.when === when)?.tag ?? null;
        const header: Header = {
          format: FORMAT,
          kedaiVersion: await kedaiVersion(),
          createdAt: new Date().toISOString(),
          database: handle.kind,
          storage: settings.STORAGE_PROVIDER,
          migration: { tag, when },
          secretCheck: secretCheck(settings),
        };
        await writer.line(JSON.stringify(["kedai-backup", header]));
        const columns = await columnsOf(tx);
        const order = foreignKeyOrder(await tableNames(tx), await references(tx));
        const tables: Manifest["tables"] = {};
        for (const name of order) {
          await writer.line(JSON.stringify(["table", { name, columns: columns.get(name) ?? [] }]));
          const hash = createHash("sha256");
          let rows = 0;
          await tx.execute(
            sql.raw(`declare kedai_backup no scroll cursor for
              select row_to_json(t)::text as r from ${tableRef(name)} t`),
          );
          for (;;) {
            const batch = await rowsOf<{ r: string }>(
              tx.execute(sql.raw(`fetch ${FETCH} from kedai_backup`)),
            );
            for (const { r } of batch) {
              await writer.line(r);
              hash.update(`${r}\n`);
            }
            rows += batch.length;
            if (batch.length < FETCH) break;
          }
          await tx.execute(sql.raw("close kedai_backup"));
          tables[name] = { rows, sha256: hash.digest("hex") };
        }
        const { names } = await sequences(tx);
        for (const name of names) {
          const [state] = await rowsOf<{ last: string; called: boolean }>(
            tx.execute(
              sql.raw(
                `select last_value::text as last, is_called as called from ${tableRef(name)}`,
              ),
            ),
          );
          const line: SequenceState = {
            name,
            lastValue: state?.last ?? "1",
            isCalled: state?.called ?? false,
          };
          await writer.line(JSON.stringify(["sequence", line]));
        }
        return { header, tables, sequenceCount: names.length };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    const files = { count: 0, bytes: 0, sha256: "" };
    const listing = createHash("sha256");
    for (const store of STORE_NAMES) {
      const place = storeFor(settings, store);
      const keys: string[] = [];
      for await (const key of place.list()) keys.push(key);
      for (const key of keys.sort()) {
        const body = await place.get(key);
        if (!body) continue; // removed since it was listed: no row of the snapshot names it
        const part: FilePart = { store, key, size: body.length, sha256: sha256(body) };
        await writer.line(JSON.stringify(["file", part, Buffer.from(body).toString("base64")]));
        listing.update(`${store}/${key} ${part.sha256}\n`);
        files.count += 1;
        files.bytes += body.length;
      }
    }
    files.sha256 = listing.digest("hex");
    const manifest: Manifest = { tables, files, sequences: sequenceCount };
    await writer.line(JSON.stringify(["manifest", manifest]));
    await writer.finish();
    return { file, header, manifest };
  } catch (error) {
    await writer.abandon();
    throw error;
  }
}
