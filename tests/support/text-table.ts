/** A plain-text table with padded columns, for test output a report can quote. */
export function textTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`.trimEnd();
  const rule = `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}
