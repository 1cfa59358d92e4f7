import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, describe, expect, it } from "vitest";
import { freshLocation } from "../support/database";
import { get, post } from "../support/http";
import { cameraPhoto, getBytes, solidPng, uploadImage, uploadProof } from "../support/proof-images";
import { startLocalBucket } from "../support/s3";
import { freePort, startServer } from "../support/server";
import { DEMO, serverForFile } from "../support/test-server";

// Issue 40 item 1 (docs/storage.md): the app with STORAGE_PROVIDER=s3 keeps every file in the
// bucket, under S3_PREFIX: the demo brands loaded at first start, an owner's menu photo, a
// customer's payment proof. Nothing lands under DATA_DIR/objects or /uploads; a proof is served
// only through kedai's access checks, and kedai never asks the store to make anything public.

const bucket = await startLocalBucket("kedai-app");

/** Every request kedai sends the store, as it sent it: the method, the path and query, the headers. */
const seen: { method: string; url: string; headers: http.IncomingHttpHeaders }[] = [];
/** A relay between kedai and s3rver that writes down each request (s3rver has no ACLs to look at). */
const relay = http.createServer((req, res) => {
  seen.push({ method: req.method!, url: req.url!, headers: req.headers });
  const upstream = http.request(
    new URL(req.url!, bucket.endpoint),
    { method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on("error", () => res.destroy());
  req.pipe(upstream);
});
await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
const relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;

afterAll(async () => {
  await new Promise((resolve) => relay.close(resolve));
  await bucket.stop();
});

const PREFIX = "shop-a/";
const t = serverForFile("storage-bucket", {
  settings: { ...bucket.env, S3_ENDPOINT: relayUrl, S3_PREFIX: PREFIX },
  signIn: ["owner", "customer", "otherCustomer", "kemang", "menteng"],
});

const s3 = new S3Client({
  region: "us-east-1",
  endpoint: bucket.endpoint,
  forcePathStyle: true,
  credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
});
const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The names in the bucket under `prefix` (one page is plenty here). */
async function names(prefix: string): Promise<string[]> {
  const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket.bucket, Prefix: prefix }));
  return (page.Contents ?? []).map((c) => c.Key!).sort();
}
async function objectBytes(name: string): Promise<Uint8Array> {
  const answer = await s3.send(new GetObjectCommand({ Bucket: bucket.bucket, Key: name }));
  return answer.Body!.transformToByteArray();
}
/** Nothing of either store under the server's DATA_DIR. */
function expectNothingOnDisk() {
  for (const store of ["objects", "uploads"])
    expect(fs.existsSync(path.join(t.location.dataDir, store)), store).toBe(false);
}

describe("the app on a bucket", () => {
  it("loads the demo brands' photos into the bucket at first start and serves them from it", async () => {
    const stored = await names(`${PREFIX}objects/demo/`);
    expect(stored.length).toBeGreaterThan(0);
    const page = await get(t.baseUrl(), "/", DEMO);
    const srcs = [...new Set(page.body.match(/\/media\/demo\/[a-f0-9]{32}[\w.-]*/g))];
    expect(srcs.length).toBeGreaterThan(0);
    for (const src of srcs) {
      const served = await getBytes(t.baseUrl(), src, DEMO);
      expect(served.status, src).toBe(200);
      const name = `${PREFIX}objects/${src.slice("/media/".length)}`;
      expect(stored).toContain(name);
      expect(sha(served.body)).toBe(sha(await objectBytes(name)));
    }
    expectNothingOnDisk();
  });

  it("keeps an owner's menu photo in the bucket and serves it from /media", async () => {
    const uploaded = await uploadImage(
      t.baseUrl(),
      "/api/owner/images?kind=item",
      DEMO,
      t.as.owner.headers,
      await cameraPhoto(),
      "IMG_2041.jpg",
    );
    expect(uploaded.status, uploaded.body).toBe(200);
    const photo = uploaded.json<{ data: { src: string } }>().data;
    expect(photo.src).toMatch(/^\/media\/demo\/[a-f0-9]{32}-\d+w\.webp$/);
    const hash = /([a-f0-9]{32})-/.exec(photo.src)![1]!;
    const variants = (await names(`${PREFIX}objects/demo/${hash}`)).map((n) => path.basename(n));
    expect(variants.sort()).toEqual(
      [192, 384, 768].flatMap((w) => [`${hash}-${w}w.avif`, `${hash}-${w}w.webp`]).sort(),
    );
    const served = await getBytes(t.baseUrl(), photo.src, DEMO);
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(sha(served.body)).toBe(
      sha(await objectBytes(`${PREFIX}objects/${photo.src.slice("/media/".length)}`)),
    );
    expectNothingOnDisk();
  });

  it("keeps a payment proof in the bucket's uploads/ and serves it only to its owner and the order's staff", async () => {
    const sent = await uploadProof(t.baseUrl(), DEMO, t.as.customer.headers, await solidPng());
    expect(sent.status, sent.body).toBe(200);
    const proof = sent.json<{ data: { id: string; src: string } }>().data;
    const stored = await names(`${PREFIX}uploads/demo/payment-confirmations/${proof.id}`);
    expect(stored.map((n) => path.basename(n)).sort()).toEqual([
      `${proof.id}-thumb.jpg`,
      `${proof.id}.jpg`,
    ]);
    const readAs = (headers: Record<string, string>) =>
      getBytes(t.baseUrl(), proof.src, DEMO, headers);

    const own = await readAs(t.as.customer.headers);
    expect(own.status).toBe(200);
    expect(sha(own.body)).toBe(
      sha(await objectBytes(`${PREFIX}uploads/demo/payment-confirmations/${proof.id}.jpg`)),
    );
    // Not on an order yet: nobody else, staff included.
    for (const other of [t.as.otherCustomer, t.as.kemang, t.as.menteng])
      expect((await readAs(other.headers)).status).toBe(404);
    expect((await readAs({})).status).toBe(401);

    const placed = await post(
      t.baseUrl(),
      "/api/orders/demo/customer",
      DEMO,
      {
        orderMode: "PICKUP",
        selectedBranchId: "kemang",
        deliveryOrPickupTime: "NOW",
        basket: { currency: "IDR", items: [{ itemId: "black-forest-slice", qty: 1 }] },
        payment: {
          method: "transfer",
          confirmation: {
            proofImageSrc: proof.src,
            transferMethod: "BCA Transfer",
            noteFromClient: "",
          },
        },
      },
      { ...t.as.customer.headers, "x-idempotency-key": randomUUID() },
    );
    expect(placed.status, placed.body).toBe(200);
    // On a Kemang order: Kemang's staff see it; Menteng's and another customer still do not.
    expect((await readAs(t.as.kemang.headers)).status).toBe(200);
    expect((await readAs(t.as.menteng.headers)).status).toBe(404);
    expect((await readAs(t.as.otherCustomer.headers)).status).toBe(404);
    expectNothingOnDisk();
  });

  it("never asks the store to make anything public: no ACL, no bucket policy", () => {
    expect(seen.length).toBeGreaterThan(0);
    const puts = seen.filter((r) => r.method === "PUT");
    expect(puts.length).toBeGreaterThan(0);
    for (const request of seen) {
      const query = new URL(request.url, relayUrl).searchParams;
      for (const setting of ["acl", "policy", "publicAccessBlock", "cors", "website"])
        expect(query.has(setting), `${request.method} ${request.url}`).toBe(false);
      expect(
        Object.keys(request.headers).filter(
          (h) => h.startsWith("x-amz-grant") || h === "x-amz-acl",
        ),
        `${request.method} ${request.url}`,
      ).toEqual([]);
      // Every request is signed: nothing is read or written anonymously.
      expect(request.headers.authorization, request.url).toMatch(/^AWS4-HMAC-SHA256 /);
    }
  });
});

// Issue 40 item 3: a bucket that cannot be used fails the start with a sentence that names it,
// rather than a 500 on the first photo. Servers of their own: each start is meant to fail.
/** Starts a server on `settings` that must not start; says what it printed. */
async function failedStart(label: string, settings: Record<string, string>): Promise<string> {
  const loc = await freshLocation(label);
  try {
    const server = await startServer(loc, settings);
    await server.stop();
    throw new Error(`the server started on ${JSON.stringify(settings)}`);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await loc.dispose();
  }
}

describe("a bucket that cannot be used", () => {
  it("fails the start, naming S3_BUCKET and S3_ENDPOINT: a bucket that does not exist", async () => {
    expect(
      await failedStart("storage-no-bucket", { ...bucket.env, S3_BUCKET: "not-made-yet" }),
    ).toContain(
      `kedai could not start: STORAGE_PROVIDER=s3: the bucket S3_BUCKET=not-made-yet at S3_ENDPOINT=${bucket.endpoint} does not exist (create it, or fix S3_BUCKET)`,
    );
  });

  it("fails the start, naming S3_BUCKET and S3_ENDPOINT: a store that does not answer", async () => {
    const nobody = `http://127.0.0.1:${await freePort()}`;
    expect(await failedStart("storage-no-store", { ...bucket.env, S3_ENDPOINT: nobody })).toContain(
      `kedai could not start: STORAGE_PROVIDER=s3: the bucket S3_BUCKET=${bucket.bucket} at S3_ENDPOINT=${nobody} cannot be reached`,
    );
  });

  // s3rver knows one access key and refuses any other (it does not check the secret).
  it("fails the start when the store refuses the credentials", async () => {
    expect(
      await failedStart("storage-bad-key", { ...bucket.env, S3_ACCESS_KEY_ID: "NOT-A-KEY" }),
    ).toContain(
      `kedai could not start: STORAGE_PROVIDER=s3: the bucket S3_BUCKET=${bucket.bucket} at S3_ENDPOINT=${bucket.endpoint} refuses these credentials (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY;`,
    );
  });
});
