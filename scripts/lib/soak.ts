// `npm run bench -- --soak [--instances N] [--duration S] [--connections N]` (issue 8): a long
// mixed load on PostgreSQL, one instance or several behind scripts/lib/balancer.ts, with each
// instance's staff board stream open throughout. docs/BENCHMARKS.md#soak says what it measures.
import { fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { readBrand } from "../../tests/support/brand-files";
import { signIn as signedInCustomer } from "../../tests/support/sessions";
import { freshLocation } from "../../tests/support/database";
import { get, post } from "../../tests/support/http";
import { geocoded } from "../../tests/support/places";
import type { RunningServer } from "../../tests/support/server";
import { startServer } from "../../tests/support/server";
import { openSse } from "../../tests/support/sse";
import { heapProbeEnv, memoryOf, rssOf, schedOf } from "./memory";
import type { Memory } from "./memory";
import { checkDatabase, checkStreams } from "./soak-checks";
import type { Customer, Ledger } from "./soak-mix";
import { runMix } from "./soak-mix";
import { printSoak } from "./soak-report";

export interface SoakOptions {
  duration: number;
  connections: number;
  instances: number;
}

const OWNER = "+6281100000090"; // the demo brand's owner: sees every branch's orders
const WARM_UP_S = 5;
const customerPhone = (i: number) => `+62815${String(3_000_000 + i).padStart(7, "0")}`;

/** The items `/p/{id}` shows without a branch cookie: those of the brand's first branch's menu. */
function firstBranchItems(file: string): string[] {
  const brand = readBrand(file);
  const menu = brand.menus.find((m: { id: string }) => m.id === brand.branches[0].menuId);
  return menu.sections.flatMap((s: { items: { uid: string }[] }) => s.items.map((i) => i.uid));
}

/** The balancer in its own process, so it does not share an event loop with autocannon. */
async function forkBalancer(targets: string[]) {
  const child: ChildProcess = fork(path.join(import.meta.dirname, "balancer.ts"), targets, {
    execArgv: ["--import", "tsx"],
  });
  const ask = <T>(message?: string) =>
    new Promise<T>((resolve, reject) => {
      child.once("message", (answer) => resolve(answer as T));
      child.once("exit", (code) => reject(new Error(`the balancer exited with ${code}`)));
      if (message) child.send(message);
    });
  const { port } = await ask<{ port: number }>();
  return {
    pid: child.pid!,
    baseUrl: `http://127.0.0.1:${port}`,
    counts: async () => (await ask<{ counts: number[] }>("counts")).counts,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.disconnect();
      }),
  };
}

async function signIn(front: string, count: number): Promise<Customer[]> {
  const customers: Customer[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from({ length: Math.min(10, count - i) }, (_, j) => customerPhone(i + j));
    const signed = await Promise.all(batch.map((phone) => signedInCustomer(front, phone)));
    customers.push(...signed.map((c) => ({ ...c, lastOrderId: "" })));
  }
  return customers;
}

/** One pick-up order per customer, so each has an order for the API reads to look at. */
async function seedOrders(front: string, customers: Customer[], items: string[], ledger: Ledger) {
  for (const customer of customers) {
    const key = randomUUID();
    const res = await post(
      front,
      "/api/orders/demo/customer",
      "demo.localhost",
      {
        orderMode: "PICKUP",
        selectedBranchId: "kemang",
        deliveryOrPickupTime: "NOW",
        basket: { items: [{ itemId: items[0], qty: 1 }] },
        payment: { method: "payAtOutlet", confirmation: "NOT_REQUIRED" },
      },
      { ...customer.headers, "x-idempotency-key": key },
    );
    if (res.status !== 200) throw new Error(`seeding an order: ${res.status} ${res.body}`);
    customer.lastOrderId = res.json<{ data: { uid: string } }>().data.uid;
    ledger.placed.push({ uid: customer.lastOrderId, key });
  }
}

export async function soak({ duration, connections, instances }: SoakOptions): Promise<boolean> {
  const items = {
    demo: firstBranchItems("brands/demo.json"),
    kopi: firstBranchItems("brands/kopi.json"),
  };
  const phones = [OWNER, ...Array.from({ length: connections }, (_, i) => customerPhone(i))];
  const settings = {
    ...heapProbeEnv(),
    LOG_LEVEL: "warn",
    AUTH_TEST_PHONE_NUMBERS: phones.map((p) => `${p}:12345`).join(","),
    OTP_IP_PER_HOUR: "100000",
    OTP_PHONE_PER_HOUR: "1000",
    OTP_PHONE_COOLDOWN_SECONDS: "0",
    OTP_VERIFY_IP_PER_HOUR: "100000",
    OTP_VERIFY_PHONE_PER_HOUR: "1000",
    // Behind the balancer the client's address is the entry before the balancer's own.
    TRUST_PROXY_HOPS: instances > 1 ? "1" : "0",
  };
  const location = await freshLocation("soak", { postgres: true });
  const servers: RunningServer[] = [];
  let balancer: Awaited<ReturnType<typeof forkBalancer>> | undefined;
  const streams: { name: string; stream: Awaited<ReturnType<typeof openSse>> }[] = [];
  try {
    // One at a time: the first creates the schema and loads the demo brands.
    for (let i = 0; i < instances; i++) servers.push(await startServer(location, settings));
    balancer = instances > 1 ? await forkBalancer(servers.map((s) => s.baseUrl)) : undefined;
    const front = balancer?.baseUrl ?? servers[0]!.baseUrl;

    const owner = await signedInCustomer(front, OWNER);
    const boards = servers.map((s, i) => ({ name: `instance ${i + 1}`, baseUrl: s.baseUrl }));
    if (balancer) boards.push({ name: "via the balancer", baseUrl: front });
    for (const { name, baseUrl } of boards) {
      const stream = await openSse(baseUrl, "/api/staff/events", "demo.localhost", owner.headers);
      if (stream.status !== 200) throw new Error(`staff stream on ${name}: ${stream.status}`);
      await stream.next((e) => e.event === "ready");
      streams.push({ name, stream });
    }

    console.log(`soak: signing in ${connections} customers…`);
    const customers = await signIn(front, connections);
    const ledger: Ledger = { placed: [], unanswered: new Set(), failures: [] };
    await seedOrders(front, customers, items.demo, ledger);
    console.log(`soak: warming up (every page on every instance, then ${WARM_UP_S} s of the mix)…`);
    for (let round = 0; round < instances; round++)
      for (const brand of ["demo", "kopi"] as const)
        for (const page of ["/", ...items[brand].map((id) => `/p/${encodeURIComponent(id)}`)])
          await get(front, page, `${brand}.localhost`);
    const mix = { customers, items, address: await geocoded(front, "demo.localhost") };
    const warmUpRun = { connections, duration: WARM_UP_S, label: "warm-up" };
    const warmUp = await runMix(front, warmUpRun, mix, ledger);
    const warmUpErrors = warmUp.result.errors + warmUp.result.non2xx;
    const before: Memory[] = [];
    for (const s of servers) before.push(await memoryOf(s.child.pid!));
    const countsBefore = (await balancer?.counts()) ?? [];

    console.log(`soak: ${connections} connections × ${duration} s…`);
    const logStart = servers.map((s) => s.output().length);
    // RSS every tenth of the run: does it level off or keep climbing?
    const rssSeries = servers.map((s) => [rssOf(s.child.pid!)]);
    const processes = [
      ...servers.map((s, i) => ({ name: `instance ${i + 1}`, pid: s.child.pid! })),
      ...(balancer ? [{ name: "balancer", pid: balancer.pid }] : []),
      { name: "load generator", pid: process.pid },
    ];
    const schedBefore = processes.map(({ pid }) => schedOf(pid));
    const sampler = setInterval(
      () => servers.forEach((s, i) => rssSeries[i]!.push(rssOf(s.child.pid!))),
      (duration * 1000) / 10,
    );
    const run = await runMix(front, { connections, duration, label: "soak" }, mix, ledger).finally(
      () => clearInterval(sampler),
    );
    const sched = processes.map(({ name, pid }, i) => {
      const [now, then] = [schedOf(pid), schedBefore[i]!];
      return { name, onCpu: now.onCpu - then.onCpu, waiting: now.waiting - then.waiting };
    });
    const countsAfter = (await balancer?.counts()) ?? [];
    const streamChecks = await checkStreams(streams, ledger);
    const after: Memory[] = [];
    for (const s of servers) after.push(await memoryOf(s.child.pid!));
    const database = await checkDatabase(location.databaseUrl!, ledger);

    return printSoak({
      options: { duration, connections, instances },
      run,
      warmUpErrors,
      failures: ledger.failures,
      memory: servers.map((_, i) => ({
        before: before[i]!,
        after: after[i]!,
        rssSeries: rssSeries[i]!,
      })),
      sched,
      perInstance: countsAfter.map((n, i) => n - (countsBefore[i] ?? 0)),
      streams: streamChecks,
      placed: ledger.placed.length,
      database,
      serverLogs: servers.map((s, i) => s.output().slice(logStart[i])),
    });
  } finally {
    for (const { stream } of streams) stream.close();
    await balancer?.close();
    for (const server of servers) await server.stop();
    await location.dispose();
  }
}
