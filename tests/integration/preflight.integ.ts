import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { POSTGRES_URL } from "../support/prerequisites";

// Issue 14 item 10: `npm test` fails in a second on a missing prerequisite, naming the fix.
const root = path.resolve(import.meta.dirname, "../..");

function preflight(env: Record<string, string>) {
  const started = Date.now();
  const child = spawn("npm", ["run", "--silent", "preflight"], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  return new Promise<{ code: number | null; output: string; ms: number }>((resolve) =>
    child.on("exit", (code) => resolve({ code, output, ms: Date.now() - started })),
  );
}

/** The run's PostgreSQL server with another database name. */
function onDatabase(name: string): string {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

describe("npm test's preflight", () => {
  it("is the first step of npm test", () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
    expect(scripts.test).toMatch(/^npm run preflight && npm run test:unit && /);
  });

  it("fails fast when Chromium is missing and PostgreSQL does not answer, naming each fix", async () => {
    const run = await preflight({
      CHROMIUM_PATH: "/nonexistent/chromium",
      DATABASE_URL: "postgres://postgres:secret@127.0.0.1:1/kedai", // nothing listens on port 1
    });
    expect(run.code).toBe(1);
    expect(run.output).toContain(
      "No Chromium at /nonexistent/chromium. Install it (apt-get install -y chromium) or set CHROMIUM_PATH",
    );
    expect(run.output).toContain(
      "does not answer (ECONNREFUSED). Start PostgreSQL or unset DATABASE_URL",
    );
    expect(run.output).not.toContain("secret"); // the password is not printed
    // Node and npm starting take most of it; on a machine shared with other runs, allow for that.
    expect(run.ms).toBeLessThan(10_000);
  });

  it("names createdb when the database of DATABASE_URL does not exist", async () => {
    const run = await preflight({
      CHROMIUM_PATH: process.execPath, // any executable will do here
      DATABASE_URL: onDatabase("kedai_preflight_missing"),
    });
    expect(run.code).toBe(1);
    expect(run.output).toContain("has no database kedai_preflight_missing. Create it (createdb -h");
    expect(run.output).not.toContain("Chromium");
  });

  it("names nginx when it is not on the PATH", async () => {
    // Debian puts nginx in /usr/sbin, node, npm and script in /usr/bin: a PATH without sbin.
    const bins = ["/usr/local/bin", "/usr/bin", "/bin"];
    const run = await preflight({ CHROMIUM_PATH: process.execPath, PATH: bins.join(":") });
    expect(run.code).toBe(1);
    expect(run.output).toContain("No `nginx` on the PATH");
    expect(run.output).toContain("apt-get install -y nginx-core");
  });

  it("passes when everything is there", async () => {
    const run = await preflight({ CHROMIUM_PATH: process.execPath });
    expect(run.output).toContain("preflight: Chromium at");
    expect(run.code).toBe(0);
  });
});
