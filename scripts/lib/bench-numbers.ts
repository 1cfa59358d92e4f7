// The week's numbers against a year of orders (issue 36 item 6): `npm run bench -- --numbers` runs
// only this. One brand (three branches) with 150,000 orders over the 365 days before today,
// written by SQL into the stopped server's database (tests/support/numbers-history.ts; the sales
// rollups follow by their triggers). First the floor, on the database alone: one read of the
// year's orders (a count and a sum, no grouping), the least an answer computed from the orders
// themselves costs, beside the three statements the numbers read from the rollups. Then the
// owner asks GET /api/manage/numbers for the year, the last 30 days and this week, one request at
// a time: the year's median is to stay under a second.
import os from "node:os";
import { brandImport, fixtureCopy } from "../../tests/support/brand-files";
import type { Exec } from "../../tests/support/board-history";
import { withDatabase } from "../../tests/support/board-history";
import type { TestLocation } from "../../tests/support/database";
import { freshLocation } from "../../tests/support/database";
import { get } from "../../tests/support/http";
import { seedNumbers } from "../../tests/support/numbers-history";
import { startServer } from "../../tests/support/server";
import { signIn } from "../../tests/support/sessions";
import { addDays, rangeInstants, todayIn } from "../../src/domain/sales-days";
import { onBothDatabases } from "./databases";

const OWNER = "+6281100000079";
const BRAND = "angka";
const HOST = `${BRAND}.localhost`;
const TZ = "Asia/Jakarta"; // the fixture's (the default)
const HISTORY = { orders: 150_000, days: 365, customers: 20_000, items: 40 };
const BRANCHES = [
  { id: "one", name: "Angka Sabang" },
  { id: "two", name: "Angka Kemang" },
  { id: "three", name: "Angka Depok" },
];
/** Requests per range after two to warm up, one at a time. */
const RUNS = 10;
/** The target: a year's numbers answered in under this many ms (the median of RUNS). */
export const NUMBERS_TARGET_MS = 1000;

function brandFile(): string {
  return fixtureCopy((brand) => {
    brand.brand.id = BRAND;
    brand.brand.subDomainName = BRAND;
    brand.brand.name = "Toko Angka";
    const [first] = brand.branches;
    brand.branches = BRANCHES.map(({ id, name }) => ({ ...first, id, name }));
    brand.staff = [{ phoneNumber: OWNER, name: "Pemilik", role: "owner" }];
  });
}

const median = (ms: number[]) => [...ms].sort((a, b) => a - b)[ms.length >> 1]!;

async function timed(run: () => Promise<unknown>, times: number): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    ms.push(performance.now() - start);
  }
  return ms;
}

const row = (name: string, ms: number[], extra = "") =>
  console.log(
    `${name.padEnd(44)} ${median(ms).toFixed(0).padStart(7)}   ${Math.max(...ms)
      .toFixed(0)
      .padStart(7)}   ${extra}`,
  );

/** The statements of src/server/owner/numbers.ts for the whole brand, as the database runs them. */
const ROLLUP_READS = {
  "per day, branch, method (sales_days)": `select grouping(day, branch_id, payment_method), coalesce(day::text, branch_id, payment_method, ''),
     sum(orders)::int, sum(revenue)::float8, sum(cancelled)::int from sales_days
     where brand_id = $1 and day >= $2 and day <= $3
     group by grouping sets ((day), (branch_id), (payment_method), ())`,
  "per hour of the day (sales_hours)": `select hour, sum(orders)::int, sum(revenue)::float8, sum(cancelled)::int
     from sales_hours where brand_id = $1 and day >= $2 and day <= $3 group by hour`,
  "items (sales_items)": `select item_id, (max(array[day::text, name]))[2], sum(quantity)::int, sum(revenue)::float8
     from sales_items where brand_id = $1 and day >= $2 and day <= $3 group by item_id having sum(quantity) > 0`,
  "customers (sales_customer_spans)": `select count(*) filter (where first_day >= $2 or last_day <= $3)::int,
     count(*) filter (where first_day >= $2)::int, count(*) filter (where first_day < $2 and last_day > $3)::int
     from sales_customer_spans where brand_id = $1 and first_day <= $3 and last_day >= $2`,
  "customers of some branches (sales_customers)": `select count(*)::int, count(*) filter (where f.first_day >= $2)::int
     from (select distinct customer_id from sales_customers where brand_id = $1 and day >= $2 and day <= $3) seen
     join sales_customer_spans f on f.brand_id = $1 and f.customer_id = seen.customer_id`,
  // Issue 38 item 5: counted when read, from the bookings (src/server/owner/courier-money.ts).
  "couriers' money (courier_bookings, orders)": `select o.branch_id, count(*)::int,
       sum(case when o.status = 'CANCELLED' then 0 else coalesce((o.delivery_method->>'price')::numeric, 0) end),
       sum(c.cost)
     from (select order_id, coalesce(sum(cost), 0) as cost from courier_bookings
       where brand_id = $1 and created_at >= $2::date
         and status in ('picked', 'dropping_off', 'delivered', 'return_in_transit', 'returned')
       group by order_id) c
     join orders o on o.brand_id = $1 and o.id = c.order_id
     where o.created_at >= $2::date and o.created_at < $3::date + 1
     group by 1`,
};

/** The floor and the rollups' statements, on the database alone. Returns the year's order count. */
async function onTheDatabase(exec: Exec, from: string, to: string): Promise<number> {
  const { start, end } = rangeInstants({ from, to }, TZ);
  let count = 0;
  const floor = await timed(async () => {
    const answer = (await exec(
      "select count(*)::int as n, sum(total) from orders where brand_id = $1 and created_at >= $2 and created_at < $3",
      [BRAND, start.toISOString(), end.toISOString()],
    )) as { rows: { n: number }[] };
    count = answer.rows[0]!.n;
  }, 5);
  console.log("on the database alone                           median ms  worst ms");
  row("floor: a year of orders read once (no groups)", floor, `${count} orders`);
  for (const [name, text] of Object.entries(ROLLUP_READS))
    row(name, await timed(() => exec(text, [BRAND, from, to]), 5));
  for (const table of [
    "sales_days",
    "sales_hours",
    "sales_items",
    "sales_customers",
    "sales_customer_spans",
    "courier_bookings",
  ]) {
    const answer = (await exec(
      `select count(*)::int as n, pg_size_pretty(pg_total_relation_size('${table}')) as size from ${table} where brand_id = $1`,
      [BRAND],
    )) as { rows: { n: number; size: string }[] };
    console.log(`  ${table}: ${answer.rows[0]!.n} rows (${answer.rows[0]!.size} with its indexes)`);
  }
  return count;
}

/** One database's run. Says whether the year's numbers answered within the target. */
async function numbersRun(label: string, location: TestLocation): Promise<boolean> {
  const settings = {
    LOG_LEVEL: "warn",
    AUTH_TEST_PHONE_NUMBERS: `${OWNER}:12345`,
    OTP_PHONE_COOLDOWN_SECONDS: "0",
  };
  let server = await startServer(location, settings);
  const imported = brandImport(location, brandFile());
  if (imported.status !== 0) throw new Error(`importing ${BRAND}: ${imported.stderr}`);
  await server.stop();
  const now = new Date();
  const today = todayIn(TZ, now);
  const year = { from: addDays(today, -365), to: today };
  console.log(`\n${label}: writing the history…`);
  let count = 0;
  const started = Date.now();
  await withDatabase(location, async (exec) => {
    await seedNumbers(exec, {
      ...HISTORY,
      brandId: BRAND,
      branches: BRANCHES,
      until: now,
      timeZone: TZ,
    });
    console.log(
      `${label}: ${HISTORY.orders.toLocaleString("en")} orders over ${HISTORY.days} days, ${HISTORY.customers.toLocaleString("en")} customers, written with their rollups in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    count = await onTheDatabase(exec, year.from, year.to);
  });
  server = await startServer(location, settings);
  try {
    const owner = await signIn(server.baseUrl, OWNER, HOST, BRAND);
    const ask = async (query: string) => {
      const answer = await get(server.baseUrl, `/api/manage/numbers?${query}`, HOST, owner.headers);
      if (answer.status !== 200) throw new Error(`${query}: ${answer.status} ${answer.body}`);
      return answer.json<{ data: { total: { orders: number; cancelled: number } } }>().data;
    };
    console.log("GET /api/manage/numbers as the owner             median ms  worst ms");
    const ranges = [
      ["a year (366 days)", `range=custom&from=${year.from}&to=${year.to}`],
      // One branch (a filter, a manager's): its customers from their days, not the spans.
      ["a year, one branch", `range=custom&from=${year.from}&to=${year.to}&branch=one`],
      ["the last 30 days", "range=last30"],
      ["this week", "range=thisWeek"],
    ] as const;
    let yearMs: number[] = [];
    let counted = 0;
    for (const [name, query] of ranges) {
      await timed(() => ask(query), 2);
      const ms = await timed(async () => {
        const { total } = await ask(query);
        if (name === ranges[0][0]) counted = total.orders + total.cancelled;
      }, RUNS);
      row(name, ms, `${RUNS} requests`);
      if (name === ranges[0][0]) yearMs = ms;
    }
    const met = median(yearMs) < NUMBERS_TARGET_MS;
    console.log(
      `a year's numbers: median ${median(yearMs).toFixed(0)} ms (target < ${NUMBERS_TARGET_MS} ms), ${counted} orders counted of the ${count} placed in it`,
    );
    return met && counted === count;
  } finally {
    await server.stop();
  }
}

/** The numbers against a year of orders on PGlite and (when reachable) PostgreSQL. */
export async function numbersBench(): Promise<boolean> {
  console.log(
    `\nthe week's numbers: ${HISTORY.orders.toLocaleString("en")} orders over a year, GET /api/manage/numbers as the owner, ${RUNS} requests a range one at a time`,
  );
  const load = os.loadavg().map((l) => l.toFixed(1));
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}, load average ${load.join(" ")}`,
  );
  const pass = await onBothDatabases(async (label, postgres) => {
    const location = await freshLocation("bench-numbers", { postgres });
    try {
      return await numbersRun(label, location);
    } finally {
      await location.dispose();
    }
  });
  console.log(pass ? "numbers: target met" : "numbers: TARGET MISSED");
  return pass;
}
