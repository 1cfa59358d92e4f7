import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { LooseBrand } from "../../tests/support/brand-files";
import { checkBrandFile, jsonPath, templatesByLanguage } from "./brand-config";

const fixture = () =>
  JSON.parse(
    fs.readFileSync(path.join(process.cwd(), "tests/fixtures/mini/brand.json"), "utf8"),
  ) as LooseBrand;

describe("checkBrandFile", () => {
  it("accepts a valid file and fills defaults", () => {
    const result = checkBrandFile(fixture());
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.file.brand.currency).toBe("IDR");
  });

  it("lists every mistake by its JSON path", () => {
    const file = fixture();
    file.branches[0].address.lat = "south"; // wrong type
    file.storeConfigs.branding.colors.primary = "red"; // not a hex colour
    file.menus[0].sections[0].items[0].price = -5; // negative price
    const result = checkBrandFile(file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.path).sort()).toEqual([
      "$.branches[0].address.lat",
      "$.menus[0].sections[0].items[0].price",
      "$.storeConfigs.branding.colors.primary",
    ]);
  });

  it("fills ordering ahead's defaults and refuses notice the days ahead cannot meet", () => {
    const ok = checkBrandFile(fixture());
    if (ok.ok) expect(ok.file.brand.orderAhead).toEqual({ slotMinutes: 30, daysAhead: 7 });
    const file = fixture();
    file.brand.orderAhead = { slotMinutes: 60, daysAhead: 2 };
    file.menus[0].sections[0].items[0].leadTimeHours = 48; // two days: met on the last day
    expect(checkBrandFile(file).ok).toBe(true);
    file.menus[0].sections[0].items[0].leadTimeHours = 49;
    const result = checkBrandFile(file);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems).toEqual([
        {
          path: "$.menus[0].sections[0].items[0].leadTimeHours",
          message:
            "needs 49 hours' notice: more than brand.orderAhead.daysAhead (2) lets customers order ahead (48 hours at most)",
        },
      ]);
    // A branch of its own: its days ahead hold the items it sells, and are named.
    file.menus[0].sections[0].items[0].leadTimeHours = 48;
    const branch = file.branches[0] as Record<string, unknown>;
    branch.orderAhead = { daysAhead: 1, slotCapacity: null };
    const own = checkBrandFile(file);
    expect(own.ok ? [] : own.problems.map((p) => p.message)).toEqual([
      `needs 48 hours' notice: more than branch "${String(branch.id)}"'s orderAhead.daysAhead (1) lets customers order ahead (24 hours at most)`,
    ]);
    branch.hiddenItems = [file.menus[0].sections[0].items[0].uid];
    expect(checkBrandFile(file).ok).toBe(true); // it does not sell the item
    branch.orderAhead = { slotMinutes: 5 };
    expect(checkBrandFile(file).ok).toBe(false);
    delete branch.hiddenItems;
    delete branch.orderAhead;
    file.brand.orderAhead = { slotMinutes: 5, daysAhead: 2 };
    expect(checkBrandFile(file).ok).toBe(false); // slots of 10 minutes at least
  });

  it("takes an item's option groups with their defaults, and names each mistake in them", () => {
    const file = fixture();
    const item = file.menus[0].sections[0].items[0];
    item.optionGroups = [
      { kind: "choice", id: "size", name: "Size", min: 1, options: [{ id: "s", name: "Small" }] },
      { kind: "text", id: "writing", name: "Writing" },
    ];
    const ok = checkBrandFile(file);
    expect(ok.ok).toBe(true);
    if (ok.ok)
      expect(ok.file.menus[0]!.sections[0]!.items[0]!.optionGroups).toEqual([
        {
          kind: "choice",
          id: "size",
          name: "Size",
          min: 1,
          max: 1,
          options: [{ id: "s", name: "Small", price: 0 }],
        },
        { kind: "text", id: "writing", name: "Writing", maxLength: 40, required: false },
      ]);
    item.optionGroups = [
      {
        kind: "choice",
        id: "size",
        name: "Size",
        min: 3,
        max: 2,
        options: [
          { id: "s", name: "Small" },
          { id: "s", name: "Again", price: -1 },
        ],
      },
      { kind: "text", id: "size", name: "Writing", maxLength: 500 },
      { kind: "colour", id: "c", name: "Colour" },
    ];
    const result = checkBrandFile(file);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems.map((p) => `${p.path}: ${p.message}`)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /^\$\.menus\[0\]\.sections\[0\]\.items\[0\]\.optionGroups\[0\]\.options\[1\]\.price: /,
          ),
          expect.stringMatching(/optionGroups\[1\]\.maxLength: /),
          expect.stringMatching(/optionGroups\[2\]\.kind: /),
        ]),
      );
    // The rules inside a group, once its shape is right.
    item.optionGroups = [
      {
        kind: "choice",
        id: "size",
        name: "Size",
        min: 3,
        max: 2,
        options: [
          { id: "s", name: "Small" },
          { id: "s", name: "Again" },
        ],
      },
      { kind: "text", id: "size", name: "Writing" },
    ];
    const rules = checkBrandFile(file);
    expect(rules.ok).toBe(false);
    if (!rules.ok)
      expect(rules.problems.map((p) => `${p.path}: ${p.message}`)).toEqual(
        expect.arrayContaining([
          '$.menus[0].sections[0].items[0].optionGroups[0].options[1].id: duplicate option id "s"',
          "$.menus[0].sections[0].items[0].optionGroups[0].min: must not be greater than max",
          "$.menus[0].sections[0].items[0].optionGroups[0].min: asks for more than the options offered",
          '$.menus[0].sections[0].items[0].optionGroups[1].id: duplicate option group id "size"',
        ]),
      );
  });

  it("reports cross-reference mistakes alongside shape mistakes", () => {
    const file = fixture();
    file.branches[0].menuId = "nope";
    file.branches.push({ ...file.branches[0], menuId: "main" });
    file.brand.name = 42;
    const result = checkBrandFile(file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { path: "$.brand.name", message: expect.any(String) },
        { path: "$.branches[0].menuId", message: 'no menu has id "nope"' },
        { path: "$.branches[1].id", message: 'duplicate branch id "one"' },
      ]),
    );
  });

  it("takes a branch's order modes and hidden items, refusing none, twice or an unknown item", () => {
    const file = fixture();
    const uid = file.menus[0].sections[0].items[0].uid;
    file.branches[0].orderModes = ["PICKUP"];
    file.branches[0].hiddenItems = [uid];
    const ok = checkBrandFile(file);
    expect(ok.ok && ok.file.branches[0]).toMatchObject({
      orderModes: ["PICKUP"],
      hiddenItems: [uid],
    });
    file.branches[0].orderModes = [];
    file.branches[0].hiddenItems = [uid, "gone"];
    const none = checkBrandFile(file);
    expect(!none.ok && none.problems).toEqual([
      { path: "$.branches[0].orderModes", message: "a branch must take pickup or delivery orders" },
      { path: "$.branches[0].hiddenItems[1]", message: 'menu "main" has no item "gone"' },
    ]);
    file.branches[0].orderModes = ["PICKUP", "PICKUP"];
    file.branches[0].hiddenItems = [uid];
    const twice = checkBrandFile(file);
    expect(!twice.ok && twice.problems.map((p) => p.message)).toEqual([
      "names an order mode twice",
    ]);
  });

  it("rejects unknown fields, image paths leaving the folder and inverted segments", () => {
    const file = fixture();
    file.brand.colour = "x";
    file.menus[0].sections[0].items[0].images[0].src = "../secret.svg";
    file.storeConfigs.salesChannels.customerApp.shippingBlocks[0].merchantLevelConfigs.segments[0] =
      { from: 9, to: 1, price: 1 };
    const result = checkBrandFile(file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.problems.map((p) => p.path);
    expect(paths).toContain("$.brand");
    expect(paths).toContain("$.menus[0].sections[0].items[0].images[0].src");
    expect(paths).toContain(
      "$.storeConfigs.salesChannels.customerApp.shippingBlocks[0].merchantLevelConfigs.segments[0]",
    );
  });

  it("rejects two delivery methods of one name: an order names its method by it", () => {
    const file = fixture();
    const blocks = file.storeConfigs.salesChannels.customerApp.shippingBlocks;
    blocks.push({
      ...blocks[0],
      id: "second",
      humanReadableName: ` ${blocks[0].humanReadableName}`,
    });
    const result = checkBrandFile(file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      {
        path: "$.storeConfigs.salesChannels.customerApp.shippingBlocks[1].humanReadableName",
        message: `duplicate delivery method name " ${blocks[0].humanReadableName}"`,
      },
    ]);
  });

  it("takes a branch's pickup minimum as a whole amount only, as its column keeps it", () => {
    const file = fixture();
    file.branches[0].pickupMinimumOrder = 12.5;
    expect(checkBrandFile(file)).toEqual({
      ok: false,
      problems: [{ path: "$.branches[0].pickupMinimumOrder", message: "must be a whole amount" }],
    });
    file.branches[0].pickupMinimumOrder = 30_000;
    expect(checkBrandFile(file).ok).toBe(true);
  });

  it("rejects an active transfer with no options", () => {
    const file = fixture();
    file.storeConfigs.salesChannels.customerApp.paymentsMethods.transfer.merchantLevelConfigs.transferOptions =
      {};
    const result = checkBrandFile(file);
    expect(result.ok).toBe(false);
  });
});

describe("jsonPath", () => {
  it("writes array indexes in brackets", () => {
    expect(jsonPath(["menus", 0, "sections", 2, "id"])).toBe("$.menus[0].sections[2].id");
  });
});

describe("checkBrandFile on the brand's side (issue 7)", () => {
  it("checks staff (branches exist, owners list none) and message templates", () => {
    const file = fixture();
    file.staff = [
      { phoneNumber: "+6281100000090", name: "Owner", role: "owner" },
      { phoneNumber: "+6281100000091", name: "Kitchen", role: "staff", branchIds: ["one"] },
    ];
    file.messages = { ACCEPTED: "{brand}: #{order} is cooking" };
    file.brand.timeZone = "Asia/Makassar";
    const good = checkBrandFile(file);
    expect(good.ok).toBe(true);
    if (good.ok) expect(good.file.staff[0]?.branchIds).toEqual([]);

    file.staff.push(
      { phoneNumber: "+6281100000091", name: "Twin", role: "staff", branchIds: ["one"] },
      { phoneNumber: "+6281100000092", name: "Lost", role: "staff", branchIds: ["nowhere"] },
      { phoneNumber: "+6281100000093", name: "Nobody's", role: "staff" },
      { phoneNumber: "+6281100000094", name: "Boss", role: "owner", branchIds: ["one"] },
      { phoneNumber: "0811", name: "Local", role: "chef" },
    );
    file.messages = { ACCEPTED: "{brand}: {ordr} is cooking", SHIPPED: "x" };
    file.brand.timeZone = "Mars/Olympus";
    const bad = checkBrandFile(file);
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.problems.map((p) => p.path).sort()).toEqual(
      [
        "$.brand.timeZone",
        "$.messages",
        "$.messages.ACCEPTED",
        "$.staff[2].phoneNumber",
        "$.staff[3].branchIds[0]",
        "$.staff[4].branchIds",
        "$.staff[5].branchIds",
        "$.staff[6].phoneNumber",
        "$.staff[6].role",
      ].sort(),
    );
  });

  it("stores a staff number in its one E.164 spelling and sees two spellings as one member", () => {
    const file = fixture();
    file.staff = [{ phoneNumber: "+62081100000090", name: "Owner", role: "owner" }];
    const good = checkBrandFile(file);
    expect(good.ok).toBe(true);
    if (good.ok) expect(good.file.staff[0]?.phoneNumber).toBe("+6281100000090");

    file.staff.push(
      { phoneNumber: "+6281100000090", name: "Twin", role: "owner" },
      { phoneNumber: "+62000000000", name: "Nobody", role: "owner" },
    );
    const bad = checkBrandFile(file);
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.problems).toEqual([
      { path: "$.staff[2].phoneNumber", message: "is not a valid phone number" },
      { path: "$.staff[1].phoneNumber", message: 'duplicate staff phone number "+6281100000090"' },
    ]);
  });
});

describe("templatesByLanguage (issue 17)", () => {
  it("keeps templates per language, and puts top-level ones under the default language", () => {
    expect(
      templatesByLanguage(
        { ACCEPTED: "a {order}", id: { ACCEPTED: "b {order}", PAID: "c" }, en: { PAID: "d" } },
        "id",
      ),
    ).toEqual({ id: { ACCEPTED: "b {order}", PAID: "c" }, en: { PAID: "d" } });
    expect(templatesByLanguage({ COMPLETED: "x" }, "en")).toEqual({ en: { COMPLETED: "x" } });
    expect(templatesByLanguage({}, "en")).toEqual({});
  });
});
