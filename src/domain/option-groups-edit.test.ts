import { describe, expect, it } from "vitest";
import type { GroupDraft } from "./option-groups-edit";
import { checkGroups, draftsOf, groupProblemAt, newGroup } from "./option-groups-edit";
import type { OptionGroup } from "./options";

const SIZE: OptionGroup = {
  kind: "choice",
  id: "size",
  name: "Size",
  min: 1,
  max: 1,
  options: [
    { id: "16cm", name: "16 cm", price: 0 },
    { id: "20cm", name: "20 cm", price: 95_000 },
  ],
};
const WRITING: OptionGroup = {
  kind: "text",
  id: "writing",
  name: "Writing",
  maxLength: 30,
  required: false,
};

describe("an item's option groups in the console", () => {
  it("gives back the groups it was made from", () => {
    const { groups, problems } = checkGroups(draftsOf([SIZE, WRITING]), "IDR");
    expect(problems).toEqual({});
    expect(groups).toEqual([SIZE, WRITING]);
  });

  it("keeps an id once made: a renamed group or option is still the one baskets name", () => {
    const drafts = draftsOf([SIZE]);
    const size = drafts[0] as Extract<GroupDraft, { kind: "choice" }>;
    size.name = "Cake size";
    size.options[1]!.name = "Twenty";
    const [group] = checkGroups(drafts, "IDR").groups;
    expect(group).toMatchObject({ id: "size", options: [{ id: "16cm" }, { id: "20cm" }] });
  });

  it("makes new ids from names, never one of the list's", () => {
    const added = newGroup("choice", "k1") as Extract<GroupDraft, { kind: "choice" }>;
    added.name = "Size";
    added.options = [
      { key: "a", name: "Extra cheese", price: "5000" },
      { key: "b", name: "Extra cheese", price: "" },
    ];
    const text = { ...newGroup("text", "k2"), name: "Kartu ucapan" };
    const { groups, problems } = checkGroups([...draftsOf([SIZE]), added, text], "IDR");
    expect(problems).toEqual({});
    expect(groups[1]).toEqual({
      kind: "choice",
      id: "size-2",
      name: "Size",
      min: 1,
      max: 1,
      options: [
        { id: "extra-cheese", name: "Extra cheese", price: 5000 },
        { id: "extra-cheese-2", name: "Extra cheese", price: 0 },
      ],
    });
    expect(groups[2]).toEqual({
      kind: "text",
      id: "kartu-ucapan",
      name: "Kartu ucapan",
      maxLength: 40,
      required: false,
    });
  });

  it("says what to fix, on the field, by the server's path", () => {
    const drafts: GroupDraft[] = [
      {
        kind: "choice",
        key: "a",
        name: " ",
        min: "3",
        max: "2",
        options: [
          { key: "x", name: "", price: "-1" },
          { key: "y", name: "Big", price: "1.50" },
        ],
      },
      { kind: "choice", key: "b", name: "Toppings", min: "2", max: "31", options: [] },
      { kind: "choice", key: "c", name: "Candles", min: "2", max: "3", options: [] },
      { kind: "text", key: "d", name: "Writing", maxLength: "101", required: true },
    ];
    drafts[2] = { ...drafts[2]!, options: [{ key: "z", name: "One", price: "" }] } as GroupDraft;
    expect(checkGroups(drafts, "IDR").problems).toEqual({
      "optionGroups[0].name": "groupName",
      "optionGroups[0].min": "minOverMax",
      "optionGroups[0].options[0].name": "optionName",
      "optionGroups[0].options[0].price": "price:negative",
      "optionGroups[0].options[1].price": "price:decimals",
      "optionGroups[1].options": "options",
      "optionGroups[1].max": "max",
      "optionGroups[1].min": "minOverOptions",
      "optionGroups[2].min": "minOverOptions",
      "optionGroups[3].maxLength": "maxLength",
    });
  });

  it("reads added prices as every amount of the console: empty for none (issue 31 item 1)", () => {
    const extra = (price: string) => {
      const drafts = draftsOf([SIZE]);
      (drafts[0] as Extract<GroupDraft, { kind: "choice" }>).options[1]!.price = price;
      const { groups, problems } = checkGroups(drafts, "IDR");
      const [group] = groups as Extract<OptionGroup, { kind: "choice" }>[];
      return { price: group!.options[1]!.price, problems: Object.values(problems) };
    };
    expect(draftsOf([SIZE])[0]).toMatchObject({ options: [{ price: "" }, { price: "95.000" }] });
    expect(extra("75.000")).toEqual({ price: 75_000, problems: [] });
    expect(extra("Rp 75.000")).toEqual({ price: 75_000, problems: [] });
    expect(extra("")).toEqual({ price: 0, problems: [] });
    expect(extra("2,5").problems).toEqual(["price:decimals"]);
    expect(extra("1e3").problems).toEqual(["price:notAmount"]);
    expect(extra("2000000000").problems).toEqual(["price:tooLarge"]);
  });

  it("puts a server's problem on the field it concerns", () => {
    expect(groupProblemAt("optionGroups[1].options[0].price")).toEqual([
      "optionGroups[1].options[0].price",
      "price",
    ]);
    expect(groupProblemAt("optionGroups[1].options[2].id")).toEqual([
      "optionGroups[1].options[2].name",
      "optionName",
    ]);
    expect(groupProblemAt("optionGroups[0].min")).toEqual(["optionGroups[0].min", "min"]);
    expect(groupProblemAt("optionGroups[0].options")).toEqual([
      "optionGroups[0].options",
      "options",
    ]);
    expect(groupProblemAt("optionGroups[0].id")).toEqual(["optionGroups[0].name", "groupName"]);
    expect(groupProblemAt("optionGroups")).toEqual(["optionGroups", "groups"]);
    expect(groupProblemAt("price")).toBeNull();
  });
});
