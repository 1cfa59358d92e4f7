import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { PrintLine } from "@/domain/receipt";
import { escposBytes, receiptLine } from "./escpos";
import { FilePrinter } from "./file-printer";

const lines: PrintLine[] = [
  { text: "#A1B2C3", size: 3, bold: true, center: true },
  { text: "PICKUP", size: 2, bold: true, center: true },
  { rule: "=" },
  { text: "2 x Black Forest Cake", bold: true },
  { text: '    Writing: "Happy | {birthday} ~ 100% _me_"', bold: true },
  { text: "Total      Rp\u00a0693.000" },
  { rule: "-" },
];

describe("ESC/POS through receiptline", () => {
  it("keeps our text literal: markup escaped, spaces kept, left or centred", () => {
    expect(receiptLine({ text: "  a-b = c" }, 48)).toBe("|~~a\\-b~\\=~c |");
    expect(receiptLine({ text: "#A1", size: 3, bold: true, center: true }, 48)).toBe(
      '| ^^^^"#A1 |',
    );
    expect(receiptLine({ rule: "=" }, 4)).toBe("|\\=\\=\\=\\= |");
  });

  it("starts the printer afresh, prints each line as written, sizes and weighs, and cuts", () => {
    const bytes = escposBytes(lines, 48);
    const text = bytes.toString("latin1");
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1b, 0x40])); // ESC @: initialise
    expect(text).toContain("#A1B2C3");
    expect(text).toContain("\x1d!\x22"); // GS ! 0x22: three times as wide and tall
    expect(text).toContain("\x1d!\x11"); // GS ! 0x11: twice
    expect(text).toContain("\x1bE1"); // ESC E 1: bold
    expect(text).toContain("2 x Black Forest Cake");
    expect(text).toContain('    Writing: "Happy | {birthday} ~ 100% _me_"');
    expect(text).toContain("Total      Rp 693.000");
    expect(text).toContain("=".repeat(48));
    expect(text).toMatch(/\x1dVB\x00/); // GS V B: cut
  });
});

describe("the printer stand-in", () => {
  it("appends each printout to its outbox with its text and bytes", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "kedai-print-")), "outbox.log");
    const printout = {
      brandId: "demo",
      branchId: "kemang",
      orderId: "o1",
      kind: "ticket" as const,
      host: "192.168.1.50",
      port: 9100,
      bytes: escposBytes(lines, 42),
      text: "#A1B2C3",
    };
    await new FilePrinter(file).send(printout);
    await new FilePrinter(file).send({ ...printout, orderId: "o2" });
    const [first, second] = fs
      .readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, string>);
    expect(first).toMatchObject({ orderId: "o1", kind: "ticket", text: "#A1B2C3", port: 9100 });
    expect(Buffer.from(first!.escpos!, "base64").equals(printout.bytes)).toBe(true);
    expect(second).toMatchObject({ orderId: "o2" });
  });
});
