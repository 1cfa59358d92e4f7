import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { migrate, MIGRATIONS_FOLDER } from "@/server/db/migrate";
import { locationsForFile } from "../support/database";

// Migration 0017 (issue 32 item 6) gives each online payment the gateway reference of its charge:
// a payment made before had one charge, under its order's id, so a notification for it still
// finds it after the upgrade.

const { location } = locationsForFile("migration-0017");

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

describe("migration 0017 on a database with online payments", () => {
  it("gives each payment its order's id as its reference, as its first and only charge", async () => {
    const loc = await location();
    const handle = await openDatabase(loc);
    try {
      const { migrate: upTo } =
        handle.kind === "pglite"
          ? await import("drizzle-orm/pglite/migrator")
          : await import("drizzle-orm/node-postgres/migrator");
      await upTo(handle.db as never, { migrationsFolder: migrationsUpTo(16) });
      const { db } = handle;
      await db.execute(sql`insert into brands (id, sub_domain_name, name, currency, store_configs, revision)
        values ('mini', 'mini', 'Mini Bakery', 'IDR', '{}', 'r1')`);
      await db.execute(
        sql`insert into customers (id, phone_number) values ('c1', '+6281200000005')`,
      );
      for (const id of ["aaaaaaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbbbbbb"]) {
        await db.execute(sql`insert into orders
          (brand_id, id, customer_id, status, order_mode, delivery_or_pickup_time, branch_id,
           selected_branch, basket, payment, total)
          values ('mini', ${id}, 'c1', 'PENDING', 'PICKUP', 'NOW', 'one', '{}', '{}',
            ${JSON.stringify({ method: "online", confirmation: { channel: "QRIS" } })}::jsonb, 1)`);
        await db.execute(sql`insert into online_payments
          (brand_id, order_id, provider, mode, channel, amount, currency, expires_at)
          values ('mini', ${id}, 'simulator', 'sandbox', 'QRIS', 1, 'IDR', now())`);
      }

      await migrate(handle);

      const result: unknown = await db.execute(
        sql`select order_id, reference, attempt from online_payments order by order_id`,
      );
      expect((result as { rows: unknown[] }).rows).toEqual([
        { order_id: "aaaaaaaaaaaaaaaaaaaa", reference: "aaaaaaaaaaaaaaaaaaaa", attempt: 1 },
        { order_id: "bbbbbbbbbbbbbbbbbbbb", reference: "bbbbbbbbbbbbbbbbbbbb", attempt: 1 },
      ]);
    } finally {
      await handle.close();
    }
  });
});
