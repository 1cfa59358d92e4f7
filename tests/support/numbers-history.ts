// A year of a busy shop's orders written straight into the database by SQL (issue 36 item 6), for
// the numbers' bench (scripts/lib/bench-numbers.ts): placed in its opening hours (07:00-21:00 on
// its clock) every day, over its branches, one to three lines of its menu each, paid in every way,
// a quarter delivered, one in twenty cancelled, by customers with ids as sign-in makes them
// (UUIDs). Placing 150,000 orders through the API would take hours. The board's history
// (board-history.ts) is a different shape: the same basket, around the clock, for the board.

import type { Exec } from "./board-history";
import { branchSnapshots } from "./board-history";

export interface NumbersHistory {
  brandId: string;
  /** Its branches, as an order keeps its branch (orders.selected_branch). */
  branches: { id: string; name: string }[];
  orders: number;
  /** The days before `until`'s day (its day included) the orders spread over. */
  days: number;
  until: Date;
  timeZone: string;
  customers: number;
  /** How many items the menu has (`item-1`… at Rp 15.000, 16.000, …). */
  items: number;
}

/**
 * Writes `h`'s customers and orders (the sales rollups follow by their triggers) and a courier's
 * booking of each delivery, then ANALYZEs.
 */
export async function seedNumbers(exec: Exec, h: NumbersHistory): Promise<void> {
  const snapshots = branchSnapshots(h.branches);
  await exec(
    `insert into customers (id, phone_number)
     select md5($1 || n)::uuid::text, '+62897' || lpad(n::text, 8, '0')
     from generate_series(1, $2::int) n`,
    [h.brandId, h.customers],
  );
  // Order i: on day (i - 1) * days / orders before `until`'s, at a time of 07:00-21:00 spread by a
  // prime; its lines k = 0… (i % 3) are item (i * 31 + k * 17) % items, 1 + (i + k) % 3 of each.
  await exec(
    `insert into orders (brand_id, id, customer_id, status, order_mode, delivery_or_pickup_time,
       language, branch_id, selected_branch, delivery_method, basket, payment, total, created_at)
     select $1, 'N' || lpad(i::text, 19, '0'), md5($1 || (1 + (i * 7) % $2::int))::uuid::text,
       case when i % 20 = 7 then 'CANCELLED' when i % 500 = 0 then 'PENDING' else 'COMPLETED' end,
       mode, 'NOW', 'id', branch ->> 'id', branch,
       case when mode = 'DELIVERY' then '{"humanReadableName":"Kurir","price":10000}'::jsonb end,
       jsonb_build_object('currency', 'IDR', 'items', b.lines),
       jsonb_build_object('method', method, 'confirmation', 'NOT_REQUIRED'),
       b.amount + case when mode = 'DELIVERY' then 10000 else 0 end,
       ((($3::timestamptz at time zone $4)::date - ((i - 1) * $5::int / $6::int))
         + interval '7 hours' + ((i * 7919) % 50400) * interval '1 second') at time zone $4
     from generate_series(1, $6::int) i,
       lateral (select case when i % 4 = 0 then 'DELIVERY' else 'PICKUP' end as mode,
         $7::jsonb -> (i % jsonb_array_length($7::jsonb)) as branch) m,
       lateral (select (case when mode = 'DELIVERY'
           then array['cashOnDelivery', 'transfer', 'online'] else array['payAtOutlet', 'transfer', 'online'] end)
         [1 + (i / 4) % 3] as method) p,
       lateral (select jsonb_agg(jsonb_build_object('uid', 'line' || k, 'itemId', 'item-' || item,
             'qty', qty, 'price', 14000 + item * 1000, 'name', 'Kue ' || item,
             'description', '', 'images', '[]'::jsonb)) as lines,
           sum(qty * (14000 + item * 1000)) as amount
         from generate_series(0, i % 3) k,
           lateral (select 1 + (i * 31 + k * 17) % $8::int as item, 1 + (i + k) % 3 as qty) l) b`,
    [
      h.brandId,
      h.customers,
      h.until.toISOString(),
      h.timeZone,
      h.days,
      h.orders,
      snapshots,
      h.items,
    ],
  );
  // Every delivery by courier (issue 38 item 5): a booking each, delivered (cancelled with its
  // order), costing Rp 8.000 to 14.000, for the couriers' money the numbers read beside the rollups.
  await exec(
    `insert into courier_bookings (id, brand_id, order_id, aggregator, service, provider_order_id,
       status, cost, booked_by, created_at, updated_at)
     select 'cb-' || id, brand_id, id, 'biteship', 'gojek/instant', 'p-' || id,
       case when status = 'CANCELLED' then 'cancelled' else 'delivered' end,
       8000 + (right(id, 3)::int % 7) * 1000, 'system', created_at, created_at
     from orders where brand_id = $1 and order_mode = 'DELIVERY'`,
    [h.brandId],
  );
  await exec("analyze");
}
