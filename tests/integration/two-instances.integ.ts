import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBalancer } from "../../scripts/lib/balancer";
import type { Client } from "../support/api-client";
import { apiClient } from "../support/api-client";
import type { TestLocation } from "../support/database";
import { freshLocation } from "../support/database";
import type { HttpAnswer } from "../support/http";
import { pickupOrder } from "../support/order-bodies";
import type { Doc } from "../support/owner-server";
import { as, data, ownerCalls } from "../support/owner-server";
import { get } from "../support/http";
import type { RunningNginx } from "../support/nginx";
import { startNginx } from "../support/nginx";
import { openSse } from "../support/sse";
import { getBytes, pngOfSize, uploadImage, uploadProof } from "../support/proof-images";
import type { LocalBucket } from "../support/s3";
import { startLocalBucket } from "../support/s3";
import type { RunningServer } from "../support/server";
import { startServer } from "../support/server";
import type { TestSession } from "../support/sessions";
import { signIn } from "../support/sessions";
import { DEMO, PEOPLE } from "../support/test-server";

// Issue 40 item 2 (docs/several-instances.md): two instances on one PostgreSQL and one bucket, each
// with a data folder of its own, share nothing else. A photo or a proof uploaded through one is
// served by the other, a brand revision saved on one is served by the other, and an instance killed
// mid-upload loses nothing it acknowledged. The servers are started here, not by serverForFile:
// two of them, on one database, and the last test kills one.
//
// Always on PostgreSQL, whatever the run's database: two processes cannot share an embedded PGlite.
// freshLocation makes a fresh database on the run's server, or on the local one every machine has.

const ITEM = "black-forest-slice"; // demo's, sold at Kemang
/** The settings both instances must share (docs/several-instances.md), over the test defaults. */
const SHARED = {
  // Sessions and signed links are checked with it: without it each would make its own.
  APP_SECRET: `two-instances-${randomBytes(16).toString("hex")}`,
  S3_PREFIX: "kedai/",
  AUTH_TEST_PHONE_NUMBERS: [
    PEOPLE.owner.phone,
    PEOPLE.customer.phone,
    PEOPLE.otherCustomer.phone,
    PEOPLE.kemang.phone,
  ]
    .map((phone) => `${phone}:12345`)
    .join(","),
  OTP_IP_PER_HOUR: "1000",
  OTP_PHONE_COOLDOWN_SECONDS: "0",
  // The last test uploads many at once; their limits are tested in uploads.integ.ts.
  UPLOADS_PER_HOUR: "1000",
  UPLOAD_BYTES_PER_HOUR: "1000000000",
  OWNER_IMAGES_PER_HOUR: "1000",
};
/** How long a change may take to reach the other instance: a hang detector, not a target. */
const PROPAGATED = { timeout: 10_000, interval: 10 };

let bucket: LocalBucket;
let location: TestLocation;
let secondDir: string;
let one: RunningServer;
let two: RunningServer;
let owner: TestSession;
let customer: TestSession;
let kemang: TestSession;
let s3: S3Client;
let db: pg.Client;
/** deploy/nginx.conf in front of both, from its test on (the last test reads it with one gone). */
let nginx: RunningNginx | undefined;
const api1 = apiClient(() => one.baseUrl, DEMO);
const api2 = apiClient(() => two.baseUrl, DEMO);

beforeAll(async () => {
  bucket = await startLocalBucket();
  location = await freshLocation("two-instances", { postgres: true });
  secondDir = fs.mkdtempSync(path.join(os.tmpdir(), "kedai-two-instances-"));
  const settings = { ...bucket.env, ...SHARED };
  // Started together: the first start's migrations and demo brands are made once (an advisory lock).
  [one, two] = await Promise.all([
    startServer(location, settings),
    startServer({ ...location, dataDir: secondDir }, settings),
  ]);
  // Each signs in where the test first needs them; a session works on both (one APP_SECRET).
  owner = await signIn(one.baseUrl, PEOPLE.owner.phone);
  customer = await signIn(one.baseUrl, PEOPLE.customer.phone);
  kemang = await signIn(two.baseUrl, PEOPLE.kemang.phone);
  s3 = new S3Client({
    region: bucket.env.S3_REGION,
    endpoint: bucket.endpoint,
    forcePathStyle: true,
    credentials: {
      accessKeyId: bucket.env.S3_ACCESS_KEY_ID!,
      secretAccessKey: bucket.env.S3_SECRET_ACCESS_KEY!,
    },
  });
  db = new pg.Client({ connectionString: location.databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await nginx?.stop();
  await db?.end();
  s3?.destroy();
  await Promise.all([one?.stop(), two?.stop()]);
  await location?.dispose();
  fs.rmSync(secondDir, { recursive: true, force: true });
  await bucket?.stop();
});

/** Every key in the bucket under kedai's `{S3_PREFIX}{store}/`, without that folder. */
async function bucketKeys(store: "objects" | "uploads"): Promise<Set<string>> {
  const prefix = `${SHARED.S3_PREFIX}${store}/`;
  const keys = new Set<string>();
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: bucket.bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const item of page.Contents ?? []) keys.add(item.Key!.slice(prefix.length));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/** A real PNG of one colour per `seed`: each a different image, so no two share a stored key. */
const pngOf = (seed: number, width = 64, height = 48) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: seed % 256, g: (seed * 7) % 256, b: (seed * 13) % 256 },
    },
  })
    .png()
    .toBuffer();

type Photo = { src: string; width: number; height: number; widths: number[] };
/** Every variant of a stored item photo, as /media paths. */
const variantsOf = (photo: Photo) =>
  photo.widths.flatMap((w) =>
    ["avif", "webp"].map((f) => photo.src.replace(/-\d+w\.webp$/, `-${w}w.${f}`)),
  );

/** The item as instance `api`'s storefront serves it at Kemang. */
async function servedItem(api: Client): Promise<Doc | undefined> {
  const branches = (await api.storefront.branches()).data() as unknown as Doc[];
  const menu = branches.find((b) => b.id === "kemang")!.menu as Doc;
  return menu.sections.flatMap((s: Doc) => s.items).find((i: Doc) => i.uid === ITEM);
}

/** A pickup order at Kemang paid by transfer with the proof at `src`, placed through `api`. */
async function transferOrder(api: Client, who: TestSession, src: string): Promise<string> {
  const placed = await api.orders.placeOrder({
    params: { brandId: "demo" },
    body: pickupOrder("kemang", [{ itemId: ITEM, qty: 1 }], {
      payment: {
        method: "transfer",
        confirmation: { proofImageSrc: src, transferMethod: "BCA Transfer", noteFromClient: "" },
      },
    }) as never,
    as: who,
    headers: { "x-idempotency-key": randomUUID() },
  });
  expect(placed.status, placed.body).toBe(200);
  return placed.data().uid;
}

describe("two instances on one PostgreSQL and one bucket", () => {
  it("serves through instance 2 a menu photo the owner uploaded through instance 1", async () => {
    const uploaded = await uploadImage(
      one.baseUrl,
      "/api/owner/images?kind=item",
      DEMO,
      as(owner),
      await pngOf(1, 900, 600),
      "cake.png",
    );
    expect(uploaded.status, uploaded.body).toBe(200);
    const photo = data<Photo>(uploaded);
    const saved = await ownerCalls(
      () => one.baseUrl,
      () => owner,
    ).change((d) => {
      const item = d.menus[0].sections
        .flatMap((s: Doc) => s.items)
        .find((i: Doc) => i.uid === ITEM);
      item.images = [photo];
    });
    expect(saved.status, saved.body).toBe(200);

    // Instance 2's menu and the item's page name it...
    await expect.poll(async () => (await servedItem(api2))?.images, PROPAGATED).toEqual([photo]);
    const page = await getBytes(two.baseUrl, `/p/${ITEM}`, DEMO);
    expect(page.body.toString()).toContain(photo.src);
    // ...and instance 2 serves every variant, the same bytes instance 1 does.
    expect(variantsOf(photo)).toHaveLength(6);
    for (const variant of variantsOf(photo)) {
      const [first, second] = await Promise.all([
        getBytes(one.baseUrl, variant, DEMO),
        getBytes(two.baseUrl, variant, DEMO),
      ]);
      expect([first.status, second.status], variant).toEqual([200, 200]);
      expect(second.body.equals(first.body), variant).toBe(true);
    }
    // Kept in the bucket, not on either instance's disk.
    const stored = await bucketKeys("objects");
    for (const variant of variantsOf(photo))
      expect(stored.has(variant.slice("/media/".length)), variant).toBe(true);
    for (const dir of [location.dataDir, secondDir])
      expect(fs.readdirSync(dir).filter((f) => ["objects", "uploads"].includes(f))).toEqual([]);
  });

  it("shows on instance 2's staff board a proof a customer uploaded through instance 1", async () => {
    const proof = await pngOf(2, 320, 240);
    const up = await uploadProof(one.baseUrl, DEMO, customer.headers, proof);
    expect(up.status, up.body).toBe(200);
    const { id, src } = up.json<{ data: { id: string; src: string } }>().data;
    const uid = await transferOrder(api1, customer, src);

    const board = (await api2.staff.board({ as: kemang })).data();
    const card = board.orders.find((o) => o.uid === uid);
    expect(JSON.stringify(card)).toContain(src);
    // Instance 2 serves it to the branch's staff, both sizes, as instance 1 serves its customer.
    for (const size of ["full", "thumb"]) {
      const asCustomer = await getBytes(one.baseUrl, `${src}?size=${size}`, DEMO, customer.headers);
      const asStaff = await getBytes(two.baseUrl, `${src}?size=${size}`, DEMO, kemang.headers);
      expect([asCustomer.status, asStaff.status], size).toEqual([200, 200]);
      expect(asStaff.headers["content-type"]).toBe("image/jpeg");
      expect(asStaff.body.equals(asCustomer.body), size).toBe(true);
    }
    const stored = await bucketKeys("uploads");
    expect(stored).toContain(`demo/payment-confirmations/${id}.jpg`);
    expect(stored).toContain(`demo/payment-confirmations/${id}-thumb.jpg`);
  });

  it("serves on instance 2 a brand revision saved on instance 1, within a second", async () => {
    const calls = ownerCalls(
      () => one.baseUrl,
      () => owner,
    );
    const delays: number[] = [];
    for (const price of [41_100, 41_200, 41_300]) {
      await servedItem(api2); // instance 2 has the current revision in hand
      const saved = await calls.change((d) => {
        const item = d.menus[0].sections
          .flatMap((s: Doc) => s.items)
          .find((i: Doc) => i.uid === ITEM);
        item.price = price;
      });
      expect(saved.status, saved.body).toBe(200);
      const savedAt = performance.now();
      await expect.poll(async () => (await servedItem(api2))?.price, PROPAGATED).toBe(price);
      delays.push(Math.round(performance.now() - savedAt));
    }
    console.info(`two-instances: a saved revision reached instance 2 after ${delays} ms`);
    // The NOTIFY (kedai_brand_changed) arrives in milliseconds; the rest is a read of the revision.
    expect(Math.max(...delays)).toBeLessThan(1000);
  });

  it("takes a customer's journey through both instances behind one address", async () => {
    const balancer = createBalancer([one.baseUrl, two.baseUrl]);
    await new Promise<void>((resolve) => balancer.server.listen(0, "127.0.0.1", resolve));
    const front = `http://127.0.0.1:${(balancer.server.address() as AddressInfo).port}`;
    try {
      const api = apiClient(() => front, DEMO);
      const shopper = await signIn(front, PEOPLE.otherCustomer.phone);
      expect(await servedItem(api)).toMatchObject({ uid: ITEM });
      const up = await uploadProof(front, DEMO, shopper.headers, await pngOf(3));
      expect(up.status, up.body).toBe(200);
      const { src } = up.json<{ data: { src: string } }>().data;
      const uid = await transferOrder(api, shopper, src);
      const staff = await signIn(front, PEOPLE.kemang.phone);
      // Each read twice in a row: the balancer sends each request to the next instance, so both
      // answer it, whichever took the upload or the order.
      for (const turn of [1, 2]) {
        const board = (await api.staff.board({ as: staff })).data();
        expect(JSON.stringify(board.orders), `turn ${turn}`).toContain(src);
      }
      const proofs = [
        await getBytes(front, src, DEMO, staff.headers),
        await getBytes(front, src, DEMO, staff.headers),
      ];
      expect(proofs.map((p) => p.status)).toEqual([200, 200]);
      expect(proofs[1]!.body.equals(proofs[0]!.body)).toBe(true);
      const accepted = await api.staff.changeStatus({
        params: { orderId: uid },
        body: { status: "ACCEPTED" },
        as: staff,
        headers: { origin: `http://${DEMO}` },
      });
      expect(accepted.status, accepted.body).toBe(200);
      for (const turn of [1, 2]) {
        const order = (
          await api.orders.order({ params: { brandId: "demo", orderId: uid }, as: shopper })
        ).data();
        expect(order.status, `turn ${turn}`).toBe("ACCEPTED");
      }
      expect(
        balancer.counts.every((n) => n >= 6),
        String(balancer.counts),
      ).toBe(true);
    } finally {
      await balancer.close();
    }
  });

  it("serves both behind nginx with deploy/nginx.conf, as DEPLOYMENT.md gives it", async () => {
    nginx = await startNginx([one.baseUrl, two.baseUrl]);
    const front = nginx.baseUrl;
    // The shop's page by its Host, through either instance; the request id is nginx's own.
    for (const turn of [1, 2]) {
      const page = await get(front, "/", DEMO);
      expect(page.status, `turn ${turn}`).toBe(200);
      expect(page.body).toContain("Dapur Kue Demo");
      expect(page.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
    }
    // What stays off the internet is answered by nginx, never by an instance.
    for (const path of ["/api/operator/brands", "/metrics"]) {
      const refused = await get(front, path, DEMO);
      expect(refused.status, path).toBe(404);
      expect(refused.headers.server, path).toMatch(/^nginx/);
    }
    // A proof of 1.5 MB passes (nginx's own default refuses bodies over 1 MB) to either instance.
    const shopper = await signIn(front, PEOPLE.otherCustomer.phone);
    const up = await uploadProof(front, DEMO, shopper.headers, await pngOfSize(1_500_000));
    expect(up.status, up.body).toBe(200);
    const api = apiClient(() => front, DEMO);
    const uid = await transferOrder(api, shopper, up.json<{ data: { src: string } }>().data.src);
    // A live stream through nginx: a change made on instance 2 reaches it as it happens.
    const tracking = await openSse(front, `/api/orders/demo/${uid}/events`, DEMO, shopper.headers);
    try {
      expect(tracking.status).toBe(200);
      await tracking.next((e) => e.event === "order");
      const accepted = await api2.staff.changeStatus({
        params: { orderId: uid },
        body: { status: "ACCEPTED" },
        as: kemang,
        headers: { origin: `http://${DEMO}` },
      });
      expect(accepted.status, accepted.body).toBe(200);
      await tracking.next((e) => e.json<{ status: string }>().status === "ACCEPTED", 5000);
    } finally {
      tracking.close();
    }
  });

  it("loses nothing instance 1 acknowledged when it is killed mid-upload", async () => {
    const objectsBefore = await bucketKeys("objects");
    type Sent = { kind: "proof" | "photo"; answer?: HttpAnswer; cut?: boolean };
    const COUNT = 24;
    const KILL_AFTER = 4; // acknowledged uploads
    const sent: Sent[] = [];
    let acknowledged = 0;
    const images = await Promise.all(
      Array.from({ length: COUNT }, (_, i) => pngOf(100 + i, 400, 300)),
    );
    await Promise.all(
      images.map(async (bytes, i) => {
        const item: Sent = { kind: i % 2 === 0 ? "proof" : "photo" };
        sent.push(item);
        try {
          item.answer =
            item.kind === "proof"
              ? await uploadProof(one.baseUrl, DEMO, customer.headers, bytes)
              : await uploadImage(
                  one.baseUrl,
                  "/api/owner/images?kind=item",
                  DEMO,
                  as(owner),
                  bytes,
                );
          if (item.answer.status === 200 && ++acknowledged === KILL_AFTER)
            one.child.kill("SIGKILL");
        } catch {
          item.cut = true; // no answer: the connection died with the instance
        }
      }),
    );
    await one.exitCode();
    const acked = sent.filter((s) => s.answer?.status === 200);
    // Anything else than 200 or no answer at all would be a failure of the upload itself.
    expect(sent.filter((s) => s.answer && s.answer.status !== 200)).toEqual([]);
    const cut = sent.filter((s) => s.cut).length;
    expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(cut, "the kill came before every upload was answered").toBeGreaterThan(0);

    // Every acknowledged upload is there, read through instance 2.
    const ackedProofs = acked
      .filter((s) => s.kind === "proof")
      .map((s) => s.answer!.json<{ data: { id: string; src: string } }>().data);
    const ackedPhotos = acked.filter((s) => s.kind === "photo").map((s) => data<Photo>(s.answer!));
    for (const { src } of ackedProofs)
      for (const size of ["full", "thumb"]) {
        const res = await getBytes(two.baseUrl, `${src}?size=${size}`, DEMO, customer.headers);
        expect(res.status, `${src} ${size}`).toBe(200);
        expect((await sharp(res.body).metadata()).format).toBe("jpeg");
      }
    for (const photo of ackedPhotos)
      for (const variant of variantsOf(photo)) {
        const res = await getBytes(two.baseUrl, variant, DEMO);
        expect(res.status, variant).toBe(200);
        expect((await sharp(res.body).metadata()).width).toBeGreaterThan(0);
      }

    // The rows and the bucket agree.
    const uploadRows = (
      await db.query<{ id: string; storage_key: string; thumb_key: string; attached: boolean }>(
        `select u.id, u.storage_key, u.thumb_key, exists (
           select 1 from orders o where o.brand_id = u.brand_id and o.proof_upload_id = u.id
         ) as attached from uploads u`,
      )
    ).rows;
    const imageRows = (
      await db.query<{ ref: string; keys: string[] }>(`select ref, keys from owner_images`)
    ).rows;
    const uploadKeys = await bucketKeys("uploads");
    const objectKeys = await bucketKeys("objects");
    for (const { id } of ackedProofs) expect(uploadRows.map((r) => r.id)).toContain(id);
    for (const photo of ackedPhotos)
      expect(imageRows.map((r) => `/media/${r.ref}`)).toContain(
        photo.src.replace(/-\d+w\.webp$/, ""),
      );
    // A row is written before its objects, so that nothing is stored without a row the orphan
    // sweeps go by: the kill may leave rows of uploads it cut short (reservations: no answer named
    // them, no order or revision can), which the sweeps delete (UPLOAD_ORPHAN_SECONDS,
    // OWNER_IMAGE_ORPHAN_SECONDS). No other row points at a missing object.
    const ackedIds = new Set(ackedProofs.map((p) => p.id));
    const ackedRefs = new Set(
      ackedPhotos.map((p) => p.src.replace(/^\/media\/|-\d+w\.webp$/g, "")),
    );
    const shortProofs = uploadRows.filter(
      (r) => !uploadKeys.has(r.storage_key) || !uploadKeys.has(r.thumb_key),
    );
    const shortImages = imageRows.filter((r) => !r.keys.every((k) => objectKeys.has(k)));
    for (const row of shortProofs)
      expect([ackedIds.has(row.id), row.attached]).toEqual([false, false]);
    for (const row of shortImages) expect(ackedRefs.has(row.ref), row.ref).toBe(false);
    expect(shortProofs.length + shortImages.length).toBeLessThanOrEqual(cut);
    // Nothing is stored without a row.
    const rowKeys = new Set(uploadRows.flatMap((r) => [r.storage_key, r.thumb_key]));
    expect([...uploadKeys].filter((k) => !rowKeys.has(k))).toEqual([]);
    const imageKeys = new Set(imageRows.flatMap((r) => r.keys));
    expect([...objectKeys].filter((k) => !objectsBefore.has(k) && !imageKeys.has(k))).toEqual([]);
    console.info(
      `two-instances: ${acked.length} of ${COUNT} uploads acknowledged before the kill, ${cut} cut short, ` +
        `${shortProofs.length + shortImages.length} rows left for the sweeps`,
    );
  });

  it("keeps answering behind nginx once instance 1 is gone", async () => {
    expect(nginx, "the nginx test ran first").toBeDefined();
    // Instance 1 was killed by the test before: nginx tries it, finds it refused, and sends every
    // request to instance 2 (proxy_next_upstream); no customer sees an error.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => get(nginx!.baseUrl, "/api/branches", DEMO)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
  });
});
