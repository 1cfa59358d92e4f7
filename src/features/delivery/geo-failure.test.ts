import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { CATALOGS } from "@/i18n/catalogs";
import { ApiError } from "@/features/api/client";
import { retryMinutes } from "./delivery-api";

const limited = (retryAfter?: number) => new ApiError("RATE_LIMITED", "", 429, retryAfter);

describe("retryMinutes", () => {
  it("rounds a 429's Retry-After up to whole minutes, at least one", () => {
    expect(retryMinutes(limited(1800))).toBe(30);
    expect(retryMinutes(limited(61))).toBe(2);
    expect(retryMinutes(limited(5))).toBe(1);
  });

  it("waits a minute when the server named no time", () => {
    expect(retryMinutes(limited())).toBe(1);
  });

  it("is null for any failure other than a 429", () => {
    expect(retryMinutes(new ApiError("GEO_PROVIDER_FAILED", "", 502))).toBeNull();
    expect(retryMinutes(new Error("offline"))).toBeNull();
  });
});

describe("the too-many-searches message", () => {
  const say = (locale: "en" | "id", minutes: number) =>
    createTranslator({ locale, messages: CATALOGS[locale], namespace: "delivery" })(
      "tooManySearches",
      { minutes },
    );

  it("counts minutes in English as the spec words it", () => {
    expect(say("en", 30)).toBe("Too many searches from here. Please try again in 30 minutes.");
    expect(say("en", 1)).toBe("Too many searches from here. Please try again in 1 minute.");
  });

  it("counts minutes in Indonesian", () => {
    expect(say("id", 30)).toBe("Terlalu banyak pencarian dari sini. Coba lagi dalam 30 menit.");
    expect(say("id", 1)).toBe("Terlalu banyak pencarian dari sini. Coba lagi dalam 1 menit.");
  });
});
