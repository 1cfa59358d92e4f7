import type { PrintLine } from "@/domain/receipt";

// A ticket or a receipt on the page as it comes out of an 80 mm thermal printer (issue 36 item 2):
// its lines (src/domain/receipt.ts) in a monospace font sized so that `columns` characters fill
// the 72 mm the printer prints on. The page's own styles (@page, what printing hides) are in
// PRINT_STYLES, given to the page once.

/**
 * A monospace character is 0.6 of its size wide, a little more in some fonts (DejaVu Sans Mono:
 * 0.602): the size that puts `columns` of the widest in 72 mm, so a full line never wraps.
 */
const fontSize = (columns: number) => `calc(72mm / ${columns} / 0.62)`;

export const PRINT_STYLES = `
@page { size: 80mm auto; margin: 0; }
.print-paper {
  width: 80mm; box-sizing: border-box; padding: 4mm 4mm 8mm; background: #fff; color: #000;
  font-family: "DejaVu Sans Mono", "Liberation Mono", Menlo, Consolas, "Courier New", monospace;
  line-height: 1.25; font-variant-ligatures: none;
}
.print-paper p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; min-height: 1.25em; }
.print-paper .s2 { font-size: 2em; line-height: 1.1; }
.print-paper .s3 { font-size: 3em; line-height: 1.05; }
@media screen {
  .print-paper { transform: scale(1.35); transform-origin: top center; }
}
@media print {
  html, body { background: #fff !important; min-height: 0 !important; }
  body > :not(.print-page), .print-page > :not(.print-paper) { display: none !important; }
  .print-page { margin: 0 !important; padding: 0 !important; }
  .print-paper { box-shadow: none !important; margin: 0 !important; }
}
`;

export function PrintSheet({
  lines,
  columns,
  label,
}: {
  lines: readonly PrintLine[];
  columns: number;
  label: string;
}) {
  return (
    <article
      aria-label={label}
      className="print-paper mx-auto shadow-md ring-1 ring-black/10"
      style={{ fontSize: fontSize(columns) }}
    >
      {lines.map((line, i) =>
        "rule" in line ? (
          <p key={i} aria-hidden="true">
            {line.rule.repeat(columns)}
          </p>
        ) : (
          <p
            key={i}
            className={
              [line.size && `s${line.size}`, line.bold && "font-bold", line.center && "text-center"]
                .filter(Boolean)
                .join(" ") || undefined
            }
          >
            {line.text}
          </p>
        ),
      )}
    </article>
  );
}
