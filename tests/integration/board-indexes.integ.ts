import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "@/domain/auth";
import { PRODUCTION_STATUSES } from "@/domain/production";
import { staleBefore } from "@/domain/staff-board";
import { localDate } from "@/domain/time";
import type { BrandRef } from "@/server/brands/resolve";
import { findBrandById } from "@/server/brands/resolve";
import type { Db, DbHandle } from "@/server/db/client";
import { adoptDatabase, openDatabase } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import { boardOrders, olderOrders } from "@/server/orders/board";
import { productionOrders } from "@/server/orders/production";
import { ordersChangedSince } from "@/server/orders/views";
import { boardBranches } from "@/server/staff/pauses";
import type { Exec } from "../support/board-history";
import { seedHistory } from "../support/board-history";
import type { TestLocation } from "../support/database";
import { freshLocation } from "../support/database";
import { startServer } from "../support/server";

// Issue 34 item 2: every query the staff board runs has an index, and the planner takes it. The
// board's own functions run here, in this process, on a database holding a shop's half year
// (30,000 orders, 100,000 timeline events, 3,000 customers, ANALYZEd as a running database is):
// each statement they send is caught on its way and run again under EXPLAIN with its own
// parameters, as the planner chooses and with sequential scans off. A sequential scan of a table
// that grows with the history fails (expectIndexed).

/** Tables that grow with every order: none of them may be read whole for the board. */
const HISTORY = [
  "orders",
  "order_events",
  "online_payments",
  "payment_attempts",
  "customers",
  "customer_profiles",
  "customer_messages",
  "whatsapp_replies",
];
const DEMO_BRANCHES = [
  { id: "kemang", name: "Dapur Kue Demo Kemang" },
  { id: "menteng", name: "Dapur Kue Demo Menteng" },
  { id: "kelapa-gading", name: "Dapur Kue Demo Kelapa Gading" },
];

interface Sent {
  query: string;
  params: unknown[];
}
interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

let loc: TestLocation;
let handle: DbHandle;
let exec: Exec;
const sent: Sent[] = [];
let brand: BrandRef;
const owner: StaffRole = { name: "Sari", role: "owner", branchIds: DEMO_BRANCHES.map((b) => b.id) };
const kemang: StaffRole = { name: "Dapur Kemang", role: "staff", branchIds: ["kemang"] };

beforeAll(async () => {
  loc = await freshLocation("board-indexes");
  // The server migrates the database and loads the demo brands; PGlite is then this process's.
  const server = await startServer(loc);
  await server.stop();
  handle = await openDatabase(loc);
  const client = (handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
  exec = (text, params) =>
    handle.kind === "pglite"
      ? (client as PGlite).query(text, params)
      : (client as pg.Pool).query(text, params);
  const now = new Date();
  const day = 86_400_000;
  await seedHistory(exec, {
    brandId: "demo",
    branches: DEMO_BRANCHES,
    orders: 30_000,
    open: 150,
    days: 180,
    until: new Date(staleBefore(now, "Asia/Jakarta").getTime() - day),
    customers: 3000,
    prefix: "H",
    phoneSeries: 1,
  });
  // Today's: an hour and a half of orders, every third still open.
  await seedHistory(exec, {
    brandId: "demo",
    branches: DEMO_BRANCHES,
    orders: 30,
    open: 10,
    days: 1 / 16,
    until: now,
    customers: 20,
    prefix: "T",
    phoneSeries: 2,
  });
  // The board's functions find this database, through a drizzle that tells each statement sent.
  const logger = { logQuery: (query: string, params: unknown[]) => sent.push({ query, params }) };
  const db = (handle.kind === "pglite"
    ? drizzlePglite({ client: client as PGlite, schema, logger })
    : drizzlePostgres({ client: client as pg.Pool, schema, logger })) as unknown as Db;
  adoptDatabase({ ...handle, db });
  brand = (await findBrandById("demo"))!;
}, 180_000);

afterAll(async () => {
  await handle?.close();
  await loc?.dispose();
});

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

type Plans = { query: string; nodes: PlanNode[] }[];

/** EXPLAINs `query` with its parameters on one connection, after `setting` (if any), then resets it. */
async function explain(query: string, params: unknown[], setting?: string): Promise<PlanNode> {
  const client = (handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const session =
    handle.kind === "pglite"
      ? { query: (text: string, p?: unknown[]) => (client as PGlite).query(text, p), release() {} }
      : await (client as pg.Pool).connect();
  try {
    if (setting) await session.query(`set ${setting}`);
    const result = (await session.query(`explain (format json) ${query}`, params)) as {
      rows: Record<string, unknown>[];
    };
    const cell = Object.values(result.rows[0]!)[0];
    const [explained] = (typeof cell === "string" ? JSON.parse(cell) : cell) as [
      { Plan: PlanNode },
    ];
    return explained.Plan;
  } finally {
    if (setting) await session.query("reset all");
    session.release();
  }
}

/**
 * Runs `run`, then EXPLAINs every statement it sent: as the planner chooses on this data (`chosen`),
 * and with sequential scans off (`forced`), where a Seq Scan left means no index can serve it.
 */
async function plansOf(run: () => Promise<unknown>): Promise<{ chosen: Plans; forced: Plans }> {
  sent.length = 0;
  await run();
  const chosen: Plans = [];
  const forced: Plans = [];
  for (const { query, params } of sent.splice(0)) {
    chosen.push({ query, nodes: nodes(await explain(query, params)) });
    forced.push({ query, nodes: nodes(await explain(query, params, "enable_seqscan = off")) });
  }
  return { chosen, forced };
}

/** The `tables` a plan reads whole, with the statement, for the failure's message. */
function seqScans(plans: Plans, tables: string[]): string[] {
  return plans.flatMap(({ query, nodes }) =>
    nodes
      .filter((n) => n["Node Type"] === "Seq Scan" && tables.includes(n["Relation Name"] ?? ""))
      .map((n) => `${n["Relation Name"]}: ${query}`),
  );
}

/**
 * What this file holds the board to: on this data the planner reads orders and their timelines
 * (30,000 and 100,000 rows) through an index, never whole; and with sequential scans off, every
 * statement finds an index to read each history table by. The smaller tables here (3,000
 * customers, 3,000 online payments, 300 earlier charges) the planner may read whole, PostgreSQL
 * 15 does: a page or two, cheaper than the index at that size; it turns to the index as they grow.
 */
function expectIndexed({ chosen, forced }: { chosen: Plans; forced: Plans }) {
  expect(seqScans(chosen, ["orders", "order_events"])).toEqual([]);
  expect(seqScans(forced, HISTORY)).toEqual([]);
}

const indexes = (plans: Plans) =>
  new Set(plans.flatMap((p) => p.nodes.map((n) => n["Index Name"]).filter(Boolean)));

describe("the staff board's queries (issue 34 item 2)", () => {
  it("reads the owner's board through indexes: open orders by when due, today's finished, timelines, payments", async () => {
    let answer: Awaited<ReturnType<typeof boardOrders>> | undefined;
    const plans = await plansOf(async () => {
      answer = await boardOrders(brand, owner);
      await boardBranches(brand, owner);
    });
    // The board had something of each kind to read: open and finished orders, one paid online.
    expect(answer!.orders.some((o) => o.status === "COMPLETED")).toBe(true);
    expect(answer!.orders.some((o) => o.status !== "COMPLETED" && o.status !== "CANCELLED")).toBe(
      true,
    );
    expect(answer!.older.count).toBe(150);
    expectIndexed(plans);
    const used = indexes(plans.chosen);
    for (const name of ["orders_open_idx", "orders_board_idx", "order_events_order_idx"])
      expect(used, `${name} in ${[...used].join(", ")}`).toContain(name);
  });

  it("reads a branch's board through the same indexes", async () => {
    const plans = await plansOf(() => boardOrders(brand, kemang));
    expectIndexed(plans);
    expect(indexes(plans.chosen)).toContain("orders_open_idx");
  });

  it("pages the older open orders through orders_open_idx", async () => {
    let next: string | null = null;
    const plans = await plansOf(async () => {
      const first = await olderOrders(brand, owner, undefined);
      next = first.next;
      await olderOrders(brand, kemang, first.next ?? undefined);
    });
    expect(next).not.toBeNull();
    expectIndexed(plans);
    expect(indexes(plans.chosen)).toContain("orders_open_idx");
    // 300 earlier charges: the planner reads them whole, as it should; the index is there as they grow.
    expect(indexes(plans.forced)).toContain("payment_attempts_order_idx");
  });

  it("reads a day's production list through the slot and placing-time indexes (issue 36 item 1)", async () => {
    const day = localDate(new Date(Date.now() - 30 * 86_400_000), "Asia/Jakarta");
    let listed: Awaited<ReturnType<typeof productionOrders>> | undefined;
    const plans = await plansOf(async () => {
      listed = await productionOrders(brand, owner.branchIds, day, PRODUCTION_STATUSES);
    });
    // A day of the history: about 165 orders, a tenth of them for a slot.
    expect(listed!.orders.length).toBeGreaterThan(100);
    expect(listed!.orders.some((o) => o.slot !== null)).toBe(true);
    expectIndexed(plans);
    const used = indexes(plans.chosen);
    for (const name of ["orders_slot_idx", "orders_board_idx"])
      expect(used, `${name} in ${[...used].join(", ")}`).toContain(name);
  });

  it("resumes a board's stream from its last event through order_events' key", async () => {
    const result = (await exec("select max(id)::int as id from order_events")) as {
      rows: { id: number }[];
    };
    const last = Number(result.rows[0]!.id);
    const plans = await plansOf(() => ordersChangedSince(brand, owner, last - 20));
    expectIndexed(plans);
    expect(indexes(plans.chosen)).toContain("order_events_brand_id_id_pk");
  });
});
