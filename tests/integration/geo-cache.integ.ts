import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestLocation } from "../support/database";
import { freshLocation } from "../support/database";
import { paidMapsEnv, startFakeMaps } from "../support/fake-maps";
import { get } from "../support/http";
import type { RunningServer } from "../support/server";
import { startServer } from "../support/server";

// Issue 31 item 11: 200 anonymous geocodes of one address made 150 calls to Google. A paid
// provider's answers are kept in the database (geo_cache) by provider and normalized text, for
// every client, brand and search session, and across restarts and instances; only a call that
// reaches the provider counts against the brand's GEO_BRAND_GOOGLE_PER_HOUR.

const DEMO = "demo.localhost";
const KOPI = "kopi.localhost";
let clients = 0;
const newClient = () => `198.51.100.${++clients}`;

let maps: Awaited<ReturnType<typeof startFakeMaps>>;
let loc: TestLocation;
let server: RunningServer;
const SETTINGS = () => ({
  ...paidMapsEnv(maps.url),
  TRUST_PROXY_HOPS: "1",
  GEO_IP_PER_HOUR: "1000",
  GEO_BRAND_GOOGLE_PER_HOUR: "4",
});
const calls = (path: string) => maps.requests.filter((u) => u.pathname === path).length;
const geocodes = () => calls("/maps/api/geocode/json");
const searches = () => calls("/maps/api/place/autocomplete/json");
const geocode = (q: string, host = DEMO) =>
  get(server.baseUrl, `/api/geo/geocode?q=${encodeURIComponent(q)}`, host, {
    "x-forwarded-for": newClient(),
  });
const places = (q: string, session: string, host = DEMO) =>
  get(server.baseUrl, `/api/geo/places?q=${encodeURIComponent(q)}&session=${session}`, host, {
    "x-forwarded-for": newClient(),
  });

beforeAll(async () => {
  maps = await startFakeMaps();
  loc = await freshLocation("geo-cache");
  server = await startServer(loc, SETTINGS());
});

afterAll(async () => {
  await server?.stop();
  await loc?.dispose();
  await maps?.close();
});

describe("answers of a paid maps provider are kept", () => {
  it("asks Google once for an address geocoded 200 times, by anyone, on any brand, however it is written", async () => {
    const spellings = ["Grand Indonesia", "grand indonesia", "  GRAND   Indonesia "];
    const first = await geocode(spellings[0]!);
    expect(first.status, first.body).toBe(200);
    const answers = [];
    for (let i = 0; i < 199; i += 20)
      answers.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(20, 199 - i) }, (_, k) =>
            geocode(spellings[(i + k) % 3]!, (i + k) % 2 ? KOPI : DEMO),
          ),
        )),
      );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(answers[0]!.json()).toMatchObject({
      data: { lat: first.json<{ data: { lat: number } }>().data.lat },
    });
    expect(geocodes()).toBe(1);
  });

  it("asks once for an address many ask at the same moment", async () => {
    const before = geocodes();
    const answers = await Promise.all(Array.from({ length: 20 }, () => geocode("Plaza Senayan")));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(geocodes()).toBe(before + 1);
  });

  it("keeps a search for every search session, and a kept answer costs the brand nothing", async () => {
    const before = searches();
    for (let i = 0; i < 10; i++)
      expect((await places("kota kasablanka", `session-${i}`)).status).toBe(200);
    expect(searches()).toBe(before + 1);
    // demo has now made three calls (two geocodes, one search) of its four; kept answers are free.
    for (let i = 0; i < 20; i++) expect((await geocode("Grand Indonesia")).status).toBe(200);
    expect((await geocode("Monas")).status).toBe(200);
    const refused = await geocode("Kota Tua");
    expect(refused.status, refused.body).toBe(429);
    expect((await places("Kota Kasablanka", "another")).status).toBe(200);
  });

  it("keeps them across a restart (in the database, for every instance)", async () => {
    await server.stop();
    server = await startServer(loc, SETTINGS());
    const [g, s] = [geocodes(), searches()];
    expect((await geocode("grand indonesia", KOPI)).status).toBe(200);
    expect((await places("kota kasablanka", "after-restart", KOPI)).status).toBe(200);
    expect([geocodes(), searches()]).toEqual([g, s]);
  });
});
