// npm run restore -- [--check] <file>
import fs from "node:fs";
import path from "node:path";
import { secretCheck } from "../src/server/backup/backup";
import { checkBackup, migrationLevel } from "../src/server/backup/check";
import { ensureEmpty, restoreBackup } from "../src/server/backup/restore";
import { journalEntries } from "../src/server/db/migrate";
import { countOf } from "../src/domain/text";
import { env } from "../src/server/env";
import { databaseName, openForBackup } from "./lib/backup-target";
import { runCommand } from "./lib/backend";

const HELP = `Usage: npm run restore -- <file>
       npm run restore -- --check <file>

Restores a backup made by npm run backup (docs/backups.md) into the database and stores the
settings name (DATA_DIR, DATABASE_URL, STORAGE_PROVIDER, S3_*), of either kind whatever the
backup was made from: a shop moves from the embedded database to PostgreSQL with it.

  1. Reads the whole file and checks it: its sha256, and each table's and file's against the
     manifest. A damaged backup is refused before anything is written. --check stops here.
  2. Refuses a target that is not empty: a new DATA_DIR, or an empty PostgreSQL database
     (CREATE DATABASE …). It never replaces a shop's data.
  3. In ONE transaction: applies kedai's migrations up to the backup's (a backup from a newer
     kedai is refused), inserts every row in foreign-key order, sets the sequences past the
     restored ids; puts every file back into the store and reads it again to compare its sha256.
     Any failure rolls the rows back. The next start migrates an older backup forward.

The embedded database allows one process at a time: no server may run on the target DATA_DIR.
Restore with the APP_SECRET the backup was made under, or sessions and saved payment keys are lost.

Exit codes: 0 restored (or checked), 1 refused or failed (nothing restored), 2 usage.`;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    console.log(HELP);
    return 0;
  }
  const checkOnly = args[0] === "--check";
  const rest = checkOnly ? args.slice(1) : args;
  if (rest.length !== 1 || rest[0]!.startsWith("-")) {
    console.error(HELP);
    return 2;
  }
  const file = path.resolve(rest[0]!);
  if (!fs.existsSync(file)) {
    console.error(`restore: ${file} does not exist.`);
    return 1;
  }
  const settings = env();
  try {
    const backup = await checkBackup(file);
    const { header, manifest } = backup;
    const level = migrationLevel(header, await journalEntries());
    const rows = Object.values(manifest.tables).reduce((n, t) => n + t.rows, 0);
    console.log(
      `${file}: checked. A backup of kedai ${header.kedaiVersion}'s ${header.database} database made ${header.createdAt}, ` +
        `at migration ${level.tag}: ${countOf(backup.tables.length, "table")}, ${countOf(rows, "row")}, ` +
        `${countOf(manifest.files.count, "file")} (${manifest.files.bytes} bytes).`,
    );
    if (checkOnly) return 0;
    const where = databaseName(settings);
    const handle = await openForBackup(settings, "restore into a new DATA_DIR");
    try {
      await ensureEmpty(handle.db, where);
      if (header.secretCheck !== secretCheck(settings))
        console.warn(
          `restore: warning: APP_SECRET differs from the one the backup was made under. Customers and staff ` +
            `will have to sign in again, and saved payment or WhatsApp keys will not open: restore under the ` +
            `old APP_SECRET (or DATA_DIR/app-secret) to keep them.`,
        );
      const summary = await restoreBackup(handle, settings, file, backup, where);
      console.log(
        `restored into ${where}: ${countOf(summary.migrations, "migration")} applied, ` +
          `${countOf(summary.tables, "table")}, ${countOf(summary.rows, "row")}, ` +
          `${countOf(summary.files.written, "file")} written to the ${settings.STORAGE_PROVIDER} stores` +
          (summary.files.kept ? ` (${summary.files.kept} already there, the same)` : "") +
          `. Start the server on it: it brings the database to this kedai's migrations.`,
      );
      return 0;
    } finally {
      await handle.close();
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const cause =
      error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
    console.error(`restore: ${message.replace(/\.$/, "")}${cause}. Nothing was restored.`);
    return 1;
  }
}

runCommand("restore", main);
