import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { orderStatusCommand, readBrand } from "../support/brand-files";
import { signIn } from "../support/sessions";
import { freshLocation, locationsForFile, usingPostgres } from "../support/database";
import { expectError } from "../support/auth-flow";
import { get, post } from "../support/http";
import type { RunningServer } from "../support/server";
import { startServer } from "../support/server";
import { openSse } from "../support/sse";

// Issue 7: `npm run order:status` and the live fan-out across app instances.
const { location, defer } = locationsForFile("operators");
const host = "demo.localhost";
const CUSTOMER = "+6281100000041";
const STAFF = "+6281100000091"; // Dapur Kemang (brands/demo.json)
const settings = {
  AUTH_TEST_PHONE_NUMBERS: `${CUSTOMER}:12345,${STAFF}:12345`,
  OTP_IP_PER_HOUR: "1000",
  OTP_PHONE_COOLDOWN_SECONDS: "0",
};
const demo = readBrand("brands/demo.json");
const kemangItem = demo.menus[0].sections[0].items[0].uid as string;

async function started(loc: Awaited<ReturnType<typeof location>>): Promise<RunningServer> {
  const server = await startServer(loc, settings);
  defer(() => server.stop());
  return server;
}

async function placeOrder(server: RunningServer, customer: { headers: Record<string, string> }) {
  const res = await post(
    server.baseUrl,
    "/api/orders/demo/customer",
    host,
    {
      orderMode: "PICKUP",
      selectedBranchId: "kemang",
      deliveryOrPickupTime: "NOW",
      basket: { items: [{ itemId: kemangItem, qty: 1 }] },
      payment: { method: "payAtOutlet", confirmation: "NOT_REQUIRED" },
    },
    { ...customer.headers, "x-idempotency-key": randomUUID() },
  );
  expect(res.status, res.body).toBe(200);
  return res.json<{ data: { uid: string } }>().data.uid;
}

describe("npm run order:status", () => {
  it("explains itself and checks its arguments", async () => {
    const loc = await location();
    const help = orderStatusCommand(loc, "--help");
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("Where it writes");
    expect(help.stdout).toContain("asks that server");
    expect(orderStatusCommand(loc, "--brand", "demo", "abc").status).toBe(2);
    const bad = orderStatusCommand(loc, "--brand", "demo", "abc", "SHIPPED");
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain(
      "STATUS must be one of PENDING, ACCEPTED, READY, CANCELLED, COMPLETED",
    );
  });

  it("changes an order through the running server, live for the customer, with the board's rules", async () => {
    const loc = await location();
    const server = await started(loc);
    const customer = await signIn(server.baseUrl, CUSTOMER);
    const id = await placeOrder(server, customer);
    const stream = await openSse(
      server.baseUrl,
      `/api/orders/demo/${id}/events`,
      host,
      customer.headers,
    );
    try {
      await stream.next((e) => e.event === "order");
      const accepted = orderStatusCommand(loc, "--brand", "demo", id, "ACCEPTED", "--by", "Budi");
      expect(accepted.stderr).toBe("");
      expect(accepted.status).toBe(0);
      expect(accepted.stdout).toContain(
        usingPostgres
          ? `Order ${id} is now ACCEPTED (on PostgreSQL`
          : `Order ${id} is now ACCEPTED (through the running server at ${server.baseUrl})`,
      );
      await stream.next((e) => e.json<{ status: string }>().status === "ACCEPTED", 2000);

      const illegal = orderStatusCommand(loc, "--brand", "demo", id, "PENDING");
      expect(illegal.status).toBe(1);
      expect(illegal.stderr).toContain(
        "An order that is ACCEPTED cannot become PENDING. (INVALID_STATUS_CHANGE)",
      );
      const noReason = orderStatusCommand(loc, "--brand", "demo", id, "CANCELLED");
      expect(noReason.status).toBe(1);
      expect(noReason.stderr).toContain("REASON_REQUIRED");
      const missing = orderStatusCommand(loc, "--brand", "demo", "nosuchorder", "ACCEPTED");
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain("ORDER_NOT_FOUND");
      expect(orderStatusCommand(loc, "--brand", "nobrand", id, "COMPLETED").status).toBe(1);
    } finally {
      stream.close();
    }
    // Who did it is on the board's timeline.
    const staff = await signIn(server.baseUrl, STAFF);
    const board = (await get(server.baseUrl, "/api/staff/orders", host, staff.headers)).json<{
      data: { orders: { uid: string; events: { status: string; by: string }[] }[] };
    }>().data;
    expect(board.orders.find((o) => o.uid === id)?.events.at(-1)).toMatchObject({
      status: "ACCEPTED",
      by: "Budi",
    });

    // With the server stopped, the command opens the database itself.
    await server.stop();
    const direct = orderStatusCommand(loc, "--brand", "demo", id, "COMPLETED");
    expect(direct.stderr).toBe("");
    expect(direct.stdout).toContain(usingPostgres ? "on PostgreSQL" : "on the embedded database");
  }, 150_000); // a server start and six runs of the command (each a Node start): 60 s is tight on a busy machine

  it("refuses operator calls without a valid operator token", async () => {
    const loc = await location();
    const server = await started(loc);
    const path = "/api/operator/orders/demo/abc/status";
    expectError(
      await post(server.baseUrl, path, host, { status: "ACCEPTED" }),
      401,
      "OPERATOR_UNAUTHORIZED",
    );
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setAudience("kedai-operator")
      .setExpirationTime("1m")
      .sign(new TextEncoder().encode("not-the-servers-secret-not-the-servers-secret"));
    expectError(
      await post(
        server.baseUrl,
        path,
        host,
        { status: "ACCEPTED" },
        { authorization: `Bearer ${forged}` },
      ),
      401,
      "OPERATOR_UNAUTHORIZED",
    );
    // A customer's token is no operator token either.
    const customer = await signIn(server.baseUrl, CUSTOMER);
    expectError(
      await post(server.baseUrl, "/api/operator/brands", host, { file: {} }, customer.headers),
      401,
      "OPERATOR_UNAUTHORIZED",
    );
  });
});

describe("several app instances on one PostgreSQL", () => {
  // Always on PostgreSQL (every machine has one, see the brief): PGlite is one process by design.
  it("brings a change made through instance A to a stream held on instance B within 1 s", async () => {
    const loc = await freshLocation("instances", { postgres: true });
    defer(() => loc.dispose());
    const a = await started(loc);
    const b = await started(loc);
    const customer = await signIn(a.baseUrl, CUSTOMER);
    const staff = await signIn(b.baseUrl, STAFF);
    const board = await openSse(b.baseUrl, "/api/staff/events", host, staff.headers);
    try {
      await board.next((e) => e.event === "ready");
      const id = await placeOrder(a, customer); // placed on A, seen on B's board
      await board.next((e) => e.event === "order" && e.data.includes(id), 1000);

      const tracking = await openSse(
        b.baseUrl,
        `/api/orders/demo/${id}/events`,
        host,
        customer.headers,
      );
      try {
        await tracking.next((e) => e.event === "order");
        const sentAt = Date.now();
        const res = await post(
          a.baseUrl,
          `/api/staff/orders/${id}/status`,
          host,
          { status: "ACCEPTED" },
          staff.headers,
        );
        expect(res.status).toBe(200);
        const seen = await tracking.next(
          (e) => e.json<{ status: string }>().status === "ACCEPTED",
          1000,
        );
        expect(seen.at - sentAt).toBeLessThan(1000);
      } finally {
        tracking.close();
      }
    } finally {
      board.close();
    }
  });

  it("keeps delivering after the LISTEN connection is cut (database restart, network)", async () => {
    const loc = await freshLocation("relisten", { postgres: true });
    defer(() => loc.dispose());
    const server = await started(loc);
    const customer = await signIn(server.baseUrl, CUSTOMER);
    const staff = await signIn(server.baseUrl, STAFF);
    const board = await openSse(server.baseUrl, "/api/staff/events", host, staff.headers);
    const admin = new pg.Client({ connectionString: loc.databaseUrl });
    await admin.connect();
    try {
      await board.next((e) => e.event === "ready");
      // Cut every LISTEN connection of the server, as a database restart would.
      const cut = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query like 'LISTEN %'`,
      );
      expect(cut.rowCount).toBeGreaterThan(0);
      // The server reconnects by itself and tells the board to read again...
      await board.next((e) => e.event === "resync", 10_000);
      // ...and new orders arrive live again.
      const id = await placeOrder(server, customer);
      await board.next((e) => e.event === "order" && e.data.includes(id), 2000);
    } finally {
      await admin.end();
      board.close();
    }
  });
});
