import { describe, expect, it } from "vitest";
import { miniDocument } from "../../../../tests/support/brand-files";
import type { BrandDocument } from "@/domain/brand-config";
import { checkBrandDocument } from "@/domain/brand-config";
import { applyPageDraft, pageDraftOf } from "./order-ahead-draft";

/** The mini brand with a second branch of its menu and a cake that needs 72 hours' notice. */
function stored(): BrandDocument {
  const raw = miniDocument();
  raw.branches.push({ ...raw.branches[0], id: "two", name: "Mini Depok" });
  raw.menus[0].sections[0].items.push({
    uid: "cake",
    name: "Birthday Cake",
    price: 250000,
    leadTimeHours: 72,
  });
  const checked = checkBrandDocument(raw);
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  return checked.document;
}

describe("the Order ahead form", () => {
  it("reads the brand and writes it back unchanged", () => {
    const document = stored();
    const page = pageDraftOf(document);
    expect(page).toEqual({
      brand: { daysAhead: "7", slotMinutes: "30", slotCapacity: "" },
      branches: { one: null, two: null },
    });
    expect(applyPageDraft(document, page)).toEqual({ ok: true, document });
  });

  it("gives a branch all three of its own values, an empty capacity as no limit", () => {
    const document = stored();
    const page = pageDraftOf(document);
    page.brand.slotCapacity = "5";
    page.branches.two = { daysAhead: "14", slotMinutes: "60", slotCapacity: "" };
    const result = applyPageDraft(document, page);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.document.brand.orderAhead).toEqual({
      daysAhead: 7,
      slotMinutes: 30,
      slotCapacity: 5,
    });
    expect(result.document.branches[1]!.orderAhead).toEqual({
      daysAhead: 14,
      slotMinutes: 60,
      slotCapacity: null,
    });
    expect(checkBrandDocument(result.document).ok).toBe(true);
    // Read back: the branch's own values; a partial one from a file is filled from the brand's.
    expect(pageDraftOf(result.document).branches.two).toEqual(page.branches.two);
    result.document.branches[0]!.orderAhead = { daysAhead: 3 };
    expect(pageDraftOf(result.document).branches.one).toEqual({
      daysAhead: "3",
      slotMinutes: "30",
      slotCapacity: "5",
    });
  });

  it("refuses values out of range, by the field's path", () => {
    const page = pageDraftOf(stored());
    page.brand = { daysAhead: "61", slotMinutes: "5", slotCapacity: "0" };
    page.branches.one = { daysAhead: "x", slotMinutes: "30", slotCapacity: "" };
    const result = applyPageDraft(stored(), page);
    expect(result.ok ? null : result.problems).toEqual({
      "brand.orderAhead.daysAhead": { kind: "daysAhead" },
      "brand.orderAhead.slotMinutes": { kind: "slotMinutes" },
      "brand.orderAhead.slotCapacity": { kind: "slotCapacity" },
      "branches[0].orderAhead.daysAhead": { kind: "daysAhead" },
    });
  });

  it("refuses days ahead too few for an item's notice, naming the item on the field to blame", () => {
    const page = pageDraftOf(stored());
    page.branches.two = { daysAhead: "2", slotMinutes: "30", slotCapacity: "" };
    expect(applyPageDraft(stored(), page)).toEqual({
      ok: false,
      problems: {
        "branches[1].orderAhead.daysAhead": {
          kind: "notice",
          daysAhead: 2,
          items: [{ name: "Birthday Cake", hours: 72 }],
        },
      },
    });
    page.branches.two = null;
    page.brand.daysAhead = "3"; // 72 hours: met on the last day
    expect(applyPageDraft(stored(), page).ok).toBe(true);
    page.brand.daysAhead = "1";
    expect(applyPageDraft(stored(), page)).toMatchObject({
      ok: false,
      problems: { "brand.orderAhead.daysAhead": { kind: "notice", daysAhead: 1 } },
    });
  });
});
