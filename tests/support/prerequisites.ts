import fs from "node:fs";
import path from "node:path";

// What the test tiers need from the machine, in one place: scripts/preflight.ts checks it before
// `npm test` runs anything, playwright.config.ts and tests/support/database.ts use it.

/** Debian's Chromium (Playwright's own browser download does not work on these machines). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/**
 * The PostgreSQL server for tests that need one whatever the run's database (several app
 * instances on one database): the run's, else the local server every machine has (the brief).
 */
export const POSTGRES_URL =
  process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

/** Why Chromium cannot be used, naming the fix; null when it can. */
export function chromiumProblem(): string | null {
  try {
    fs.accessSync(CHROMIUM_PATH, fs.constants.X_OK);
    return fs.statSync(CHROMIUM_PATH).isFile() ? null : `${CHROMIUM_PATH} is not a file.`;
  } catch {
    return (
      `No Chromium at ${CHROMIUM_PATH}. Install it (apt-get install -y chromium) or set ` +
      `CHROMIUM_PATH to a Chromium binary.`
    );
  }
}

/** Whether `command` is on the PATH (an executable file in one of its folders). */
export function onPath(command: string): boolean {
  return (process.env.PATH ?? "").split(path.delimiter).some((dir) => {
    try {
      fs.accessSync(path.join(dir, command), fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}
