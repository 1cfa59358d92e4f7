import { describe, expect, it } from "vitest";
import { csvSeparator, parseCsv, toCsv } from "./csv";

describe("parseCsv (issue 35 item 5)", () => {
  it("reads commas, quotes, doubled quotes and line breaks in quotes", () => {
    expect(parseCsv('a,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n')).toEqual([
      ["a", "b", "c"],
      ["x, y", 'say "hi"', "two\nlines"],
    ]);
  });

  it("reads the semicolons Indonesian Excel writes, commas inside cells kept", () => {
    expect(parseCsv("nama;harga\nKue, coklat;350.000\n")).toEqual([
      ["nama", "harga"],
      ["Kue, coklat", "350.000"],
    ]);
  });

  it("drops a UTF-8 byte order mark, reads LF, CR and a last line without an end", () => {
    expect(parseCsv("\uFEFFname,price\rA,1\nB,2")).toEqual([
      ["name", "price"],
      ["A", "1"],
      ["B", "2"],
    ]);
  });

  it("keeps empty cells and reads tabs", () => {
    expect(parseCsv("a\tb\tc\n\t\tz\n")).toEqual([
      ["a", "b", "c"],
      ["", "", "z"],
    ]);
  });

  it("chooses the separator from the header, outside quotes", () => {
    expect(csvSeparator('"a;b;c",d,e\n')).toBe(",");
    expect(csvSeparator("a;b,c;d\n")).toBe(";");
    expect(csvSeparator("one\n")).toBe(",");
  });

  it("reads back what toCsv writes", () => {
    const rows = [
      ["id", "name", "note"],
      ["a", 'Kue "Lapis", legit', "line\r\nbreak"],
      ["b", "Roti", ""],
    ];
    const text = toCsv(rows);
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(parseCsv(text)).toEqual(rows);
  });
});
