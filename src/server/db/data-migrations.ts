import "server-only";
import { sql } from "drizzle-orm";
import { logger } from "../logger";
import type { Db } from "./client";
import { onePhoneOneCustomer } from "./one-phone-one-customer";
import { dataMigrations } from "./schema";

// Data migrations that need TypeScript (libphonenumber, say), run by migrate() after the SQL
// migrations, in the same exclusive section. Each runs once per database, in one transaction
// with the row in `data_migrations` that records it; a failure rolls both back and stops the start.

export interface DataMigration {
  /** Never renamed or reused: the record of it having run. */
  name: string;
  /** Answers what it changed, for the log; nothing when there was nothing to do. */
  run(tx: Db): Promise<Record<string, number>>;
}

export const DATA_MIGRATIONS: readonly DataMigration[] = [
  { name: "0011-one-phone-one-customer", run: onePhoneOneCustomer },
  {
    // The send limits moved from otp_requests to rate_hits (issue 13): the last hour comes along,
    // already in the one spelling, so nobody gets a fresh hour of codes from the upgrade.
    name: "issue-13-otp-requests-into-rate-hits",
    run: async (tx) => {
      const result = await tx.execute(sql`
        insert into rate_hits (bucket, subject, created_at)
        select 'otp-send:phone', phone_number, created_at from otp_requests
          where created_at > now() - interval '1 hour'
        union all
        select 'otp-send:ip', ip, created_at from otp_requests
          where created_at > now() - interval '1 hour'
        returning id`);
      return { rateHits: (result as unknown as { rows: unknown[] }).rows.length };
    },
  },
  {
    // Issue 36 item 5 (decision 0045): an order paid in person is paid when it is completed. Those
    // completed before are paid at their completion (its timeline's time; its placing when it has
    // none), so the export's "paid at" and the till's past days have them. Their timelines are left
    // as they were: no PAID event is made up.
    name: "issue-36-cash-paid-when-completed",
    run: async (tx) => {
      const result = await tx.execute(sql`
        update orders o set paid_at = coalesce(
          (select max(e.created_at) from order_events e
            where e.brand_id = o.brand_id and e.order_id = o.id
              and e.type = 'STATUS' and e.status = 'COMPLETED'),
          o.created_at)
        where o.status = 'COMPLETED' and o.paid_at is null
          and o.payment->>'method' in ('cashOnDelivery', 'payAtOutlet')
        returning o.id`);
      return { orders: (result as unknown as { rows: unknown[] }).rows.length };
    },
  },
];

/** The data migrations this database has not had yet, each applied and recorded atomically. */
export async function runDataMigrations(db: Db): Promise<void> {
  const done = new Set((await db.select().from(dataMigrations)).map((row) => row.name));
  for (const migration of DATA_MIGRATIONS) {
    if (done.has(migration.name)) continue;
    const changed = await db.transaction(async (tx) => {
      const answer = await migration.run(tx);
      await tx.insert(dataMigrations).values({ name: migration.name });
      return answer;
    });
    if (Object.values(changed).some((n) => n > 0))
      logger().info({ migration: migration.name, ...changed }, "data migration applied");
  }
}
