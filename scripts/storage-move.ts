// npm run storage:move -- --to s3|disk [--replace]
import { createHash } from "node:crypto";
import { env } from "../src/server/env";
import type { Env } from "../src/server/env";
import { bucketProblem } from "../src/server/storage/s3";
import type { ObjectStorage, StoreName } from "../src/server/storage/storage";
import { diskStore, STORE_NAMES, storeFor } from "../src/server/storage/storage";
import { runCommand } from "./lib/backend";

const HELP = `Usage: npm run storage:move -- --to s3|disk [--replace]

Copies every file kedai keeps (brand media and item images in objects/, payment proofs in
uploads/) from DATA_DIR to the bucket the S3_* settings name (--to s3), or from that bucket back to
DATA_DIR (--to disk). docs/storage.md walks through a move.

- Resumable: a file the target already holds with the same bytes is left as it is, so a move that
  was stopped is finished by running it again.
- Verified: every file copied is read back from the target and compared with the source by
  SHA-256.
- The source is never changed or deleted. A file the target holds with other bytes is named and
  left alone; --replace overwrites it with the source's.

Run it with the servers stopped (or before STORAGE_PROVIDER changes), then set STORAGE_PROVIDER
(s3 or disk) and start them. It does not touch the database.

Exit codes: 0 every file is in the target, 1 a file failed or differs (each is named) or the
bucket cannot be used, 2 usage.`;

/** Files copied at once: a bucket far away answers each in tens of milliseconds. */
const AT_ONCE = 8;

interface Counts {
  copied: number;
  already: number;
  failed: number;
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** What happened to one key, or why it is not in the target. */
async function moveKey(
  source: ObjectStorage,
  target: ObjectStorage,
  key: string,
  replace: boolean,
): Promise<"copied" | "already" | { failed: string }> {
  const bytes = await source.get(key);
  if (!bytes) return { failed: "gone from the source while moving" };
  const want = sha256(bytes);
  const there = await target.get(key);
  if (there) {
    if (sha256(there) === want) return "already";
    if (!replace)
      return {
        failed: `the target holds other bytes under this key (sha256 ${sha256(there)}, the source's ${want}); left as it is: rerun with --replace to overwrite it with the source's`,
      };
  }
  await target.put(key, bytes);
  const back = await target.get(key);
  if (!back) return { failed: "not in the target when read back" };
  if (sha256(back) !== want)
    return { failed: `read back with other bytes (sha256 ${sha256(back)}, expected ${want})` };
  return "copied";
}

async function moveStore(
  name: StoreName,
  source: ObjectStorage,
  target: ObjectStorage,
  replace: boolean,
): Promise<Counts> {
  const counts: Counts = { copied: 0, already: 0, failed: 0 };
  const running = new Set<Promise<void>>();
  const one = async (key: string) => {
    try {
      const done = await moveKey(source, target, key, replace);
      if (typeof done === "string") counts[done]++;
      else {
        counts.failed++;
        console.error(`failed: ${name}/${key}: ${done.failed}`);
      }
    } catch (error) {
      counts.failed++;
      console.error(`failed: ${name}/${key}: ${error instanceof Error ? error.message : error}`);
    }
  };
  for await (const key of source.list()) {
    const job = one(key).finally(() => running.delete(job));
    running.add(job);
    if (running.size >= AT_ONCE) await Promise.race(running);
  }
  await Promise.all(running);
  return counts;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    console.log(HELP);
    return 0;
  }
  const to = args[args.indexOf("--to") + 1];
  const replace = args.includes("--replace");
  const known = args.every((a, i) => a === "--to" || a === "--replace" || args[i - 1] === "--to");
  if (!args.includes("--to") || (to !== "s3" && to !== "disk") || !known) {
    console.error(HELP);
    return 2;
  }
  const settings = env();
  if (!settings.S3_BUCKET) {
    console.error("storage:move: set S3_BUCKET (and the other S3_* settings, docs/storage.md)");
    return 1;
  }
  const inBucket: Env = { ...settings, STORAGE_PROVIDER: "s3" };
  const problem = await bucketProblem(inBucket);
  if (problem) {
    console.error(`storage:move: ${problem}`);
    return 1;
  }
  const disk = `DATA_DIR (${settings.dataDir})`;
  const bucket = `the bucket ${settings.S3_BUCKET}${settings.S3_PREFIX ? ` under ${settings.S3_PREFIX}` : ""}`;
  console.log(`moving ${to === "s3" ? `${disk} to ${bucket}` : `${bucket} to ${disk}`}`);
  const total: Counts = { copied: 0, already: 0, failed: 0 };
  for (const name of STORE_NAMES) {
    const [source, target] =
      to === "s3"
        ? [diskStore(settings.dataDir, name), storeFor(inBucket, name)]
        : [storeFor(inBucket, name), diskStore(settings.dataDir, name)];
    const counts = await moveStore(name, source, target, replace);
    console.log(`${name}: ${line(counts)}`);
    for (const k of ["copied", "already", "failed"] as const) total[k] += counts[k];
  }
  console.log(`total: ${line(total)}`);
  if (total.failed > 0) {
    console.error(
      `storage:move: ${total.failed} file(s) are not in the target (named above); nothing was deleted. Fix the cause and run it again: what is there already is skipped.`,
    );
    return 1;
  }
  console.log(
    `every file is in ${to === "s3" ? bucket : disk}; nothing was deleted from the source. Set STORAGE_PROVIDER=${to} and start kedai.`,
  );
  return 0;
}

const line = (c: Counts) => `${c.copied} copied, ${c.already} already there, ${c.failed} failed`;

runCommand("storage:move", main);
