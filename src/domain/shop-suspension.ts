// Issue 35 item 6: the platform's operators suspend a shop with a reason, kept on the shop's row
// (brands.suspended_reason) for its owner and the operators.

/** The longest reason, in characters (as kept: one line, trimmed). */
export const SUSPENSION_REASON_MAX = 200;

/** A reason as kept: one line, its runs of spaces and line breaks one space, trimmed. */
export const oneLine = (text: string): string => text.replace(/\s+/g, " ").trim();
