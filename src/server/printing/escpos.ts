import "server-only";
import { transform } from "receiptline";
import type { PrintLine } from "@/domain/receipt";

// A ticket's or a receipt's lines (src/domain/receipt.ts) as ESC/POS, the command language of
// network receipt printers, through receiptline (https://github.com/receiptline/receiptline).
// Each of our lines is one receiptline line, already wrapped: receiptline only sizes, weighs,
// aligns and encodes it (the multilingual code pages: é, “ ” print; what none has prints as ?).

/** `text` as receiptline reads it literally: its markup characters escaped, spaces kept. */
const literal = (text: string) =>
  text
    .replace(/\u00a0/g, " ")
    .replace(/[\\{|}\-=_"`^~]/g, "\\$&")
    .replace(/ /g, "~");

/** One of our lines in receiptline's markup (`| a |` centres a column, `|a |` keeps it left). */
export function receiptLine(line: PrintLine, columns: number): string {
  if ("rule" in line) return line.rule === "-" ? "-" : `|${"\\=".repeat(columns)} |`;
  const size = line.size === 3 ? "^^^^" : line.size === 2 ? "^^^" : "";
  const text = `${size}${line.bold ? '"' : ""}${literal(line.text)}`;
  return line.center ? `| ${text} |` : `|${text} |`;
}

export function escposBytes(lines: readonly PrintLine[], columns: number): Buffer {
  const doc = lines.map((line) => receiptLine(line, columns)).join("\n");
  const commands = transform(doc, {
    cpl: columns,
    encoding: "multilingual",
    command: "escpos",
    cutting: true,
  });
  // receiptline answers the bytes as a string of char codes 0–255.
  return Buffer.from(commands, "latin1");
}
