import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { get, post } from "../support/http";
import { pickupOrder } from "../support/order-bodies";
import type { Doc, Session } from "../support/owner-server";
import { as, data, ownerCalls, ownerServer } from "../support/owner-server";

// Issue 19 item 8 over HTTP: a manager runs their branch's menu availability and hours from the
// console (GET /api/manage/branches, POST /api/manage/branches/{branchId}); each save is a
// revision by them; their change waits on nobody's other change, and overwrites nobody's same one.

const HOST = "demo.localhost";
const OWNER = "+6281100000090";
const MANAGER = "+6281100000097"; // Wulan (manager), Kemang (brands/demo.json)
const STAFF = "+6281100000091"; // Dapur Kemang, staff
const KOPI_OWNER = "+6281100000093";
const CUSTOMER = "+6281100000197";
const PHONES = [OWNER, MANAGER, STAFF, KOPI_OWNER, CUSTOMER];
const ctx = ownerServer("owner-manage", PHONES, PHONES);

const owners = ownerCalls(
  () => ctx.server.baseUrl,
  () => ctx.session(OWNER),
);
const ITEM = "black-forest-slice"; // on Kemang's menu ("main")

interface Managed {
  revision: number;
  branches: Doc[];
  menus: { id: string; sections: { items: { uid: string; name: string }[] }[] }[];
}
const managed = async (who = MANAGER) =>
  data<Managed>(await get(ctx.server.baseUrl, "/api/manage/branches", HOST, as(ctx.session(who))));
const saveBranch = (branchId: string, body: Doc, who = MANAGER) =>
  post(ctx.server.baseUrl, `/api/manage/branches/${branchId}`, HOST, body, as(ctx.session(who)));
/** The manager's save of Kemang from `base` with `patch` of what it has now. */
async function saveKemang(patch: Doc, base?: number, who = MANAGER) {
  const now = await managed(who);
  const kemang = now.branches.find((b) => b.id === "kemang")!;
  return saveBranch(
    "kemang",
    {
      base: base ?? now.revision,
      openingHours: kemang.openingHours,
      closures: kemang.closures,
      hiddenItems: kemang.hiddenItems,
      ...patch,
    },
    who,
  );
}
const branchMenu = async (branchId: string) => {
  const branches = data<Doc[]>(
    await get(ctx.server.baseUrl, "/api/branches", HOST, { "cache-control": "no-cache" }),
  );
  const branch = branches.find((b) => b.id === branchId)!;
  return (branch.menu.sections as Doc[]).flatMap((s) => (s.items as Doc[]).map((i) => i.uid));
};
const order = (who: Session, itemId: string) =>
  post(
    ctx.server.baseUrl,
    "/api/orders/demo/customer",
    HOST,
    pickupOrder("kemang", [{ itemId, qty: 1 }]),
    { ...who.headers, "x-idempotency-key": randomUUID() },
  );
const reason = (res: { json: <T>() => T }) =>
  res.json<{ error: { reasonCode: string } }>().error.reasonCode;

describe("a manager's branch pages", () => {
  it("gives a manager their branches and the menus they use; an owner every branch", async () => {
    const mine = await managed();
    expect(mine.branches.map((b) => b.id)).toEqual(["kemang"]);
    expect(mine.menus.map((m) => m.id)).toEqual(["main"]);
    expect(mine.menus[0]!.sections.flatMap((s) => s.items.map((i) => i.uid))).toContain(ITEM);
    expect((await managed(OWNER)).branches.map((b) => b.id)).toEqual([
      "kemang",
      "menteng",
      "kelapa-gading",
    ]);
  });

  it("hides an item at the manager's branch: its storefront and orders lose it, as a revision by them", async () => {
    expect(await branchMenu("kemang")).toContain(ITEM);
    const res = await saveKemang({ hiddenItems: [ITEM] });
    expect(res.status, res.body).toBe(200);
    expect(data<{ summary: Doc[] }>(res).summary).toEqual([
      expect.objectContaining({ area: "branch", op: "changed", fields: ["hiddenItems"] }),
    ]);
    expect(await branchMenu("kemang")).not.toContain(ITEM);
    const refused = await order(ctx.session(CUSTOMER), ITEM);
    expect(refused.status).toBe(400);
    expect(reason(refused)).toBe("ITEM_NOT_IN_MENU");
    const { revisions } = data<{ revisions: { authorName: string }[] }>(
      await get(ctx.server.baseUrl, "/api/owner/revisions", HOST, as(ctx.session(OWNER))),
    );
    expect(revisions[0]!.authorName).toBe("Wulan (manager)");

    expect((await saveKemang({ hiddenItems: [] })).status).toBe(200);
    expect(await branchMenu("kemang")).toContain(ITEM);
    // Nothing hidden is stored as nothing: the branch reads as it did before.
    const { document } = await owners.current();
    expect(document.branches.find((b: Doc) => b.id === "kemang")).not.toHaveProperty("hiddenItems");
    expect((await order(ctx.session(CUSTOMER), ITEM)).status).toBe(200);
  });

  it("saves hours made before the owner's unrelated change, and refuses them after the owner changed the same hours", async () => {
    const { revision: base } = await managed();
    const price = await owners.change((d) => {
      const item = d.menus[0].sections[0].items[0];
      item.price += 1000;
    });
    expect(price.status, price.body).toBe(200);
    const priced = (await owners.current()).document.menus[0].sections[0].items[0].price;
    const hours = { mon: [{ open: "08:00", close: "20:00" }] };
    const mine = await saveKemang({ openingHours: hours }, base);
    expect(mine.status, mine.body).toBe(200);
    const kemang = (await managed()).branches.find((b) => b.id === "kemang")!;
    expect(kemang.openingHours).toEqual(hours);
    // The owner's price stayed: the manager's save changed Kemang's hours only.
    expect((await owners.current()).document.menus[0].sections[0].items[0].price).toBe(priced);

    const { revision: before } = await managed();
    const theirs = await owners.change((d) => {
      d.branches.find((b: Doc) => b.id === "kemang").openingHours = {
        tue: [{ open: "10:00", close: "18:00" }],
      };
    });
    expect(theirs.status).toBe(200);
    const stale = await saveKemang(
      { openingHours: { wed: [{ open: "09:00", close: "17:00" }] } },
      before,
    );
    expect(stale.status).toBe(409);
    expect(stale.json()).toMatchObject({
      error: {
        reasonCode: "REVISION_STALE",
        revision: { authorName: "Sari (owner)" },
        message: expect.stringContaining("Sari (owner)"),
      },
    });
    expect((await managed()).branches[0]!.openingHours).toEqual({
      tue: [{ open: "10:00", close: "18:00" }],
    });
  });

  it("refuses wrong hours and an unknown item by their path in the request, writing nothing", async () => {
    const { revision } = await managed();
    const res = await saveKemang({
      openingHours: { mon: [{ open: "10:00", close: "10:00" }] },
      hiddenItems: ["no-such-item"],
    });
    expect(res.status).toBe(400);
    const problems = res.json<{ error: { problems: { path: string }[] } }>().error.problems;
    expect(problems.map((p) => p.path).sort()).toEqual([
      "$.hiddenItems[0]",
      "$.openingHours.mon[0]",
    ]);
    expect((await managed()).revision).toBe(revision);
  });

  it("keeps a manager to their branches and the pages to owners and managers", async () => {
    const body = { base: (await managed()).revision, closures: [] };
    const menteng = await saveBranch("menteng", body);
    expect(menteng.status).toBe(403);
    expect(reason(menteng)).toBe("FORBIDDEN");
    const nowhere = await saveBranch("nowhere", body);
    expect(reason(nowhere)).toBe("BRANCH_NOT_FOUND");
    for (const who of [STAFF, CUSTOMER, KOPI_OWNER]) {
      const read = await get(
        ctx.server.baseUrl,
        "/api/manage/branches",
        HOST,
        as(ctx.session(who)),
      );
      expect(read.status, who).toBe(403);
      expect((await saveBranch("kemang", body, who)).status, who).toBe(403);
    }
    // A manager is not an owner: the owner's console stays shut to them.
    const console = await get(
      ctx.server.baseUrl,
      "/api/owner/brand",
      HOST,
      as(ctx.session(MANAGER)),
    );
    expect(console.status).toBe(403);
  });
});
