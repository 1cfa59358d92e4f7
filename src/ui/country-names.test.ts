import { getCountries } from "react-phone-number-input/min";
import { describe, expect, it } from "vitest";
import names from "./country-names-id.json";

describe("country-names-id.json (scripts/country-names.ts)", () => {
  it("names every country the phone field offers, in Bahasa Indonesia", () => {
    expect(getCountries().filter((code) => !(code in names))).toEqual([]);
    expect(names).toMatchObject({ ID: "Indonesia", SA: "Arab Saudi", US: "Amerika Serikat" });
  });
});
