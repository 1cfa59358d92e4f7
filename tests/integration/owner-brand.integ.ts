import { beforeAll, describe, expect, it } from "vitest";
import { ownerServer } from "../support/owner-server";
import { brandImport, fixtureCopy } from "../support/brand-files";
import type { TestSession } from "../support/sessions";
import { signIn } from "../support/sessions";
import type { HttpAnswer } from "../support/http";
import { get, post } from "../support/http";
import { getBytes, pngOfSize, solidPng, uploadImage } from "../support/proof-images";

// Issue 19 item 4 over HTTP: the Brand page's saves. A colour that makes the storefront unreadable
// is refused on its path and nothing is saved; a readable one is a revision the storefront serves;
// a template naming an unknown placeholder is refused; an import is held to the colours too. The
// owner's image upload keeps what it checked by content, for the brand's owner only.

const DEMO = "demo.localhost";
const KOPI = "kopi.localhost";
const OWNER = "+6281100000090";
const KEMANG_STAFF = "+6281100000091";
const KOPI_OWNER = "+6281100000093";
const CUSTOMER = "+6281100000194";
const ctx = ownerServer("owner-brand", [OWNER, KEMANG_STAFF, KOPI_OWNER, CUSTOMER]);

type Session = TestSession;
let owner: Session;
let kemangStaff: Session;
let customer: Session;
let kopiOwnerOnDemo: Session;
let kopiOwner: Session;
beforeAll(async () => {
  const base = ctx.server.baseUrl;
  owner = await signIn(base, OWNER);
  kemangStaff = await signIn(base, KEMANG_STAFF);
  customer = await signIn(base, CUSTOMER);
  kopiOwnerOnDemo = await signIn(base, KOPI_OWNER);
  kopiOwner = await signIn(base, KOPI_OWNER, KOPI, "kopi");
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a brand document, edited freely
type Doc = Record<string, any>;
interface Problem {
  path: string;
  message: string;
}
interface Refusal {
  error: { reasonCode: string; problems: Problem[] };
}
interface Image {
  src: string;
  width?: number;
  height?: number;
  widths?: number[];
}

const as = (s: Session, host = DEMO) => ({ ...s.headers, origin: `http://${host}` });
const data = <T>(res: HttpAnswer) => res.json<{ data: T }>().data;
const current = async () => {
  const res = await get(ctx.server.baseUrl, "/api/owner/brand", DEMO, as(owner));
  expect(res.status, res.body).toBe(200);
  return data<{ revision: number; document: Doc }>(res);
};
const save = (base: number, document: unknown) =>
  post(ctx.server.baseUrl, "/api/owner/brand", DEMO, { base, document }, as(owner));
const storeColors = async () =>
  data<{ branding: { colors: Record<string, string>; onBrandColorLogoVariantSrc: string } }>(
    await get(ctx.server.baseUrl, "/api/store-configs", DEMO, { "cache-control": "no-cache" }),
  ).branding;
const upload = (
  bytes: Buffer,
  headers: Record<string, string>,
  { name = "logo.png", kind = "logo", host = DEMO } = {},
) => uploadImage(ctx.server.baseUrl, `/api/owner/images?kind=${kind}`, host, headers, bytes, name);

describe("the brand's colours", () => {
  it("refuses a colour the storefront's text would be unreadable on, on its path, saving nothing", async () => {
    const { revision, document } = await current();
    const colors = document.storeConfigs.branding.colors;
    const before = await storeColors();
    colors.primary = "#F4A6C0"; // pale pink: prices and links on white at 1.8:1
    colors.onSecondaryContainer = colors.secondaryContainer;
    const res = await save(revision, document);
    expect(res.status, res.body).toBe(400);
    const refused = res.json<Refusal>().error;
    expect(refused.reasonCode).toBe("BRAND_INVALID");
    expect(refused.problems).toEqual([
      {
        path: "$.storeConfigs.branding.colors.primary",
        message: "is hard to read against #ffffff (1.8:1; needs 4.5:1)",
      },
      {
        path: "$.storeConfigs.branding.colors.secondaryContainer",
        message: expect.stringMatching(/^is hard to read against #FBDCE6 \(1:1; needs 4\.5:1\)$/),
      },
      {
        path: "$.storeConfigs.branding.colors.onSecondaryContainer",
        message: expect.stringMatching(/\(1:1; needs 4\.5:1\)$/),
      },
    ]);
    expect((await current()).revision).toBe(revision);
    expect(await storeColors()).toEqual(before);
  });

  it("asks 3:1 of the border colour", async () => {
    const { revision, document } = await current();
    document.storeConfigs.branding.colors.outline = "#DDDDDD";
    const res = await save(revision, document);
    expect(res.status).toBe(400);
    expect(res.json<Refusal>().error.problems).toEqual([
      {
        path: "$.storeConfigs.branding.colors.outline",
        message: "is hard to read against #ffffff (1.3:1; needs 3:1)",
      },
    ]);
  });

  it("saves readable colours as a revision the storefront serves at once", async () => {
    const { revision, document } = await current();
    const colors = {
      ...document.storeConfigs.branding.colors,
      primary: "#1F3A5F",
      outline: "#767676",
    };
    document.storeConfigs.branding.colors = colors;
    const res = await save(revision, document);
    expect(res.status, res.body).toBe(200);
    expect(data<{ revision: number; summary: { area: string }[] }>(res)).toMatchObject({
      revision: revision + 1,
      summary: [{ area: "branding" }],
    });
    expect((await storeColors()).colors).toEqual(colors);
  });
});

describe("the brand's message templates", () => {
  it("refuses a template with an unknown placeholder on its path, saving nothing", async () => {
    const { revision, document } = await current();
    document.messages = { en: { ACCEPTED: "{brand}: order #{ordr} is in the oven" } };
    const res = await save(revision, document);
    expect(res.status, res.body).toBe(400);
    expect(res.json<Refusal>().error.problems).toEqual([
      { path: "$.messages.en.ACCEPTED", message: expect.stringContaining("{brand}, {order}") },
    ]);
    expect((await current()).revision).toBe(revision);
  });

  it("saves templates per language", async () => {
    const { revision, document } = await current();
    const messages = {
      en: { ACCEPTED: "{brand}: order #{order} is in the oven" },
      id: { READY_FOR_PICKUP: "{brand}: pesanan #{order} siap diambil di {branch}" },
    };
    document.messages = messages;
    expect((await save(revision, document)).status).toBe(200);
    expect((await current()).document.messages).toEqual(messages);
  });
});

describe("POST /api/owner/images", () => {
  it("keeps a logo as a PNG under the brand's media, which a save may then name", async () => {
    const res = await upload(await solidPng(640, 200), as(owner));
    expect(res.status, res.body).toBe(200);
    const logo = data<Image>(res);
    expect(logo).toEqual({
      src: expect.stringMatching(/^\/media\/demo\/[a-f0-9]{32}\.png$/),
      width: 640,
      height: 200,
    });
    const served = await getBytes(ctx.server.baseUrl, logo.src, DEMO);
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");

    const { revision, document } = await current();
    document.storeConfigs.branding.onBrandColorLogoVariantSrc = logo.src;
    const saved = await save(revision, document);
    expect(saved.status, saved.body).toBe(200);
    expect((await storeColors()).onBrandColorLogoVariantSrc).toBe(logo.src);
  });

  it("makes a menu photo's variants for kind=item", async () => {
    const res = await upload(await solidPng(900, 600), as(owner), { kind: "item" });
    expect(res.status, res.body).toBe(200);
    const photo = data<Image>(res);
    expect(photo).toEqual({
      src: expect.stringMatching(/^\/media\/demo\/[a-f0-9]{32}-768w\.webp$/),
      width: 900,
      height: 600,
      widths: [192, 384, 768],
    });
    for (const variant of [photo.src, photo.src.replace("-768w.webp", "-192w.avif")])
      expect((await getBytes(ctx.server.baseUrl, variant, DEMO)).status).toBe(200);
  });

  it("checks the content, not the name: a text file named .png is refused", async () => {
    const res = await upload(Buffer.from("not a picture at all\n"), as(owner), { name: "x.png" });
    expect(res.status, res.body).toBe(415);
    expect(res.json<Refusal>().error.reasonCode).toBe("UNSUPPORTED_MEDIA_TYPE");
    const truncated = (await solidPng(400, 400)).subarray(0, 60);
    const broken = await upload(truncated, as(owner));
    expect(broken.status, broken.body).toBe(400);
    expect(broken.json<Refusal>().error.reasonCode).toBe("IMAGE_UNREADABLE");
  });

  it("refuses a file over 2 MB", async () => {
    const res = await upload(await pngOfSize(2_097_152 + 1), as(owner));
    expect(res.status, res.body).toBe(413);
    // Refused by the service, past the server's body limit for the path (src/edge/edge.mjs).
    expect(res.json<{ error: { reasonCode: string; message: string } }>().error).toMatchObject({
      reasonCode: "PAYLOAD_TOO_LARGE",
      message: "The image is larger than 2 MB.",
    });
    const atTheLimit = await upload(await pngOfSize(2_097_152), as(owner));
    expect(atTheLimit.status, atTheLimit.body).toBe(200);
  });

  it("is the brand's owner's only", async () => {
    const png = await solidPng();
    expect((await upload(png, { origin: `http://${DEMO}` })).status).toBe(401);
    for (const who of [kemangStaff, customer, kopiOwnerOnDemo]) {
      const res = await upload(png, as(who));
      expect(res.status, res.body).toBe(403);
      expect(res.json<Refusal>().error.reasonCode).toBe("FORBIDDEN");
    }
  });

  it("keeps another brand's upload out of this brand's document", async () => {
    const res = await upload(await solidPng(64, 64), as(kopiOwner, KOPI), { host: KOPI });
    expect(res.status, res.body).toBe(200);
    const kopiLogo = data<Image>(res).src;
    expect(kopiLogo).toMatch(/^\/media\/kopi\//);
    const { revision, document } = await current();
    document.storeConfigs.branding.onBrandColorLogoVariantSrc = kopiLogo;
    const refused = await save(revision, document);
    expect(refused.status).toBe(400);
    expect(refused.json<Refusal>().error.problems).toContainEqual({
      path: "$.storeConfigs.branding.onBrandColorLogoVariantSrc",
      message: "must be an image of this brand",
    });
  });
});

describe("brand:import", () => {
  it("refuses a brand file whose colours are unreadable, by their paths", () => {
    const bad = fixtureCopy((b) => {
      b.brand.id = "pucat";
      b.brand.subDomainName = "pucat";
      b.storeConfigs.branding.colors.primary = "#FFE4B5";
    });
    const result = brandImport(ctx.loc, bad);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("$.storeConfigs.branding.colors.primary: is hard to read");
  });
});
