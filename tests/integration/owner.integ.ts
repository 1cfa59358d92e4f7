import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { brandExport, brandImport } from "../support/brand-files";
import type { TestSession } from "../support/sessions";
import { signIn } from "../support/sessions";
import { freshLocation } from "../support/database";
import { ownerServer } from "../support/owner-server";
import type { RunningServer } from "../support/server";
import { startServer } from "../support/server";
import type { HttpAnswer } from "../support/http";
import { get, post } from "../support/http";

// Issue 19 item 7 over HTTP: the owner reads the brand's document, saves a change as a new
// revision that the storefront serves at once, sees it in the history with what changed, is
// refused a save made from an older revision (naming the change in between) and restores an
// earlier revision. A refused save writes nothing. An import is a revision like any other.

const HOST = "demo.localhost";
const OWNER = "+6281100000090";
const KEMANG_STAFF = "+6281100000091";
const CUSTOMER = "+6281100000193";
const ITEM = "black-forest-slice";
const ctx = ownerServer("owner", [OWNER, KEMANG_STAFF, CUSTOMER]);

type Session = TestSession;
let owner: Session;
let kemangStaff: Session;
let customer: Session;
beforeAll(async () => {
  owner = await signIn(ctx.server.baseUrl, OWNER);
  kemangStaff = await signIn(ctx.server.baseUrl, KEMANG_STAFF);
  customer = await signIn(ctx.server.baseUrl, CUSTOMER);
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a brand document, edited freely
type Doc = Record<string, any>;
interface Change {
  area: string;
  op: string;
  name?: string;
  fields?: string[];
  price?: { from: number; to: number };
}
interface Entry {
  number: number;
  source: string;
  authorName: string;
  summary: Change[];
  restoredFrom: number | null;
}

const as = (s: Session) => ({ ...s.headers, origin: `http://${HOST}` });
const data = <T>(res: HttpAnswer) => res.json<{ data: T }>().data;
const current = async () => {
  const res = await get(ctx.server.baseUrl, "/api/owner/brand", HOST, as(owner));
  expect(res.status, res.body).toBe(200);
  return data<{ revision: number; document: Doc }>(res);
};
const save = (base: number, document: unknown, who = owner) =>
  post(ctx.server.baseUrl, "/api/owner/brand", HOST, { base, document }, as(who));
const history = async () =>
  data<{ revisions: Entry[] }>(
    await get(ctx.server.baseUrl, "/api/owner/revisions", HOST, as(owner)),
  ).revisions;
const itemIn = (doc: Doc, uid = ITEM) =>
  doc.menus[0].sections.flatMap((s: Doc) => s.items).find((i: Doc) => i.uid === uid);
/** The item's price as the storefront serves it at Kemang (menu "main"). */
async function storefrontPrice(uid = ITEM): Promise<number | undefined> {
  const res = await get(ctx.server.baseUrl, "/api/branches", HOST, { "cache-control": "no-cache" });
  const kemang = data<Doc[]>(res).find((b) => b.id === "kemang")!;
  return kemang.menu.sections.flatMap((s: Doc) => s.items).find((i: Doc) => i.uid === uid)?.price;
}

describe("revisions from the owner console", () => {
  it("starts from the seeded import as revision 1", async () => {
    const { revision, document } = await current();
    expect(revision).toBe(1);
    expect(document.brand).toMatchObject({ id: "demo", subDomainName: "demo" });
    expect(itemIn(document).images[0].src).toMatch(
      /^\/media\/demo\/[a-f0-9]{32}(-\d+w\.webp|\.svg)$/,
    );
    const [first] = await history();
    expect(first).toMatchObject({ number: 1, source: "import", authorName: "brand:import" });
  });

  it("saves a price as a new revision the storefront serves at once, with what changed", async () => {
    const { revision, document } = await current();
    const before = itemIn(document).price as number;
    itemIn(document).price = before + 2000;
    const res = await save(revision, document);
    expect(res.status, res.body).toBe(200);
    const saved = data<{ revision: number; unchanged: boolean; summary: Change[] }>(res);
    expect(saved).toMatchObject({ revision: revision + 1, unchanged: false });
    expect(saved.summary).toEqual([
      {
        area: "item",
        op: "changed",
        name: "Black Forest Slice",
        menu: expect.any(String),
        fields: ["price"],
        price: { from: before, to: before + 2000 },
      },
    ]);
    expect(await storefrontPrice()).toBe(before + 2000);
    const [latest] = await history();
    expect(latest).toMatchObject({
      number: revision + 1,
      source: "console",
      authorName: "Sari (owner)",
    });
    // The same document again writes nothing.
    const again = await save(revision + 1, document);
    expect(data<{ unchanged: boolean; revision: number }>(again)).toMatchObject({
      unchanged: true,
      revision: revision + 1,
    });
  });

  it("refuses a save made from an older revision, naming the change made in between", async () => {
    const { revision, document } = await current();
    const mine = structuredClone(document);
    itemIn(document).name = "Black Forest (slice)";
    expect((await save(revision, document)).status).toBe(200);
    itemIn(mine).description = "Written by someone who had not reloaded";
    const stale = await save(revision, mine);
    expect(stale.status, stale.body).toBe(409);
    const error = stale.json<{ error: Doc }>().error;
    expect(error.reasonCode).toBe("REVISION_STALE");
    expect(error.message).toContain("Sari (owner)");
    expect(error.revision).toMatchObject({
      number: revision + 1,
      authorName: "Sari (owner)",
      summary: [{ area: "item", op: "changed", fields: ["name"] }],
    });
    expect(error.since).toBe(1);
    expect(itemIn((await current()).document).description).not.toContain("not reloaded");
  });

  it("refuses a bad document field by field, and writes nothing", async () => {
    const { revision, document } = await current();
    itemIn(document).price = -5;
    document.branches[0].phoneNumber = "call us";
    document.staff.push({ phoneNumber: "+6281100000199", name: "New", role: "manager" });
    const res = await save(revision, document);
    expect(res.status).toBe(400);
    const error = res.json<{ error: { reasonCode: string; problems: { path: string }[] } }>().error;
    expect(error.reasonCode).toBe("BRAND_INVALID");
    expect(error.problems.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\$\.menus\[0\]\.sections\[\d+\]\.items\[\d+\]\.price$/),
        "$.branches[0].phoneNumber",
        `$.staff[${document.staff.length - 1}].branchIds`,
      ]),
    );
    expect((await current()).revision).toBe(revision);
  });

  it("refuses what the console may not change: the address, its own owner access, unknown images", async () => {
    const { revision, document } = await current();
    const moved = structuredClone(document);
    moved.brand.subDomainName = "elsewhere";
    const demoted = structuredClone(document);
    demoted.staff = demoted.staff.filter((m: Doc) => m.role !== "owner");
    for (const [doc, path] of [
      [moved, "$.brand.subDomainName"],
      [demoted, "$.staff"],
    ] as const) {
      const res = await save(revision, doc);
      expect(res.status, res.body).toBe(400);
      expect(res.json<{ error: { problems: { path: string }[] } }>().error.problems).toEqual([
        expect.objectContaining({ path }),
      ]);
    }
    const foreign = structuredClone(document);
    itemIn(foreign).images = [{ src: "/media/kopi/0123456789abcdef0123456789abcdef.svg" }];
    const unknown = structuredClone(document);
    itemIn(unknown).images = [{ src: "/media/demo/0123456789abcdef0123456789abcdef.svg" }];
    const refusedForeign = await save(revision, foreign);
    expect(refusedForeign.status).toBe(400);
    expect(refusedForeign.json<{ error: { reasonCode: string } }>().error.reasonCode).toBe(
      "BRAND_INVALID",
    );
    const refusedUnknown = await save(revision, unknown);
    expect(refusedUnknown.status).toBe(400);
    expect(refusedUnknown.json<{ error: { reasonCode: string } }>().error.reasonCode).toBe(
      "IMAGE_NOT_FOUND",
    );
    expect((await current()).revision).toBe(revision);
  });

  it("restores an earlier revision as a new one: the old price comes back", async () => {
    const [first] = (await history()).slice(-1);
    expect(first!.number).toBe(1);
    const original = itemIn(
      data<{ document: Doc }>(
        await get(ctx.server.baseUrl, "/api/owner/revisions/1", HOST, as(owner)),
      ).document,
    );
    const { revision } = await current();
    const stale = await post(
      ctx.server.baseUrl,
      "/api/owner/revisions/1/restore",
      HOST,
      { base: revision - 1 },
      as(owner),
    );
    expect(stale.status).toBe(409);
    const res = await post(
      ctx.server.baseUrl,
      "/api/owner/revisions/1/restore",
      HOST,
      { base: revision },
      as(owner),
    );
    expect(res.status, res.body).toBe(200);
    expect(data<{ revision: number }>(res).revision).toBe(revision + 1);
    expect(await storefrontPrice()).toBe(original.price);
    const [latest] = await history();
    expect(latest).toMatchObject({ source: "restore", restoredFrom: 1 });
    // Revision 1 had the first name and price: both come back.
    expect(latest!.summary).toEqual([
      expect.objectContaining({ area: "item", name: original.name, fields: ["name", "price"] }),
    ]);
    const missing = await get(ctx.server.baseUrl, "/api/owner/revisions/999", HOST, as(owner));
    expect(missing.status).toBe(404);
    expect(missing.json<{ error: { reasonCode: string } }>().error.reasonCode).toBe(
      "REVISION_NOT_FOUND",
    );
  });

  it("is the owner's only: staff and customers are refused, and write nothing", async () => {
    const { revision, document } = await current();
    for (const who of [kemangStaff, customer]) {
      expect((await get(ctx.server.baseUrl, "/api/owner/brand", HOST, as(who))).status).toBe(403);
      expect((await save(revision, document, who)).status).toBe(403);
    }
    expect((await get(ctx.server.baseUrl, "/api/owner/brand", HOST)).status).toBe(401);
  });
});

describe("imports are revisions", () => {
  it("an import after a console change is the next revision, with what it changed", async () => {
    // The restore brought the file's own document back: importing it again writes nothing.
    const { revision, document } = await current();
    expect(brandImport(ctx.loc, "brands/demo.json").stdout).toMatch(/is up to date/);
    expect((await current()).revision).toBe(revision);
    itemIn(document).price += 500;
    expect((await save(revision, document)).status).toBe(200);
    const imported = brandImport(ctx.loc, "brands/demo.json");
    expect(imported.status, imported.stderr).toBe(0);
    const [latest] = await history();
    expect(latest).toMatchObject({ number: revision + 2, source: "import" });
    expect(latest!.summary).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ area: "item", name: "Black Forest Slice" }),
      ]),
    );
  });
});

describe("brand:export", () => {
  it("writes the current revision as a brand file that imports back unchanged", async () => {
    const { revision, document } = await current();
    itemIn(document).name = "Black Forest, from the console";
    expect((await save(revision, document)).status).toBe(200);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "kedai-export-"));
    const exported = brandExport(ctx.loc, "demo", folder);
    expect(exported.status, exported.stderr).toBe(0);
    expect(exported.stdout).toContain(`revision ${revision + 1}`);
    const file = JSON.parse(fs.readFileSync(path.join(folder, "brand.json"), "utf8")) as Doc;
    expect(itemIn(file).name).toBe("Black Forest, from the console");
    expect(file.storeConfigs.brandId).toBeUndefined();
    const srcs = file.menus.flatMap((m: Doc) =>
      m.sections.flatMap((s: Doc) => s.items.flatMap((i: Doc) => i.images.map((x: Doc) => x.src))),
    ) as string[];
    expect(srcs.length).toBeGreaterThan(0);
    for (const src of srcs) {
      expect(src).toMatch(/^images\/[a-f0-9]{32}(-\d+w\.webp|\.svg)$/);
      expect(fs.existsSync(path.join(folder, src))).toBe(true);
    }
    // Imported back: the same brand, photos and all, so nothing is written.
    const back = brandImport(ctx.loc, path.join(folder, "brand.json"));
    expect(back.status, back.stderr).toBe(0);
    expect(back.stdout).toMatch(/is up to date/);
    expect((await current()).revision).toBe(revision + 1);
    expect(brandExport(ctx.loc, "nope", folder).status).toBe(1);
  });
});

describe("several app instances on one PostgreSQL", () => {
  // Always on PostgreSQL (every machine has one): PGlite is one process by design.
  it("moves every instance to the saved revision: B serves the price saved on A", async () => {
    const pg = await freshLocation("owner-instances", { postgres: true });
    const settings = { AUTH_TEST_PHONE_NUMBERS: `${OWNER}:12345`, OTP_PHONE_COOLDOWN_SECONDS: "0" };
    const a = await startServer(pg, settings);
    const b = await startServer(pg, settings);
    try {
      const priceOn = async (server: RunningServer) => {
        const res = await get(server.baseUrl, "/api/branches", HOST);
        const kemang = data<Doc[]>(res).find((x) => x.id === "kemang")!;
        return itemIn({ menus: [kemang.menu] }).price as number;
      };
      const before = await priceOn(b); // B has the brand cached now
      const sari = await signIn(a.baseUrl, OWNER);
      const mine = { ...sari.headers, origin: `http://${HOST}` };
      const got = data<{ revision: number; document: Doc }>(
        await get(a.baseUrl, "/api/owner/brand", HOST, mine),
      );
      itemIn(got.document).price = before + 7000;
      const saved = await post(
        a.baseUrl,
        "/api/owner/brand",
        HOST,
        { base: got.revision, document: got.document },
        mine,
      );
      expect(saved.status, saved.body).toBe(200);
      const deadline = Date.now() + 2000;
      let seen = await priceOn(b);
      while (seen !== before + 7000 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        seen = await priceOn(b);
      }
      expect(seen).toBe(before + 7000);
    } finally {
      await a.stop();
      await b.stop();
      await pg.dispose();
    }
  });
});
