import { describe, expect, it } from "vitest";
import gazetteer from "./gazetteer.json";

const KINDS = [
  "mall",
  "landmark",
  "street",
  "neighbourhood",
  "station",
  "campus",
  "hospital",
  "office",
  "park",
  "hotel",
  "market",
];

describe("the bundled gazetteer", () => {
  it("has a few hundred well-formed places around Jakarta", () => {
    expect(gazetteer.length).toBeGreaterThanOrEqual(300);
    for (const place of gazetteer) {
      expect(KINDS, place.name).toContain(place.kind);
      expect(place.postalCode, place.name).toMatch(/^\d{5}$/);
      expect(place.lat, place.name).toBeGreaterThan(-6.9);
      expect(place.lat, place.name).toBeLessThan(-5.9);
      expect(place.lng, place.name).toBeGreaterThan(106.3);
      expect(place.lng, place.name).toBeLessThan(107.3);
      expect(place.address.length, place.name).toBeGreaterThan(0);
    }
  });

  it("names each place once", () => {
    const names = gazetteer.map((p) => p.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });
});
