import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrate } from "@/server/db/migrate";
import { locationsForFile } from "../support/database";
import { databaseAt } from "../support/old-database";

// Migration 0005 links existing transfer orders to their receipt (decision 0010): the earliest
// order of a receipt used twice keeps it, and no link is made to an upload that does not exist.

const { location } = locationsForFile("migration-0005");

describe("migration 0005 on a database with orders", () => {
  it("links each receipt to its earliest order only, and only receipts that exist", async () => {
    const loc = await location();
    const handle = await databaseAt(loc, 4);
    try {
      const { db } = handle;
      const upload = (id: string) => sql`insert into uploads
        (id, brand_id, customer_id, purpose, content_type, size, storage_key)
        values (${id}, 'mini', 'c1', 'payment-confirmation', 'image/png', 1, ${`mini/payment-confirmations/${id}.png`})`;
      const receipt = "R".repeat(24);
      const other = "S".repeat(24);
      await db.execute(upload(receipt));
      await db.execute(upload(other));
      const order = (id: string, minute: number, src: string | null) => sql`insert into orders
        (brand_id, id, customer_id, status, order_mode, delivery_or_pickup_time, branch_id,
         selected_branch, basket, payment, total, created_at)
        values ('mini', ${id}, 'c1', 'PENDING', 'PICKUP', 'NOW', 'one', '{}', '{}',
          ${JSON.stringify(
            src
              ? {
                  method: "transfer",
                  confirmation: { proofImageSrc: src, transferMethod: "BCA", noteFromClient: "" },
                }
              : { method: "payAtOutlet", confirmation: "NOT_REQUIRED" },
          )}::jsonb, 1, ${new Date(Date.UTC(2026, 10, 1, 8, minute))})`;
      await db.execute(order("second-use", 5, `/api/uploads/${receipt}`));
      await db.execute(order("first-use", 1, `/api/uploads/${receipt}`));
      await db.execute(order("own-receipt", 2, `/api/uploads/${other}`));
      await db.execute(order("gone-receipt", 3, `/api/uploads/${"T".repeat(24)}`));
      await db.execute(order("at-outlet", 4, null));

      await migrate(handle);

      const result: unknown = await db.execute(
        sql`select id, proof_upload_id from orders order by id`,
      );
      const rows = (result as { rows: { id: string; proof_upload_id: string | null }[] }).rows;
      expect(Object.fromEntries(rows.map((r) => [r.id, r.proof_upload_id]))).toEqual({
        "at-outlet": null,
        "first-use": receipt,
        "gone-receipt": null,
        "own-receipt": other,
        "second-use": null,
      });
    } finally {
      await handle.close();
    }
  });
});
