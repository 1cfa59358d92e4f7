import type { ChildProcess } from "node:child_process";
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root } from "../support/brand-files";
import type { TestLocation } from "../support/database";
import { freshLocation } from "../support/database";
import { get } from "../support/http";
import { getBytes, solidPng, uploadProof } from "../support/proof-images";
import type { LocalBucket } from "../support/s3";
import { startLocalBucket } from "../support/s3";
import { startServer } from "../support/server";
import { signIn } from "../support/sessions";
import type { TestSession } from "../support/sessions";

// Issue 40 item 4 (docs/storage.md "Moving"): `npm run storage:move -- --to s3|disk` copies both
// stores between DATA_DIR and a bucket, resumably and verified, and never deletes the source. The
// app started on the bucket afterwards serves the photos and the proof it served from the disk.

const HOST = "demo.localhost";
const PHONE = "+6281100000181";
/** Files made up for the move (valid keys, random bytes): enough that a move can be stopped. */
const BULK = 240;

let bucket: LocalBucket;
let loc: TestLocation;
let customer: TestSession;
let proofSrc: string;
/** The photos demo's storefront shows, by their /media path, and their bytes as served from disk. */
const served = new Map<string, string>();
/** Every file of both stores under the first DATA_DIR, `{store}/{key}` → sha256. */
let original: Map<string, string>;
const others: TestLocation[] = [];

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** `{store}/{key}` → sha256 of every file under `dataDir`'s objects/ and uploads/. */
function filesUnder(dataDir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const store of ["objects", "uploads"]) {
    const dir = path.join(dataDir, store);
    if (!fs.existsSync(dir)) continue;
    for (const entry of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
      const file = path.join(dir, entry);
      if (fs.statSync(file).isFile())
        found.set(`${store}/${entry.split(path.sep).join("/")}`, sha(fs.readFileSync(file)));
    }
  }
  return found;
}

const client = () =>
  new S3Client({
    region: "us-east-1",
    endpoint: bucket.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });

/** Every name in the bucket. */
async function bucketNames(): Promise<string[]> {
  const names: string[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await client().send(
      new ListObjectsV2Command({ Bucket: bucket.bucket, StartAfter: after, MaxKeys: 1000 }),
    );
    const keys = (page.Contents ?? []).map((c) => c.Key!);
    names.push(...keys);
    if (!page.IsTruncated || keys.length === 0) return names.sort();
    after = keys.at(-1);
  }
}

function commandEnv(dataDir: string): NodeJS.ProcessEnv {
  return { ...process.env, ...bucket.env, STORAGE_PROVIDER: "disk", DATA_DIR: dataDir };
}
const ARGS = ["--conditions=react-server", "--import", "tsx", "scripts/storage-move.ts"];

/** `npm run storage:move -- …` on `dataDir`, to its end. */
function move(dataDir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [...ARGS, ...args], {
    cwd: root,
    env: commandEnv(dataDir),
    encoding: "utf8",
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The counts the command printed for the stores together. */
const total = (stdout: string) =>
  /total: (\d+) copied, (\d+) already there, (\d+) failed/.exec(stdout)?.slice(1).map(Number);

beforeAll(async () => {
  bucket = await startLocalBucket("kedai-move");
  loc = await freshLocation("storage-move");
  // The first start on the disk loads the demo brands' photos into DATA_DIR/objects.
  const server = await startServer(loc, { AUTH_TEST_PHONE_NUMBERS: `${PHONE}:12345` });
  try {
    customer = await signIn(server.baseUrl, PHONE);
    const proof = await uploadProof(server.baseUrl, HOST, customer.headers, await solidPng());
    expect(proof.status, proof.body).toBe(200);
    proofSrc = proof.json<{ data: { src: string } }>().data.src;
    const page = await get(server.baseUrl, "/", HOST);
    for (const [src] of page.body.matchAll(/\/media\/demo\/[a-f0-9]{32}[\w.-]*/g)) {
      const res = await getBytes(server.baseUrl, src, HOST);
      expect(res.status, src).toBe(200);
      served.set(src, sha(res.body));
    }
    expect(served.size).toBeGreaterThan(0);
  } finally {
    await server.stop();
  }
  for (let i = 0; i < BULK; i++) {
    const bytes = randomBytes(16_384);
    const key = `bulk/${sha(bytes).slice(0, 32)}.png`;
    fs.mkdirSync(path.join(loc.dataDir, "objects/bulk"), { recursive: true });
    fs.writeFileSync(path.join(loc.dataDir, "objects", key), bytes);
  }
  original = filesUnder(loc.dataDir);
  expect([...original.keys()].filter((k) => k.startsWith("uploads/"))).toHaveLength(2); // + thumb
});

afterAll(async () => {
  await loc?.dispose();
  for (const other of others) await other.dispose();
  await bucket?.stop();
});

describe("storage:move", () => {
  it("refuses to start without a direction, and names a bucket that is not there", async () => {
    expect(move(loc.dataDir).status).toBe(2);
    expect(move(loc.dataDir, "--to", "cloud").status).toBe(2);
    const missing = spawnSync(process.execPath, [...ARGS, "--to", "s3"], {
      cwd: root,
      env: { ...commandEnv(loc.dataDir), S3_BUCKET: "not-made-yet" },
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain(
      `storage:move: the bucket S3_BUCKET=not-made-yet at S3_ENDPOINT=${bucket.endpoint} does not exist`,
    );
    expect(await bucketNames()).toEqual([]);
  });

  it("stopped part-way, finishes the rest when run again, copying nothing twice", async () => {
    const child: ChildProcess = spawn(process.execPath, [...ARGS, "--to", "s3"], {
      cwd: root,
      env: commandEnv(loc.dataDir),
      stdio: "ignore",
    });
    const ended = new Promise((resolve) => child.once("exit", resolve));
    // Killed (as a power cut would) once part of the files are in the bucket.
    await expect
      .poll(async () => (await bucketNames()).length, { timeout: 60_000 })
      .toBeGreaterThan(20);
    child.kill("SIGKILL");
    await ended;
    expect(child.signalCode).toBe("SIGKILL");
    const part = (await bucketNames()).length;
    expect(part).toBeLessThan(original.size); // it was stopped before the end

    const rerun = move(loc.dataDir, "--to", "s3");
    expect(rerun.stderr).not.toMatch(/failed|storage:move/); // the AWS SDK's Node 22 notice may be there
    expect(rerun.status, rerun.stdout).toBe(0);
    const [copied, already, failed] = total(rerun.stdout)!;
    expect(failed).toBe(0);
    expect(copied! + already!).toBe(original.size);
    expect(already).toBeGreaterThanOrEqual(part - 8); // at most the 8 in flight were cut short
    expect(rerun.stdout).toContain("nothing was deleted from the source");
    expect(await bucketNames()).toEqual([...original.keys()].sort());
    expect(filesUnder(loc.dataDir)).toEqual(original); // the source as it was

    const again = move(loc.dataDir, "--to", "s3");
    expect(again.status).toBe(0);
    expect(total(again.stdout)).toEqual([0, original.size, 0]);
  });

  it("names a file the bucket holds with other bytes, leaves it, and replaces it when told", async () => {
    const [key] = [...original.keys()].filter((k) => k.startsWith("objects/bulk/"));
    await client().send(
      new PutObjectCommand({ Bucket: bucket.bucket, Key: key, Body: Buffer.from("not the photo") }),
    );
    const found = move(loc.dataDir, "--to", "s3");
    expect(found.status).toBe(1);
    expect(total(found.stdout)).toEqual([0, original.size - 1, 1]);
    expect(found.stderr).toContain(`failed: ${key}: the target holds other bytes under this key`);
    expect(found.stderr).toContain("rerun with --replace");

    const replaced = move(loc.dataDir, "--to", "s3", "--replace");
    expect(replaced.status, replaced.stderr).toBe(0);
    expect(total(replaced.stdout)).toEqual([1, original.size - 1, 0]);
    expect(move(loc.dataDir, "--to", "s3").status).toBe(0);
  });

  it("leaves the app on the bucket serving the same photos and the proof, nothing on the disk", async () => {
    // The disk's copies set aside: whatever is served now comes from the bucket.
    fs.renameSync(path.join(loc.dataDir, "objects"), path.join(loc.dataDir, "objects.before"));
    fs.renameSync(path.join(loc.dataDir, "uploads"), path.join(loc.dataDir, "uploads.before"));
    const server = await startServer(loc, {
      ...bucket.env,
      AUTH_TEST_PHONE_NUMBERS: `${PHONE}:12345`,
    });
    try {
      for (const [src, hash] of served) {
        const res = await getBytes(server.baseUrl, src, HOST);
        expect(res.status, src).toBe(200);
        expect(sha(res.body), src).toBe(hash);
      }
      const proof = await getBytes(server.baseUrl, proofSrc, HOST, customer.headers);
      expect(proof.status).toBe(200);
      expect(sha(proof.body)).toBe(original.get(`uploads/${proofKey()}`));
    } finally {
      await server.stop();
    }
    expect(fs.existsSync(path.join(loc.dataDir, "objects"))).toBe(false);
    expect(fs.existsSync(path.join(loc.dataDir, "uploads"))).toBe(false);
  });

  it("moves the bucket back to an empty DATA_DIR, file for file", async () => {
    const back = await freshLocation("storage-back");
    others.push(back);
    const moved = move(back.dataDir, "--to", "disk");
    expect(moved.stderr).not.toMatch(/failed|storage:move/);
    expect(moved.status).toBe(0);
    expect(total(moved.stdout)).toEqual([original.size, 0, 0]);
    expect(filesUnder(back.dataDir)).toEqual(original);
    expect(await bucketNames()).toHaveLength(original.size); // the bucket as it was
  });
});

/** The proof's full-size key in the uploads store (the thumbnail is `-thumb`). */
function proofKey(): string {
  return [...original.keys()]
    .find((k) => k.startsWith("uploads/") && !k.includes("-thumb"))!
    .slice("uploads/".length);
}
