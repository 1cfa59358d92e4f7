import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname, "src"),
  // Server modules guard against client bundles with `server-only`; tests run them in Node.
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty.ts"),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/support/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/fail-on-console-error.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.integ.ts"],
          environment: "node",
          globalSetup: ["tests/support/integration-server.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          // A hang detector, not a speed check: with two files on the two cores, a test that
          // starts, kills and restarts real servers takes 15–35 s, and once went past 60 s.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Files run in parallel, one per worker at a time. Each worker has its own shared server
          // (tests/support/integration-server.ts); files that need other settings start their own
          // servers, each on a fresh database. Two workers: the machine has two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
