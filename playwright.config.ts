import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Debian's Chromium: Playwright's own browser download does not work on these machines.
const executablePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (!fs.existsSync(executablePath)) {
  throw new Error(
    `No Chromium at ${executablePath}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.`,
  );
}

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  globalSetup: "./tests/e2e/global-setup.ts",
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    trace: "retain-on-failure",
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
