import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importBrandFile } from "@/server/brands/import-brand";
import { openDatabase } from "@/server/db/client";
import { migrate } from "@/server/db/migrate";
import type { OrderView } from "@/domain/order";
import { customers, orders, uploads } from "@/server/db/schema";
import { LocalDiskStorage } from "@/server/storage/local-disk";
import { UPLOAD_KEY, storageFor } from "@/server/storage/storage";
import { deleteOrphanUploads } from "@/server/uploads/orphans";
import { fixtureCopy, readBrand } from "../support/brand-files";
import type { TestSession } from "../support/sessions";
import { signIn } from "../support/sessions";
import type { TestLocation } from "../support/database";
import { freshLocation, locationsForFile } from "../support/database";
import type { HttpAnswer } from "../support/http";
import { post } from "../support/http";
import { getBytes, solidPng, uploadProof } from "../support/proof-images";
import type { RunningServer } from "../support/server";
import { startServer } from "../support/server";
import { orderRow } from "../support/rows";

// Issue 13, items 6 and 7: what a payment proof may cost (docs/decisions/0013-bounded-uploads.md).

const host = "demo.localhost";
const PHONES = Array.from({ length: 8 }, (_, i) => `+62811000007${i}0`);
const settings = {
  AUTH_TEST_PHONE_NUMBERS: PHONES.map((p) => `${p}:12345`).join(","),
  OTP_IP_PER_HOUR: "1000",
  OTP_PHONE_PER_HOUR: "1000",
  OTP_PHONE_COOLDOWN_SECONDS: "0",
};
const PER_HOUR = 3;
const BYTES_PER_HOUR = 2_097_152;

/** A server of its own (its DATA_DIR is looked into), started before the block's tests. */
function serverForBlock(label: string, extra: Record<string, string>) {
  const ctx = {} as { loc: TestLocation; server: RunningServer };
  beforeAll(async () => {
    ctx.loc = await freshLocation(label);
    ctx.server = await startServer(ctx.loc, { ...settings, ...extra });
  });
  afterAll(async () => {
    await ctx.server?.stop();
    await ctx.loc?.dispose();
  });
  return ctx;
}

type Customer = TestSession;
const idOf = (res: HttpAnswer) => res.json<{ data: { id: string; src: string } }>().data;
const errorOf = (res: HttpAnswer) =>
  res.json<{ error: { code: string; message: string; retryAfter?: number } }>().error;
/** The files kept under DATA_DIR/uploads for the demo brand, by name. */
const storedFiles = (dataDir: string) => {
  const dir = path.join(dataDir, "uploads/demo/payment-confirmations");
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

/** Pixels that do not compress: a deterministic pseudo-random picture. */
function noise(width: number, height: number, seed: number) {
  const data = Buffer.alloc(width * height * 3);
  let s = seed >>> 0;
  for (let i = 0; i < data.length; i++) {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    data[i] = s >>> 24;
  }
  return sharp(data, { raw: { width, height, channels: 3 } });
}

describe("proof images (server with the usual settings)", () => {
  const ctx = serverForBlock("uploads-images", {});
  let customer: Customer;
  beforeAll(async () => {
    customer = await signIn(ctx.server.baseUrl, PHONES[0]!);
  });
  const send = (bytes: Buffer, name?: string) =>
    uploadProof(ctx.server.baseUrl, host, customer.headers, bytes, name);

  it("refuses a 16000×16000 PNG (729 KiB, 1 GiB decoded) by its header: 413 IMAGE_TOO_LARGE", async () => {
    const bomb = await solidPng(16_000, 16_000);
    expect(bomb.length).toBeLessThan(2_097_152); // within the byte limit: only pixels refuse it
    const before = storedFiles(ctx.loc.dataDir);
    const res = await send(bomb);
    expect(res.status, res.body).toBe(413);
    expect(errorOf(res)).toMatchObject({
      code: "IMAGE_TOO_LARGE",
      message: "The image is 16000×16000 pixels; each side may be at most 10000.",
    });
    // 40 megapixels with sides under 10000 is the other cap.
    const wide = await send(await solidPng(9000, 5000));
    expect(wide.status, wide.body).toBe(413);
    expect(errorOf(wide).message).toMatch(/9000×5000 pixels; at most 40 megapixels/);
    expect(storedFiles(ctx.loc.dataDir)).toEqual(before);
  });

  it("refuses with 400 IMAGE_UNREADABLE a PNG that does not decode", async () => {
    const png = await noise(400, 300, 7).png().toBuffer();
    const truncated = png.subarray(0, Math.floor(png.length / 2));
    const res = await send(truncated);
    expect(res.status, res.body).toBe(400);
    expect(errorOf(res).code).toBe("IMAGE_UNREADABLE");
  });

  it("stores a photo as an upright JPEG ≤ 1600 px without EXIF, plus a ≤ 400 px thumbnail", async () => {
    // 3000×2000 as the camera wrote it, turned by EXIF orientation 6, with a GPS position.
    const photo = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: "#c8b89a" },
    })
      .jpeg({ quality: 90 })
      .withExif({
        IFD0: { Make: "KedaiCam", Copyright: "customer" },
        IFD3: { GPSLatitudeRef: "S", GPSLatitude: "6/1 12/1 0/1" },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(photo.length).toBeLessThan(2_097_152);
    const res = await send(photo, "receipt.jpg");
    expect(res.status, res.body).toBe(200);
    const answer = res.json<{ data: Record<string, string> }>().data;
    expect(Object.keys(answer).sort()).toEqual(["id", "src"]);
    expect(answer.src).toBe(`/api/uploads/${answer.id}`);

    const full = await getBytes(ctx.server.baseUrl, answer.src!, host, customer.headers);
    expect(full.status).toBe(200);
    expect(full.headers["content-type"]).toBe("image/jpeg");
    const meta = await sharp(full.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1067, 1600]);
    expect([meta.exif, meta.orientation, meta.xmp]).toEqual([undefined, undefined, undefined]);
    expect(full.body.includes("KedaiCam")).toBe(false);

    const thumb = await getBytes(
      ctx.server.baseUrl,
      `${answer.src}?size=thumb`,
      host,
      customer.headers,
    );
    expect(thumb.status).toBe(200);
    expect(thumb.headers["content-type"]).toBe("image/jpeg");
    const small = await sharp(thumb.body).metadata();
    expect([small.width, small.height]).toEqual([267, 400]);
    expect(thumb.body.length).toBeLessThan(full.body.length);

    const bad = await getBytes(ctx.server.baseUrl, `${answer.src}?size=huge`, host, {
      ...customer.headers,
    });
    expect(bad.status).toBe(400);
    // Only the two re-encoded copies are kept, never the customer's file.
    expect(storedFiles(ctx.loc.dataDir).filter((f) => f.startsWith(answer.id!))).toEqual([
      `${answer.id}-thumb.jpg`,
      `${answer.id}.jpg`,
    ]);
    // and neither keeps a byte of the camera's metadata (its GPS position sat beside "KedaiCam")
    for (const f of [`${answer.id}-thumb.jpg`, `${answer.id}.jpg`]) {
      const bytes = fs.readFileSync(
        path.join(ctx.loc.dataDir, "uploads/demo/payment-confirmations", f),
      );
      expect(bytes.includes("KedaiCam"), f).toBe(false);
      expect((await sharp(bytes).metadata()).exif, f).toBeUndefined();
    }
  });
});

describe("hourly limits per customer", () => {
  const ctx = serverForBlock("uploads-limits", {
    UPLOADS_PER_HOUR: String(PER_HOUR),
    UPLOAD_BYTES_PER_HOUR: String(BYTES_PER_HOUR),
  });
  const signedIn = (i: number) => signIn(ctx.server.baseUrl, PHONES[i]!);
  const send = (who: Customer, bytes: Buffer) =>
    uploadProof(ctx.server.baseUrl, host, who.headers, bytes);
  const expectLimited = (res: HttpAnswer) => {
    expect(res.status, res.body).toBe(429);
    const error = errorOf(res);
    expect(error.code).toBe("RATE_LIMITED");
    expect(error.message).toBe(`Too many uploads. Try again in ${error.retryAfter} s.`);
    expect(res.headers["retry-after"]).toBe(String(error.retryAfter));
    expect(error.retryAfter).toBeGreaterThan(3500); // the first of this hour's uploads was just now
    expect(error.retryAfter).toBeLessThanOrEqual(3600);
  };

  it("refuses the upload over UPLOADS_PER_HOUR with 429, before looking at the image", async () => {
    const who = await signedIn(1);
    const png = await solidPng();
    for (let i = 0; i < PER_HOUR; i++) expect((await send(who, png)).status).toBe(200);
    expectLimited(await send(who, png));
    // A bomb is refused for the count, not decoded first (that would answer 413).
    expectLimited(await send(who, await solidPng(16_000, 16_000)));
    // Another customer is not affected.
    expect((await send(await signedIn(2), png)).status).toBe(200);
  });

  it("refuses an upload that would take the hour's stored bytes over UPLOAD_BYTES_PER_HOUR", async () => {
    const who = await signedIn(3);
    const big = await noise(1400, 1100, 3).jpeg({ quality: 96 }).toBuffer();
    expect(big.length).toBeLessThan(2_097_152);
    const first = await send(who, big);
    expect(first.status, first.body).toBe(200);
    const stored = (await getBytes(ctx.server.baseUrl, idOf(first).src, host, who.headers)).body
      .length;
    // The case this test is about: the stored copy and one more such photo are over the limit.
    expect(stored + big.length).toBeGreaterThan(BYTES_PER_HOUR);
    expectLimited(await send(who, big));
    // A small one still fits (and the count was not what refused the big one).
    expect((await send(who, await solidPng())).status).toBe(200);
  });

  it("lets exactly UPLOADS_PER_HOUR of many concurrent uploads through", async () => {
    const who = await signedIn(4);
    const png = await solidPng(200, 150);
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(who, png)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(PER_HOUR).fill(200), ...Array(8 - PER_HOUR).fill(429)]);
  });
});

describe("unused proofs are deleted", () => {
  const ORPHAN_SECONDS = 4;
  const ctx = serverForBlock("uploads-orphans", { UPLOAD_ORPHAN_SECONDS: String(ORPHAN_SECONDS) });
  const demo = readBrand("brands/demo.json");
  const kemang = demo.branches.find((b: { id: string }) => b.id === "kemang");
  const menu = demo.menus.find((m: { id: string }) => m.id === kemang.menuId);

  it("after UPLOAD_ORPHAN_SECONDS, bytes and row; a proof of a transfer order stays", async () => {
    const base = ctx.server.baseUrl;
    const who = await signIn(base, PHONES[5]!);
    const kept = idOf(await uploadProof(base, host, who.headers, await solidPng(640, 480)));
    const order = await post(
      base,
      "/api/orders/demo/customer",
      host,
      {
        orderMode: "PICKUP",
        selectedBranchId: kemang.id,
        deliveryOrPickupTime: "NOW",
        basket: { items: [{ itemId: menu.sections[0].items[0].uid, qty: 1 }] },
        payment: {
          method: "transfer",
          confirmation: {
            proofImageSrc: kept.src,
            transferMethod: "BCA Transfer",
            noteFromClient: "",
          },
        },
      },
      { ...who.headers, "x-idempotency-key": randomUUID() },
    );
    expect(order.status, order.body).toBe(200);
    const unused = idOf(await uploadProof(base, host, who.headers, await solidPng(320, 240)));
    expect((await getBytes(base, unused.src, host, who.headers)).status).toBe(200);

    const deadline = Date.now() + 40_000;
    while ((await getBytes(base, unused.src, host, who.headers)).status !== 404) {
      if (Date.now() > deadline) throw new Error("the unused proof was not deleted within 40 s");
      await new Promise((r) => setTimeout(r, 250));
    }
    expect((await getBytes(base, kept.src, host, who.headers)).status).toBe(200);
    expect((await getBytes(base, `${kept.src}?size=thumb`, host, who.headers)).status).toBe(200);
    expect(storedFiles(ctx.loc.dataDir)).toEqual([`${kept.id}-thumb.jpg`, `${kept.id}.jpg`]);

    await ctx.server.stop();
    const handle = await openDatabase(ctx.loc);
    try {
      const rows = await handle.db
        .select({ id: uploads.id, size: uploads.size, contentType: uploads.contentType })
        .from(uploads)
        .where(inArray(uploads.id, [kept.id, unused.id]));
      const file = path.join(
        ctx.loc.dataDir,
        "uploads/demo/payment-confirmations",
        `${kept.id}.jpg`,
      );
      // The row describes what is kept: the re-encoded copy, not what was sent.
      expect(rows).toEqual([
        { id: kept.id, size: fs.statSync(file).size, contentType: "image/jpeg" },
      ]);
    } finally {
      await handle.close();
    }
  });
});

describe("deleteOrphanUploads", () => {
  const { location } = locationsForFile("uploads-sweep");

  it("keeps attached and recent proofs, and a row whose bytes could not be deleted", async () => {
    const loc = await location();
    const handle = await openDatabase(loc);
    try {
      await migrate(handle);
      const file = fixtureCopy();
      expect((await importBrandFile(handle, storageFor(loc.dataDir), file)).ok).toBe(true);
      const { db } = handle;
      await db.insert(customers).values({ id: "cust-a", phoneNumber: "+6281200000001" });
      const store = new LocalDiskStorage(path.join(loc.dataDir, "uploads"), UPLOAD_KEY);
      const id = (name: string) => name.padEnd(24, "x");
      const keyOf = (name: string, suffix = "") =>
        `mini/payment-confirmations/${id(name)}${suffix}.jpg`;
      const upload = async (name: string, minutesAgo: number) => {
        await store.put(keyOf(name), new Uint8Array([1]));
        await store.put(keyOf(name, "-thumb"), new Uint8Array([2]));
        await db.insert(uploads).values({
          id: id(name),
          brandId: "mini",
          customerId: "cust-a",
          purpose: "payment-confirmation",
          contentType: "image/jpeg",
          size: 1,
          storageKey: keyOf(name),
          thumbKey: keyOf(name, "-thumb"),
          createdAt: sql`now() - make_interval(mins => ${minutesAgo})`,
        });
      };
      await upload("orphan", 90);
      await upload("linked", 90); // orders.proof_upload_id
      await upload("stuck", 90);
      await upload("fresh", 1);
      const order = (oid: string, payment: OrderView["payment"], proofUploadId: string | null) =>
        orderRow({ id: oid, brandId: "mini", customerId: "cust-a", payment, proofUploadId });
      const transfer = (name: string) => ({
        method: "transfer",
        confirmation: { proofImageSrc: `/api/uploads/${id(name)}`, transferMethod: "BCA" },
      });
      await db.insert(orders).values([order("o1", transfer("linked"), id("linked"))]);
      // A delete that fails: a non-empty folder where the stored copy should be.
      const stuck = path.join(loc.dataDir, "uploads", keyOf("stuck"));
      fs.rmSync(stuck);
      fs.mkdirSync(path.join(stuck, "in-the-way"), { recursive: true });

      const rowIds = async () =>
        (await db.select({ id: uploads.id }).from(uploads)).map((r) => r.id.replace(/x+$/, ""));
      expect(await deleteOrphanUploads(db, store, 3600)).toEqual({ deleted: 1, failed: 1 });
      expect((await rowIds()).sort()).toEqual(["fresh", "linked", "stuck"]);
      expect(await store.get(keyOf("orphan"))).toBeNull();
      expect(await store.get(keyOf("orphan", "-thumb"))).toBeNull();
      expect(await store.get(keyOf("linked"))).not.toBeNull();

      // Once the delete can succeed, the next sweep finishes the job.
      fs.rmSync(stuck, { recursive: true });
      expect(await deleteOrphanUploads(db, store, 3600)).toEqual({ deleted: 1, failed: 0 });
      expect((await rowIds()).sort()).toEqual(["fresh", "linked"]);
      expect(await store.get(keyOf("stuck", "-thumb"))).toBeNull();
      const [fresh] = await db
        .select()
        .from(uploads)
        .where(eq(uploads.id, id("fresh")));
      expect(fresh?.storageKey).toBe(keyOf("fresh"));
    } finally {
      await handle.close();
    }
  });
});
