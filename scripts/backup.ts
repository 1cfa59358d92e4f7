// npm run backup -- <file>
import fs from "node:fs";
import path from "node:path";
import { makeBackup } from "../src/server/backup/backup";
import { countOf } from "../src/domain/text";
import { env } from "../src/server/env";
import { databaseName, hasEmbeddedDatabase, openForBackup } from "./lib/backup-target";
import { runCommand } from "./lib/backend";

const HELP = `Usage: npm run backup -- <file>

Writes one file (gzipped JSON lines, docs/backups.md) holding every table's rows, read in one
consistent snapshot, the files of both stores (brand media and item images, payment proofs),
copied whether they live under DATA_DIR or in a bucket, and a manifest with the count and
sha256 of each part. The file is written as <file>.partial and renamed once complete; an
existing <file> is never overwritten.

What it reads, as the settings say (the same DATA_DIR, DATABASE_URL, STORAGE_PROVIDER and S3_*
as the server):
  - DATABASE_URL set: PostgreSQL, while servers keep running (a REPEATABLE READ snapshot).
  - Otherwise the embedded database in DATA_DIR (default ./.data). It allows one process at a
    time: stop the server first (the backup takes seconds for a shop's data), then start it again.

The backup restores into either kind of database (npm run restore). It does not hold APP_SECRET:
keep that with your other secrets; a restore under another secret loses sessions and saved
payment keys.

Exit codes: 0 written, 1 failed (nothing left under <file>), 2 usage.`;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    console.log(HELP);
    return 0;
  }
  if (args.length !== 1 || args[0]!.startsWith("-")) {
    console.error(HELP);
    return 2;
  }
  const file = path.resolve(args[0]!);
  if (fs.existsSync(file)) {
    console.error(`backup: ${file} exists; choose a new name (a backup never overwrites one).`);
    return 1;
  }
  if (!fs.existsSync(path.dirname(file))) {
    console.error(`backup: the folder ${path.dirname(file)} does not exist.`);
    return 1;
  }
  const settings = env();
  if (!settings.DATABASE_URL && !hasEmbeddedDatabase(settings)) {
    console.error(`backup: there is no embedded database in ${settings.dataDir} (DATA_DIR).`);
    return 1;
  }
  const handle = await openForBackup(settings, "run the backup");
  try {
    const { header, manifest } = await makeBackup(handle, settings, file);
    const rows = Object.values(manifest.tables).reduce((n, t) => n + t.rows, 0);
    const size = fs.statSync(file).size;
    console.log(
      `${file}: backup of ${databaseName(settings)} at migration ${header.migration.tag ?? header.migration.when}: ` +
        `${countOf(Object.keys(manifest.tables).length, "table")}, ${countOf(rows, "row")}, ` +
        `${countOf(manifest.files.count, "file")} (${manifest.files.bytes} bytes); ${size} bytes written.`,
    );
    return 0;
  } catch (error) {
    console.error(
      `backup: ${error instanceof Error ? error.message : String(error)}; nothing written.`,
    );
    return 1;
  } finally {
    await handle.close();
  }
}

runCommand("backup", main);
