import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestLocation } from "../support/database";
import { freshLocation } from "../support/database";
import { paidMapsEnv, startFakeMaps } from "../support/fake-maps";
import type { HttpAnswer } from "../support/http";
import { get } from "../support/http";
import type { RunningServer } from "../support/server";
import { startServer } from "../support/server";

// Issue 14 item 12: the geo endpoints need no sign-in, so each client address gets
// GEO_IP_PER_HOUR answers, and each brand GEO_BRAND_GOOGLE_PER_HOUR calls to Google and
// GEO_BRAND_OSRM_PER_HOUR calls to OSRM (docs/RELIABILITY.md "Geo costs", decision 0015). The
// limits are small here so a test run reaches them. TRUST_PROXY_HOPS=1 stands for a reverse proxy,
// so each request names its client address in X-Forwarded-For.

const DEMO = "demo.localhost";
const KOPI = "kopi.localhost";
const ORIGIN = "106.833,-6.1975";

let clients = 0;
/** A client address no other request of this file used. */
const newClient = () => `198.51.100.${++clients}`;
const from = (address: string) => ({ "x-forwarded-for": address });

function geoCalls(baseUrl: string) {
  return {
    places: (host: string, client: string, q: string, session: string) =>
      get(
        baseUrl,
        `/api/geo/places?q=${encodeURIComponent(q)}&session=${session}`,
        host,
        from(client),
      ),
    geocode: (host: string, client: string, q = "Grand Indonesia") =>
      get(baseUrl, `/api/geo/geocode?q=${encodeURIComponent(q)}`, host, from(client)),
    /** A different destination per call, so no answer could come from a cache. */
    directions: (host: string, client: string, n = 0) =>
      get(
        baseUrl,
        `/api/geo/directions?origin=${ORIGIN}&destination=${(106.8216 + n / 10_000).toFixed(4)},-6.1951`,
        host,
        from(client),
      ),
  };
}

function expectRateLimited(
  res: HttpAnswer,
  { atLeast, atMost }: { atLeast: number; atMost: number },
) {
  expect(res.status, res.body).toBe(429);
  const wait = Number(res.headers["retry-after"]);
  expect(wait).toBeGreaterThanOrEqual(atLeast);
  expect(wait).toBeLessThanOrEqual(atMost);
  expect(res.json()).toMatchObject({
    isErr: true,
    error: { reasonCode: "RATE_LIMITED", retryAfter: wait },
  });
}

describe("with Google and OSRM configured", () => {
  let maps: Awaited<ReturnType<typeof startFakeMaps>>;
  let loc: TestLocation;
  let server: RunningServer;
  let api: ReturnType<typeof geoCalls>;
  const google = () => maps.requests.filter((u) => u.pathname.startsWith("/maps/api/")).length;
  const osrm = () => maps.requests.filter((u) => u.pathname.startsWith("/route/")).length;

  beforeAll(async () => {
    maps = await startFakeMaps();
    loc = await freshLocation("geo-limits");
    server = await startServer(loc, {
      ...paidMapsEnv(maps.url),
      TRUST_PROXY_HOPS: "1",
      GEO_IP_PER_HOUR: "5",
      GEO_BRAND_GOOGLE_PER_HOUR: "3",
      GEO_BRAND_OSRM_PER_HOUR: "2",
    });
    api = geoCalls(server.baseUrl);
  });

  afterAll(async () => {
    await server?.stop();
    await loc?.dispose();
    await maps?.close();
  });

  it("answers a client past GEO_IP_PER_HOUR 429 with Retry-After, over all three endpoints; another client goes on", async () => {
    const a = newClient();
    const [googleBefore, osrmBefore] = [google(), osrm()];
    // A customer searching: the first search reaches Google, its repeats come from the cache but
    // are still answers to this client. Then a route: five answers in all.
    for (let i = 0; i < 4; i++)
      expect((await api.places(KOPI, a, "plaza senayan", "limits-a")).status).toBe(200);
    expect((await api.directions(KOPI, a)).status).toBe(200);
    expect([google(), osrm()]).toEqual([googleBefore + 1, osrmBefore + 1]);

    expectRateLimited(await api.geocode(KOPI, a), { atLeast: 3500, atMost: 3600 });
    expectRateLimited(await api.places(KOPI, a, "plaza senayan", "limits-a"), {
      atLeast: 3500,
      atMost: 3600,
    });
    expectRateLimited(await api.directions(DEMO, a), { atLeast: 3500, atMost: 3600 });
    // Only the address a trusted proxy saw counts, whatever the client put before it.
    expectRateLimited(
      await get(server.baseUrl, "/api/geo/geocode?q=Grand%20Indonesia", KOPI, {
        "x-forwarded-for": `203.0.113.99, ${a}`,
      }),
      { atLeast: 3500, atMost: 3600 },
    );
    // Refused before the provider: none of the refusals reached Google or OSRM.
    expect([google(), osrm()]).toEqual([googleBefore + 1, osrmBefore + 1]);

    const b = newClient();
    expect((await api.places(KOPI, b, "plaza senayan", "limits-a")).status).toBe(200);
    expect((await api.geocode(KOPI, b)).status).toBe(200);
  });

  it("stops calls to Google once a brand made GEO_BRAND_GOOGLE_PER_HOUR; cached answers and the other brand go on", async () => {
    const before = google();
    // Three clients, each well within its own limit.
    for (let i = 0; i < 3; i++)
      expect((await api.places(DEMO, newClient(), `budget ${i}`, "budget-demo")).status).toBe(200);
    expect(google()).toBe(before + 3);

    expectRateLimited(await api.places(DEMO, newClient(), "budget 3", "budget-demo"), {
      atLeast: 3500,
      atMost: 3600,
    });
    // An address not asked before (Grand Indonesia's geocode is kept from the test above).
    expectRateLimited(await api.geocode(DEMO, newClient(), "Monas"), {
      atLeast: 3500,
      atMost: 3600,
    });
    expect(google()).toBe(before + 3);
    // The operator hears of it once, not for every refusal.
    const warnings = server
      .output()
      .split("\n")
      .filter((l) => l.includes("spent its hourly budget of paid map calls"));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({
      brandId: "demo",
      provider: "google",
      setting: "GEO_BRAND_GOOGLE_PER_HOUR",
    });

    // A search the cache answers costs nothing, so it is still answered.
    const cached = await api.places(DEMO, newClient(), "budget 0", "budget-demo");
    expect(cached.status).toBe(200);
    expect(cached.json()).toMatchObject({ data: [{ mainText: "Grand Indonesia" }] });
    expect(google()).toBe(before + 3);

    // Another brand has its own budget (kopi made two calls to Google in the test above).
    expect((await api.places(KOPI, newClient(), "budget 3", "budget-kopi")).status).toBe(200);
    expect(google()).toBe(before + 4);
  });

  it("stops calls to OSRM once a brand made GEO_BRAND_OSRM_PER_HOUR, apart from its Google budget", async () => {
    const before = osrm();
    // demo's Google budget is spent (the test above); its routes have their own.
    for (let n = 10; n < 12; n++)
      expect((await api.directions(DEMO, newClient(), n)).status).toBe(200);
    expect(osrm()).toBe(before + 2);

    expectRateLimited(await api.directions(DEMO, newClient(), 12), { atLeast: 3500, atMost: 3600 });
    expect(osrm()).toBe(before + 2);

    // kopi made one call to OSRM in the first test.
    expect((await api.directions(KOPI, newClient(), 13)).status).toBe(200);
    expect(osrm()).toBe(before + 3);
  });
});

describe("with the built-in providers (free)", () => {
  let loc: TestLocation;
  let server: RunningServer;
  let api: ReturnType<typeof geoCalls>;

  beforeAll(async () => {
    loc = await freshLocation("geo-limits-builtin");
    server = await startServer(loc, {
      TRUST_PROXY_HOPS: "1",
      GEO_IP_PER_HOUR: "3",
      GEO_BRAND_GOOGLE_PER_HOUR: "1",
      GEO_BRAND_OSRM_PER_HOUR: "1",
    });
    api = geoCalls(server.baseUrl);
  });

  afterAll(async () => {
    await server?.stop();
    await loc?.dispose();
  });

  it("still limits each client address, but spends no brand budget", async () => {
    // Three clients, three answers each: nine on one brand, far past any budget of paid calls.
    const addresses = [newClient(), newClient(), newClient()];
    for (const [i, client] of addresses.entries()) {
      expect((await api.places(DEMO, client, "grand indo", `free-${i}`)).status).toBe(200);
      expect((await api.geocode(DEMO, client)).status).toBe(200);
      expect((await api.directions(DEMO, client, i)).status).toBe(200);
    }
    expectRateLimited(await api.places(DEMO, addresses[0]!, "grand indo", "free-0"), {
      atLeast: 3500,
      atMost: 3600,
    });
    expect((await api.places(KOPI, newClient(), "grand indo", "free-k")).status).toBe(200);
  });
});
