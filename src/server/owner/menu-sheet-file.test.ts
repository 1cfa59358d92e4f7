import { describe, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import { sheetRows, unpackedSize } from "./menu-sheet-file";

// The bytes of an uploaded menu sheet (issue 35 item 5): CSV in either encoding Excel writes, XLSX,
// and the bounds checked before anything is unpacked or imported.

const xlsx = () =>
  writeXlsxFile([
    [{ value: "section" }, { value: "name" }, { value: "price" }],
    [{ value: "Kue" }, { value: "Bolu" }, { value: 35_000, type: Number }],
    [{ value: "Kue" }, { value: "Lapis" }, { value: 12.5, type: Number }],
  ]).toBuffer();
const code = (pending: Promise<unknown>) =>
  pending.then(
    () => "read",
    (error: { code?: string }) => error.code,
  );

describe("sheetRows", () => {
  it("reads a CSV in UTF-8, and in Windows-1252 as plain Excel CSV writes it", async () => {
    expect(await sheetRows(Buffer.from("nama;harga\nCafé Susu;25.000\n\n;\n", "utf8"))).toEqual([
      ["nama", "harga"],
      ["Café Susu", "25.000"],
    ]);
    expect(await sheetRows(Buffer.from("nama;harga\nCafé Susu;25.000\n", "latin1"))).toEqual([
      ["nama", "harga"],
      ["Café Susu", "25.000"],
    ]);
  });

  it("reads an XLSX's first sheet, numbers written plainly", async () => {
    expect(await sheetRows(await xlsx())).toEqual([
      ["section", "name", "price"],
      ["Kue", "Bolu", "35000"],
      ["Kue", "Lapis", "12.5"],
    ]);
  });

  it("refuses what is not a sheet, is empty, or has over 1000 rows", async () => {
    expect(await code(sheetRows(Buffer.from("%PDF\0binary")))).toBe("SHEET_UNREADABLE");
    expect(await code(sheetRows(Buffer.from([0xd0, 0xcf, 0x11, 0xe0])))).toBe("SHEET_UNREADABLE");
    expect(await code(sheetRows(Buffer.from("\n\n")))).toBe("SHEET_UNREADABLE");
    const rows = ["a,b", ...Array.from({ length: 1001 }, () => "x,1")].join("\n");
    expect(await code(sheetRows(Buffer.from(rows)))).toBe("SHEET_TOO_MANY_ROWS");
    expect(await code(sheetRows(Buffer.from(rows.split("\n").slice(0, 1001).join("\n"))))).toBe(
      "read",
    );
  });

  it("refuses an XLSX whose directory says it unpacks to over 32 MB, before unpacking it", async () => {
    const bytes = Buffer.from(await xlsx());
    expect(unpackedSize(bytes)).toBeGreaterThan(0);
    expect(unpackedSize(bytes)).toBeLessThan(64 * 1024);
    // Every entry of the central directory claims 100 MB.
    let at = bytes.indexOf("PK\x01\x02", 0, "latin1");
    while (at >= 0) {
      bytes.writeUInt32LE(100 * 1024 * 1024, at + 24);
      at = bytes.indexOf("PK\x01\x02", at + 4, "latin1");
    }
    expect(await code(sheetRows(bytes))).toBe("SHEET_TOO_LARGE");
    expect(await code(sheetRows(Buffer.from("PK\x03\x04 no directory", "latin1")))).toBe(
      "SHEET_UNREADABLE",
    );
  });
});
