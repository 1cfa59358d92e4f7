import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locationsForFile } from "../support/database";
import { get } from "../support/http";
import { startLocalBucket } from "../support/s3";
import { freePort } from "../support/server";

// Issue 40 item 3, without a container engine (docs/container.md): the Dockerfile's image is the
// folder `npm run package` assembles, run by `node start.mjs`. This file runs that same command
// into a temporary folder, proves by its contents that it holds no sources, no dev dependencies and
// no tsx, checks the Dockerfile against it, and starts kedai from it with plain Node, as the image
// does: on a fresh database (PGlite, or PostgreSQL with DATABASE_URL) and a bucket. Needs
// `npm run build` (the folder takes that build as it is).

const root = path.resolve(import.meta.dirname, "../..");
const { location, defer } = locationsForFile("package");
let folder = "";

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "kedai-package-"));
  // --link: hard links instead of copies, the same folder made in seconds (scripts/package.ts).
  const run = spawnSync("npm", ["run", "package", "--", folder, "--link"], {
    cwd: root,
    encoding: "utf8",
  });
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const has = (entry: string) => fs.existsSync(path.join(folder, entry));

/** Every file of the folder with its size and time: the image's /app is not the app's to write. */
const snapshot = () =>
  [...files(folder)].map((f) => {
    const stat = fs.lstatSync(f);
    return `${path.relative(folder, f)} ${stat.size} ${stat.mtimeMs}`;
  });

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** The Dockerfile's instructions of the image (after its last FROM), continuation lines joined. */
function imageStage(): string[] {
  const lines = fs
    .readFileSync(path.join(root, "Dockerfile"), "utf8")
    .replace(/\\\n\s*/g, "")
    .split("\n")
    .filter((line) => line.trim() && !line.trim().startsWith("#"));
  return lines.slice(lines.findLastIndex((line) => line.startsWith("FROM ")));
}

describe("the production folder (npm run package)", () => {
  it("holds the build, the production dependencies and the start; no sources, no dev dependencies, no tsx", () => {
    for (const entry of [
      "start.mjs",
      "package.json",
      ".next/BUILD_ID",
      ".next/required-server-files.json",
      ".next/kedai-sw.js",
      "src/edge/serve.mjs",
      "src/edge/starting-door.mjs",
      "src/server/remember.mjs",
      "src/server/db/migrations/meta/_journal.json",
      "brands/demo.json",
      "node_modules/next/package.json",
      "node_modules/@electric-sql/pglite/package.json",
      "node_modules/pg/package.json",
      "node_modules/@aws-sdk/client-s3/package.json",
      "node_modules/sharp/package.json",
    ])
      expect(has(entry), entry).toBe(true);

    // Every devDependency the production ones do not also need is left out; so are the compiler
    // of next.config.ts (SWC), the config itself, the build's cache and every source.
    const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
      packages: Record<string, { dev?: boolean; devOptional?: boolean }>;
    };
    const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
      devDependencies: Record<string, string>;
    };
    // (devOptional: a production package's optional peer only, as typescript is next's.)
    const devOnly = Object.keys(manifest.devDependencies).filter((name) => {
      const entry = lock.packages[`node_modules/${name}`];
      return entry?.dev || entry?.devOptional;
    });
    expect(devOnly).toEqual(expect.arrayContaining(["tsx", "typescript", "vitest", "esbuild"]));
    for (const name of devOnly) expect(has(`node_modules/${name}`), name).toBe(false);
    for (const entry of [
      "node_modules/@next/swc-linux-x64-gnu",
      "node_modules/.bin",
      "next.config.ts",
      "tsconfig.json",
      "scripts",
      "tests",
      ".next/cache",
    ])
      expect(has(entry), entry).toBe(false);
    const sources = [...files(path.join(folder, "src"))].filter((f) => /\.tsx?$/.test(f));
    expect(sources).toEqual([]);

    // A guard against copying all of node_modules (1 GB with the dev dependencies), not a target:
    // the folder held about 450 MB when this was written (docs/container.md).
    const bytes = [...files(folder)].reduce((sum, f) => sum + fs.lstatSync(f).size, 0);
    expect(bytes).toBeLessThan(800 * 1024 * 1024);
  });

  it("is what the Dockerfile's image copies and runs", () => {
    const stage = imageStage();
    // The build stage assembles the folder where the image stage copies it from.
    const dockerfile = fs.readFileSync(path.join(root, "Dockerfile"), "utf8");
    const assembled = /npm run package -- (\S+)/.exec(dockerfile)?.[1];
    expect(assembled).toBeDefined();
    const copies = stage.filter((line) => line.startsWith("COPY "));
    expect(copies).toEqual([`COPY --from=build --chown=root:root ${assembled}/ /app/`]);
    expect(stage).toContain("WORKDIR /app");
    expect(stage).toContain("USER node");
    const cmd = stage.find((line) => line.startsWith("CMD "));
    const [program, ...args] = JSON.parse(cmd!.slice(4)) as string[];
    expect(program).toBe("node");
    for (const arg of args) expect(has(arg), arg).toBe(true);
    // No script of package.json's runs in the image (they need tsx): only what is in the folder.
    expect(stage.some((line) => /\bnpm\b|\btsx\b/.test(line))).toBe(false);
  });
});

interface Started {
  baseUrl: string;
  output(): string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** `node start.mjs` in the folder, as the image runs it: a clean environment, no NODE_OPTIONS. */
async function startFromFolder(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  let log = "";
  const child = spawn(process.execPath, ["start.mjs"], {
    cwd: folder,
    // The image's environment (its ENV lines) and the settings; nothing else of this process's.
    env: {
      PATH: process.env.PATH,
      HOME: folder,
      NODE_ENV: "production",
      PORT: String(port),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr.on("data", (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  defer(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // A hang detector, not a target: a first start on the busy 2-core machine can take a minute.
  const deadline = Date.now() + 100_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${log}`);
    if (Date.now() > deadline) throw new Error(`not ready within 100 s:\n${log}`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    output: () => log,
    stop: () => {
      child.kill("SIGTERM");
      return exited;
    },
  };
}

describe("kedai started from the production folder with plain Node", () => {
  it("migrates a fresh database, serves a shop and its images from the bucket, and stops cleanly", async () => {
    const before = snapshot();
    const loc = await location();
    const bucket = await startLocalBucket();
    defer(() => bucket.stop());
    const settings = {
      APP_ENV: "production",
      APP_SECRET: randomBytes(32).toString("hex"),
      DATA_DIR: loc.dataDir,
      ...(loc.databaseUrl ? { DATABASE_URL: loc.databaseUrl } : {}),
      ...bucket.env,
      // Production sends sign-in codes by the webhook (the console stand-in is refused); this test
      // signs nobody in, so nothing is sent to it.
      SMS_WEBHOOK_URL: "http://127.0.0.1:9/sms",
      SMS_WEBHOOK_SECRET: randomBytes(16).toString("hex"),
      LOG_LEVEL: "info",
    };

    // In production the demo shops stay out unless asked for (DEMO_BRANDS).
    const bare = await startFromFolder(settings);
    expect((await get(bare.baseUrl, "/healthz", "localhost")).status).toBe(200);
    expect((await get(bare.baseUrl, "/api/branches", "demo.localhost")).status).toBe(404);
    expect(bare.output()).toContain("(no brand yet)");
    expect(bare.output()).toContain(`"database":"${loc.databaseUrl ? "postgres" : "pglite"}"`);
    expect(await bare.stop(), bare.output()).toBe(0);

    // Started again on that database (its migrations already applied), with the demo shops.
    const demo = await startFromFolder({ ...settings, DEMO_BRANDS: "1" });
    expect((await get(demo.baseUrl, "/healthz", "localhost")).status).toBe(200);
    const home = await get(demo.baseUrl, "/", "demo.localhost");
    expect(home.status).toBe(200);
    expect(home.headers["content-type"]).toMatch(/^text\/html/);
    expect(home.body).toContain("Dapur Kue Demo");
    const image = /\/media\/demo\/[^"'\s)?]+/.exec(home.body)?.[0];
    expect(image, "an image on demo's home page").toBeDefined();
    const media = await get(demo.baseUrl, image!, "demo.localhost");
    expect(media.status).toBe(200);
    expect(media.headers["content-type"]).toMatch(/^image\//);
    // The image came from the bucket: nothing of the shop's was written to DATA_DIR/objects.
    expect(fs.existsSync(path.join(loc.dataDir, "objects"))).toBe(false);
    expect([...files(bucket.directory)].length).toBeGreaterThan(0);

    // The image's HEALTHCHECK command, as Docker runs it in the container.
    const check = imageStage().find((line) => line.startsWith("HEALTHCHECK "));
    const command = JSON.parse(/ CMD (\[.*\])$/.exec(check!)![1]!) as string[];
    expect(command[0]).toBe("node");
    const healthy = spawnSync(process.execPath, command.slice(1), {
      env: { PATH: process.env.PATH, NODE_ENV: "production", PORT: new URL(demo.baseUrl).port },
    });
    expect(healthy.status, healthy.stderr.toString()).toBe(0);

    // What `docker stop` sends: the server drains and exits 0.
    expect(await demo.stop(), demo.output()).toBe(0);
    expect(demo.output()).toContain("shutdown complete");
    // Nothing in the folder was written: in the image it is root's, and the app runs as node.
    expect(snapshot()).toEqual(before);
  });
});
