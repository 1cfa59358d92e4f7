import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrate } from "@/server/db/migrate";
import { locationsForFile } from "../support/database";
import { databaseAt } from "../support/old-database";

// Migration 0017 (issue 32 item 6) gives each online payment the gateway reference of its charge:
// a payment made before had one charge, under its order's id, so a notification for it still
// finds it after the upgrade.

const { location } = locationsForFile("migration-0017");

describe("migration 0017 on a database with online payments", () => {
  it("gives each payment its order's id as its reference, as its first and only charge", async () => {
    const loc = await location();
    const handle = await databaseAt(loc, 16);
    try {
      const { db } = handle;
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
