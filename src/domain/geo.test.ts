import { describe, expect, it } from "vitest";
import {
  dedupeAddresses,
  formatDistance,
  mapLink,
  haversineMeters,
  parseLngLat,
  toDeliveryAddress,
} from "./geo";
import { routeResponseSchema } from "./geo-schema";

describe("parseLngLat", () => {
  it("reads lng,lat", () => {
    expect(parseLngLat("106.8216,-6.1951")).toEqual({ lng: 106.8216, lat: -6.1951 });
  });
  it("rejects malformed and out-of-range pairs", () => {
    for (const bad of [
      null,
      "",
      "106.8",
      "a,b",
      "106.8,-6.1,3",
      "200,0",
      "0,95",
      "1e3,2",
      " 106,-6",
    ])
      expect(parseLngLat(bad)).toBeNull();
  });
});

describe("haversineMeters", () => {
  it("measures Monas to Grand Indonesia (about 2.4 km)", () => {
    const d = haversineMeters({ lng: 106.8272, lat: -6.1754 }, { lng: 106.8216, lat: -6.1951 });
    expect(d).toBeGreaterThan(2100);
    expect(d).toBeLessThan(2400);
  });
  it("is zero for one point", () => {
    expect(haversineMeters({ lng: 1, lat: 2 }, { lng: 1, lat: 2 })).toBe(0);
  });
});

describe("toDeliveryAddress", () => {
  it("names the address by the typed text before the first comma, defaulting missing parts", () => {
    const address = toDeliveryAddress("Grand Indonesia, Jakarta", {
      formattedAddress: "Jl. M.H. Thamrin No. 1",
      lat: -6.19,
      lng: 106.82,
    });
    expect(address).toEqual({
      name: "Grand Indonesia",
      country: "not found",
      postalCode: "not found",
      city: "not found",
      address: "Jl. M.H. Thamrin No. 1",
      lat: -6.19,
      lng: 106.82,
    });
  });
  it("keeps the components and place id when the geocoder has them", () => {
    const address = toDeliveryAddress("Monas", {
      formattedAddress: "x",
      lat: 1,
      lng: 2,
      country: "ID",
      postalCode: "10110",
      city: "Jakarta Pusat",
      placeId: "p1",
    });
    expect(address).toMatchObject({
      country: "ID",
      postalCode: "10110",
      city: "Jakarta Pusat",
      googlePlaceId: "p1",
    });
  });
});

describe("dedupeAddresses", () => {
  it("keeps the first of each address + addressDetails", () => {
    const list = [
      { address: "A", addressDetails: "Lantai 3", n: 1 },
      { address: "A", addressDetails: "Lantai 3", n: 2 },
      { address: "A", n: 3 },
      { address: "A", addressDetails: "", n: 4 },
      { address: "B", addressDetails: "Lantai 3", n: 5 },
    ];
    expect(dedupeAddresses(list).map((a) => a.n)).toEqual([1, 3, 5]);
  });
});

describe("routeResponseSchema", () => {
  it("requires routes, waypoints, code and uuid", () => {
    const ok = {
      routes: [{ distance: 1, duration: 2, weight: 2, legs: [], geometry: null }],
      waypoints: [],
      code: "Ok",
      uuid: "u",
    };
    expect(routeResponseSchema.safeParse(ok).success).toBe(true);
    expect(routeResponseSchema.safeParse({ ...ok, uuid: undefined }).success).toBe(false);
    expect(routeResponseSchema.safeParse({ ...ok, routes: [] }).success).toBe(false);
  });
});

describe("formatDistance and mapLink (the staff card, issue 13)", () => {
  it("says metres under a kilometre and kilometres with one decimal above", () => {
    expect(formatDistance(849.6)).toBe("850 m");
    expect(formatDistance(1000)).toBe("1.0 km");
    expect(formatDistance(35_250)).toBe("35.3 km");
  });
  it("links the point itself", () => {
    expect(mapLink({ lat: -6.1951, lng: 106.8216 })).toBe(
      "https://www.google.com/maps/search/?api=1&query=-6.1951,106.8216",
    );
  });
});
