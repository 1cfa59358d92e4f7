import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

const wrapped = (cause: unknown) => new Error("Failed query: select 1", { cause });

describe("isDatabaseUnavailable", () => {
  it("sees a refused or broken connection through Drizzle's wrapper", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    expect(isDatabaseUnavailable(wrapped(refused))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error("Connection terminated unexpectedly")))).toBe(
      true,
    );
  });

  it("sees PostgreSQL saying it is shutting down or refusing connections", () => {
    for (const code of ["57P01", "57P03", "08006", "08001", "53300"])
      expect(isDatabaseUnavailable(wrapped(Object.assign(new Error("x"), { code })))).toBe(true);
  });

  it("leaves bugs and data errors alone", () => {
    for (const code of ["23505", "42P01", "22P02", "57014"])
      expect(isDatabaseUnavailable(wrapped(Object.assign(new Error("x"), { code })))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("undefined is not a function"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    const loop: Error & { cause?: unknown } = new Error("loop");
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});
