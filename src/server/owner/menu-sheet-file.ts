import "server-only";
import readXlsx from "read-excel-file/node";
import writeXlsxFile from "write-excel-file/node";
import { parseCsv, toCsv } from "@/domain/csv";
import { MAX_SHEET_BYTES, MAX_SHEET_ROWS } from "@/domain/menu-sheet";
import { AppError } from "../errors";

// A menu sheet's bytes (issue 35 item 5): the upload read from its multipart body, told apart as
// XLSX (a ZIP) or CSV, and made into rows of text; and rows written back as either. Bounded: the
// file's bytes before it is read, an XLSX's unpacked size before it is unpacked, the rows after.

/** Room for a multipart body's boundaries and headers around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** The most an XLSX may unpack to, by its own directory (a menu of 1000 rows is far less). */
const MAX_UNPACKED_BYTES = 32 * 1024 * 1024;

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const tooLarge = () => new AppError("SHEET_TOO_LARGE");
const unreadable = (message?: string) => new AppError("SHEET_UNREADABLE", message);

/** The bytes of the multipart/form-data body's field `file`, refused over 1 MB. */
export async function uploadedSheet(request: Request): Promise<Uint8Array> {
  const length = request.headers.get("content-length");
  if (length === null) throw new AppError("LENGTH_REQUIRED");
  if (Number(length) > MAX_SHEET_BYTES + MULTIPART_OVERHEAD) throw tooLarge();
  const form = await request.formData().catch(() => {
    throw new AppError(
      "INVALID_REQUEST",
      "Send the file as multipart/form-data in a field named file.",
    );
  });
  const file = form.get("file");
  if (!(file instanceof Blob))
    throw new AppError("INVALID_REQUEST", "file: a spreadsheet is required");
  if (file.size > MAX_SHEET_BYTES) throw tooLarge();
  return new Uint8Array(await file.arrayBuffer());
}

const startsWith = (bytes: Uint8Array, head: readonly number[]) =>
  head.every((b, i) => bytes[i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0]; // an Excel 97-2003 .xls

/** The file's rows as text, its header first, trailing empty rows dropped; refused over 1000 rows. */
export async function sheetRows(bytes: Uint8Array): Promise<string[][]> {
  let rows: string[][];
  if (startsWith(bytes, ZIP)) rows = await xlsxRows(bytes);
  else if (startsWith(bytes, OLE))
    throw unreadable("An Excel 97-2003 (.xls) file: save it as XLSX or CSV.");
  else rows = parseCsv(csvText(bytes));
  while (rows.length > 0 && rows.at(-1)!.every((cell) => cell.trim() === "")) rows.pop();
  if (rows.length === 0) throw unreadable("The file is empty.");
  if (rows.length - 1 > MAX_SHEET_ROWS) throw new AppError("SHEET_TOO_MANY_ROWS");
  return rows;
}

/**
 * A CSV file's text: UTF-8 (what "CSV UTF-8" writes), else Windows-1252 (what Excel's plain "CSV"
 * writes on a Windows set to Indonesian or English). Bytes of neither, or a NUL, are not a CSV.
 */
function csvText(bytes: Uint8Array): string {
  if (bytes.includes(0)) throw unreadable();
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

async function xlsxRows(bytes: Uint8Array): Promise<string[][]> {
  if (unpackedSize(bytes) > MAX_UNPACKED_BYTES) throw tooLarge();
  let data: Awaited<ReturnType<typeof readXlsx>>;
  try {
    data = await readXlsx(Buffer.from(bytes));
  } catch {
    throw unreadable();
  }
  const first = data[0]?.data ?? [];
  return first.map((row) => row.map(cellText));
}

/** A cell of an XLSX as the import reads text: a number as written plainly, a date as its day. */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number")
    return Number.isInteger(cell) ? cell.toFixed(0) : String(Math.round(cell * 100) / 100);
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell);
}

/**
 * What a ZIP's central directory says its files unpack to, all together: checked before a byte is
 * unpacked (a small file could otherwise unpack to gigabytes). A directory that cannot be read is
 * not an XLSX.
 */
export function unpackedSize(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--)
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  if (end < 0) throw unreadable();
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  let total = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) throw unreadable();
    total += view.getUint32(at + 24, true);
    at +=
      46 +
      view.getUint16(at + 28, true) +
      view.getUint16(at + 30, true) +
      view.getUint16(at + 32, true);
  }
  return total;
}

/** Whether a cell of `column` is written as a number in an XLSX (a price, hours). */
export type NumberColumns = ReadonlySet<number>;

/**
 * `rows` as a file to download, named `name` (plain letters, digits, dots and dashes) and its
 * extension: CSV (UTF-8 with a byte order mark) or XLSX, its header bold, the cells at positions
 * `numbers` written as numbers where they are ones.
 */
export async function sheetFile(
  name: string,
  format: "csv" | "xlsx",
  rows: readonly (readonly string[])[],
  numbers: NumberColumns,
): Promise<Response> {
  if (!/^[\w.-]+$/.test(name)) throw new Error(`Not a plain file name: ${name}`);
  const headers = {
    "Content-Disposition": `attachment; filename="${name}.${format}"`,
    "X-Content-Type-Options": "nosniff",
  };
  if (format === "csv")
    return new Response(toCsv(rows), {
      headers: { ...headers, "Content-Type": "text/csv; charset=utf-8" },
    });
  const [header = [], ...body] = rows;
  const data = [
    header.map((value) => ({ value, fontWeight: "bold" as const })),
    ...body.map((row) =>
      row.map((value, i) =>
        numbers.has(i) && /^\d+(\.\d+)?$/.test(value)
          ? { value: Number(value), type: Number }
          : { value, type: String },
      ),
    ),
  ];
  const buffer = await writeXlsxFile(data, {
    columns: header.map((_, i) => ({ width: i === 3 ? 40 : 18 })),
    stickyRowsCount: 1,
  }).toBuffer();
  return new Response(new Uint8Array(buffer), {
    headers: { ...headers, "Content-Type": XLSX_TYPE },
  });
}
