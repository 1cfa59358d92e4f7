import "server-only";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { Env } from "../env";
import type { ObjectStorage } from "./storage";

export interface S3Place {
  bucket: string;
  /** The folder in the bucket, ending in `/` (`objects/`, `kedai/uploads/`). */
  prefix: string;
  /** The only shape a key may have (OBJECT_KEY, UPLOAD_KEY). */
  keys: RegExp;
}

/**
 * A store in an S3-compatible bucket (issue 40, docs/storage.md). Nothing is written public: the
 * bucket stays private and kedai serves every file through its own routes and access checks.
 * A put is one request, so an object is there whole or not at all, as on the disk.
 */
export class S3Storage implements ObjectStorage {
  constructor(
    private readonly client: S3Client,
    private readonly place: S3Place,
  ) {}

  private nameOf(key: string): string {
    if (!this.place.keys.test(key)) throw new Error(`invalid object key: ${JSON.stringify(key)}`);
    return this.place.prefix + key;
  }

  async put(key: string, body: Uint8Array): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.place.bucket, Key: this.nameOf(key), Body: body }),
    );
  }

  async get(key: string): Promise<Uint8Array | null> {
    if (!this.place.keys.test(key)) return null;
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.place.bucket, Key: this.nameOf(key) }),
      );
      return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    if (!this.place.keys.test(key)) return false;
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.place.bucket, Key: this.nameOf(key) }),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers a delete of nothing with success, as the interface asks.
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.place.bucket, Key: this.nameOf(key) }),
    );
  }

  async *list(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.place.bucket,
          Prefix: this.place.prefix,
          ContinuationToken: token,
        }),
      );
      for (const item of page.Contents ?? []) {
        const key = item.Key?.slice(this.place.prefix.length);
        if (key && this.place.keys.test(key)) yield key;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}

/**
 * Nothing stored under the key. A bucket that is not there is not "nothing stored": it is said
 * (NoSuchBucket), not served as a missing photo. A HEAD's answer has no body to tell the two
 * apart; the start-up check (checkBucket) has said a missing bucket by then.
 */
function isMissing(error: unknown): boolean {
  if ((error as { name?: string }).name === "NoSuchBucket") return false;
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404;
}

/** One client per process and settings: it keeps its connections open between calls. */
let shared: { settings: string; client: S3Client } | null = null;

export function s3Client(settings: Env): S3Client {
  const key = JSON.stringify([
    settings.S3_ENDPOINT,
    settings.S3_REGION,
    settings.S3_FORCE_PATH_STYLE,
    settings.S3_ACCESS_KEY_ID,
  ]);
  if (shared?.settings !== key) shared = { settings: key, client: newS3Client(settings) };
  return shared.client;
}

export function newS3Client(settings: Env): S3Client {
  return new S3Client({
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE === "1",
    credentials:
      settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
        ? {
            accessKeyId: settings.S3_ACCESS_KEY_ID,
            secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    // A store that does not answer must not hold a request for minutes (the SDK's default).
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
    maxAttempts: 3,
  });
}

/**
 * Whether the bucket of the settings is there and these credentials may use it (issue 40 item 3):
 * null when it is, else a sentence naming S3_BUCKET and S3_ENDPOINT, said at start rather than
 * as a 500 on the first photo. A HEAD of the bucket asks what listing it asks (s3:ListBucket).
 */
export async function bucketProblem(settings: Env): Promise<string | null> {
  const where = `S3_BUCKET=${settings.S3_BUCKET} at ${settings.S3_ENDPOINT ? `S3_ENDPOINT=${settings.S3_ENDPOINT}` : `AWS S3 in S3_REGION=${settings.S3_REGION}`}`;
  try {
    await s3Client(settings).send(new HeadBucketCommand({ Bucket: settings.S3_BUCKET! }));
    return null;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404) return `the bucket ${where} does not exist (create it, or fix S3_BUCKET)`;
    if (status === 401 || status === 403)
      return `the bucket ${where} refuses these credentials (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; kedai needs to list, read, write and delete objects in it)`;
    if (status === 301 || status === 400)
      return `the bucket ${where} answered ${status}: check S3_REGION and S3_FORCE_PATH_STYLE`;
    const reason = error instanceof Error ? error.message || error.name : String(error);
    return `the bucket ${where} cannot be reached: ${reason}`;
  }
}
