import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { dateIn } from "../support/hours-brand";
import { get, post } from "../support/http";
import { pickupOrder } from "../support/order-bodies";
import type { Doc } from "../support/owner-server";
import { as, ownerCalls } from "../support/owner-server";
import { DEMO, serverForFile } from "../support/test-server";

// Issue 35 item 4 over HTTP: a branch's own order-ahead values, saved by the owner as a revision,
// change the slots that branch offers and the times (and capacity) its orders are held to, and
// no other branch's; days ahead too few for an item's notice, and an item's notice beyond its
// branches' days ahead, are refused naming the reason and the limit, with nothing saved.
// The demo brand: 30-minute slots 14 days ahead, 6 orders a slot; its whole cakes need 48 hours.

const t = serverForFile("owner-order-ahead", { signIn: ["owner", "customer"] });
const owner = ownerCalls(t.baseUrl, () => t.as.owner);

interface Problem {
  path: string;
  message: string;
}
const branchIndex = (doc: Doc, id: string) => doc.branches.findIndex((b: Doc) => b.id === id);

const slotsOf = async (branchId: string) => {
  const res = await get(t.baseUrl(), `/api/branches/${branchId}/slots`, DEMO);
  expect(res.status, res.body).toBe(200);
  return res.json<{ data: { slots: { at: string; full: boolean }[] } }>().data.slots;
};

const place = (branchId: string, scheduledFor: string, itemId = "black-forest-slice") =>
  post(
    t.baseUrl(),
    "/api/orders/demo/customer",
    DEMO,
    pickupOrder(branchId, [{ itemId, qty: 1 }], {
      deliveryOrPickupTime: "LATER",
      scheduledFor,
    }),
    { ...as(t.as.customer), "x-idempotency-key": randomUUID() },
  );

describe("a branch's own order-ahead values", () => {
  it("change the slots it offers and the times it takes; the other branches keep the brand's", async () => {
    const saved = await owner.change((doc) => {
      doc.branches[branchIndex(doc, "menteng")].orderAhead = {
        daysAhead: 3,
        slotMinutes: 60,
        slotCapacity: null,
      };
    });
    expect(saved.status, saved.body).toBe(200);
    expect((await owner.current()).document.branches[1].orderAhead).toEqual({
      daysAhead: 3,
      slotMinutes: 60,
      slotCapacity: null,
    });

    const menteng = await slotsOf("menteng");
    expect(menteng.length).toBeGreaterThan(0);
    expect(menteng.every((s) => /T\d{2}:00:00\+07:00$/.test(s.at))).toBe(true);
    expect(menteng.at(-1)!.at.slice(0, 10) <= dateIn(3)).toBe(true);
    const kemang = await slotsOf("kemang");
    expect(kemang.some((s) => /T\d{2}:30:00\+07:00$/.test(s.at))).toBe(true);
    expect(kemang.at(-1)!.at.slice(0, 10)).toBe(dateIn(14));

    // Five days on is a slot at Kemang (the brand's 14 days), not at Menteng (its own 3).
    const fiveDays = `${dateIn(5)}T10:00:00+07:00`;
    const refused = await place("menteng", fiveDays);
    expect(refused.status, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { reasonCode: "SLOT_UNAVAILABLE", reason: "NOT_A_SLOT" },
    });
    const halfPast = await place("menteng", `${dateIn(2)}T10:30:00+07:00`);
    expect(halfPast.status, halfPast.body).toBe(400);
    const taken = await place("menteng", `${dateIn(2)}T10:00:00+07:00`);
    expect(taken.status, taken.body).toBe(200);
    expect((await place("kemang", fiveDays)).status).toBe(200);
  });

  it("hold a slot to the branch's own orders per slot", async () => {
    expect(
      (
        await owner.change((doc) => {
          doc.branches[branchIndex(doc, "kemang")].orderAhead = { slotCapacity: 1 };
        })
      ).status,
    ).toBe(200);
    const slot = `${dateIn(4)}T15:00:00+07:00`;
    expect((await place("kemang", slot)).status).toBe(200);
    const full = await place("kemang", slot);
    expect(full.status, full.body).toBe(409);
    expect(full.json()).toMatchObject({ error: { reasonCode: "SLOT_FULL" } });
    expect((await slotsOf("kemang")).find((s) => s.at === slot)).toEqual({ at: slot, full: true });
  });
});

describe("notice beyond the days ahead", () => {
  it("refuses days ahead too few for an item a branch sells, naming the item and the limit", async () => {
    const before = await owner.current();
    const res = await owner.change((doc) => {
      doc.branches[branchIndex(doc, "menteng")].orderAhead = { daysAhead: 1 };
    });
    expect(res.status, res.body).toBe(400);
    const { error } = res.json<{ error: { reasonCode: string; problems: Problem[] } }>();
    expect(error.reasonCode).toBe("BRAND_INVALID");
    const menu = before.document.menus.findIndex((m: Doc) => m.id === "menteng");
    const cakes = before.document.menus[menu].sections.findIndex(
      (s: Doc) => s.id === "whole-cakes",
    );
    expect(error.problems).toContainEqual({
      path: `$.menus[${menu}].sections[${cakes}].items[0].leadTimeHours`,
      message: `needs 48 hours' notice: more than branch "menteng"'s orderAhead.daysAhead (1) lets customers order ahead (24 hours at most)`,
    });
    expect(error.problems.every((p) => p.path.startsWith(`$.menus[${menu}]`))).toBe(true);
    expect((await owner.current()).revision).toBe(before.revision);
    // The brand's own days ahead are held to every branch's items alike.
    const brandWide = await owner.change((doc) => {
      doc.brand.orderAhead.daysAhead = 1;
    });
    expect(brandWide.status).toBe(400);
    expect(JSON.stringify(brandWide.json())).toContain(
      "more than brand.orderAhead.daysAhead (1) lets customers order ahead (24 hours at most)",
    );
  });

  it("refuses an item's notice beyond the days ahead of a branch selling it", async () => {
    const before = await owner.current();
    const res = await owner.change((doc) => {
      const menu = doc.menus.find((m: Doc) => m.id === "menteng");
      menu.sections[0].items[0].leadTimeHours = 96; // Menteng: 3 days ahead, 72 hours at most
    });
    expect(res.status, res.body).toBe(400);
    const { problems } = res.json<{ error: { problems: Problem[] } }>().error;
    expect(problems).toEqual([
      {
        path: expect.stringMatching(/^\$\.menus\[\d\]\.sections\[0\]\.items\[0\]\.leadTimeHours$/),
        message: `needs 96 hours' notice: more than branch "menteng"'s orderAhead.daysAhead (3) lets customers order ahead (72 hours at most)`,
      },
    ]);
    expect((await owner.current()).revision).toBe(before.revision);
    // Where Menteng does not sell it, only the brand's 14 days hold it.
    const hidden = await owner.change((doc) => {
      const menu = doc.menus.find((m: Doc) => m.id === "menteng");
      const item = menu.sections[0].items[0];
      item.leadTimeHours = 96;
      doc.branches[branchIndex(doc, "menteng")].hiddenItems = [item.uid];
    });
    expect(hidden.status, hidden.body).toBe(200);
  });
});
