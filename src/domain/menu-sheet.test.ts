import { describe, expect, it } from "vitest";
import { BRAND, EN, ID } from "./menu-sheet-fixtures";
import { looseKey, menuSheet, readHeader, readYesNo, templateSheet } from "./menu-sheet";

describe("readHeader (issue 35 item 5)", () => {
  it("reads the columns in either language, loosely, in any order", () => {
    const read = readHeader(["Nama", "HARGA", "Bagian", "Lead time", "colour"], [EN, ID]);
    expect(read).toEqual({
      ok: true,
      columns: ["name", "price", "section", "noticeHours", null],
      ignored: ["colour"],
    });
  });

  it("names the required columns a header lacks", () => {
    expect(readHeader(["name", "description"], [EN, ID])).toEqual({
      ok: false,
      missing: ["section", "price"],
    });
  });

  it("counts a repeated column once", () => {
    const read = readHeader(["section", "name", "price", "name"], [EN]);
    expect(read.ok && read.columns).toEqual(["section", "name", "price", null]);
  });
});

describe("readYesNo", () => {
  it.each([
    ["", true],
    ["yes", true],
    ["Ya", true],
    ["TRUE", true],
    ["no", false],
    ["tidak", false],
    ["0", false],
    ["maybe", null],
  ])("%s", (cell, expected) => expect(readYesNo(cell, [EN, ID])).toBe(expected));
});

describe("menuSheet", () => {
  it("writes a row per item: plain prices, yes/no in the language, the branches only when not all", () => {
    expect(menuSheet(BRAND, "main", ID)).toEqual([
      [
        "id",
        "bagian",
        "nama",
        "deskripsi",
        "harga",
        "pesan sebelumnya (jam)",
        "tampil",
        "dijual di",
      ],
      ["brownies", "Cakes", "Brownies", "", "25000", "0", "ya", ""],
      ["lapis", "Cakes", "Lapis Legit", "Layered, spiced.", "350000", "48", "tidak", ""],
      ["tea", "Drinks", "Teh", "", "8000", "0", "ya", "menteng"],
    ]);
  });

  it("writes a template of the header and the example", () => {
    const example = {
      ...Object.fromEntries(Object.keys(EN.columns).map((c) => [c, ""])),
      name: "X",
    };
    const sheet = templateSheet(EN, example as Parameters<typeof templateSheet>[1]);
    expect(sheet[0]).toContain("notice hours");
    expect(sheet[1]).toContain("X");
  });

  it("compares loosely", () => expect(looseKey(" Pésan (jam) ")).toBe("pesanjam"));
});
