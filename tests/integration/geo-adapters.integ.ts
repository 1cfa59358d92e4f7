import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestLocation } from "../support/database";
import { freshLocation } from "../support/database";
import { paidMapsEnv, startFakeMaps } from "../support/fake-maps";
import { get } from "../support/http";
import type { RunningServer } from "../support/server";
import { startServer } from "../support/server";

// The google and osrm adapters speak real HTTP to a local stand-in that answers with the
// providers' documented shapes (tests/fixtures/maps) and their error answers.
let maps: Awaited<ReturnType<typeof startFakeMaps>>;
let loc: TestLocation;
let server: RunningServer;
const host = "demo.localhost";
const places = (q: string) =>
  get(server.baseUrl, `/api/geo/places?q=${encodeURIComponent(q)}&session=tok-${q.length}`, host);
const geocode = (q = "Grand Indonesia") =>
  get(server.baseUrl, `/api/geo/geocode?q=${encodeURIComponent(q)}`, host);
const directions = () =>
  get(
    server.baseUrl,
    "/api/geo/directions?origin=106.833,-6.1975&destination=106.8216,-6.1951",
    host,
  );

beforeAll(async () => {
  maps = await startFakeMaps();
  loc = await freshLocation("geo-adapters");
  server = await startServer(loc, {
    ...paidMapsEnv(maps.url),
  });
});

afterAll(async () => {
  await server?.stop();
  await loc?.dispose();
  await maps?.close();
});

describe("google", () => {
  it("asks Places Autocomplete with the session token, country id and key", async () => {
    maps.setMode("ok");
    const res = await places("grand indonesia");
    expect(res.json()).toMatchObject({
      data: [{ mainText: "Grand Indonesia", placeId: "ChIJ0Uu3L-P0aS4RrFSt2SuH8mI" }],
    });
    const asked = maps.requests.at(-1)!;
    expect(asked.pathname).toBe("/maps/api/place/autocomplete/json");
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      sessiontoken: "tok-15",
      components: "country:id",
      key: "test-key-0123456789",
    });
  });

  it("serves a repeated search of the same session from its cache", async () => {
    maps.setMode("ok");
    await places("plaza senayan");
    const asked = maps.requests.length;
    await places("plaza senayan");
    expect(maps.requests.length).toBe(asked);
  });

  it("geocodes with address components", async () => {
    maps.setMode("ok");
    expect((await geocode()).json()).toMatchObject({
      data: {
        name: "Grand Indonesia",
        country: "ID",
        postalCode: "10310",
        city: "Kota Jakarta Pusat",
        googlePlaceId: "ChIJ0Uu3L-P0aS4RrFSt2SuH8mI",
      },
    });
  });

  it("answers ZERO_RESULTS as nothing found", async () => {
    maps.setMode("zero");
    expect((await places("nothing here")).json()).toEqual({ isErr: false, data: [] });
    // An address of its own: the one found above is kept for 30 days (geo_cache, issue 31 item 11).
    expect((await geocode("Jalan Tidak Ada")).status).toBe(404);
  });

  it("turns REQUEST_DENIED, HTTP errors and timeouts into 502", async () => {
    for (const mode of ["denied", "http500", "hang"] as const) {
      maps.setMode(mode);
      const res = await places(`fail ${mode}`);
      expect(res.status, mode).toBe(502);
      expect(res.json()).toMatchObject({ error: { reasonCode: "GEO_PROVIDER_FAILED" } });
    }
  }, 20_000);
});

describe("osrm", () => {
  it("routes from origin to destination in that order and adds a uuid", async () => {
    maps.setMode("ok");
    const res = await directions();
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({
      code: "Ok",
      routes: [{ distance: 2143.6 }],
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(maps.requests.at(-1)!.pathname).toBe(
      "/route/v1/driving/106.833,-6.1975;106.8216,-6.1951",
    );
  });

  it("answers NoRoute as 422 and other failures as 502", async () => {
    maps.setMode("noroute");
    expect((await directions()).json()).toMatchObject({ error: { reasonCode: "NO_ROUTE" } });
    for (const mode of ["invalid", "http500", "hang"] as const) {
      maps.setMode(mode);
      const res = await directions();
      expect(res.status, mode).toBe(502);
    }
  }, 20_000);
});
