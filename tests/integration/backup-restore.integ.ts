import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBrand, root } from "../support/brand-files";
import type { TestLocation } from "../support/database";
import { freshLocation, locationsForFile, usingPostgres } from "../support/database";
import type { HttpAnswer } from "../support/http";
import { get, post } from "../support/http";
import { pickupOrder } from "../support/order-bodies";
import { getBytes, solidPng, uploadImage, uploadProof } from "../support/proof-images";
import { rowCounts } from "../support/row-counts";
import type { RunningServer } from "../support/server";
import { startServer } from "../support/server";
import type { TestSession } from "../support/sessions";
import { startLocalBucket } from "../support/s3";
import { signIn } from "../support/sessions";

// Issue 40 item 5 (docs/backups.md): `npm run backup` and `npm run restore`, run as an operator
// runs them, on the tier's own database (PGlite, or PostgreSQL when DATABASE_URL is set), and
// once into the other kind.

const host = "demo.localhost";
const OWNER = "+6281100000090"; // Sari, the demo's owner (brands/demo.json)
const CUSTOMER = "+6281100004001";
const settings = {
  // Sessions and saved keys are signed with it: a restore keeps them only under the same one.
  APP_SECRET: "backup-restore-test-secret-0123456789abcdef",
  AUTH_TEST_PHONE_NUMBERS: [OWNER, CUSTOMER].map((p) => `${p}:12345`).join(","),
  OTP_IP_PER_HOUR: "1000",
  OTP_PHONE_COOLDOWN_SECONDS: "0",
};

const { location, defer } = locationsForFile("backup");
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "kedai-backups-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run <script> -- <args>` with the location's settings, as an operator types it. */
function npmRun(
  script: string,
  loc: TestLocation,
  args: string[],
  extra: Record<string, string> = {},
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
      cwd: root,
      env: {
        ...process.env,
        ...settings,
        DATA_DIR: loc.dataDir,
        DATABASE_URL: loc.databaseUrl ?? "",
        LOG_LEVEL: "warn",
        ...extra,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr: withoutSdkNotice(stderr) }));
  });
}

/**
 * The AWS SDK's notice that its releases after January 2027 need Node 22 (the S3 adapter's, on
 * Node 20): printed once by any process that makes a bucket client, and not the commands' to hide.
 */
const withoutSdkNotice = (stderr: string) =>
  stderr.replace(
    /\(node:\d+\) Warning: NodeVersionSupportWarning[\s\S]*?\(Use `node --trace-warnings \.\.\.` to show where the warning was created\)\n/,
    "",
  );

/** A backup's manifest (its second-to-last line). */
function manifestOf(file: string): { tables: unknown; files: unknown } {
  const lines = zlib.gunzipSync(fs.readFileSync(file)).toString("utf8").trimEnd().split("\n");
  return (JSON.parse(lines.at(-2)!) as [string, { tables: unknown; files: unknown }])[1];
}

const dataOf = <T>(res: HttpAnswer) => res.json<{ data: T }>().data;
const as = (s: TestSession) => ({ ...s.headers, origin: `http://${host}` });

interface Shop {
  loc: TestLocation;
  customer: TestSession;
  orderId: string;
  order: unknown;
  proofSrc: string;
  proof: Buffer;
  photoSrc: string;
  photo: Buffer;
  counts: Record<string, number>;
  backup: string;
}

/** What a customer sees of their order, and the files it names, on a running server. */
async function seen(server: RunningServer, shop: Shop, customer = shop.customer) {
  const order = await get(
    server.baseUrl,
    `/api/orders/demo/${shop.orderId}`,
    host,
    customer.headers,
  );
  const proof = await getBytes(server.baseUrl, shop.proofSrc, host, customer.headers);
  const photo = await getBytes(server.baseUrl, shop.photoSrc, host);
  return { order, proof, photo };
}

// The shop: an owner's menu photo, a customer's proof and their transfer order, accepted by the
// owner; then stopped and backed up with the command.
const shop = {} as Shop;
beforeAll(async () => {
  shop.loc = await freshLocation("backup-source");
  const server = await startServer(shop.loc, settings);
  try {
    const owner = await signIn(server.baseUrl, OWNER);
    shop.customer = await signIn(server.baseUrl, CUSTOMER);
    const photo = await uploadImage(
      server.baseUrl,
      "/api/owner/images?kind=item",
      host,
      as(owner),
      await solidPng(900, 600),
      "cake.png",
    );
    expect(photo.status, photo.body).toBe(200);
    shop.photoSrc = dataOf<{ src: string }>(photo).src;
    const proof = await uploadProof(server.baseUrl, host, shop.customer.headers, await solidPng());
    expect(proof.status, proof.body).toBe(200);
    shop.proofSrc = dataOf<{ src: string }>(proof).src;
    const demo = readBrand("brands/demo.json");
    const kemang = demo.branches[0];
    const item = demo.menus
      .find((m: { id: string }) => m.id === kemang.menuId)
      .sections.flatMap((s: { items: { uid: string; leadTimeHours?: number }[] }) => s.items)
      .find((i: { leadTimeHours?: number }) => !i.leadTimeHours);
    const placed = await post(
      server.baseUrl,
      "/api/orders/demo/customer",
      host,
      pickupOrder(kemang.id, [{ itemId: item.uid, qty: 2 }], {
        payment: {
          method: "transfer",
          confirmation: {
            proofImageSrc: shop.proofSrc,
            transferMethod: "BCA Transfer",
            noteFromClient: "",
          },
        },
      }),
      { ...shop.customer.headers, "x-idempotency-key": randomUUID() },
    );
    expect(placed.status, placed.body).toBe(200);
    shop.orderId = dataOf<{ uid: string }>(placed).uid;
    const accepted = await post(
      server.baseUrl,
      `/api/staff/orders/${shop.orderId}/status`,
      host,
      { status: "ACCEPTED" },
      as(owner),
    );
    expect(accepted.status, accepted.body).toBe(200);
    const before = await seen(server, shop);
    expect(before.order.status).toBe(200);
    expect(before.proof.status).toBe(200);
    expect(before.photo.status).toBe(200);
    shop.order = dataOf(before.order);
    shop.proof = before.proof.body;
    shop.photo = before.photo.body;

    // While the server runs: PostgreSQL is backed up from its snapshot; the embedded database
    // (one process at a time) is refused, naming the server to stop.
    const whileRunning = await npmRun("backup", shop.loc, [path.join(folder, "running.kedai.gz")]);
    if (usingPostgres) expect(whileRunning.code, whileRunning.stderr).toBe(0);
    else {
      expect(whileRunning.code).toBe(1);
      expect(whileRunning.stderr).toContain("is in use by a running kedai server");
      expect(fs.existsSync(path.join(folder, "running.kedai.gz"))).toBe(false);
    }
  } finally {
    await server.stop();
  }
  shop.counts = await rowCounts(shop.loc);
  shop.backup = path.join(folder, "shop.kedai.gz");
  const made = await npmRun("backup", shop.loc, [shop.backup]);
  expect(made.stderr).toBe("");
  expect(made.code).toBe(0);
  expect(made.stdout).toMatch(
    /backup of .* at migration \d{4}_\w+: \d+ tables, \d+ rows, \d+ files/,
  );
});
afterAll(() => shop.loc?.dispose());

describe("npm run restore", () => {
  it("brings back the shop: the order with its timeline, the sign-in, the photo and the proof", async () => {
    const target = await location();
    const restored = await npmRun("restore", target, [shop.backup]);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain("restored into");
    // Every table, as the backup's source had it, before a server touches it.
    expect(await rowCounts(target)).toEqual(shop.counts);

    const server = await startServer(target, settings);
    defer(() => server.stop());
    // The customer's session from before the backup still opens their order.
    const after = await seen(server, shop);
    expect(after.order.status, after.order.body).toBe(200);
    expect(dataOf(after.order)).toEqual(shop.order);
    const events = dataOf<{ events: { status: string }[] }>(after.order).events;
    expect(events.map((e) => e.status)).toEqual(["PENDING", "ACCEPTED"]);
    expect(after.proof.status).toBe(200);
    expect(after.proof.body.equals(shop.proof)).toBe(true);
    expect(after.photo.status).toBe(200);
    expect(after.photo.body.equals(shop.photo)).toBe(true);
    // And they sign in again as the same customer (their uid is kept). A sign-in writes rows
    // numbered by sequences (rate_hits, otp_requests): it works only if those were set past the
    // restored ids.
    const again = await signIn(server.baseUrl, CUSTOMER);
    expect(again.uid).toBe(shop.customer.uid);
    const list = await get(server.baseUrl, `/api/me/${again.uid}/orders`, host, again.headers);
    expect(dataOf<{ uid: string }[]>(list).map((o) => o.uid)).toContain(shop.orderId);
  });

  it("restores into the other kind of database (the embedded one ⇄ PostgreSQL)", async () => {
    const target = await freshLocation("backup-other", { postgres: !usingPostgres });
    defer(() => target.dispose());
    const restored = await npmRun("restore", target, [shop.backup]);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(await rowCounts(target)).toEqual(shop.counts);
  });

  it("puts the files into a bucket when the settings name one, and backs them up from it", async () => {
    const bucket = await startLocalBucket();
    defer(() => bucket.stop());
    const target = await location();
    const restored = await npmRun("restore", target, [shop.backup], bucket.env);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/[1-9]\d* files written to the s3 stores/);
    expect(fs.existsSync(path.join(target.dataDir, "uploads"))).toBe(false);
    // A backup of the restored shop, its files read from the bucket: the same rows, the same files.
    const again = path.join(folder, "from-bucket.kedai.gz");
    const made = await npmRun("backup", target, [again], bucket.env);
    expect(made.code, made.stderr).toBe(0);
    expect(manifestOf(again)).toEqual(manifestOf(shop.backup));
  });

  it("refuses a backup with one changed byte, by its checksum, and writes nothing", async () => {
    const text = zlib.gunzipSync(fs.readFileSync(shop.backup)).toString("utf8");
    const at = text.indexOf('"PENDING"');
    expect(at).toBeGreaterThan(0);
    const changed = path.join(folder, "changed.kedai.gz");
    fs.writeFileSync(
      changed,
      zlib.gzipSync(`${text.slice(0, at + 1)}Q${text.slice(at + 2)}`), // "PENDING" → "QENDING"
    );
    const target = await location();
    const refused = await npmRun("restore", target, [changed]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /is damaged: its contents' sha256 is [0-9a-f]{64}, but it was written as [0-9a-f]{64}\. Nothing was restored\./,
    );
    expect(fs.existsSync(path.join(target.dataDir, "uploads"))).toBe(false);

    // A byte changed in the compressed file itself is refused too (gzip's own check).
    const raw = fs.readFileSync(shop.backup);
    raw[Math.floor(raw.length / 2)]! ^= 0x01;
    const flipped = path.join(folder, "flipped.kedai.gz");
    fs.writeFileSync(flipped, raw);
    const check = await npmRun("restore", target, ["--check", flipped]);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain("is damaged");
    expect(await rowCounts(target)).toEqual({});
  });

  it("refuses a database that is not empty, and leaves it as it was", async () => {
    const refused = await npmRun("restore", shop.loc, [shop.backup]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/is not empty .*: a restore writes only into an empty database/);
    expect(await rowCounts(shop.loc)).toEqual(shop.counts);
  });
});
