import type { BrandDocument } from "@/domain/brand-config";
import { noticeConflicts } from "@/domain/order-ahead";

// The Order ahead page's form (issue 35 item 4): the brand's three values, and per branch "same
// as the brand" (null) or its own three, as typed. Read into the brand's document, or the
// problems by the document's path under "$" (the server's BRAND_INVALID paths, so its answers land
// on the same fields): a number out of range, or days ahead too few for an item's notice.

/** One set of values as typed: digits, capacity empty for no limit. */
export interface AheadDraft {
  daysAhead: string;
  slotMinutes: string;
  slotCapacity: string;
}

export interface PageDraft {
  brand: AheadDraft;
  /** By branch id: its own values, or null for the brand's. */
  branches: Record<string, AheadDraft | null>;
}

export type AheadProblem =
  | { kind: "daysAhead" | "slotMinutes" | "slotCapacity" }
  /** Days ahead too few for these items' notice (their names and hours), `daysAhead` allowing. */
  | { kind: "notice"; daysAhead: number; items: { name: string; hours: number }[] };

/** Problems by path under "$": "brand.orderAhead.daysAhead", "branches[1].orderAhead.slotMinutes". */
export type PageProblems = Record<string, AheadProblem>;

/** Slot lengths offered (the brand file takes any of 10–240 minutes; one it has is offered too). */
export const SLOT_LENGTHS = [10, 15, 20, 30, 45, 60, 90, 120, 180, 240];

const text = (n: number | null | undefined) => (n == null ? "" : String(n));

export function draftOf(ahead: {
  daysAhead: number;
  slotMinutes: number;
  slotCapacity?: number | null;
}): AheadDraft {
  return {
    daysAhead: text(ahead.daysAhead),
    slotMinutes: text(ahead.slotMinutes),
    slotCapacity: text(ahead.slotCapacity),
  };
}

/** The page's form as the document holds it now: a branch's partial values filled from the brand's. */
export function pageDraftOf(document: BrandDocument): PageDraft {
  const brand = document.brand.orderAhead;
  return {
    brand: draftOf(brand),
    branches: Object.fromEntries(
      document.branches.map((b) => [
        b.id,
        b.orderAhead
          ? draftOf({
              daysAhead: b.orderAhead.daysAhead ?? brand.daysAhead,
              slotMinutes: b.orderAhead.slotMinutes ?? brand.slotMinutes,
              slotCapacity:
                b.orderAhead.slotCapacity === undefined
                  ? brand.slotCapacity
                  : b.orderAhead.slotCapacity,
            })
          : null,
      ]),
    ),
  };
}

const whole = (typed: string, min: number, max: number): number | null => {
  const t = typed.trim();
  if (!/^\d{1,5}$/.test(t)) return null;
  const n = Number(t);
  return n >= min && n <= max ? n : null;
};

/** One set of values read, or the fields that are not (the brand file's ranges). */
function readAhead(draft: AheadDraft, at: string, problems: PageProblems) {
  const daysAhead = whole(draft.daysAhead, 0, 60);
  const slotMinutes = whole(draft.slotMinutes, 10, 240);
  const empty = draft.slotCapacity.trim() === "";
  const slotCapacity = empty ? null : whole(draft.slotCapacity, 1, 10_000);
  if (daysAhead === null) problems[`${at}.daysAhead`] = { kind: "daysAhead" };
  if (slotMinutes === null) problems[`${at}.slotMinutes`] = { kind: "slotMinutes" };
  if (!empty && slotCapacity === null) problems[`${at}.slotCapacity`] = { kind: "slotCapacity" };
  return { daysAhead: daysAhead ?? 0, slotMinutes: slotMinutes ?? 10, slotCapacity };
}

/**
 * `document` with the page's values, or why not. A branch's own values are all three (what the
 * owner sees on the page); capacity empty is no limit, there as for the brand.
 */
export function applyPageDraft(
  document: BrandDocument,
  page: PageDraft,
): { ok: true; document: BrandDocument } | { ok: false; problems: PageProblems } {
  const problems: PageProblems = {};
  const next = structuredClone(document);
  const brand = readAhead(page.brand, "brand.orderAhead", problems);
  next.brand.orderAhead = {
    daysAhead: brand.daysAhead,
    slotMinutes: brand.slotMinutes,
    ...(brand.slotCapacity === null ? {} : { slotCapacity: brand.slotCapacity }),
  };
  next.branches.forEach((branch, i) => {
    const own = page.branches[branch.id];
    if (!own) delete branch.orderAhead;
    else branch.orderAhead = readAhead(own, `branches[${i}].orderAhead`, problems);
  });
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  for (const conflict of noticeConflicts(next)) {
    const b =
      conflict.limit.branch && next.branches.findIndex((x) => x.id === conflict.limit.branch!.id);
    const at = `${b === undefined ? "brand" : `branches[${b}]`}.orderAhead.daysAhead`;
    const found = problems[at];
    const item = { name: conflict.name, hours: conflict.leadTimeHours };
    if (found?.kind === "notice") found.items.push(item);
    else problems[at] = { kind: "notice", daysAhead: conflict.limit.daysAhead, items: [item] };
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, document: next };
}
