/** At most `max` characters, cut at a word boundary with an ellipsis when shortened. */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/** A count with its noun: '1 item', '2 items', '0 items' (issue 14). */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}

// Issue 31 item 14: a length a person is told ("at most 500 characters") counts what they see: an
// emoji, a flag or a letter with its accents is one character, however many UTF-16 units it takes.
// Bytes are bounded too, so one "character" cannot hide thousands of stacked combining marks.

/**
 * UTF-8 bytes a character may take on average: a line of the longest emoji sequences (a family
 * with skin tones, about 30) fits; a few letters under thousands of stacked marks do not.
 */
export const MAX_BYTES_PER_CHARACTER = 32;

// Made on first use: making one costs a page about 15 ms of a phone-class CPU as it loads
// (issue 34 item 4), and most pages count no characters until someone types.
let graphemes: Intl.Segmenter | undefined;

/** The characters a person sees in `text` (grapheme clusters), counted up to `limit` + 1. */
export function characterCount(text: string, limit = Infinity): number {
  let count = 0;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  const each = graphemes.segment(text)[Symbol.iterator]();
  while (!each.next().done) if (++count > limit) break;
  return count;
}

/** Whether `text` is at most `max` characters, and at most MAX_BYTES_PER_CHARACTER bytes each. */
export function fitsCharacters(text: string, max: number): boolean {
  // At most `max` UTF-16 units is at most `max` characters and at most 3 bytes a unit.
  if (text.length <= max) return true;
  if (new TextEncoder().encode(text).length > max * MAX_BYTES_PER_CHARACTER) return false;
  return characterCount(text, max) <= max;
}
