import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_PATH, chromiumProblem } from "./tests/support/prerequisites";

// Debian's Chromium: Playwright's own browser download does not work on these machines.
const executablePath = CHROMIUM_PATH;
const missing = chromiumProblem();
if (missing) throw new Error(missing);

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  globalSetup: "./tests/e2e/global-setup.ts",
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // A hang detector, not a speed check (speed is `npm run bench`'s): two browsers and the server
  // share two cores, and a journey with accessibility scans took 28-36 s in a full run where it
  // takes 13 s alone. Tests that need longer set their own.
  timeout: 60_000,
  use: {
    trace: "retain-on-failure",
    // The storefront's service worker answers from its caches, which would hide what a test
    // routes or breaks on purpose; tests/e2e/offline.e2e.ts allows it to test it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // Customers are mostly on phones.
  projects: [{ name: "phone", use: { ...devices["Pixel 7"], browserName: "chromium" } }],
});
