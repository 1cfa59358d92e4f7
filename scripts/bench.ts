// npm run bench — builds, starts the server on a fresh embedded database (or DATABASE_URL's
// server), then measures with autocannon: the home page per brand against a trivial route on the
// same server (the floor), asked for as a browser asks (compressed) and without compression; then
// the pages in English and Bahasa Indonesia: their gzipped first-load JavaScript
// (`npm run bench:js` measures only that, on the current build) and Lighthouse against an empty
// Next.js page (scripts/lib/lighthouse-check.ts).
// Results go in docs/BENCHMARKS.md with the machine they ran on.
// `npm run bench -- --lighthouse` runs only the browser part: first-load JS and Lighthouse.
// `npm run bench -- --soak [--instances N] [--duration S] [--connections N]` runs the soak instead
// (scripts/lib/soak.ts).
import os from "node:os";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { bigMenuBrand } from "../tests/support/big-menu";
import { brandImport } from "../tests/support/brand-files";
import type { TestLocation } from "../tests/support/database";
import { freshLocation } from "../tests/support/database";
import type { IssuedAddress } from "../tests/support/places";
import { geocoded } from "../tests/support/places";
import { signIn } from "../tests/support/sessions";
import { get } from "../tests/support/http";
import type { RunningServer } from "../tests/support/server";
import { startServer } from "../tests/support/server";
import {
  BENCH_AUTH_NUMBERS,
  BENCH_HOST,
  BENCH_PHONE,
  benchPages,
  jsPages,
  placeTrackedOrder,
} from "./lib/bench-pages";
import { build as buildApp, isBuildCurrent } from "./lib/build";
import { checkFirstLoadJs } from "./lib/first-load-js";
import { checkLighthouse } from "./lib/lighthouse-check";
import { soak } from "./lib/soak";

const CONNECTIONS = 20;
const DURATION_S = 10;
const ROUNDS = 2; // routes alternate, so a slow moment of the machine hits them alike
/** What every current browser sends: the home page figures that count are measured with it. */
const BROWSER_ENCODINGS = "gzip, deflate, br";

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(
  name: string,
  url: string,
  host: string,
  {
    post,
    headers = {},
  }: {
    post?: { body: string; headers: Record<string, string> };
    headers?: Record<string, string>;
  } = {},
): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: {
      host,
      ...headers,
      ...(post ? { "content-type": "application/json", ...post.headers } : {}),
    },
    ...(post ? { method: "POST" as const, body: post.body } : {}),
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
  };
}

/** Mean throughput and latency of the rounds, worst p99, all errors. */
function combine(rounds: Figures[]): Figures {
  const mean = (pick: (f: Figures) => number) =>
    rounds.reduce((sum, f) => sum + pick(f), 0) / rounds.length;
  return {
    name: rounds[0]!.name,
    rps: mean((f) => f.rps),
    p50: mean((f) => f.p50),
    p99: Math.max(...rounds.map((f) => f.p99)),
    errors: rounds.reduce((sum, f) => sum + f.errors, 0),
  };
}

/** The generated brands with large menus: subdomain and item count (the last is the largest). */
const BIG_MENUS: [string, number][] = [
  ["bench500", 500],
  ["bench2000", 2000],
];

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * Asks for a brand's home page until the edge answers it from its page cache (its ETag: rendered,
 * then compressed once), as a page is after its first visitor, for at most 5 s: a page the cache
 * does not keep (too many inline scripts) is measured as Next.js answers it. Returns the last
 * answer and whether it was kept.
 */
async function warm(baseUrl: string, host: string) {
  for (let i = 0; ; i++) {
    const page = await get(baseUrl, "/", host);
    if (page.status !== 200) throw new Error(`GET / on ${host}: ${page.status}`);
    if (page.headers.etag || i === 50) return { page, kept: Boolean(page.headers.etag) };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const order = (deliveryAddress: IssuedAddress) =>
  JSON.stringify({
    orderMode: "DELIVERY",
    selectedBranchId: "menteng",
    deliveryOrPickupTime: "NOW",
    deliveryAddress,
    deliveryMethod: { humanReadableName: "Kurir Dapur Kue" },
    basket: {
      currency: "IDR",
      items: [
        { itemId: "black-forest-slice", qty: 1 },
        { itemId: "red-velvet-slice", qty: 2 },
        { itemId: "klepon", qty: 3 },
      ],
    },
    payment: { method: "cashOnDelivery", confirmation: "NOT_REQUIRED" },
  });

/** Order creation (signed-in, 3 items, delivery) against a bare insert on the same server. */
async function orderBench(label: string, databaseUrl: string | undefined): Promise<boolean> {
  const saved = process.env.DATABASE_URL;
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  const location = await freshLocation("bench-orders");
  if (saved === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = saved;
  const server = await startServer(location, {
    LOG_LEVEL: "warn",
    BENCH_ROUTES: "1",
    AUTH_TEST_PHONE_NUMBERS: BENCH_AUTH_NUMBERS,
  });
  try {
    const customer = await signIn(server.baseUrl, BENCH_PHONE);
    const floor = await load(
      `floor: bare insert (${label})`,
      `${server.baseUrl}/api/bench/insert`,
      "demo.localhost",
      { post: { body: "{}", headers: {} } },
    );
    const orders = await load(
      `orders: create (${label})`,
      `${server.baseUrl}/api/orders/demo/customer`,
      "demo.localhost",
      {
        post: {
          body: order(await geocoded(server.baseUrl, "demo.localhost")),
          headers: customer.headers,
        },
      },
    );
    for (const f of [floor, orders]) {
      console.log(
        `${f.name.padEnd(34)} ${f.rps.toFixed(0).padStart(6)}   ${f.p50.toFixed(1).padStart(6)}   ${String(f.p99).padStart(6)}   ${f.errors}`,
      );
    }
    const ratio = orders.rps / floor.rps;
    console.log(
      `order creation / bare insert (${label}): ${(ratio * 100).toFixed(1)} %   (target ≥ 70 %)\n`,
    );
    return ratio >= 0.7 && orders.errors === 0 && floor.errors === 0;
  } finally {
    await server.stop();
    await location.dispose();
  }
}

async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Builds for production, unless .next already holds a build of the current sources. */
async function build() {
  if (isBuildCurrent()) {
    console.log("bench: .next is a build of the current sources (scripts/lib/build.ts): kept");
    return;
  }
  console.log("bench: building…");
  const code = await buildApp({ ...process.env, NEXT_TELEMETRY_DISABLED: "1" });
  if (code !== 0) throw new Error("next build failed");
}

/**
 * `--lighthouse` (first-load JS and Lighthouse only) or `--soak [--instances N] [--duration S]
 * [--connections N]`; no arguments: the whole bench.
 */
function benchOptions() {
  const { values } = parseArgs({
    options: {
      lighthouse: { type: "boolean", default: false },
      soak: { type: "boolean", default: false },
      instances: { type: "string" },
      duration: { type: "string" },
      connections: { type: "string" },
    },
  });
  const whole = (name: "instances" | "duration" | "connections", fallback: number) => {
    const given = values[name];
    if (given !== undefined && !values.soak) throw new Error(`--${name} goes with --soak`);
    const n = Number(given ?? fallback);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number ≥ 1`);
    return n;
  };
  if (values.lighthouse && values.soak) throw new Error("--lighthouse and --soak are two benches");
  return {
    lighthouse: values.lighthouse,
    soak: values.soak,
    instances: whole("instances", 1),
    duration: whole("duration", 60),
    connections: whole("connections", 100),
  };
}

/**
 * The page loads: the home page per brand and menu size against the floor, with and without
 * compression, and the home page's bytes. Says whether their targets are met.
 */
async function pageLoads(location: TestLocation, server: RunningServer): Promise<boolean> {
  // After the start, which loads the demo brands into an empty database.
  for (const [subdomain, items] of BIG_MENUS) {
    const imported = brandImport(location, bigMenuBrand(subdomain, items));
    if (imported.status !== 0) throw new Error(`importing ${subdomain}: ${imported.stderr}`);
  }
  const browser = { "accept-encoding": BROWSER_ENCODINGS };
  const sizes: string[] = [];
  for (const [host, items] of [
    ["demo.localhost", 42],
    ["kopi.localhost", 12],
    ...BIG_MENUS.map(([subdomain, n]) => [`${subdomain}.localhost`, n] as const),
  ] as const) {
    const { page, kept } = await warm(server.baseUrl, host);
    // The browser rows measure compression only if the server does compress.
    const compressed = await get(server.baseUrl, "/", host, browser);
    if (!compressed.headers["content-encoding"])
      throw new Error(`GET / on ${host} was not compressed for a browser`);
    sizes.push(
      `${host.padEnd(24)} ${String(items).padStart(5)} items   ${kib(page.bytes.length).padStart(8)} KiB HTML   ${kib(compressed.bytes.length).padStart(7)} KiB ${compressed.headers["content-encoding"]}   ${kept ? "kept by the edge" : "NOT kept: rendered per request"}`,
    );
  }
  const routes: [string, string, string, Record<string, string>][] = [
    ["floor: GET /healthz", "/healthz", "demo.localhost", {}],
    ["home (demo), browser", "/", "demo.localhost", browser],
    ["home (demo), identity", "/", "demo.localhost", {}],
    ["home (kopi), browser", "/", "kopi.localhost", browser],
    ["home (kopi), identity", "/", "kopi.localhost", {}],
    ...BIG_MENUS.map(
      ([subdomain, items]) =>
        [`home (${items} items), browser`, "/", `${subdomain}.localhost`, browser] as [
          string,
          string,
          string,
          Record<string, string>,
        ],
    ),
  ];
  const runs: Figures[][] = routes.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, [name, route, host, headers]] of routes.entries())
      runs[i]!.push(await load(name, `${server.baseUrl}${route}`, host, { headers }));
  }
  const figures = runs.map(combine);
  const [floor, home] = figures as [Figures, Figures];

  console.log(
    `\ndatabase: ${location.databaseUrl ? "PostgreSQL" : "PGlite"}; autocannon ${CONNECTIONS} connections × ${DURATION_S} s, ${ROUNDS} alternating rounds per route\n`,
  );
  console.log(`"browser": Accept-Encoding: ${BROWSER_ENCODINGS}; "identity": no Accept-Encoding\n`);
  console.log("route                      req/s    p50 ms   p99 ms (worst)   errors   of floor");
  for (const f of figures) {
    console.log(
      `${f.name.padEnd(25)} ${f.rps.toFixed(0).padStart(6)}   ${f.p50.toFixed(1).padStart(6)}   ${String(f.p99).padStart(6)}           ${String(f.errors).padEnd(8)} ${((f.rps / floor.rps) * 100).toFixed(1).padStart(5)} %`,
    );
  }
  console.log("\nthe home page's bytes, by menu size:");
  for (const line of sizes) console.log(`  ${line}`);
  const ratio = home.rps / floor.rps;
  console.log(
    `\nhome (demo) with browser encodings / floor: ${(ratio * 100).toFixed(1)} %   (target ≥ 60 %)`,
  );
  console.log(`home (demo) with browser encodings, p99: ${home.p99} ms   (target ≤ 50 ms)`);
  const biggest = figures.at(-1)!;
  const bigRatio = biggest.rps / floor.rps;
  console.log(
    `${biggest.name} / floor: ${(bigRatio * 100).toFixed(1)} %   (target ≥ 40 %), p99: ${biggest.p99} ms   (target ≤ 100 ms)`,
  );
  return (
    ratio >= 0.6 &&
    home.p99 <= 50 &&
    bigRatio >= 0.4 &&
    biggest.p99 <= 100 &&
    figures.every((f) => f.errors === 0)
  );
}

/** Order creation against a bare insert, on PGlite and (when reachable) PostgreSQL. */
async function orderBenches(): Promise<boolean> {
  console.log("\norders: autocannon 20 connections × 10 s each, POST with a bearer token\n");
  console.log("route                               req/s    p50 ms   p99 ms   errors");
  let pass = await orderBench("PGlite", undefined);
  const pgUrl = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  if (await postgresReachable(pgUrl)) pass = (await orderBench("PostgreSQL", pgUrl)) && pass;
  else console.log(`PostgreSQL at ${pgUrl} is not reachable: its order figures are missing.`);
  return pass;
}

async function main() {
  const options = benchOptions();
  await build();
  if (options.soak) {
    process.exitCode = (await soak(options)) ? 0 : 1;
    return;
  }
  let pagesPass = false;
  const location = await freshLocation("bench");
  const server = await startServer(location, {
    LOG_LEVEL: "warn",
    AUTH_TEST_PHONE_NUMBERS: BENCH_AUTH_NUMBERS,
  });
  console.log(
    `\nmachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
  );
  try {
    const loadsPass = options.lighthouse || (await pageLoads(location, server));
    const tracked = await placeTrackedOrder(server.baseUrl);
    const jsPass = await checkFirstLoadJs(server.baseUrl, jsPages(tracked));
    const lighthousePass = await checkLighthouse(
      `http://${BENCH_HOST}:${server.port}`,
      benchPages(tracked),
    );
    pagesPass = loadsPass && jsPass && lighthousePass;
  } finally {
    await server.stop();
    await location.dispose();
  }
  // The one verdict of every part run; `--lighthouse` leaves the order benches out.
  const ordersPass = options.lighthouse || (await orderBenches());
  const pass = pagesPass && ordersPass;
  console.log(pass ? "bench: targets met" : "bench: TARGETS MISSED");
  process.exitCode = pass ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error("bench failed:", error);
  process.exit(1);
});
