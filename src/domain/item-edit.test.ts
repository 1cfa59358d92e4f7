import { describe, expect, it } from "vitest";
import type { ItemDraft } from "./item-edit";
import { checkItemDraft } from "./item-edit";

const draft: ItemDraft = {
  name: " Bolu Pandan ",
  description: " Soft. ",
  price: "350.000",
  leadTime: "24",
  shown: true,
  images: [],
  groups: [],
};

describe("checkItemDraft", () => {
  it("reads the price as typed and trims the words", () => {
    expect(checkItemDraft(draft, "IDR")).toEqual({
      ok: true,
      fields: {
        name: "Bolu Pandan",
        description: "Soft.",
        price: 350000,
        leadTimeHours: 24,
        images: [],
        hidden: undefined,
        optionGroups: [],
      },
    });
  });

  it("keeps a hidden item hidden and a shown one without the mark", () => {
    const hidden = checkItemDraft({ ...draft, shown: false }, "IDR");
    expect(hidden.ok && hidden.fields.hidden).toBe(true);
  });

  it("names every field that cannot be saved", () => {
    expect(checkItemDraft({ ...draft, name: " ", price: "", leadTime: "1.5" }, "IDR")).toEqual({
      ok: false,
      problems: { name: "needsName", price: "needsPrice", leadTimeHours: "needsLeadTime" },
      groupProblems: {},
    });
    const negative = checkItemDraft({ ...draft, price: "-5.000" }, "IDR");
    expect(!negative.ok && negative.problems.price).toBe("needsPrice");
  });

  it("refuses a price that reads two ways, saying why", () => {
    const twoWays = checkItemDraft({ ...draft, price: "350.00" }, "IDR");
    expect(twoWays.ok).toBe(false);
    expect(!twoWays.ok && twoWays.problems.price).not.toBe("needsPrice");
  });

  it("refuses options that do not hold together", () => {
    const group = { key: "g", kind: "choice" as const, name: "", min: "1", max: "1", options: [] };
    const result = checkItemDraft({ ...draft, groups: [group as never] }, "IDR");
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.groupProblems).length).toBeGreaterThan(0);
  });
});
