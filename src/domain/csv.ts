import { csvCell, UTF8_BOM } from "./order-export";

// Reading a CSV file a person saved from a spreadsheet (issue 35 item 5): RFC 4180 quoting (a
// quoted cell may hold the separator, a line break and doubled quotes), any of CRLF, LF or CR
// line ends, a UTF-8 byte order mark, and the separator Excel writes where the decimal mark is a
// comma (Indonesian Excel writes `;`). Writing uses the orders export's rules (order-export.ts).

/** The separators a file may use; the header line says which (the most used, outside quotes). */
const SEPARATORS = [",", ";", "\t"] as const;

/** The separator of `text`: the one its first line uses most outside quotes (`,` if none). */
export function csvSeparator(text: string): string {
  const counts = new Map<string, number>(SEPARATORS.map((s) => [s, 0]));
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best = ",";
  for (const s of SEPARATORS) if (counts.get(s)! > counts.get(best)!) best = s;
  return best;
}

/**
 * The records of `text`, each a list of cells as written (quotes undone). A stray quote inside an
 * unquoted cell is kept as a character; a quote never closed runs to the end, as spreadsheets read it.
 */
export function parseCsv(text: string): string[][] {
  const body = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  const sep = csvSeparator(body);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let started = false; // a record has begun (so a last line without a line end still counts)
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    started = true;
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (body[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"' && cell === "") quoted = true;
    else if (ch === sep) {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" || ch === "\n") {
      if (ch === "\r" && body[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      started = false;
    } else cell += ch;
  }
  if (started) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** `rows` as a CSV file: the byte order mark, `,` between cells, CRLF after each record. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return UTF8_BOM + rows.map((cells) => `${cells.map(csvCell).join(",")}\r\n`).join("");
}
