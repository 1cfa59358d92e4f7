import { describe, expect, it } from "vitest";
import { chooseLocale, localeFromAcceptLanguage } from "./locale";

describe("localeFromAcceptLanguage", () => {
  it.each([
    ["id-ID,id;q=0.9,en-US;q=0.8,en;q=0.7", "id"],
    ["en-GB,en;q=0.9,id;q=0.8", "en"],
    ["fr-FR,fr;q=0.9,id;q=0.5,en;q=0.4", "id"],
    ["en;q=0.3, id;q=0.7", "id"],
    ["in-ID", "id"],
    ["ID", "id"],
    ["fr, de", null],
    ["id;q=0, en;q=0.1", "en"],
    ["*", null],
    ["", null],
    [null, null],
  ])("%s → %s", (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });
});

describe("chooseLocale", () => {
  it("takes the customer's choice first", () => {
    expect(chooseLocale("en", "id-ID", "id")).toBe("en");
  });
  it("then the browser's language", () => {
    expect(chooseLocale(undefined, "id-ID,id;q=0.9", "en")).toBe("id");
  });
  it("then the brand's default", () => {
    expect(chooseLocale(undefined, "fr-FR", "id")).toBe("id");
    expect(chooseLocale(undefined, undefined, "en")).toBe("en");
  });
  it("ignores a cookie that is not one of the languages", () => {
    expect(chooseLocale("fr", undefined, "id")).toBe("id");
    expect(chooseLocale("", "en", "id")).toBe("en");
  });
});
