// npm run bench — builds, starts the server on a fresh embedded database (or DATABASE_URL's
// server), then measures with autocannon: the home page per brand against a trivial route on the
// same server (the floor), asked for as a browser asks (compressed) and without compression; then
// the pages in English and Bahasa Indonesia: their gzipped first-load JavaScript
// (`npm run bench:js` measures only that, on the current build) and Lighthouse against an empty
// Next.js page (scripts/lib/lighthouse-check.ts).
// Results go in docs/BENCHMARKS.md with the machine they ran on.
// `npm run bench -- --lighthouse` runs only the browser part: first-load JS and Lighthouse.
// `npm run bench -- --soak [--instances N] [--duration S] [--connections N]` runs the soak instead
// (scripts/lib/soak.ts). `--board` runs only the staff board against its history
// (scripts/lib/bench-board.ts), `--orders` order creation, `--streams` a change sent to 2,000 open
// screens (scripts/lib/bench-streams.ts), `--pages` the page loads, `--numbers` the console's
// numbers against a year of orders (scripts/lib/bench-numbers.ts).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { bigMenuBrand } from "../tests/support/big-menu";
import { brandImport } from "../tests/support/brand-files";
import type { TestLocation } from "../tests/support/database";
import { freshLocation } from "../tests/support/database";
import type { IssuedAddress } from "../tests/support/places";
import { geocoded } from "../tests/support/places";
import { signIn } from "../tests/support/sessions";
import type { HttpAnswer } from "../tests/support/http";
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
import { boardBench } from "./lib/bench-board";
import { numbersBench } from "./lib/bench-numbers";
import { onBothDatabases } from "./lib/databases";
import { build as buildApp, isBuildCurrent } from "./lib/build";
import { checkFirstLoadJs } from "./lib/first-load-js";
import { checkLighthouse } from "./lib/lighthouse-check";
import type { Memory } from "./lib/memory";
import { cpuMsOf, heapProbeEnv, memoryOf } from "./lib/memory";
import { soak } from "./lib/soak";
import { streamBench } from "./lib/bench-streams";

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
  /** Requests answered in all. */
  requests: number;
  /** The server's CPU (ms, every thread) per request answered, where it was read. */
  cpuPerRequest?: number;
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
    requests: result.requests.total,
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
    requests: rounds.reduce((sum, f) => sum + f.requests, 0),
    cpuPerRequest: rounds.every((f) => f.cpuPerRequest !== undefined)
      ? mean((f) => f.cpuPerRequest!)
      : undefined,
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

/** CPU of the server process over `run` (all threads, ms) and the requests it served. */
async function withCpu(
  pid: number,
  run: () => Promise<Figures>,
): Promise<Figures & { cpuPerRequest: number }> {
  const before = cpuMsOf(pid);
  const figures = await run();
  return { ...figures, cpuPerRequest: (cpuMsOf(pid) - before) / figures.requests };
}

/** Orders placed in a row, in batches of ORDERS_PER_SAMPLE, for the memory figure. */
const MEMORY_ORDERS = 5000;
const ORDERS_PER_SAMPLE = 1000;

/**
 * Order creation (signed-in, 3 items, delivery) against a bare insert on the same server (issue
 * 34 item 1): the server's CPU per request of each, side by side (target: an order ≤ 1.5× the
 * insert), and its memory over 5,000 more orders (target: flat, RSS after the last thousand within
 * MEMORY_GROWTH_MIB of after the first).
 */
async function orderBench(label: string, postgres: boolean): Promise<boolean> {
  const location = await freshLocation("bench-orders", { postgres });
  const server = await startServer(location, {
    LOG_LEVEL: "warn",
    BENCH_ROUTES: "1",
    AUTH_TEST_PHONE_NUMBERS: BENCH_AUTH_NUMBERS,
    ...heapProbeEnv(),
  });
  const pid = server.child.pid!;
  try {
    const customer = await signIn(server.baseUrl, BENCH_PHONE);
    const body = order(await geocoded(server.baseUrl, "demo.localhost"));
    const post = { body, headers: customer.headers };
    const floor = await withCpu(pid, () =>
      load(
        `floor: bare insert (${label})`,
        `${server.baseUrl}/api/bench/insert`,
        "demo.localhost",
        {
          post: { body: "{}", headers: {} },
        },
      ),
    );
    // The least an order is written with: the insert in a transaction under a customer's lock.
    const least = await withCpu(pid, () =>
      load(
        `the insert in a locked transaction`,
        `${server.baseUrl}/api/bench/insert`,
        "demo.localhost",
        { post: { body: '{"transaction":true}', headers: {} } },
      ),
    );
    const url = `${server.baseUrl}/api/orders/demo/customer`;
    const orders = await withCpu(pid, () =>
      load(`orders: create (${label})`, url, "demo.localhost", { post }),
    );
    for (const f of [floor, least, orders]) {
      console.log(
        `${f.name.padEnd(34)} ${f.rps.toFixed(0).padStart(6)}   ${f.p50.toFixed(1).padStart(6)}   ${String(f.p99).padStart(6)}   ${String(f.errors).padStart(6)}   ${f.cpuPerRequest.toFixed(2).padStart(6)}`,
      );
    }
    const ratio = orders.cpuPerRequest / floor.cpuPerRequest;
    console.log(
      `order / bare insert (${label}): ${ratio.toFixed(2)}× the CPU   (target ≤ 1.5×); ${((orders.rps / floor.rps) * 100).toFixed(1)} % of its throughput; ` +
        `the insert in a locked transaction alone: ${(least.cpuPerRequest / floor.cpuPerRequest).toFixed(2)}×`,
    );
    const samples: Memory[] = [];
    for (let placed = 0; placed < MEMORY_ORDERS; placed += ORDERS_PER_SAMPLE) {
      const batch = await autocannon({
        url,
        connections: 10,
        amount: ORDERS_PER_SAMPLE,
        method: "POST",
        body,
        headers: {
          host: "demo.localhost",
          "content-type": "application/json",
          ...customer.headers,
        },
      });
      if (batch.non2xx + batch.errors > 0) throw new Error(`orders refused: ${batch.non2xx}`);
      samples.push(await memoryOf(pid));
    }
    const series = (pick: (m: Memory) => number) =>
      samples.map((m) => pick(m).toFixed(0)).join(" → ");
    const growth = samples.at(-1)!.heapUsed - samples[0]!.heapUsed;
    console.log(
      `memory over ${MEMORY_ORDERS} more orders (${label}), each thousand: heap after collection ${series((m) => m.heapUsed)} MiB, ` +
        `${growth.toFixed(1)} MiB after the first thousand   (target ≤ ${MEMORY_GROWTH_MIB} MiB); RSS ${series((m) => m.rss)} MiB\n`,
    );
    return ratio <= 1.5 && growth <= MEMORY_GROWTH_MIB && orders.errors === 0 && floor.errors === 0;
  } finally {
    await server.stop();
    await location.dispose();
  }
}

/**
 * What "flat" allows of the V8 heap, collected, over 4,000 orders: 4 KiB an order at most (issue
 * 34 measured 110 KiB an order that never came back). RSS is printed beside it: it also holds
 * PGlite's WebAssembly memory, which grows to its caches' size and is never given back.
 */
const MEMORY_GROWTH_MIB = 16;

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
      orders: { type: "boolean", default: false },
      pages: { type: "boolean", default: false },
      streams: { type: "boolean", default: false },
      soak: { type: "boolean", default: false },
      board: { type: "boolean", default: false },
      numbers: { type: "boolean", default: false },
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
  const only = [
    values.lighthouse,
    values.pages,
    values.soak,
    values.orders,
    values.streams,
    values.board,
    values.numbers,
  ];
  if (only.filter(Boolean).length > 1)
    throw new Error(
      "--lighthouse, --pages, --orders, --streams, --board, --numbers and --soak are benches of their own",
    );
  return {
    lighthouse: values.lighthouse,
    orders: values.orders,
    pages: values.pages,
    streams: values.streams,
    soak: values.soak,
    board: values.board,
    numbers: values.numbers,
    instances: whole("instances", 1),
    duration: whole("duration", 60),
    connections: whole("connections", 100),
  };
}

/**
 * A bare node:http process answering every request with `answer`'s status, headers and bytes
 * (scripts/lib/bare-bytes.mjs): the floor of a page the edge keeps. Returns its base URL and stop.
 */
async function bareBytes(answer: HttpAnswer) {
  const file = path.join(os.tmpdir(), `kedai-bare-bytes-${process.pid}.json`);
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(
      ([name]) => !["date", "connection", "keep-alive"].includes(name),
    ),
  );
  fs.writeFileSync(
    file,
    JSON.stringify({ status: answer.status, headers, body: answer.bytes.toString("base64") }),
  );
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, "lib/bare-bytes.mjs"), file],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once("data", (d: Buffer) => resolve(d.toString().trim()));
    child.once("exit", (code) => reject(new Error(`bare-bytes exited with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () => {
      child.kill("SIGTERM");
      fs.rmSync(file, { force: true });
    },
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
  // The demo's home page as a browser gets it, from a bare process: the floor of a kept page.
  const bare = await bareBytes(await get(server.baseUrl, "/", "demo.localhost", browser));
  // The kept page and its floor also read their server's CPU per request: with one load generator
  // on this machine's two cores, the generator may be what limits both throughputs.
  const routes: [string, string, string, Record<string, string>, number?][] = [
    ["floor: GET /healthz", "/healthz", "demo.localhost", {}],
    ["home (demo), browser", "/", "demo.localhost", browser, server.child.pid],
    ["floor: its bytes, bare node", `${bare.baseUrl}/`, "demo.localhost", browser, bare.pid],
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
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, [name, route, host, headers, pid]] of routes.entries()) {
        const url = route.startsWith("http") ? route : `${server.baseUrl}${route}`;
        const run = () => load(name, url, host, { headers });
        runs[i]!.push(pid === undefined ? await run() : await withCpu(pid, run));
      }
    }
  } finally {
    bare.stop();
  }
  const figures = runs.map(combine);
  const [floor, home, bareFloor] = figures as [Figures, Figures, Figures];

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
  const bareRatio = home.rps / bareFloor.rps;
  console.log(
    `home (demo) with browser encodings / its bytes from bare node: ${(bareRatio * 100).toFixed(1)} %   (target ≥ 70 %), p99 ${(home.p99 / bareFloor.p99).toFixed(2)}× its   (target ≤ 2×); ` +
      `server CPU ${home.cpuPerRequest!.toFixed(3)} / ${bareFloor.cpuPerRequest!.toFixed(3)} ms per request: ${(home.cpuPerRequest! / bareFloor.cpuPerRequest!).toFixed(2)}× its`,
  );
  const biggest = figures.at(-1)!;
  const bigRatio = biggest.rps / floor.rps;
  console.log(
    `${biggest.name} / floor: ${(bigRatio * 100).toFixed(1)} %   (target ≥ 40 %), p99: ${biggest.p99} ms   (target ≤ 100 ms)`,
  );
  return (
    ratio >= 0.6 &&
    home.p99 <= 50 &&
    bareRatio >= 0.7 &&
    home.p99 <= 2 * bareFloor.p99 &&
    bigRatio >= 0.4 &&
    biggest.p99 <= 100 &&
    figures.every((f) => f.errors === 0)
  );
}

/** Order creation against a bare insert. */
async function orderBenches(): Promise<boolean> {
  console.log("\norders: autocannon 20 connections × 10 s each, POST with a bearer token\n");
  console.log(
    "route                               req/s    p50 ms   p99 ms   errors   CPU ms/request",
  );
  return onBothDatabases(orderBench);
}

/** A change to 1,000 open boards and its tracking page among 1,000 (issue 34 item 3). */
async function streamBenches(): Promise<boolean> {
  console.log("\nlive streams: a change sent to every open screen\n");
  return onBothDatabases(streamBench);
}

async function main() {
  const options = benchOptions();
  await build();
  const alone = options.soak
    ? () => soak(options)
    : options.orders
      ? orderBenches
      : options.streams
        ? streamBenches
        : options.board
          ? boardBench
          : options.numbers
            ? numbersBench
            : null;
  if (alone) {
    const pass = await alone();
    console.log(pass ? "bench: targets met" : "bench: TARGETS MISSED");
    process.exitCode = pass ? 0 : 1;
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
    if (options.pages) pagesPass = loadsPass;
    else {
      const tracked = await placeTrackedOrder(server.baseUrl);
      const jsPass = await checkFirstLoadJs(server.baseUrl, jsPages(tracked));
      const lighthousePass = await checkLighthouse(
        `http://${BENCH_HOST}:${server.port}`,
        benchPages(tracked),
      );
      pagesPass = loadsPass && jsPass && lighthousePass;
    }
  } finally {
    await server.stop();
    await location.dispose();
  }
  // The one verdict of every part run; `--lighthouse` and `--pages` leave the others out.
  const partial = options.lighthouse || options.pages;
  const ordersPass = partial || (await orderBenches());
  const streamsPass = partial || (await streamBenches());
  const boardPass = partial || (await boardBench());
  const numbersPass = partial || (await numbersBench());
  const pass = pagesPass && ordersPass && streamsPass && boardPass && numbersPass;
  console.log(pass ? "bench: targets met" : "bench: TARGETS MISSED");
  process.exitCode = pass ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error("bench failed:", error);
  process.exit(1);
});
