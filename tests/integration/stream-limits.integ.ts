import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBrand } from "../support/brand-files";
import type { TestSession } from "../support/sessions";
import { signIn } from "../support/sessions";
import type { TestLocation } from "../support/database";
import { freshLocation } from "../support/database";
import { post } from "../support/http";
import type { RunningServer } from "../support/server";
import { startServer } from "../support/server";
import { openSse } from "../support/sse";

// Issue 31 item 7: 2,000 storefront streams from one address grew the server by 130 MiB. Open
// live streams are counted per client address and per process (src/server/stream-limits.ts); one
// past either cap answers 503 TOO_MANY_STREAMS with Retry-After, and every way a stream ends gives
// its place back. Small caps here; TRUST_PROXY_HOPS=1 lets each request name its address.

const DEMO = "demo.localhost";
const KEMANG_STAFF = "+6281100000091";
const CUSTOMER = "+6281100000131";
const OTHER_CUSTOMER = "+6281100000132";
const demo = readBrand("brands/demo.json");
const firstItemOf = (branchId: string) => {
  const branch = demo.branches.find((b: { id: string }) => b.id === branchId);
  const menu = demo.menus.find((m: { id: string }) => m.id === branch.menuId);
  return menu.sections[0].items[0].uid as string;
};

let loc: TestLocation;
let server: RunningServer;
type Who = TestSession;
let staff: Who;
let customer: Who;
let otherCustomer: Who;
let orderId: string;

beforeAll(async () => {
  loc = await freshLocation("stream-limits");
  server = await startServer(loc, {
    AUTH_TEST_PHONE_NUMBERS: [KEMANG_STAFF, CUSTOMER, OTHER_CUSTOMER]
      .map((p) => `${p}:12345`)
      .join(","),
    OTP_PHONE_COOLDOWN_SECONDS: "0",
    TRUST_PROXY_HOPS: "1",
    STREAMS_PER_ADDRESS: "2",
    STREAMS_PER_PROCESS: "3",
    STREAM_RECHECK_SECONDS: "0.5",
  });
  staff = await signIn(server.baseUrl, KEMANG_STAFF);
  customer = await signIn(server.baseUrl, CUSTOMER);
  otherCustomer = await signIn(server.baseUrl, OTHER_CUSTOMER);
  const placed = await post(
    server.baseUrl,
    "/api/orders/demo/customer",
    DEMO,
    {
      orderMode: "PICKUP",
      selectedBranchId: "kemang",
      deliveryOrPickupTime: "NOW",
      basket: { items: [{ itemId: firstItemOf("kemang"), qty: 1 }] },
      payment: { method: "payAtOutlet", confirmation: "NOT_REQUIRED" },
    },
    { ...customer.headers, "x-idempotency-key": randomUUID() },
  );
  expect(placed.status, placed.body).toBe(200);
  orderId = placed.json<{ data: { uid: string } }>().data.uid;
});

afterAll(async () => {
  await server?.stop();
  await loc?.dispose();
});

const from = (address: string, headers: Record<string, string> = {}) => ({
  ...headers,
  "x-forwarded-for": address,
});
const storefront = (address: string) =>
  openSse(server.baseUrl, "/api/storefront/events", DEMO, from(address));
const staffBoard = (address: string) =>
  openSse(server.baseUrl, "/api/staff/events", DEMO, from(address, staff.headers));
const orderStream = (address: string, headers = customer.headers) =>
  openSse(server.baseUrl, `/api/orders/demo/${orderId}/events`, DEMO, from(address, headers));

type Stream = Awaited<ReturnType<typeof openSse>>;
async function expectOpen(stream: Stream, first: string) {
  expect(stream.status, stream.body()).toBe(200);
  await stream.next((e) => e.event === first);
  return stream;
}
async function expectRefused(stream: Stream) {
  expect(stream.status, stream.body()).toBe(503);
  expect(stream.headers["retry-after"]).toBe("30");
  await new Promise<void>((resolve) => {
    const wait = () => (stream.ended() ? resolve() : setTimeout(wait, 20));
    wait();
  });
  expect(JSON.parse(stream.body())).toMatchObject({
    isErr: true,
    error: { reasonCode: "TOO_MANY_STREAMS" },
  });
}
/** The server notices a closed stream a moment later: try until `open` is answered 200. */
async function eventuallyOpen(open: () => Promise<Stream>, first: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const stream = await open();
    if (stream.status === 200 || Date.now() > deadline) return expectOpen(stream, first);
    stream.close();
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("open live streams are bounded", () => {
  it("refuses an address past STREAMS_PER_ADDRESS with 503 and Retry-After; closing one frees its place", async () => {
    const a1 = await expectOpen(await storefront("198.51.100.1"), "ready");
    const a2 = await expectOpen(await staffBoard("198.51.100.1"), "ready");
    await expectRefused(await storefront("198.51.100.1"));
    await expectRefused(await orderStream("198.51.100.1"));
    // A caller the route denies hears of that, not of the cap: nobody learns of an order, or of
    // the board, from a 503.
    const anonymous = openSse(server.baseUrl, "/api/staff/events", DEMO, from("198.51.100.1"));
    expect((await anonymous).status).toBe(401);
    const notStaff = openSse(
      server.baseUrl,
      "/api/staff/events",
      DEMO,
      from("198.51.100.1", customer.headers),
    );
    expect((await notStaff).status).toBe(403);
    expect((await orderStream("198.51.100.1", {})).status).toBe(401);
    expect((await orderStream("198.51.100.1", otherCustomer.headers)).status).toBe(404);

    a1.close();
    const a3 = await eventuallyOpen(() => storefront("198.51.100.1"), "ready");
    await expectRefused(await storefront("198.51.100.1"));
    a2.close();
    a3.close();
  });

  it("refuses everyone past STREAMS_PER_PROCESS, storefront, customer and staff alike", async () => {
    const open = [
      await eventuallyOpen(() => storefront("198.51.100.2"), "ready"),
      await eventuallyOpen(() => orderStream("198.51.100.3"), "order"),
      await eventuallyOpen(() => staffBoard("198.51.100.4"), "ready"),
    ];
    await expectRefused(await storefront("198.51.100.5"));
    await expectRefused(await orderStream("198.51.100.5"));
    await expectRefused(await staffBoard("198.51.100.5"));

    open[1]!.close();
    open.push(await eventuallyOpen(() => orderStream("198.51.100.5"), "order"));
    for (const stream of open) stream.close();
  });

  it("gives the place back when a stream ends on the server's side: the recheck finds the caller signed out", async () => {
    const other = await signIn(server.baseUrl, KEMANG_STAFF);
    const fill = [
      await eventuallyOpen(() => storefront("198.51.100.6"), "ready"),
      await eventuallyOpen(() => storefront("198.51.100.7"), "ready"),
      await eventuallyOpen(
        () =>
          openSse(server.baseUrl, "/api/staff/events", DEMO, from("198.51.100.8", other.headers)),
        "ready",
      ),
    ];
    await expectRefused(await storefront("198.51.100.9"));
    const out = await post(
      server.baseUrl,
      "/api/auth/logout",
      DEMO,
      {},
      {
        ...other.headers,
        origin: `http://${DEMO}`,
      },
    );
    expect(out.status, out.body).toBe(200);
    await expect(fill[2]!.next(() => false, 5000)).rejects.toThrow("the stream ended");
    await eventuallyOpen(() => storefront("198.51.100.9"), "ready");
    for (const stream of fill) stream.close();
  });

  it("writes no error line, and tells the operator once a minute at most", () => {
    const lines = server
      .output()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    // The tests above ran within a minute or two: one warning per minute at most.
    const warned = lines.filter((l) => l.msg.startsWith("live streams at their cap"));
    expect(warned.length).toBeGreaterThanOrEqual(1);
    expect(warned.length).toBeLessThanOrEqual(3);
  });
});
