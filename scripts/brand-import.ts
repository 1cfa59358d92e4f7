// npm run brand:import -- <brand.json> [more.json …]
import path from "node:path";
import { importBrandFile } from "../src/server/brands/import-brand";
import { openDatabase } from "../src/server/db/client";
import { migrate } from "../src/server/db/migrate";
import { DatabaseLockedError } from "../src/server/db/pglite-lock";
import { EnvError, parseEnv } from "../src/server/env";
import { storageFor } from "../src/server/storage/storage";

const HELP = `Usage: npm run brand:import -- <brand.json> [more.json ...]

Validates each brand file (format: docs/brand-config.md) and upserts it in one transaction per
file: re-importing a brand updates it in place. A bad file lists every problem by its JSON path
and writes nothing.

Database: DATABASE_URL when set (PostgreSQL; running servers see the change at once), otherwise
the embedded database in DATA_DIR (default ./.data). The embedded database belongs to one process
at a time: stop the server first, or this command stops with an error naming the folder.

Exit codes: 0 imported, 1 a file was rejected or the database could not be opened, 2 usage.`;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    console.log(HELP);
    return 0;
  }
  if (args.length === 0 || args.some((a) => a.startsWith("-"))) {
    console.error(HELP);
    return 2;
  }
  const settings = parseEnv(process.env);
  const handle = await openDatabase({
    databaseUrl: settings.DATABASE_URL,
    dataDir: settings.dataDir,
  });
  try {
    await migrate(handle);
    let failed = false;
    for (const file of args) {
      const result = await importBrandFile(
        handle,
        storageFor(settings.dataDir),
        path.resolve(file),
      );
      if (result.ok) {
        const s = result.summary;
        if (s.unchanged)
          console.log(`${file}: brand "${s.subDomainName}" is up to date (revision ${s.revision})`);
        else
          console.log(
            `${file}: imported brand "${s.subDomainName}" (${s.branches} branches, ${s.menus} menus, ${s.items} items, revision ${s.revision})`,
          );
      } else {
        failed = true;
        console.error(`${file}: rejected, nothing written. ${result.problems.length} problem(s):`);
        for (const p of result.problems) console.error(`  ${p.path}: ${p.message}`);
      }
    }
    return failed ? 1 : 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DatabaseLockedError || error instanceof EnvError)
      console.error(`brand:import: ${error.message}`);
    else console.error("brand:import failed:", error);
    process.exit(1);
  },
);
