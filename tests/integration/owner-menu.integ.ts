import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { withSoldAt } from "@/domain/branch-offer";
import type { BrandDocument } from "@/domain/brand-config";
import { withoutItem } from "@/domain/menu-edit";
import { groupProblemAt } from "@/domain/option-groups-edit";
import type { HttpAnswer } from "../support/http";
import { get, post } from "../support/http";
import { pickupOrder } from "../support/order-bodies";
import type { Doc } from "../support/owner-server";
import { as, data, ownerCalls, ownerServer } from "../support/owner-server";
import { cameraPhoto, uploadImage } from "../support/proof-images";

// Issue 19 item 1 over HTTP: what the owner does to a menu is what customers get on their next
// read. A new section and item appear where they were put, with a photo uploaded from the phone; items move; a hidden item stays in the
// brand (and its history) but is neither shown nor orderable, and comes back when shown again.

const HOST = "demo.localhost";
const OWNER = "+6281100000090";
const CUSTOMER = "+6281100000195";
const ctx = ownerServer("owner-menu", [OWNER, CUSTOMER], [OWNER, CUSTOMER]);

const owner = () => ctx.session(OWNER);
const customer = () => ctx.session(CUSTOMER);
const owners = ownerCalls(() => ctx.server.baseUrl, owner);
const current = owners.current;
/** Saves a change of menu "main" (Kemang's); answers what changed. */
async function change(edit: (menu: Doc) => void) {
  const res = await owners.change((document) =>
    edit(document.menus.find((m: Doc) => m.id === "main")),
  );
  expect(res.status, res.body).toBe(200);
  return data<{ summary: Doc[] }>(res).summary;
}
/** Branch `id`'s menu as the storefront serves it: the uids of its items. */
async function servedAt(id: string): Promise<string[]> {
  const res = await get(ctx.server.baseUrl, "/api/branches", HOST, { "cache-control": "no-cache" });
  const branch = data<Doc[]>(res).find((b) => b.id === id)!;
  return branch.menu.sections.flatMap((s: Doc) => s.items.map((i: Doc) => i.uid));
}
/** Item `uid` of menu "main" in `document`, its section's items and its path. */
function itemOf(document: Doc, uid: string): { item: Doc; items: Doc[]; path: string } {
  const menu = document.menus.findIndex((m: Doc) => m.id === "main");
  const sections = document.menus[menu].sections as Doc[];
  for (const [s, section] of sections.entries()) {
    const i = (section.items as Doc[]).findIndex((item) => item.uid === uid);
    if (i >= 0)
      return {
        item: section.items[i],
        items: section.items,
        path: `$.menus[${menu}].sections[${s}].items[${i}]`,
      };
  }
  throw new Error(`no item ${uid}`);
}
const refusal = (res: HttpAnswer) =>
  res.json<{ error: { reasonCode: string; problems: { path: string; message: string }[] } }>()
    .error;
/** Kemang's menu (menu "main") as the storefront serves it: section ids with their item uids. */
async function storefront(): Promise<[string, string[]][]> {
  const res = await get(ctx.server.baseUrl, "/api/branches", HOST, { "cache-control": "no-cache" });
  const kemang = data<Doc[]>(res).find((b) => b.id === "kemang")!;
  return kemang.menu.sections.map((s: Doc) => [s.id, s.items.map((i: Doc) => i.uid)]);
}
const order = (itemId: string) =>
  post(
    ctx.server.baseUrl,
    "/api/orders/demo/customer",
    HOST,
    pickupOrder("kemang", [{ itemId, qty: 1 }]),
    { ...customer().headers, "x-idempotency-key": randomUUID() },
  );

describe("the owner's menu", () => {
  it("adds a section with an item, which customers see and order at once", async () => {
    const summary = await change((menu) =>
      menu.sections.push({
        id: "seasonal",
        name: "Seasonal",
        items: [{ uid: "kue-cubit", name: "Kue Cubit", price: 45_000 }],
      }),
    );
    expect(summary).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ area: "section", op: "added", name: "Seasonal" }),
        expect.objectContaining({ area: "item", op: "added", name: "Kue Cubit" }),
      ]),
    );
    expect((await storefront()).at(-1)).toEqual(["seasonal", ["kue-cubit"]]);
    const placed = await order("kue-cubit");
    expect(placed.status, placed.body).toBe(200);
  });

  it("gives an item a photo uploaded from the phone, served with its variants", async () => {
    const uploaded = await uploadImage(
      ctx.server.baseUrl,
      "/api/owner/images?kind=item",
      HOST,
      as(owner()),
      await cameraPhoto(),
      "IMG_2041.jpg",
    );
    expect(uploaded.status, uploaded.body).toBe(200);
    const photo = data<{ src: string; widths: number[] }>(uploaded);
    await change((menu) => {
      menu.sections.at(-1).items[0].images = [photo];
    });
    const res = await get(ctx.server.baseUrl, "/api/branches", HOST, {
      "cache-control": "no-cache",
    });
    const served = data<Doc[]>(res)
      .find((b) => b.id === "kemang")!
      .menu.sections.at(-1).items[0];
    expect(served).toMatchObject({ uid: "kue-cubit", images: [photo] });
    expect(photo.src).toMatch(/^\/media\/demo\/[a-f0-9]{32}-\d+w\.webp$/);
    const page = await get(ctx.server.baseUrl, "/p/kue-cubit", HOST);
    expect(page.body).toContain(photo.src.replace(/-\d+w\.webp$/, ""));
  });

  it("moves items and sections as the owner put them", async () => {
    const before = await storefront();
    const [firstId, firstItems] = before[0]!;
    await change((menu) => {
      const first = menu.sections[0];
      first.items = [...first.items].reverse();
      menu.sections.unshift(menu.sections.pop());
    });
    const after = await storefront();
    expect(after[0]![0]).toBe("seasonal");
    expect(after[1]).toEqual([firstId, [...firstItems].reverse()]);
  });

  it("hides an item without deleting it: not served, not orderable; shown again, it is back", async () => {
    const uid = (await storefront())[1]![1][0]!;
    await change((menu) => {
      menu.sections.flatMap((s: Doc) => s.items).find((i: Doc) => i.uid === uid).hidden = true;
    });
    expect((await storefront()).flatMap(([, items]) => items)).not.toContain(uid);
    const refused = await order(uid);
    expect(refused.status).toBe(400);
    expect(refused.json()).toMatchObject({ error: { reasonCode: "ITEM_NOT_IN_MENU" } });
    const page = await get(ctx.server.baseUrl, `/p/${uid}`, HOST);
    expect(page.status).toBe(404);
    // Still the brand's: in the document the console edits.
    const kept = (await current()).document.menus[0].sections
      .flatMap((s: Doc) => s.items)
      .find((i: Doc) => i.uid === uid);
    expect(kept).toMatchObject({ uid, hidden: true });

    await change((menu) => {
      delete menu.sections.flatMap((s: Doc) => s.items).find((i: Doc) => i.uid === uid).hidden;
    });
    expect((await storefront())[1]![1][0]).toBe(uid);
    expect((await order(uid)).status).toBe(200);
  });
});

// Issue 19 item 1: an item's options and the branches that sell it, as the console saves them.
describe("the owner's item options and branches", () => {
  it("refuses a bad option group, naming its fields by path, and saves nothing", async () => {
    const { revision, document } = await current();
    const { item, path } = itemOf(document, "roti-keju");
    item.optionGroups = [
      {
        kind: "choice",
        id: "size",
        name: "Size",
        min: 2,
        max: 1,
        options: [{ id: "small", name: "Small", price: -1 }],
      },
      { kind: "text", id: "note", name: " ", maxLength: 500, required: false },
    ];
    const res = await post(
      ctx.server.baseUrl,
      "/api/owner/brand",
      HOST,
      { base: revision, document },
      as(owner()),
    );
    expect(res.status, res.body).toBe(400);
    const error = refusal(res);
    expect(error.reasonCode).toBe("BRAND_INVALID");
    const paths = error.problems.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        `${path}.optionGroups[0].min`,
        `${path}.optionGroups[0].options[0].price`,
        `${path}.optionGroups[1].name`,
        `${path}.optionGroups[1].maxLength`,
      ]),
    );
    // The console puts each on its field (the paths under the item, as save-brand gives them).
    const fields = paths.map((p) => groupProblemAt(p.slice(path.length + 1))?.[0]);
    expect(fields).toEqual(
      expect.arrayContaining([
        "optionGroups[0].min",
        "optionGroups[0].options[0].price",
        "optionGroups[1].name",
        "optionGroups[1].maxLength",
      ]),
    );
    expect((await current()).revision).toBe(revision);
  });

  it("sells an item at one branch of a menu and not the other; deleting it clears the branch", async () => {
    // Menteng takes Kemang's menu, so two branches sell from it.
    let res = await owners.change((document) => {
      document.branches.find((b: Doc) => b.id === "menteng").menuId = "main";
    });
    expect(res.status, res.body).toBe(200);
    const UID = "almond-croissant";
    expect(await servedAt("menteng")).toContain(UID);

    res = await owners.change((document) => {
      document.branches = withSoldAt(document.branches, "main", UID, (id) => id !== "menteng");
    });
    expect(res.status, res.body).toBe(200);
    expect(await servedAt("menteng")).not.toContain(UID);
    expect(await servedAt("kemang")).toContain(UID);
    const menteng = (await current()).document.branches.find((b: Doc) => b.id === "menteng");
    expect(menteng.hiddenItems).toEqual([UID]);

    // A plain delete leaves Menteng hiding an item the menu lacks: refused on that path.
    res = await owners.change((document) => {
      const { item, items } = itemOf(document, UID);
      items.splice(items.indexOf(item), 1);
    });
    expect(res.status).toBe(400);
    expect(refusal(res).problems).toEqual([
      expect.objectContaining({ path: "$.branches[1].hiddenItems[0]" }),
    ]);

    // The console's delete takes it out of the branch too.
    res = await owners.change((document) =>
      Object.assign(document, withoutItem(document as BrandDocument, "main", UID)),
    );
    expect(res.status, res.body).toBe(200);
    const after = (await current()).document;
    expect(after.branches.find((b: Doc) => b.id === "menteng")).not.toHaveProperty("hiddenItems");
    expect(await servedAt("kemang")).not.toContain(UID);
  });
});
