import { describe, expect, it } from "vitest";
import { apiClient } from "../support/api-client";
import { authClient } from "../support/auth-flow";
import { post, request } from "../support/http";
import { INTEGRATION_TEST_PHONE, sharedBaseUrl } from "../support/integration-server";

const baseUrl = sharedBaseUrl();
const host = "demo.localhost";
const api = apiClient(() => baseUrl, host);
const segments = [
  { from: 0, to: 3000, price: 10000 },
  { from: 3000, to: 7000, price: 18000 },
  { from: 7000, to: 15000, price: 28000 },
];

describe("built-in places", () => {
  it("suggests Grand Indonesia, cached per session", async () => {
    const res = await api.geo.places({ query: { q: "grand indo", session: "s1" } });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, max-age=86400");
    const data = res.json<{ data: { mainText: string; description: string }[] }>().data;
    expect(data[0]?.mainText).toBe("Grand Indonesia");
    expect(data.length).toBeLessThanOrEqual(5);
  });

  it("answers 400 for a missing or silly query", async () => {
    for (const query of [
      { session: "s1" },
      { q: "a", session: "s1" },
      { q: "mall", session: "bad token" },
    ]) {
      const path = api.geo.places.path({ query });
      const res = await api.geo.places({ query });
      expect(res.status, path).toBe(400);
      expect(res.json()).toMatchObject({ isErr: true, error: { reasonCode: "INVALID_QUERY" } });
    }
  });

  it("geocodes to a DeliveryAddress named by the text before the first comma", async () => {
    const res = await api.geo.geocode({ query: { q: "Grand Indonesia, Jl. M.H. Thamrin" } });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({
      data: {
        name: "Grand Indonesia",
        country: "ID",
        postalCode: "10310",
        city: "Jakarta Pusat",
        lat: expect.any(Number),
        lng: expect.any(Number),
      },
    });
  });

  it("answers 404 for an address it cannot find", async () => {
    const res = await api.geo.geocode({ query: { q: "zzqqxx nowhere" } });
    expect(res.status).toBe(404);
    expect(res.json()).toMatchObject({ error: { reasonCode: "ADDRESS_NOT_FOUND" } });
  });
});

describe("directions", () => {
  it("answers the Route response, origin first (branch -> customer)", async () => {
    const res = await api.geo.directions({
      query: { origin: "106.8330,-6.1975", destination: "106.8216,-6.1951" },
    });
    expect(res.status).toBe(200);
    const body = res.json<{
      routes: { distance: number; duration: number }[];
      waypoints: { location: number[] }[];
      code: string;
      uuid: string;
    }>();
    expect(body.code).toBe("Ok");
    expect(body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    // 1.29 km straight, times the 1.35 detour factor
    expect(body.routes[0]!.distance).toBeGreaterThan(1650);
    expect(body.routes[0]!.distance).toBeLessThan(1850);
    expect(body.routes[0]!.duration).toBeGreaterThan(0);
    expect(body.waypoints[0]!.location).toEqual([106.833, -6.1975]);
  });

  it("answers 400 for bad coordinates", async () => {
    for (const q of [
      "origin=106.8,-6.1",
      "origin=lat,lng&destination=1,2",
      "origin=200,0&destination=1,2",
      "origin=1,2&destination=1,95",
    ]) {
      const res = await api.raw("GET", `${api.geo.directions.path()}?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.json()).toMatchObject({ error: { reasonCode: "INVALID_COORDINATES" } });
    }
  });
});

describe("POST /api/delivery/price", () => {
  const price = (data: unknown) => api.storefront.deliveryPrice({ rawBody: { data } });

  it("prices a distance by the segments", async () => {
    const res = await price({ distanceInMeters: 4200, merchantLevelConfigs: { segments } });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ isErr: false, data: { price: 18000 } });
  });

  it("answers 400 'No matching segment found' beyond the last segment", async () => {
    const res = await price({ distanceInMeters: 15001, merchantLevelConfigs: { segments } });
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ error: { message: "No matching segment found" } });
  });

  it("answers 400 with the validator's message for a bad body", async () => {
    const res = await price({ distanceInMeters: -5, merchantLevelConfigs: { segments } });
    expect(res.status).toBe(400);
    expect(res.json<{ error: { message: string } }>().error.message).toMatch(/distanceInMeters/);
    expect((await post(baseUrl, "/api/delivery/price", host, "{oops")).status).toBe(400);
  });

  it("answers 400 'Invalid request method' to any other method", async () => {
    for (const method of ["GET", "PUT", "PATCH", "DELETE"]) {
      const res = await request(method, baseUrl, "/api/delivery/price", host);
      expect(res.status, method).toBe(400);
      expect(res.json()).toMatchObject({ error: { message: "Invalid request method" } });
    }
  });
});

describe("recent addresses", () => {
  it("is for the signed-in customer only", async () => {
    const anonymous = await api.orders.recentAddresses({ params: { id: "someone" } });
    expect(anonymous.status).toBe(401);

    const device = authClient(baseUrl);
    expect((await device.createOtp(INTEGRATION_TEST_PHONE)).status).toBe(200);
    const token = (await device.token(INTEGRATION_TEST_PHONE, "12345")).json<{
      data: { token: string };
    }>().data.token;
    const { uid, idToken } = (await device.session(token)).json<{
      data: { uid: string; idToken: string };
    }>().data;
    const bearer = { authorization: `Bearer ${idToken}` };
    const own = await api.orders.recentAddresses({ params: { id: uid }, headers: bearer });
    expect(own.json()).toEqual({ isErr: false, data: [] }); // no orders yet; seeded cases: recent-addresses.integ.ts
    const other = await api.orders.recentAddresses({
      params: { id: "someone-else" },
      headers: bearer,
    });
    expect(other.status).toBe(403);
  });
});
