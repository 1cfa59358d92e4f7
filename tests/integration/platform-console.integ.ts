import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { PlatformShopDetail, PlatformShops } from "@/contract/platform";
import type { HttpAnswer } from "../support/http";
import { get, post } from "../support/http";
import { pickupOrder } from "../support/order-bodies";
import type { TestSession } from "../support/sessions";
import { DEMO, KOPI, PLATFORM, serverForFile } from "../support/test-server";

// Issue 35 item 6 over HTTP: the platform's operators (PLATFORM_OPERATORS) list the shops with
// their figures (orders placed through the API), see one, suspend it with a reason and resume it.
// Everyone else is refused, on the platform's host and on a shop's; an owner's save of the brand
// does not lift a suspension.

const OPERATOR = "+6281100000083";
const t = serverForFile("platform-console", {
  signIn: ["owner", "customer", "kemang"],
  phones: [OPERATOR, "+6281100000093"], // and kopi's owner
  settings: { PLATFORM_OPERATORS: OPERATOR, OTP_IP_PER_HOUR: "1000" },
});

const data = <T>(res: HttpAnswer) => {
  expect(res.status, res.body).toBe(200);
  return res.json<{ data: T }>().data;
};
const reasonOf = (res: HttpAnswer) =>
  res.json<{ error?: { reasonCode: string } }>().error?.reasonCode;

let operator: TestSession;
const as = (s: TestSession) => s.headers;
/** A cookie session's write, as the console's page sends it (the CSRF check wants the Origin). */
const byCookie = (s: TestSession) => ({ cookie: s.cookie, origin: `http://${PLATFORM}` });
const operatorSession = async () => (operator ??= await t.signIn(OPERATOR, PLATFORM));

const shops = async (query = "") =>
  data<PlatformShops>(
    await get(t.baseUrl(), `/api/platform/shops${query}`, PLATFORM, as(await operatorSession())),
  );
const shop = async (id: string) =>
  data<PlatformShopDetail>(
    await get(t.baseUrl(), `/api/platform/shops/${id}`, PLATFORM, as(await operatorSession())),
  );
const suspend = async (id: string, body: unknown, headers?: Record<string, string>) =>
  post(
    t.baseUrl(),
    `/api/platform/shops/${id}/suspend`,
    PLATFORM,
    body,
    headers ?? byCookie(await operatorSession()),
  );
const resume = async (id: string, headers?: Record<string, string>) =>
  post(
    t.baseUrl(),
    `/api/platform/shops/${id}/resume`,
    PLATFORM,
    {},
    headers ?? byCookie(await operatorSession()),
  );

async function placeOrder(): Promise<string> {
  const res = await post(
    t.baseUrl(),
    "/api/orders/demo/customer",
    DEMO,
    pickupOrder("kemang", [{ itemId: "black-forest-slice", qty: 1 }]),
    { ...t.as.customer.headers, "x-idempotency-key": randomUUID() },
  );
  return data<{ uid: string }>(res).uid;
}

describe("the platform's list of shops", () => {
  it("lists the shops, never the platform's own row, with their owners and counts", async () => {
    const list = await shops();
    const ids = list.shops.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(["demo", "kopi"]));
    expect(ids).not.toContain("_platform");
    expect(list).toMatchObject({ page: 1, pageSize: 50, total: list.shops.length });
    const demo = list.shops.find((s) => s.id === "demo")!;
    expect(demo).toMatchObject({
      name: expect.any(String),
      subDomainName: "demo",
      url: expect.stringMatching(/^http:\/\/demo\.localhost:\d+$/),
      state: "open",
      suspendedAt: null,
      suspendedReason: null,
      lastOrderAt: null,
      ordersThisWeek: 0,
      timeZone: "Asia/Jakarta",
      owners: [{ name: expect.any(String), phoneNumber: "+6281100000090" }],
      branches: 3,
    });
    expect(demo.items).toBeGreaterThan(0);
    expect(Date.parse(demo.createdAt)).not.toBeNaN();
    expect(demo.openedAt).not.toBeNull();
  });

  it("counts the orders placed this week (not the cancelled ones) and dates the last", async () => {
    const before = Date.now();
    await placeOrder();
    await placeOrder();
    const cancelled = await placeOrder();
    const res = await post(
      t.baseUrl(),
      `/api/staff/orders/${cancelled}/status`,
      DEMO,
      { status: "CANCELLED", reason: "Out of cream" },
      t.as.kemang.headers,
    );
    expect(res.status, res.body).toBe(200);
    const list = await shops();
    const demo = list.shops.find((s) => s.id === "demo")!;
    expect(demo.ordersThisWeek).toBe(2);
    expect(Date.parse(demo.lastOrderAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(demo.lastOrderAt!)).toBeLessThanOrEqual(Date.now() + 1000);
    const kopi = list.shops.find((s) => s.id === "kopi")!;
    expect(kopi).toMatchObject({ ordersThisWeek: 0, lastOrderAt: null });
    // Nothing of the customer: not their number, not their id.
    const body = JSON.stringify(list);
    expect(body).not.toContain(t.as.customer.phoneNumber.slice(3));
    expect(body).not.toContain(t.as.customer.uid);
  });

  it("searches by name and subdomain, % and _ as themselves", async () => {
    expect((await shops("?q=kop")).shops.map((s) => s.id)).toEqual(["kopi"]);
    expect((await shops("?q=DEM")).shops.map((s) => s.id)).toEqual(["demo"]);
    expect(await shops("?q=%25")).toMatchObject({ shops: [], total: 0 });
    expect(await shops("?q=_platform")).toMatchObject({ shops: [], total: 0 });
    expect((await shops("?page=2")).shops).toEqual([]);
    const bad = await get(
      t.baseUrl(),
      "/api/platform/shops?page=0",
      PLATFORM,
      as(await operatorSession()),
    );
    expect([bad.status, reasonOf(bad)]).toEqual([400, "INVALID_QUERY"]);
  });

  it("shows one shop with its branches; the platform's row and a missing shop are 404", async () => {
    const demo = await shop("demo");
    expect(demo.branchList.map((b) => b.id)).toEqual(["kemang", "menteng", "kelapa-gading"]);
    expect(demo).toMatchObject({ id: "demo", state: "open", setup: null, customDomain: null });
    for (const id of ["_platform", "nosuchshop"]) {
      const res = await get(
        t.baseUrl(),
        `/api/platform/shops/${id}`,
        PLATFORM,
        as(await operatorSession()),
      );
      expect([res.status, reasonOf(res)]).toEqual([404, "SHOP_NOT_FOUND"]);
    }
  });
});

describe("suspending and resuming a shop", () => {
  it("suspends with a reason, which an owner's save does not lift, and resumes", async () => {
    const res = await suspend("kopi", { reason: "  Unpaid\nfees  " });
    const suspended = data<PlatformShopDetail>(res);
    expect(suspended).toMatchObject({ state: "suspended", suspendedReason: "Unpaid fees" });
    const since = suspended.suspendedAt;
    expect(since).not.toBeNull();
    // Again: the new reason, the same start.
    const again = data<PlatformShopDetail>(await suspend("kopi", { reason: "Fraud report" }));
    expect(again).toMatchObject({ suspendedReason: "Fraud report", suspendedAt: since });
    expect((await shops("?q=kopi")).shops[0]).toMatchObject({ state: "suspended" });

    // Kopi's owner saves the brand (a new name): the suspension stays.
    const kopiOwner = await t.signIn("+6281100000093", KOPI);
    const current = data<{ revision: number; document: { brand: { name: string } } }>(
      await get(t.baseUrl(), "/api/owner/brand", KOPI, kopiOwner.headers),
    );
    current.document.brand.name = "Kopi Kita Baru";
    data(
      await post(
        t.baseUrl(),
        "/api/owner/brand",
        KOPI,
        { base: current.revision, document: current.document },
        kopiOwner.headers,
      ),
    );
    expect(await shop("kopi")).toMatchObject({
      name: "Kopi Kita Baru",
      state: "suspended",
      suspendedReason: "Fraud report",
    });

    const resumed = data<PlatformShopDetail>(await resume("kopi"));
    expect(resumed).toMatchObject({ state: "open", suspendedAt: null, suspendedReason: null });
    // Resuming a shop that is not suspended changes nothing.
    expect(data<PlatformShopDetail>(await resume("kopi"))).toMatchObject({ state: "open" });
  });

  it("refuses a missing, empty or too long reason, changing nothing", async () => {
    for (const body of [{}, { reason: "" }, { reason: " \n " }, { reason: "x".repeat(201) }]) {
      const res = await suspend("demo", body);
      expect([res.status, reasonOf(res)], JSON.stringify(body)).toEqual([
        400,
        "SUSPENSION_REASON_INVALID",
      ]);
    }
    expect(data<PlatformShopDetail>(await suspend("demo", { reason: "x".repeat(200) })).state).toBe(
      "suspended",
    );
    expect(data<PlatformShopDetail>(await resume("demo")).state).toBe("open");
  });

  it("refuses the platform's own row and a missing shop", async () => {
    for (const id of ["_platform", "nosuchshop"]) {
      const res = await suspend(id, { reason: "Test" });
      expect([res.status, reasonOf(res)]).toEqual([404, "SHOP_NOT_FOUND"]);
    }
  });

  it("refuses everyone but an operator, and answers on the platform's host only", async () => {
    const owner = await t.signIn(t.as.owner.phoneNumber, PLATFORM); // signed in, not an operator
    const cases: [string, Promise<HttpAnswer>, number, string][] = [
      ["signed out", suspend("demo", { reason: "Test" }, {}), 401, "UNAUTHENTICATED"],
      ["signed out", get(t.baseUrl(), "/api/platform/shops", PLATFORM), 401, "UNAUTHENTICATED"],
      [
        "not an operator",
        suspend("demo", { reason: "x" }, byCookie(owner)),
        403,
        "PLATFORM_OPERATORS_ONLY",
      ],
      ["not an operator", resume("demo", as(owner)), 403, "PLATFORM_OPERATORS_ONLY"],
      [
        "not an operator",
        get(t.baseUrl(), "/api/platform/shops", PLATFORM, as(owner)),
        403,
        "PLATFORM_OPERATORS_ONLY",
      ],
      [
        "a shop's session",
        get(t.baseUrl(), "/api/platform/shops/demo", PLATFORM, as(t.as.owner)),
        401,
        "UNAUTHENTICATED",
      ],
      [
        "on a shop's host",
        get(t.baseUrl(), "/api/platform/shops", DEMO, as(t.as.owner)),
        404,
        "NOT_FOUND",
      ],
      [
        "on a shop's host",
        post(
          t.baseUrl(),
          "/api/platform/shops/demo/suspend",
          DEMO,
          { reason: "x" },
          as(t.as.owner),
        ),
        404,
        "NOT_FOUND",
      ],
    ];
    for (const [who, pending, status, code] of cases) {
      const res = await pending;
      expect([res.status, reasonOf(res)], who).toEqual([status, code]);
    }
    expect((await shop("demo")).state).toBe("open");
  });

  it("takes a cookie write only from the platform's own pages", async () => {
    const res = await suspend(
      "demo",
      { reason: "Test" },
      {
        cookie: (await operatorSession()).cookie,
        origin: "http://demo.localhost",
      },
    );
    expect(res.status).toBe(403);
    expect((await shop("demo")).state).toBe("open");
  });
});
