import { describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "./csv";
import { brandProblemsByRow, importCounts, planImport } from "./menu-import";
import { BRAND, EN, ID } from "./menu-sheet-fixtures";
import type { SheetColumn } from "./menu-sheet";
import { menuSheet, readHeader } from "./menu-sheet";

/** Imports `csv` (header first) into the fixture's menu. */
function importCsv(csv: string) {
  const [header, ...rows] = parseCsv(csv);
  const read = readHeader(header!, [EN, ID]);
  if (!read.ok) throw new Error(`missing ${read.missing.join()}`);
  return planImport(BRAND, "main", read.columns, rows, [EN, ID]);
}
const items = (plan: ReturnType<typeof importCsv>, s: number) =>
  plan.document.menus[0]!.sections[s]!.items;

describe("planImport (issue 35 item 5)", () => {
  it("reads back its own export unchanged, in either language", () => {
    for (const words of [EN, ID]) {
      const plan = importCsv(toCsv(menuSheet(BRAND, "main", words)));
      expect(plan.problems).toEqual([]);
      expect(importCounts(plan.rows)).toEqual({ add: 0, change: 0, same: 3, invalid: 0 });
      expect(plan.document).toEqual(BRAND);
    }
  });

  it("adds new items (ids from their names, prices as owners type them) and new sections", () => {
    const plan = importCsv(
      "bagian;nama;harga;tampil\nCakes;Kue Lumpur;Rp 12.500;ya\nRoti;Roti Sobek;35.000;tidak\n",
    );
    expect(plan.problems).toEqual([]);
    expect(plan.rows.map((r) => [r.row, r.action, r.id, r.price])).toEqual([
      [2, "add", "kue-lumpur", 12_500],
      [3, "add", "roti-sobek", 35_000],
    ]);
    expect(items(plan, 0).at(-1)).toMatchObject({
      uid: "kue-lumpur",
      images: [],
      optionGroups: [],
    });
    expect(plan.document.menus[0]!.sections[2]).toMatchObject({ id: "roti", name: "Roti" });
    expect(items(plan, 2)[0]).toMatchObject({ name: "Roti Sobek", hidden: true, leadTimeHours: 0 });
    expect(plan.untouched).toBe(3);
  });

  it("changes items matched by id or by name, keeping what the sheet leaves out", () => {
    const plan = importCsv(
      "id,section,name,price\nbrownies,Cakes,Fudgy Brownies,27.500\n,drinks,lapis legit,350.000\n",
    );
    expect(plan.problems).toEqual([]);
    expect(plan.rows.map((r) => [r.action, r.changed])).toEqual([
      ["change", ["name", "price"]],
      ["change", ["section", "name"]],
    ]);
    expect(items(plan, 0)).toEqual([
      { uid: "brownies", name: "Fudgy Brownies", description: "", price: 27_500, leadTimeHours: 0 },
    ]);
    // Moved to Drinks, its description, notice and hidden kept.
    expect(items(plan, 1)[1]).toMatchObject({
      uid: "lapis",
      description: "Layered, spiced.",
      leadTimeHours: 48,
      hidden: true,
    });
  });

  it("sets where an item is sold: empty for every branch, names or ids, - for none", () => {
    const plan = importCsv(
      "id,section,name,price,sold at\ntea,Drinks,Teh,8000,\nbrownies,Cakes,Brownies,25000,Kemang\nlapis,Cakes,Lapis Legit,350000,-\n",
    );
    expect(plan.problems).toEqual([]);
    expect(plan.rows.map((r) => r.changed)).toEqual([["soldAt"], ["soldAt"], ["soldAt"]]);
    expect(plan.document.branches).toEqual([
      { id: "kemang", name: "Kemang", menuId: "main", hiddenItems: ["lapis"] },
      { id: "menteng", name: "Menteng", menuId: "main", hiddenItems: ["brownies", "lapis"] },
    ]);
  });

  it("names every problem by row and column, and applies only the good rows", () => {
    const plan = importCsv(
      [
        "id,section,name,price,notice hours,shown,sold at",
        ",Cakes,,350.00,x,maybe,Bekasi",
        ",,Bolu,-5,49,,",
        "bad id!,Cakes,Kue,1.2345,,,",
        "",
        "brownies,Cakes,Brownies,25000,,,",
        "brownies,Cakes,Brownies 2,25000,,,",
        ",Cakes,Bolu Pandan,20000,,,",
        ",Cakes,bolu pandan,20000,,,",
      ].join("\n"),
    );
    const said = plan.problems.map((p) => [
      p.row,
      p.column,
      p.code,
      p.max ?? p.value ?? p.otherRow,
    ]);
    expect(said).toEqual([
      [2, "name", "needsName", undefined],
      [2, "price", "decimals", undefined],
      [2, "noticeHours", "noticeHours", 1464],
      [2, "shown", "yesNo", undefined],
      [2, "soldAt", "unknownBranch", "Bekasi"],
      [3, "section", "needsSection", undefined],
      [3, "price", "needsPrice", undefined],
      [3, "noticeHours", "noticeBeyondAhead", 48],
      [4, "price", "groups", undefined],
      [4, "id", "badId", undefined],
      [7, "id", "duplicateRow", 6],
      [9, "name", "duplicateRow", 8],
    ]);
    expect(importCounts(plan.rows)).toEqual({ add: 1, change: 0, same: 1, invalid: 5 });
  });

  it("asks for an id when two items share the row's name", () => {
    const twin = structuredClone(BRAND);
    twin.menus[0]!.sections[1]!.items.push({
      ...twin.menus[0]!.sections[1]!.items[0]!,
      uid: "tea-2",
    });
    const [header, ...rows] = parseCsv("section,name,price\nDrinks,Teh,9000\n");
    const read = readHeader(header!, [EN]);
    const plan = planImport(twin, "main", read.ok ? read.columns : [], rows, [EN]);
    expect(plan.problems).toMatchObject([{ row: 2, column: "name", code: "sameName" }]);
  });

  it("marks a price moved more than tenfold", () => {
    const plan = importCsv("id,section,name,price\nlapis,Cakes,Lapis Legit,350\n");
    expect(plan.rows[0]).toMatchObject({ action: "change", price: 350, priceBefore: 350_000 });
  });

  it("undoes the apostrophe an export puts before formula-like text", () => {
    const plan = importCsv("section,name,description,price\nCakes,Brownies,'-less sugar,25000\n");
    expect(items(plan, 0)[0]!.description).toBe("-less sugar");
  });
});

describe("brandProblemsByRow", () => {
  it("places an item's problem on its row and column, any other on the file", () => {
    const plan = importCsv("section,name,price\nCakes,Kue Baru,1000\n");
    const problems = brandProblemsByRow(
      plan.document,
      "main",
      [
        { path: "$.menus[0].sections[0].items[2].leadTimeHours", message: "too much notice" },
        { path: "$.menus[0].sections[0].items", message: "too many" },
      ],
      plan.rowOfUid,
    );
    expect(problems).toEqual([
      {
        row: 2,
        column: "noticeHours" satisfies SheetColumn,
        code: "brand",
        message: "too much notice",
      },
      { row: null, column: null, code: "brand", message: "too many" },
    ]);
  });
});
