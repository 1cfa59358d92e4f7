import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { get, post } from "../support/http";
import { pickupOrder } from "../support/order-bodies";
import type { Doc } from "../support/owner-server";
import { as, data, ownerCalls, ownerServer } from "../support/owner-server";

// Issue 35 item 3 over HTTP: the owner adds a branch (id from its name), closes it until reopened
// (customers see it closed and cannot order: 409 BRANCH_CLOSED), reopens it, and removes a branch
// once its orders are finished; the last branch, a branch with open orders and bad input are
// refused, and nothing is written then.

const HOST = "demo.localhost";
const KOPI = "kopi.localhost";
const OWNER = "+6281100000090";
const KOPI_OWNER = "+6281100000093";
const CUSTOMER = "+6281100000198";
const ctx = ownerServer("owner-branch-changes", [OWNER, KOPI_OWNER, CUSTOMER], [OWNER, CUSTOMER]);

const owner = () => ctx.session(OWNER);
const base = () => ctx.server.baseUrl;
const owners = ownerCalls(base, owner);
const ownerPost = async (path: string, body: unknown, host = HOST, who = owner()) =>
  post(base(), path, host, body, as(who, host));
const branches = async () =>
  data<Doc[]>(await get(base(), "/api/branches", HOST, { "cache-control": "no-cache" }));
const orderAt = (branchId: string, extra: Record<string, unknown> = {}) =>
  post(
    base(),
    "/api/orders/demo/customer",
    HOST,
    pickupOrder(branchId, [{ itemId: "black-forest-slice", qty: 1 }], extra),
    { ...ctx.session(CUSTOMER).headers, "x-idempotency-key": randomUUID() },
  );

/** A new branch as the console's form sends it: open at all times, selling the main menu. */
const cibubur = (patch: Doc = {}): Doc => ({
  name: "Dapur Kue Cibubur",
  phoneNumber: "+622188888888",
  address: {
    address: "Jl. Alternatif Cibubur No. 1",
    city: "Bekasi",
    postalCode: "17435",
    lat: -6.3702,
    lng: 106.8947,
  },
  menuId: "main",
  closures: [],
  ...patch,
});

describe("adding a branch", () => {
  it("adds it under an id made from its name, served to customers at once", async () => {
    const { revision } = await owners.current();
    const res = await ownerPost("/api/owner/branches", { base: revision, branch: cibubur() });
    expect(res.status, res.body).toBe(200);
    expect(data<Doc>(res)).toMatchObject({
      branchId: "dapur-kue-cibubur",
      revision: revision + 1,
      summary: [{ area: "branch", op: "added", name: "Dapur Kue Cibubur" }],
    });
    expect((await branches()).map((b) => b.id)).toContain("dapur-kue-cibubur");
    // The same name again: its id is made unique.
    const again = await ownerPost("/api/owner/branches", {
      base: revision + 1,
      branch: cibubur({ name: "Dapur Kue  Cibubur!" }),
    });
    expect(data<Doc>(again).branchId).toBe("dapur-kue-cibubur-2");
  });

  it("refuses bad input by field, writing nothing", async () => {
    const { revision } = await owners.current();
    const bad = await ownerPost("/api/owner/branches", {
      base: revision,
      branch: cibubur({
        name: " ",
        menuId: "no-such-menu",
        address: { ...cibubur().address, postalCode: "123", lat: null },
      }),
    });
    expect(bad.status, bad.body).toBe(400);
    const { error } = bad.json<{ error: { reasonCode: string; problems: Doc[] } }>();
    expect(error.reasonCode).toBe("BRAND_INVALID");
    expect(error.problems.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        "$.branch.name",
        "$.branch.address.postalCode",
        "$.branch.address.lat",
      ]),
    );
    const notAnObject = await ownerPost("/api/owner/branches", { base: revision, branch: "x" });
    expect(notAnObject.status).toBe(400);
    const stale = await ownerPost("/api/owner/branches", { base: revision - 1, branch: cibubur() });
    expect(stale.status).toBe(409);
    expect(stale.json()).toMatchObject({ error: { reasonCode: "REVISION_STALE" } });
    expect((await owners.current()).revision).toBe(revision);
  });
});

describe("closing a branch until reopened", () => {
  it("shows it closed with its reason, refuses its orders now and later, and reopens", async () => {
    const { revision } = await owners.current();
    const closed = await ownerPost("/api/owner/branches/dapur-kue-cibubur/close", {
      base: revision,
      reason: "Renovasi",
    });
    expect(closed.status, closed.body).toBe(200);
    const shown = (await branches()).find((b) => b.id === "dapur-kue-cibubur")!;
    expect(shown.closedUntilReopened).toEqual({ reason: "Renovasi" });
    expect(shown.openState).toMatchObject({
      open: false,
      opensAt: null,
      closedUntilReopened: { reason: "Renovasi" },
    });
    const now = await orderAt("dapur-kue-cibubur");
    expect(now.status).toBe(409);
    expect(now.json()).toMatchObject({
      error: { reasonCode: "BRANCH_CLOSED", reason: "Renovasi" },
    });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const later = await orderAt("dapur-kue-cibubur", {
      deliveryOrPickupTime: "LATER",
      scheduledFor: `${tomorrow}T10:00:00+07:00`,
    });
    expect(later.json()).toMatchObject({ error: { reasonCode: "BRANCH_CLOSED" } });
    const slots = await get(base(), "/api/branches/dapur-kue-cibubur/slots", HOST, {
      "cache-control": "no-cache",
    });
    expect(data<{ slots: unknown[] }>(slots).slots).toEqual([]);

    const reopened = await ownerPost("/api/owner/branches/dapur-kue-cibubur/reopen", {
      base: revision + 1,
    });
    expect(reopened.status, reopened.body).toBe(200);
    const open = (await branches()).find((b) => b.id === "dapur-kue-cibubur")!;
    expect(open).not.toHaveProperty("closedUntilReopened");
    expect(open.openState.open).toBe(true);
  });

  it("refuses a reason too long, an unknown branch and a stale base", async () => {
    const { revision } = await owners.current();
    const long = await ownerPost("/api/owner/branches/kemang/close", {
      base: revision,
      reason: "x".repeat(121),
    });
    expect(long.status).toBe(400);
    const unknown = await ownerPost("/api/owner/branches/nowhere/close", { base: revision });
    expect(unknown.status).toBe(400);
    expect(unknown.json()).toMatchObject({ error: { reasonCode: "BRANCH_NOT_FOUND" } });
    const stale = await ownerPost("/api/owner/branches/kemang/close", { base: revision - 1 });
    expect(stale.json()).toMatchObject({ error: { reasonCode: "REVISION_STALE" } });
    expect((await owners.current()).revision).toBe(revision);
  });
});

describe("removing a branch", () => {
  it("is refused while it has open orders, by its route and by a whole-document save", async () => {
    const placed = await orderAt("dapur-kue-cibubur");
    expect(placed.status, placed.body).toBe(200);
    const orderId = data<{ uid: string }>(placed).uid;
    const impact = data<Doc>(
      await get(base(), "/api/owner/branches/dapur-kue-cibubur/removal", HOST, as(owner())),
    );
    expect(impact).toMatchObject({ openOrders: 1, refusal: "BRANCH_HAS_OPEN_ORDERS" });
    const { revision } = await owners.current();
    const refused = await ownerPost("/api/owner/branches/dapur-kue-cibubur/remove", {
      base: revision,
    });
    expect(refused.status).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { reasonCode: "BRANCH_HAS_OPEN_ORDERS", openOrders: 1 },
    });
    const dropped = await owners.change((document) => {
      document.branches = document.branches.filter((b: Doc) => b.id !== "dapur-kue-cibubur");
    });
    expect(dropped.status).toBe(400);
    expect(dropped.json()).toMatchObject({ error: { reasonCode: "BRAND_INVALID" } });
    expect((await owners.current()).revision).toBe(revision);

    // Finished, it can go; the order keeps its row and its branch's snapshot.
    const cancel = await ownerPost(`/api/staff/orders/${orderId}/status`, {
      status: "CANCELLED",
      reason: "Branch moving",
    });
    expect(cancel.status, cancel.body).toBe(200);
    const removed = await ownerPost("/api/owner/branches/dapur-kue-cibubur/remove", {
      base: revision,
    });
    expect(removed.status, removed.body).toBe(200);
    expect((await branches()).map((b) => b.id)).not.toContain("dapur-kue-cibubur");
    const order = await get(
      base(),
      `/api/orders/demo/${orderId}`,
      HOST,
      ctx.session(CUSTOMER).headers,
    );
    expect(order.status, order.body).toBe(200);
    expect(data<Doc>(order)).toMatchObject({
      status: "CANCELLED",
      selectedBranch: { id: "dapur-kue-cibubur", name: "Dapur Kue Cibubur" },
    });
  });

  it("takes off the people who worked only there, and History brings it all back", async () => {
    const impact = data<Doc>(
      await get(base(), "/api/owner/branches/kemang/removal", HOST, as(owner())),
    );
    expect(impact).toMatchObject({ openOrders: 0, refusal: null, keeping: [] });
    expect(impact.leaving.map((m: Doc) => m.name).sort()).toEqual([
      "Dapur Kemang",
      "Wulan (manager)",
    ]);
    const { revision } = await owners.current();
    const removed = await ownerPost("/api/owner/branches/kemang/remove", { base: revision });
    expect(removed.status, removed.body).toBe(200);
    const after = await owners.current();
    expect(after.document.branches.map((b: Doc) => b.id)).not.toContain("kemang");
    expect(after.document.staff.map((m: Doc) => m.name)).not.toContain("Dapur Kemang");

    const restored = await ownerPost(`/api/owner/revisions/${revision}/restore`, {
      base: revision + 1,
    });
    expect(restored.status, restored.body).toBe(200);
    const back = await owners.current();
    expect(back.document.branches.map((b: Doc) => b.id)).toContain("kemang");
    expect(back.document.staff.map((m: Doc) => m.name)).toContain("Dapur Kemang");
  });

  it("refuses the last branch, and an unknown one", async () => {
    const kopiOwner = await ctx.signIn(KOPI_OWNER, KOPI);
    const kopi = ownerCalls(base, () => kopiOwner, KOPI);
    const { revision } = await kopi.current();
    const impact = data<Doc>(
      await get(base(), "/api/owner/branches/sabang/removal", KOPI, as(kopiOwner, KOPI)),
    );
    expect(impact.refusal).toBe("LAST_BRANCH");
    const last = await ownerPost(
      "/api/owner/branches/sabang/remove",
      { base: revision },
      KOPI,
      kopiOwner,
    );
    expect(last.status).toBe(409);
    expect(last.json()).toMatchObject({ error: { reasonCode: "LAST_BRANCH" } });
    expect((await kopi.current()).revision).toBe(revision);
    const unknown = await get(base(), "/api/owner/branches/nowhere/removal", HOST, as(owner()));
    expect(unknown.json()).toMatchObject({ error: { reasonCode: "BRANCH_NOT_FOUND" } });
  });
});
