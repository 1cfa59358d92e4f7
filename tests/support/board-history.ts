// A shop's order history written straight into the database by SQL (issue 34 item 2): orders over
// many days, most completed, some cancelled, a few never closed (the "older open orders"), each
// with its timeline, a tenth paid online. For the board's bench (scripts/lib/bench-board.ts) and
// the EXPLAIN test of its queries (tests/integration/board-indexes.integ.ts): 150,000 orders take
// seconds, where placing them through the API would take an hour.

import path from "node:path";
import type { TestLocation } from "./database";

/** Runs one SQL statement: a PGlite instance's or a pg client's `query`. */
export type Exec = (text: string, params?: unknown[]) => Promise<unknown>;

/**
 * Runs `write` on the database at `loc`, its server stopped (PGlite is one process's), with the
 * drivers alone: for the bench and end-to-end tests, which do not load the server's modules.
 */
export async function withDatabase(loc: TestLocation, write: (exec: Exec) => Promise<void>) {
  if (loc.databaseUrl) {
    const pg = await import("pg");
    const client = new pg.default.Client({ connectionString: loc.databaseUrl });
    await client.connect();
    try {
      await write((text, params) => client.query(text, params));
    } finally {
      await client.end();
    }
    return;
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(path.join(loc.dataDir, "pglite"));
  try {
    await write((text, params) => db.query(text, params));
  } finally {
    await db.close();
  }
}

export interface History {
  brandId: string;
  /** The branches the orders spread over, as an order keeps its branch (orders.selected_branch). */
  branches: { id: string; name: string }[];
  /** How many orders. */
  orders: number;
  /** How many of them are still open (PENDING, ACCEPTED, READY), spread evenly over the days. */
  open: number;
  /** Over how many days before `until`. */
  days: number;
  /** The newest order's placing time; the others go back `days` from it. */
  until: Date;
  /** How many customers placed them (made here: numbers +62899{phoneSeries}…). */
  customers: number;
  /** A digit of its own for each history in one database: their customers' numbers differ. */
  phoneSeries: number;
  /** Its orders' and customers' ids start with this (letters and digits): one per history in a database. */
  prefix: string;
}

const ITEMS = [
  ["black-forest-slice", "Black Forest Slice", 38000],
  ["red-velvet-slice", "Red Velvet Slice", 36000],
  ["klepon", "Klepon (5 pcs)", 15000],
] as const;

/** Three lines as an order keeps them: names, prices and descriptions as ordered. */
const BASKET = JSON.stringify({
  currency: "IDR",
  items: ITEMS.map(([itemId, name, price], i) => ({
    uid: `line${i + 1}`,
    itemId,
    qty: i + 1,
    price,
    name,
    description: `${name}, baked this morning in our kitchen with butter and real chocolate.`,
    images: [{ src: `/media/demo/${itemId}-384w.webp` }],
  })),
});
const TOTAL = ITEMS.reduce((sum, [, , price], i) => sum + price * (i + 1), 0);

/** The branches as orders keep them (orders.selected_branch), as a JSON array for SQL. */
export const branchSnapshots = (branches: readonly { id: string; name: string }[]): string =>
  JSON.stringify(
    branches.map(({ id, name }) => ({
      id,
      name,
      phoneNumber: "+6281100000000",
      address: { address: `Jl. ${name}`, lat: -6.2, lng: 106.8 },
    })),
  );

/** Writes `h` (customers, orders, their timelines and online payments), then ANALYZEs. */
export async function seedHistory(exec: Exec, h: History): Promise<void> {
  const snapshots = branchSnapshots(h.branches);
  const c = `${h.prefix}c`;
  await exec(
    `insert into customers (id, phone_number)
     select $1 || n, '+62899' || $2 || lpad(n::text, 7, '0') from generate_series(1, $3::int) n`,
    [c, String(h.phoneSeries % 10), h.customers],
  );
  await exec(
    `insert into customer_profiles (brand_id, customer_id, name)
     select $1, $2 || n, 'Pelanggan ' || n from generate_series(1, $3::int, 2) n`,
    [h.brandId, c, h.customers],
  );
  // Order i is placed (i - 1) / orders of `days` before `until`; every (orders / open)th stays
  // open; one in twenty is cancelled; one in ten is for later (3 hours on), one in ten paid online.
  await exec(
    `insert into orders (brand_id, id, customer_id, status, order_mode, delivery_or_pickup_time,
       scheduled_for, language, branch_id, selected_branch, basket, payment, total, created_at)
     select $1, $2 || lpad(i::text, 19 - length($2), '0'), $3 || (1 + i % $4::int),
       case when i % $5::int = 0 then (array['PENDING', 'ACCEPTED', 'READY'])[1 + (i / $5::int) % 3]
            when i % 20 = 7 then 'CANCELLED' else 'COMPLETED' end,
       'PICKUP', case when i % 10 = 3 then 'LATER' else 'NOW' end,
       case when i % 10 = 3 then placed + interval '3 hours' end,
       'id', ($6::jsonb -> (i % jsonb_array_length($6::jsonb))) ->> 'id',
       $6::jsonb -> (i % jsonb_array_length($6::jsonb)), $7::jsonb,
       case when i % 10 = 5 then '{"method":"online","confirmation":{"channel":"QRIS"}}'::jsonb
            else '{"method":"payAtOutlet","confirmation":"NOT_REQUIRED"}'::jsonb end,
       $8::numeric, placed
     from generate_series(1, $9::int) i,
       lateral (select $10::timestamptz - (i - 1) * ($11::float8 * 86400 / $9::int) * interval '1 second' as placed) p`,
    [
      h.brandId,
      h.prefix,
      c,
      h.customers,
      Math.max(1, Math.floor(h.orders / Math.max(1, h.open))),
      snapshots,
      BASKET,
      TOTAL,
      h.orders,
      h.until.toISOString(),
      h.days,
    ],
  );
  // The planner's figures for what follows: figures of a smaller table (an earlier history's
  // ANALYZE) made the timeline's insert below take minutes instead of seconds.
  await exec("analyze orders");
  const mine = `brand_id = $1 and id like $2 || '%'`;
  // Each order's timeline up to its status, in the order things happened (the events' ids too).
  await exec(
    `insert into order_events (brand_id, order_id, type, status, actor, actor_name, reason, created_at)
     select o.brand_id, o.id, 'STATUS', s.status, s.actor, s.name, s.reason, o.created_at + s.after
     from orders o join (values
       (1, 'PENDING', 'customer', '', null, interval '0 minutes'),
       (2, 'ACCEPTED', 'staff', 'Dapur', null, interval '5 minutes'),
       (3, 'READY', 'staff', 'Dapur', null, interval '15 minutes'),
       (4, 'COMPLETED', 'staff', 'Dapur', null, interval '25 minutes'),
       (5, 'CANCELLED', 'staff', 'Dapur', 'Sold out', interval '5 minutes')
     ) s(step, status, actor, name, reason, after)
     on s.step = 1 or (o.status = 'CANCELLED' and s.step = 5)
       or (o.status <> 'CANCELLED' and s.step <= array_position(
         array['PENDING', 'ACCEPTED', 'READY', 'COMPLETED'], o.status))
     where o.${mine}
     order by o.created_at + s.after, s.step`,
    [h.brandId, h.prefix],
  );
  await exec(
    `insert into online_payments (brand_id, order_id, provider, mode, channel, state, amount,
       currency, reference, gateway_id, expires_at, created_at)
     select brand_id, id, 'simulator', 'sandbox', 'QRIS',
       case when status = 'CANCELLED' then 'EXPIRED' else 'PAID' end, total::int, 'IDR', id,
       'sim-' || id, created_at + interval '15 minutes', created_at
     from orders where ${mine} and payment ->> 'method' = 'online'`,
    [h.brandId, h.prefix],
  );
  // A customer's first charge that failed before they paid with a second (issue 32 item 6).
  await exec(
    `insert into payment_attempts (brand_id, reference, order_id, attempt, channel, state, created_at)
     select brand_id, id || '-1', id, 1, 'QRIS', 'FAILED', created_at
     from orders where ${mine} and payment ->> 'method' = 'online' and id like '%05'`,
    [h.brandId, h.prefix],
  );
  await exec("analyze");
}
