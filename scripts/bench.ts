// npm run bench — builds, starts the server on a fresh embedded database (or DATABASE_URL's
// server), then measures with autocannon: the home page per brand against a trivial route on the
// same server (the floor), asked for as a browser asks (compressed) and without compression, and
// the gzipped first-load JavaScript of the home page.
// Results go in docs/BENCHMARKS.md with the machine they ran on.
// `npm run bench -- --soak [--instances N] [--duration S] [--connections N]` runs the soak instead
// (scripts/lib/soak.ts).
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import pg from "pg";
import { freshLocation } from "../tests/support/database";
import type { IssuedAddress } from "../tests/support/places";
import { geocoded } from "../tests/support/places";
import { signedInCustomer } from "../tests/support/customer";
import { get } from "../tests/support/http";
import { startServer } from "../tests/support/server";
import { soak } from "./lib/soak";

const CONNECTIONS = 20;
const DURATION_S = 10;
const ROUNDS = 2; // routes alternate, so a slow moment of the machine hits them alike
const root = path.resolve(import.meta.dirname, "..");
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

async function firstLoadJs(
  baseUrl: string,
  host: string,
): Promise<{ files: number; raw: number; gzip: number }> {
  const html = (await get(baseUrl, "/", host)).body;
  // Scripts marked noModule are legacy polyfills that current browsers never download.
  const tags = [...html.matchAll(/<script[^>]+>/g)]
    .map((m) => m[0])
    .filter((tag) => !/nomodule/i.test(tag));
  const srcs = [...new Set(tags.flatMap((tag) => /src="([^"]+\.js)"/.exec(tag)?.[1] ?? []))];
  let raw = 0;
  let gzip = 0;
  for (const src of srcs) {
    const body = Buffer.from((await get(baseUrl, src, host)).body);
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { files: srcs.length, raw, gzip };
}

const BENCH_PHONE = "+6281100000077";
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
        { itemId: "black-forest-whole", qty: 1 },
        { itemId: "red-velvet-whole", qty: 2 },
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
    AUTH_TEST_PHONE_NUMBERS: `${BENCH_PHONE}:12345`,
  });
  try {
    const customer = await signedInCustomer(server.baseUrl, BENCH_PHONE);
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

function build() {
  console.log("bench: building…");
  const build = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/next/dist/bin/next"), "build"],
    {
      cwd: root,
      stdio: "ignore",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    },
  );
  if (build.status !== 0) throw new Error("next build failed: run `npm run build` to see why");
}

/** `--soak [--instances N] [--duration S] [--connections N]`; no arguments: the usual bench. */
function soakOptions() {
  const { values } = parseArgs({
    options: {
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
  return {
    soak: values.soak,
    instances: whole("instances", 1),
    duration: whole("duration", 60),
    connections: whole("connections", 100),
  };
}

async function main() {
  const options = soakOptions();
  build();
  if (options.soak) {
    process.exitCode = (await soak(options)) ? 0 : 1;
    return;
  }
  let pagesPass = false;
  const location = await freshLocation("bench");
  const server = await startServer(location, { LOG_LEVEL: "warn" });
  try {
    const browser = { "accept-encoding": BROWSER_ENCODINGS };
    for (const host of ["demo.localhost", "kopi.localhost"]) {
      for (let i = 0; i < 20; i++) await get(server.baseUrl, "/", host);
      // The browser rows measure compression only if the server does compress.
      const encoding = (await get(server.baseUrl, "/", host, browser)).headers["content-encoding"];
      if (!encoding) throw new Error(`GET / on ${host} was not compressed for a browser`);
    }
    const routes: [string, string, string, Record<string, string>][] = [
      ["floor: GET /healthz", "/healthz", "demo.localhost", {}],
      ["home (demo), browser", "/", "demo.localhost", browser],
      ["home (demo), identity", "/", "demo.localhost", {}],
      ["home (kopi), browser", "/", "kopi.localhost", browser],
      ["home (kopi), identity", "/", "kopi.localhost", {}],
    ];
    const runs: Figures[][] = routes.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, [name, route, host, headers]] of routes.entries())
        runs[i]!.push(await load(name, `${server.baseUrl}${route}`, host, { headers }));
    }
    const figures = runs.map(combine);
    const [floor, home] = figures as [Figures, Figures];
    const js = await firstLoadJs(server.baseUrl, "demo.localhost");

    console.log(
      `\nmachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
    );
    console.log(
      `database: ${location.databaseUrl ? "PostgreSQL" : "PGlite"}; autocannon ${CONNECTIONS} connections × ${DURATION_S} s, ${ROUNDS} alternating rounds per route\n`,
    );
    console.log(
      `"browser": Accept-Encoding: ${BROWSER_ENCODINGS}; "identity": no Accept-Encoding\n`,
    );
    console.log("route                      req/s    p50 ms   p99 ms (worst)   errors   of floor");
    for (const f of figures) {
      console.log(
        `${f.name.padEnd(25)} ${f.rps.toFixed(0).padStart(6)}   ${f.p50.toFixed(1).padStart(6)}   ${String(f.p99).padStart(6)}           ${String(f.errors).padEnd(8)} ${((f.rps / floor.rps) * 100).toFixed(1).padStart(5)} %`,
      );
    }
    const ratio = home.rps / floor.rps;
    console.log(
      `\nhome (demo) with browser encodings / floor: ${(ratio * 100).toFixed(1)} %   (target ≥ 60 %)`,
    );
    console.log(`home (demo) with browser encodings, p99: ${home.p99} ms   (target ≤ 50 ms)`);
    console.log(
      `first-load JS of home: ${js.files} files, ${(js.raw / 1024).toFixed(1)} KiB raw, ${(js.gzip / 1024).toFixed(1)} KiB gzipped`,
    );
    pagesPass = ratio >= 0.6 && home.p99 <= 50 && figures.every((f) => f.errors === 0);
  } finally {
    await server.stop();
    await location.dispose();
  }
  console.log("\norders: autocannon 20 connections × 10 s each, POST with a bearer token\n");
  console.log("route                               req/s    p50 ms   p99 ms   errors");
  let ordersPass = await orderBench("PGlite", undefined);
  const pgUrl = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  if (await postgresReachable(pgUrl))
    ordersPass = (await orderBench("PostgreSQL", pgUrl)) && ordersPass;
  else console.log(`PostgreSQL at ${pgUrl} is not reachable: its order figures are missing.`);
  const pass = pagesPass && ordersPass;
  console.log(pass ? "bench: targets met" : "bench: TARGETS MISSED");
  process.exitCode = pass ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error("bench failed:", error);
  process.exit(1);
});
