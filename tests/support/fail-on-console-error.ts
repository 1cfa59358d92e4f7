import { afterEach, beforeEach, vi } from "vitest";

// STYLE.md practice 11: an unexpected console.error fails the test.
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) {
    throw new Error(
      `console.error was called:\n${errors.map((a) => a.map(String).join(" ")).join("\n")}`,
    );
  }
});
