import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { DbHandle } from "@/server/db/client";
import { openDatabase } from "@/server/db/client";
import { MIGRATIONS_FOLDER } from "@/server/db/migrate";
import type { TestLocation } from "./database";

// What the tests of one migration share: a database as an older kedai left it, to run the
// migration on rows written before it.

/** The committed migrations up to and including `last`, as a folder drizzle can apply. */
function migrationsUpTo(last: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kedai-migrations-"));
  fs.mkdirSync(path.join(dir, "meta"));
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8"),
  ) as { entries: { idx: number; tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= last);
  for (const { tag } of journal.entries)
    fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  fs.writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify(journal));
  return dir;
}

/**
 * The database at `loc` migrated up to and including migration `last`, holding brand `mini` (its
 * row as early migrations shape it: today's importer writes later columns) and customer `c1`.
 * The caller closes it.
 */
export async function databaseAt(loc: TestLocation, last: number): Promise<DbHandle> {
  const handle = await openDatabase(loc);
  try {
    const { migrate: upTo } =
      handle.kind === "pglite"
        ? await import("drizzle-orm/pglite/migrator")
        : await import("drizzle-orm/node-postgres/migrator");
    await upTo(handle.db as never, { migrationsFolder: migrationsUpTo(last) });
    await handle.db
      .execute(sql`insert into brands (id, sub_domain_name, name, currency, store_configs, revision)
        values ('mini', 'mini', 'Mini Bakery', 'IDR', '{}', 'r1')`);
    await handle.db.execute(
      sql`insert into customers (id, phone_number) values ('c1', '+6281200000005')`,
    );
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
