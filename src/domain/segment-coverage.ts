import type { Segment } from "./delivery";

// What a shop owner should know of a delivery method's segments that the spec allows (§5): the
// price API takes the first match in list order, so a later segment may be partly or wholly
// unused; a distance no segment covers gets 'No matching segment found'; a segment without
// bounds never matches. Warnings for the owner console (issue 19), not refusals.

export type SegmentNote =
  /** Segment `index` has neither from nor to: it never matches. */
  | { kind: "unbounded"; index: number }
  /** Segment `index` shares [from, to] with the earlier `earlier`, which wins there. */
  | { kind: "overlap"; index: number; earlier: number; from: number; to: number | null }
  /** No segment matches a distance between from and to (both excluded, unless from is 0). */
  | { kind: "gap"; from: number; to: number };

interface Range {
  index: number;
  from: number;
  to: number;
}

/** The distances (meters, 0 and up: the price API refuses a negative one) a segment matches. */
function rangeOf(segment: Segment, index: number): Range | null {
  if (segment.from === undefined && segment.to === undefined) return null;
  const from = Math.max(0, segment.from ?? 0);
  const to = segment.to ?? Infinity;
  return from <= to ? { index, from, to } : null;
}

/**
 * Gaps up to the furthest bound, and overlaps of more than a shared end (0–3 km then 3–7 km is the
 * usual way to write tiers, and 3 km takes the first), in list order.
 */
export function segmentNotes(segments: readonly Segment[]): SegmentNote[] {
  const notes: SegmentNote[] = [];
  const ranges: Range[] = [];
  segments.forEach((segment, index) => {
    if (segment.from === undefined && segment.to === undefined)
      notes.push({ kind: "unbounded", index });
    const range = rangeOf(segment, index);
    if (!range) return;
    const earlier = ranges.find((r) => Math.min(r.to, range.to) > Math.max(r.from, range.from));
    if (earlier) {
      const to = Math.min(earlier.to, range.to);
      notes.push({
        kind: "overlap",
        index,
        earlier: earlier.index,
        from: Math.max(earlier.from, range.from),
        to: to === Infinity ? null : to,
      });
    }
    ranges.push(range);
  });
  let reach = 0; // every distance from 0 to reach is matched (or from the first range's start)
  for (const range of [...ranges].sort((a, b) => a.from - b.from)) {
    if (range.from > reach) notes.push({ kind: "gap", from: reach, to: range.from });
    reach = Math.max(reach, range.to);
  }
  return notes;
}
