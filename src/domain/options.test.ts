import { describe, expect, it } from "vitest";
import type { BasketState } from "./basket";
import {
  addItem,
  basketTotals,
  canAddOne,
  canReplaceChoices,
  decrementItem,
  emptyBasketState,
  itemsOffMenu,
  mergeQuantities,
  quantityOf,
  reorder,
  repairBasketState,
  replaceChoices,
} from "./basket";
import { MAX_ITEM_QTY } from "./basket-line";
import type { Choices, OptionGroup } from "./options";
import {
  checkChoices,
  choicesOf,
  chosenIds,
  chosenText,
  groupRule,
  lineKey,
  orderedChoices,
  toggleOption,
  unitPrice,
} from "./options";
import type { Menu, MenuItem } from "./storefront";

const size: OptionGroup = {
  kind: "choice",
  id: "size",
  name: "Size",
  min: 1,
  max: 1,
  options: [
    { id: "16cm", name: "16 cm", price: 0 },
    { id: "20cm", name: "20 cm", price: 80_000 },
    { id: "24cm", name: "24 cm", price: 160_000 },
  ],
};
const extras: OptionGroup = {
  kind: "choice",
  id: "extras",
  name: "Extras",
  min: 0,
  max: 2,
  options: [
    { id: "candles", name: "Candles", price: 10_000 },
    { id: "topper", name: "Topper", price: 25_000 },
    { id: "card", name: "Card", price: 5_000 },
  ],
};
const writing: OptionGroup = {
  kind: "text",
  id: "writing",
  name: "Writing",
  maxLength: 20,
  required: false,
};
const cake: MenuItem = {
  uid: "cake",
  name: "Birthday Cake",
  description: "",
  price: 300_000,
  images: [],
  optionGroups: [size, extras, writing],
};
const bun: MenuItem = { uid: "bun", name: "Bun", description: "", price: 12_000, images: [] };
const menuWith = (...items: MenuItem[]): Menu => ({
  id: "m",
  name: "M",
  sections: [{ id: "s", name: "S", items }],
});

describe("checkChoices", () => {
  it("keeps valid choices in one form: the item's group order, the group's option order, tidied text", () => {
    expect(
      checkChoices(cake, {
        writing: "  Happy \n birthday  ",
        extras: ["card", "candles"],
        size: ["24cm"],
      }),
    ).toEqual({
      ok: true,
      choices: { size: ["24cm"], extras: ["candles", "card"], writing: "Happy birthday" },
    });
    // Empty groups are left out; an item without groups takes no choices at all.
    expect(checkChoices(cake, { size: ["16cm"], extras: [], writing: "  " })).toEqual({
      ok: true,
      choices: { size: ["16cm"] },
    });
    expect(checkChoices(bun, undefined)).toEqual({ ok: true, choices: {} });
  });

  it.each([
    [{}, "size", "TOO_FEW"],
    [{ size: ["16cm", "20cm"] }, "size", "TOO_MANY"],
    [{ size: ["30cm"] }, "size", "UNKNOWN_OPTION"],
    [{ size: ["16cm"], extras: ["card", "card"] }, "extras", "UNKNOWN_OPTION"],
    [{ size: ["16cm"], extras: ["card", "candles", "topper"] }, "extras", "TOO_MANY"],
    [{ size: "16cm" }, "size", "WRONG_FORM"],
    [{ size: ["16cm"], writing: ["x"] }, "writing", "WRONG_FORM"],
    [{ size: ["16cm"], writing: "bell\u0007" }, "writing", "WRONG_FORM"],
    [{ size: ["16cm"], writing: "Ani\u202eevol" }, "writing", "WRONG_FORM"],
    [{ size: ["16cm"], writing: "A\u200bni" }, "writing", "WRONG_FORM"],
    [{ size: ["16cm"], writing: "x".repeat(21) }, "writing", "TEXT_TOO_LONG"],
    [{ size: ["16cm"], colour: ["red"] }, "colour", "UNKNOWN_GROUP"],
    // Issue 31 item 14: 21 characters a person sees, however few or many UTF-16 units.
    [{ size: ["16cm"], writing: "🎂".repeat(21) }, "writing", "TEXT_TOO_LONG"],
    // Issue 31 item 8: a group named as JSON can name it (an object literal would set the prototype).
    [JSON.parse('{"size":["16cm"],"__proto__":["x"]}') as Choices, "__proto__", "UNKNOWN_GROUP"],
  ])("refuses %j, naming group %s (%s)", (choices, groupId, reason) => {
    const result = checkChoices(cake, choices);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toMatchObject({ groupId, reason });
  });

  it("reads only the customer's own choices: a group may be called constructor", () => {
    const odd = {
      optionGroups: [
        { ...writing, id: "constructor" },
        { ...size, id: "toString", min: 0 },
      ],
    };
    expect(checkChoices(odd, {})).toEqual({ ok: true, choices: {} });
    expect(checkChoices(odd, { constructor: "Hi", toString: ["20cm"] })).toEqual({
      ok: true,
      choices: { constructor: "Hi", toString: ["20cm"] },
    });
    expect(orderedChoices(odd, {})).toEqual([]);
    // 20 emoji fit 20 characters (issue 31 item 14).
    expect(checkChoices(cake, { size: ["16cm"], writing: "🎂👨‍👩‍👧".repeat(10) }).ok).toBe(true);
    // A family emoji's zero-width joiners are words too.
    expect(checkChoices(cake, { size: ["16cm"], writing: "👨\u200d👩\u200d👧" }).ok).toBe(true);
  });

  it("names the group by its name, and asks for required words", () => {
    const item = { optionGroups: [{ ...writing, required: true }] };
    expect(checkChoices(item, {})).toEqual({
      ok: false,
      problem: { groupId: "writing", group: "Writing", reason: "TEXT_REQUIRED" },
    });
    expect(checkChoices(bun, { size: ["16cm"] })).toMatchObject({
      ok: false,
      problem: { reason: "UNKNOWN_GROUP" },
    });
  });
});

describe("prices and names", () => {
  it("adds each chosen option's price to the item's, in cents", () => {
    expect(unitPrice(cake, { size: ["24cm"], extras: ["candles", "card"] })).toBe(475_000);
    expect(unitPrice(cake, undefined)).toBe(300_000);
    const sar = {
      price: 10.1,
      optionGroups: [{ ...size, options: [{ id: "a", name: "A", price: 0.2 }] }],
    };
    expect(unitPrice(sar, { size: ["a"] })).toBe(10.3);
  });

  it("keeps the names and prices of what was chosen, and gives the choices back from them", () => {
    const choices = { size: ["20cm"], writing: "Hi Ani" };
    const ordered = orderedChoices(cake, choices);
    expect(ordered).toEqual([
      { groupId: "size", name: "Size", options: [{ id: "20cm", name: "20 cm", price: 80_000 }] },
      { groupId: "writing", name: "Writing", options: [], text: "Hi Ani" },
    ]);
    expect(choicesOf(ordered)).toEqual(choices);
  });

  it("says what a group asks", () => {
    expect(groupRule(size)).toEqual({ required: true, rule: "exactly", count: 1 });
    expect(groupRule(extras)).toEqual({ required: false, rule: "upTo", max: 2 });
    expect(groupRule({ ...extras, min: 1 })).toEqual({
      required: true,
      rule: "range",
      min: 1,
      max: 2,
    });
    expect(groupRule({ ...extras, max: 1 })).toEqual({
      required: false,
      rule: "exactly",
      count: 1,
    });
    expect(groupRule(writing)).toEqual({ required: false, rule: "characters", max: 20 });
  });
});

describe("toggleOption (a tap on an option)", () => {
  it("replaces a single choice, and cannot empty a required one", () => {
    expect(toggleOption(size, ["16cm"], "24cm")).toEqual(["24cm"]);
    expect(toggleOption(size, ["16cm"], "16cm")).toEqual(["16cm"]);
    const optional = { ...size, min: 0 } as const;
    expect(toggleOption(optional, ["16cm"], "16cm")).toEqual([]);
    expect(toggleOption(optional, ["16cm"], "20cm")).toEqual(["20cm"]);
  });
  it("adds and takes away up to max", () => {
    const group = extras as Extract<OptionGroup, { kind: "choice" }>;
    expect(toggleOption(group, ["candles"], "card")).toEqual(["candles", "card"]);
    expect(toggleOption(group, ["candles", "card"], "topper")).toEqual(["candles", "card"]);
    expect(toggleOption(group, ["candles", "card"], "candles")).toEqual(["card"]);
  });
});

describe("one basket line per item + choices", () => {
  const big = { itemId: "cake", choices: { size: ["24cm"], writing: "Ani" } };
  const small = { itemId: "cake", choices: { size: ["16cm"] } };

  it("the same choices written another way are the same line", () => {
    expect(lineKey({ itemId: "cake", choices: { writing: "Ani", size: ["24cm"] } })).toBe(
      lineKey(big),
    );
    expect(lineKey({ itemId: "cake", choices: { extras: ["card", "candles"] } })).toBe(
      lineKey({ itemId: "cake", choices: { extras: ["candles", "card"] } }),
    );
    expect(lineKey({ itemId: "cake", choices: { writing: " Ani ", size: ["24cm"] } })).toBe(
      lineKey(big),
    );
    expect(lineKey({ itemId: "bun" })).toBe("bun");
    expect(lineKey({ itemId: "bun", choices: { writing: "  " } })).toBe("bun");
    expect(lineKey({ itemId: "bun", choices: {} })).toBe("bun");
    expect(lineKey(big)).not.toBe(lineKey(small));
  });

  it("adds to the line chosen the same way, or starts another; the quantity rule is per line", () => {
    let items = addItem(addItem(addItem([], big), small), big);
    expect(items).toEqual([
      { itemId: "cake", qty: 2, choices: big.choices },
      { itemId: "cake", qty: 1, choices: small.choices },
    ]);
    expect(quantityOf(items, "cake")).toBe(3);
    items = decrementItem(items, lineKey(small));
    expect(items).toEqual([{ itemId: "cake", qty: 2, choices: big.choices }]);
    for (let i = 0; i < 120; i++) items = addItem(items, big);
    expect(items[0]!.qty).toBe(MAX_ITEM_QTY);
    expect(canAddOne(items, big)).toBe(false);
    expect(canAddOne(items, small)).toBe(true);
  });

  it("an edited line keeps its place and quantity, and joins a line already chosen that way", () => {
    const items = [
      { itemId: "cake", qty: 2, choices: small.choices },
      { itemId: "bun", qty: 1 },
      { itemId: "cake", qty: 3, choices: big.choices },
    ];
    expect(replaceChoices(items, lineKey(small), { size: ["20cm"] })).toEqual([
      { itemId: "cake", qty: 2, choices: { size: ["20cm"] } },
      items[1],
      items[2],
    ]);
    expect(replaceChoices(items, lineKey(small), big.choices)).toEqual([
      items[1],
      { itemId: "cake", qty: 5, choices: big.choices },
    ]);
    expect(replaceChoices(items, "nothing", big.choices)).toEqual(items);
    // Never beyond the quantity rule: 60 joining 60 would be 120, so nothing changes.
    const full = [
      { itemId: "cake", qty: 60, choices: small.choices },
      { itemId: "cake", qty: 60, choices: big.choices },
    ];
    expect(canReplaceChoices(full, lineKey(small), big.choices)).toBe(false);
    expect(replaceChoices(full, lineKey(small), big.choices)).toEqual(full);
    expect(canReplaceChoices(full, lineKey(small), { size: ["20cm"] })).toBe(true);
  });

  it("merges an order's lines per item + choices, and names the first line over the rule", () => {
    expect(
      mergeQuantities([
        { qty: 1, ...big },
        { itemId: "cake", qty: 2, choices: small.choices },
        { itemId: "cake", qty: 4, choices: { writing: "Ani", size: ["24cm"] } },
      ]),
    ).toEqual({
      ok: true,
      items: [
        { itemId: "cake", qty: 5, choices: big.choices },
        { itemId: "cake", qty: 2, choices: small.choices },
      ],
    });
    expect(
      mergeQuantities([
        { itemId: "cake", qty: 1, choices: small.choices },
        { itemId: "cake", qty: 60, choices: big.choices },
        { itemId: "cake", qty: 60, choices: big.choices },
      ]),
    ).toEqual({ ok: false, line: 1, itemId: "cake", qty: 120 });
  });

  it("prices each line as chosen", () => {
    const state = {
      ...emptyBasketState("k"),
      basket: {
        currency: "IDR" as const,
        items: [
          { itemId: "cake", qty: 2, choices: { size: ["24cm"] } },
          { itemId: "bun", qty: 1 },
        ],
      },
    };
    expect(basketTotals(state, menuWith(cake, bun)).items).toBe(2 * 460_000 + 12_000);
  });

  it("a menu that no longer offers the choices drops the line, as one without the item does", () => {
    const noBig = menuWith(
      { ...cake, optionGroups: [{ ...size, options: size.options.slice(0, 2) }] },
      bun,
    );
    const items = [
      { itemId: "cake", qty: 1, choices: big.choices },
      { itemId: "cake", qty: 1, choices: small.choices },
      { itemId: "bun", qty: 1 },
    ];
    expect(itemsOffMenu(items, noBig)).toEqual([items[0]]);
    expect(itemsOffMenu(items, menuWith(bun))).toEqual([items[0], items[1]]);
    const state: BasketState = {
      ...emptyBasketState("k"),
      selectedBranchId: "b",
      basket: { currency: "IDR", items },
    };
    expect(repairBasketState(state, () => noBig).basket.items).toEqual(items.slice(1));
  });

  it("reorder puts the choices back, and leaves out a line whose choices the menu lacks now", () => {
    const order = {
      branchId: "b",
      orderMode: "PICKUP" as const,
      items: [
        {
          itemId: "cake",
          qty: 1,
          name: "Birthday Cake",
          choices: orderedChoices(cake, big.choices),
        },
        {
          itemId: "cake",
          qty: 2,
          name: "Birthday Cake",
          choices: orderedChoices(cake, small.choices),
        },
      ],
    };
    const all = reorder(emptyBasketState("k"), order, () => menuWith(cake));
    expect(all.leftOut).toEqual([]);
    expect(all.state.basket.items).toEqual([
      { itemId: "cake", qty: 1, choices: big.choices },
      { itemId: "cake", qty: 2, choices: small.choices },
    ]);
    const noBig = menuWith({
      ...cake,
      optionGroups: [{ ...size, options: size.options.slice(0, 1) }, writing],
    });
    const some = reorder(emptyBasketState("k"), order, () => noBig);
    expect(some.leftOut).toEqual(["Birthday Cake"]);
    expect(some.added).toBe(1);
    // Both lines left out: the name once, nothing added.
    const none = reorder(emptyBasketState("k"), order, () => menuWith(bun));
    expect(none).toMatchObject({ leftOut: ["Birthday Cake"], added: 0 });
    expect(some.state.basket.items).toEqual([{ itemId: "cake", qty: 2, choices: small.choices }]);
  });
});

describe("what is chosen of a group so far (a form's fields)", () => {
  it("reads a text group's words and a choice group's ids, nothing of the wrong form", () => {
    const choices: Choices = { writing: "Happy birthday", size: ["20"] };
    expect(chosenText(choices, "writing")).toBe("Happy birthday");
    expect(chosenIds(choices, "size")).toEqual(["20"]);
    expect(chosenText(choices, "size")).toBe("");
    expect(chosenIds(choices, "writing")).toEqual([]);
    expect(chosenIds(undefined, "size")).toEqual([]);
    // Only its own keys: a group called "constructor" has chosen nothing.
    expect(chosenIds({}, "constructor")).toEqual([]);
  });
});
