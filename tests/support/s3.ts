import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** s3rver's fixed credentials: it checks signatures made with them, as S3 checks real ones. */
const ACCESS_KEY = "S3RVER";
const SECRET_KEY = "S3RVER";

export interface LocalBucket {
  endpoint: string;
  bucket: string;
  /** The settings that point a kedai server or command at this bucket (docs/storage.md). */
  env: Record<string, string>;
  /** The folder s3rver keeps the bucket's objects in (a test may look, never write). */
  directory: string;
  stop(): Promise<void>;
}

/**
 * A local S3-compatible store on loopback (s3rver, a registry package), started by the test as
 * PostgreSQL is by the machine: issue 40's tests run the real S3 adapter against it. It runs in a
 * process of its own (./s3rver-process.mjs says why).
 */
export async function startLocalBucket(bucket = "kedai-test"): Promise<LocalBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "kedai-s3-"));
  const child = spawn(
    process.execPath,
    [
      "--openssl-legacy-provider",
      path.join(import.meta.dirname, "s3rver-process.mjs"),
      directory,
      bucket,
    ],
    { stdio: ["ignore", "pipe", "inherit", "ipc"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split("\n")[0];
      if (out.includes("\n")) resolve((JSON.parse(line!) as { port: number }).port);
    });
    child.once("exit", (code) =>
      reject(new Error(`s3rver exited with ${code} before it listened`)),
    );
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      STORAGE_PROVIDER: "s3",
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET_KEY,
      S3_FORCE_PATH_STYLE: "1",
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
