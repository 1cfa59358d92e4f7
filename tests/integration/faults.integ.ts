import { randomUUID } from "node:crypto";
import net from "node:net";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { readBrand } from "../support/brand-files";
import type { TestSession } from "../support/sessions";
import { signIn } from "../support/sessions";
import type { TestLocation } from "../support/database";
import { freshLocation, locationsForFile, usingPostgres } from "../support/database";
import type { HttpAnswer } from "../support/http";
import { get, halfSentPost, post } from "../support/http";
import type { RunningServer } from "../support/server";
import { startServer } from "../support/server";
import { openSse } from "../support/sse";
import { tcpProxy } from "../support/tcp-proxy";

// Issue 8, faults: a server killed outright in the middle of taking orders, the database gone for
// ten seconds, and a polite stop. docs/RELIABILITY.md quotes these tests.

const { location, defer } = locationsForFile("faults");
const host = "demo.localhost";
const OWNER = "+6281100000090"; // demo's owner (brands/demo.json): sees every branch's board
const CUSTOMERS = ["+6281100000041", "+6281100000042", "+6281100000043", "+6281100000044"];
const settings = {
  AUTH_TEST_PHONE_NUMBERS: [OWNER, ...CUSTOMERS].map((p) => `${p}:12345`).join(","),
  OTP_IP_PER_HOUR: "1000",
  OTP_PHONE_PER_HOUR: "1000",
  OTP_PHONE_COOLDOWN_SECONDS: "0",
};
const demo = readBrand("brands/demo.json");
const kemang = demo.branches.find((b: { id: string }) => b.id === "kemang");
const itemId = demo.menus.find((m: { id: string }) => m.id === kemang.menuId).sections[0].items[0]
  .uid as string;

type Customer = TestSession;

function placeOrder(baseUrl: string, customer: Customer, key: string): Promise<HttpAnswer> {
  return post(
    baseUrl,
    "/api/orders/demo/customer",
    host,
    {
      orderMode: "PICKUP",
      selectedBranchId: "kemang",
      deliveryOrPickupTime: "NOW",
      basket: { items: [{ itemId, qty: 1 }] },
      payment: { method: "payAtOutlet", confirmation: "NOT_REQUIRED" },
    },
    { ...customer.headers, "x-idempotency-key": key },
  );
}

/** Orders by idempotency key, read straight from the database (the server must be stopped on PGlite). */
async function ordersByKey(loc: TestLocation): Promise<Map<string, string[]>> {
  const handle = await openDatabase(loc);
  try {
    const result: unknown = await handle.db.execute(
      sql`select idempotency_key, id from orders where idempotency_key is not null`,
    );
    const byKey = new Map<string, string[]>();
    for (const row of (result as { rows: { idempotency_key: string; id: string }[] }).rows)
      byKey.set(row.idempotency_key, [...(byKey.get(row.idempotency_key) ?? []), row.id]);
    return byKey;
  } finally {
    await handle.close();
  }
}

const timed = async <T>(work: Promise<T>) => {
  const started = Date.now();
  const value = await work;
  return { value, ms: Date.now() - started };
};

describe("kill -9 in the middle of an order load", () => {
  it("keeps every order answered 200, once, and the restarted server takes the retries", async () => {
    const loc = await location();
    let server: RunningServer = await startServer(loc, settings);
    const customers = await Promise.all(CUSTOMERS.map((p) => signIn(server.baseUrl, p)));

    // Four customers keep ordering, each with a fresh key per order, until the server dies.
    const answered = new Map<string, string>(); // key -> order id answered 200
    const sent: { key: string; customer: Customer }[] = [];
    let dead = false;
    const workers = customers.map(async (customer) => {
      while (!dead) {
        const key = randomUUID();
        sent.push({ key, customer });
        try {
          const res = await placeOrder(server.baseUrl, customer, key);
          if (res.status === 200) answered.set(key, res.json<{ data: { uid: string } }>().data.uid);
          else throw new Error(`order answered ${res.status}: ${res.body}`);
        } catch (error) {
          if (!dead) throw error;
        }
      }
    });
    await expect.poll(() => answered.size, { timeout: 30_000 }).toBeGreaterThanOrEqual(20);
    dead = true;
    server.child.kill("SIGKILL");
    await Promise.all(workers);
    expect(await server.exitCode()).toBeNull(); // killed by the signal, no clean-up ran

    // The restart takes over (PGlite: a stale lock, recovered with a warning).
    server = await startServer(loc, settings);
    defer(() => server.stop());
    if (!usingPostgres) expect(server.output()).toContain("was not closed cleanly");

    // Customers whose order got no answer retry with the same key: one order each, never two.
    for (const { key, customer } of sent) {
      const res = await placeOrder(server.baseUrl, customer, key);
      expect(res.status, res.body).toBe(200);
      const uid = res.json<{ data: { uid: string } }>().data.uid;
      if (answered.has(key)) expect(uid).toBe(answered.get(key));
    }
    await server.stop();

    const stored = await ordersByKey(loc);
    for (const [key, id] of answered) expect(stored.get(key)).toEqual([id]);
    for (const { key } of sent) expect(stored.get(key)).toHaveLength(1);
    expect(stored.size).toBe(sent.length);
  });
});

describe("SIGTERM", () => {
  it("stops taking connections, finishes the request in flight, ends live streams and exits 0", async () => {
    const loc = await location();
    const server = await startServer(loc, { ...settings, LOG_LEVEL: "info" });
    defer(() => server.stop());
    const owner = await signIn(server.baseUrl, OWNER);
    const board = await openSse(server.baseUrl, "/api/staff/events", host, owner.headers);
    expect(board.status).toBe(200);

    // A request in flight: its headers are in, half of its body is not.
    const { answer, finish } = halfSentPost(server.baseUrl, "/api/auth/create-otp", host, {
      phoneNumber: CUSTOMERS[0],
      brandId: "demo",
      targetApp: "kitchen-web-app",
    });
    await new Promise((r) => setTimeout(r, 300)); // the request reaches the route

    server.child.kill("SIGTERM");
    await expect.poll(() => board.ended(), { timeout: 5000 }).toBe(true);
    // A new connection is refused; a request on a connection kept alive from before gets 503
    // and the connection is closed.
    await expect(
      new Promise((resolve, reject) =>
        net.connect(server.port, "127.0.0.1").on("connect", resolve).on("error", reject),
      ),
    ).rejects.toThrow(/ECONNREFUSED/);
    const late = await fetch(`${server.baseUrl}/healthz`).catch(() => null);
    if (late) {
      expect(late.status).toBe(503);
      expect(late.headers.get("connection")).toBe("close");
    }
    finish(); // the rest of the body, now that the server has closed its door

    const finished = await answer;
    expect(finished.status, finished.text).toBe(200);
    expect(await server.exitCode()).toBe(0);
    expect(server.output()).toContain('"msg":"shutting down: live streams closed"');
    expect(server.output()).toContain('"msg":"shutdown complete"');
  });
});

describe("PostgreSQL away for 10 s", () => {
  // Always on PostgreSQL (the local server every machine has): PGlite lives inside the process
  // and cannot go away on its own.
  it("answers 503 quickly while it is away and recovers by itself", async () => {
    const loc = await freshLocation("outage", { postgres: true });
    defer(() => loc.dispose());
    const url = new URL(loc.databaseUrl!);
    const relay = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    defer(() => relay.close());
    url.hostname = "127.0.0.1";
    url.port = String(relay.port);
    const server = await startServer(
      { dataDir: loc.dataDir, databaseUrl: url.toString(), dispose: async () => undefined },
      { ...settings, LOG_LEVEL: process.env.DEBUG_FAULTS ? "info" : "warn" },
    );
    if (process.env.DEBUG_FAULTS) defer(async () => console.log(server.output()));
    defer(() => server.stop());
    const base = server.baseUrl;
    const customer = await signIn(base, CUSTOMERS[0]!);
    expect((await placeOrder(base, customer, randomUUID())).status).toBe(200);
    expect((await get(base, "/", host)).status).toBe(200);

    relay.cut();
    const outageEnds = Date.now() + 10_000;
    const seen: string[] = [];
    while (Date.now() < outageEnds) {
      const [ready, mine, order, health, page] = await Promise.all([
        timed(get(base, "/readyz", host)),
        timed(get(base, `/api/me/${customer.uid}/orders`, host, customer.headers)),
        timed(placeOrder(base, customer, randomUUID())),
        timed(get(base, "/healthz", host)),
        timed(get(base, "/", host)),
      ]);
      for (const { value, ms } of [ready, mine, order]) {
        expect(value.status, value.body).toBe(503);
        expect(ms).toBeLessThan(5000); // the pool's connect timeout (3 s) and some margin
      }
      for (const { value } of [mine, order]) {
        expect(value.json()).toMatchObject({ isErr: true, error: { code: "SERVICE_UNAVAILABLE" } });
        expect(value.headers["retry-after"]).toBe("5");
      }
      expect(health.value.status).toBe(200);
      // Menu pages keep being served from the page cache and the last known brand.
      expect([200, 503]).toContain(page.value.status);
      expect(page.ms).toBeLessThan(5000);
      seen.push(
        `${ready.value.status}/${mine.value.status}/${order.value.status}/${page.value.status}`,
      );
    }
    expect(seen.length).toBeGreaterThanOrEqual(2);

    relay.restore();
    await expect
      .poll(async () => (await get(base, "/readyz", host)).status, {
        timeout: 15_000,
        interval: 500,
      })
      .toBe(200);
    const owner = await signIn(base, OWNER);
    const order = await placeOrder(base, customer, randomUUID());
    expect(order.status, order.body).toBe(200);
    expect((await get(base, `/api/me/${customer.uid}/orders`, host, customer.headers)).status).toBe(
      200,
    );
    // Live updates come back by themselves: the LISTEN connection reconnects (with back-off), and
    // until it has, a board is told to resync. Orders placed now reach an open board's stream.
    const board = await openSse(base, "/api/staff/events", host, owner.headers);
    defer(async () => void board.close());
    await expect
      .poll(
        async () => {
          const uid = (await placeOrder(base, customer, randomUUID())).json<{
            data: { uid: string };
          }>().data.uid;
          return board
            .next((e) => e.event === "order" && e.json<{ uid: string }>().uid === uid, 2000)
            .then(
              () => true,
              () => false,
            );
        },
        { timeout: 30_000, interval: 0 },
      )
      .toBe(true);
  });
});
