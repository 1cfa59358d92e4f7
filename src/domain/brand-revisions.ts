// What changed between two revisions of a brand (issue 19 item 7): the history's summary and the
// answer to a stale save. Pure: the server writes it, the owner console reads it in either language.
import type { BrandDocument } from "./brand-config";

/** How a revision was made. */
export const REVISION_SOURCES = ["import", "console", "restore"] as const;
export type RevisionSource = (typeof REVISION_SOURCES)[number];

export const CHANGE_AREAS = [
  "brand",
  "branding",
  "payments",
  "delivery",
  "messages",
  "branch",
  "menu",
  "section",
  "item",
  "staff",
] as const;
export type ChangeArea = (typeof CHANGE_AREAS)[number];

export type BrandChange =
  | {
      area: ChangeArea;
      op: "added" | "removed" | "changed";
      /** What the thing is called (an item's name, a branch's); absent for the brand's settings. */
      name?: string;
      /** The menu an item or section is in, when the brand has more than one. */
      menu?: string;
      /** The fields that changed ("price", "openingHours"), for `changed`. */
      fields?: string[];
      /** An item's price move. */
      price?: { from: number; to: number };
    }
  | { area: "more"; count: number };

/** A revision as the history lists it (its document is asked for one at a time). */
export interface RevisionEntry {
  number: number;
  source: RevisionSource;
  authorName: string;
  summary: BrandChange[];
  restoredFrom: number | null;
  createdAt: string;
}

/** A summary keeps this many changes; the rest are counted. */
export const MAX_SUMMARY_CHANGES = 100;

/**
 * JSON with every object's keys in sorted order: the same value gives the same text however it
 * was built (PostgreSQL's jsonb gives keys back in its own order).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

/** The keys whose values differ between two objects, in the order they appear. */
function changedKeys(a: object, b: object, skip: readonly string[] = []): string[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter(
    (k) =>
      !skip.includes(k) &&
      !same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

/** Rows matched by key: added, removed, and the pairs present in both. */
function byKey<T>(before: readonly T[], after: readonly T[], key: (row: T) => string) {
  const old = new Map(before.map((row) => [key(row), row]));
  const now = new Map(after.map((row) => [key(row), row]));
  return {
    added: after.filter((row) => !old.has(key(row))),
    removed: before.filter((row) => !now.has(key(row))),
    both: after.flatMap((row) => (old.has(key(row)) ? [[old.get(key(row))!, row] as const] : [])),
  };
}

type Item = BrandDocument["menus"][number]["sections"][number]["items"][number];

/** Each item of a menu with its section and place. */
function itemsOf(menu: BrandDocument["menus"][number]) {
  return menu.sections.flatMap((section) =>
    section.items.map((item, position) => ({ item, section: section.id, position })),
  );
}

/**
 * What changed from `before` to `after`, in the brand's own words: its settings, branches, menus,
 * sections, items (with a price's move) and staff. `before` null: the brand is new.
 */
export function diffBrand(before: BrandDocument | null, after: BrandDocument): BrandChange[] {
  if (!before) return [{ area: "brand", op: "added", name: after.brand.name }];
  const out: BrandChange[] = [];
  const fields = changedKeys(before.brand, after.brand);
  if (fields.length) out.push({ area: "brand", op: "changed", fields });

  const branding = changedKeys(before.storeConfigs.branding, after.storeConfigs.branding);
  if (branding.length) out.push({ area: "branding", op: "changed", fields: branding });
  const appBefore = before.storeConfigs.salesChannels.customerApp;
  const appAfter = after.storeConfigs.salesChannels.customerApp;
  const payments = changedKeys(appBefore.paymentsMethods, appAfter.paymentsMethods);
  if (payments.length) out.push({ area: "payments", op: "changed", fields: payments });
  const blocks = byKey(appBefore.shippingBlocks, appAfter.shippingBlocks, (b) => b.id);
  for (const b of blocks.added)
    out.push({ area: "delivery", op: "added", name: b.humanReadableName });
  for (const b of blocks.removed)
    out.push({ area: "delivery", op: "removed", name: b.humanReadableName });
  for (const [a, b] of blocks.both) {
    const f = changedKeys(a, b);
    if (f.length)
      out.push({ area: "delivery", op: "changed", name: b.humanReadableName, fields: f });
  }
  const languages = changedKeys(before.messages, after.messages);
  if (languages.length) out.push({ area: "messages", op: "changed", fields: languages });

  const branches = byKey(before.branches, after.branches, (b) => b.id);
  for (const b of branches.added) out.push({ area: "branch", op: "added", name: b.name });
  for (const b of branches.removed) out.push({ area: "branch", op: "removed", name: b.name });
  for (const [a, b] of branches.both) {
    const f = changedKeys(a, b);
    const moved = before.branches.indexOf(a) !== after.branches.indexOf(b);
    if (f.length || moved)
      out.push({
        area: "branch",
        op: "changed",
        name: b.name,
        fields: moved ? [...f, "position"] : f,
      });
  }

  const named = after.menus.length > 1 || before.menus.length > 1;
  const menus = byKey(before.menus, after.menus, (m) => m.id);
  for (const m of menus.added) out.push({ area: "menu", op: "added", name: m.name });
  for (const m of menus.removed) out.push({ area: "menu", op: "removed", name: m.name });
  for (const [a, b] of menus.both) {
    const menu = named ? { menu: b.name } : {};
    if (a.name !== b.name)
      out.push({ area: "menu", op: "changed", name: b.name, fields: ["name"] });
    const sections = byKey(a.sections, b.sections, (s) => s.id);
    for (const s of sections.added)
      out.push({ area: "section", op: "added", name: s.name, ...menu });
    for (const s of sections.removed)
      out.push({ area: "section", op: "removed", name: s.name, ...menu });
    for (const [x, y] of sections.both) {
      const f: string[] = x.name !== y.name ? ["name"] : [];
      if (a.sections.indexOf(x) !== b.sections.indexOf(y)) f.push("position");
      if (f.length) out.push({ area: "section", op: "changed", name: y.name, fields: f, ...menu });
    }
    const items = byKey(itemsOf(a), itemsOf(b), (row) => row.item.uid);
    for (const { item } of items.added)
      out.push({ area: "item", op: "added", name: item.name, ...menu });
    for (const { item } of items.removed)
      out.push({ area: "item", op: "removed", name: item.name, ...menu });
    for (const [x, y] of items.both) {
      const f = changedKeys(x.item, y.item);
      if (x.section !== y.section) f.push("section");
      else if (x.position !== y.position) f.push("position");
      if (!f.length) continue;
      out.push({
        area: "item",
        op: "changed",
        name: y.item.name,
        ...menu,
        fields: f,
        ...(f.includes("price") && { price: priceMove(x.item, y.item) }),
      });
    }
  }

  const staff = byKey(before.staff, after.staff, (s) => s.phoneNumber);
  for (const s of staff.added) out.push({ area: "staff", op: "added", name: s.name });
  for (const s of staff.removed) out.push({ area: "staff", op: "removed", name: s.name });
  for (const [a, b] of staff.both) {
    const f = changedKeys(a, b);
    if (f.length) out.push({ area: "staff", op: "changed", name: b.name, fields: f });
  }
  if (out.length <= MAX_SUMMARY_CHANGES) return out;
  return [
    ...out.slice(0, MAX_SUMMARY_CHANGES),
    { area: "more", count: out.length - MAX_SUMMARY_CHANGES },
  ];
}

const priceMove = (a: Item, b: Item) => ({ from: a.price, to: b.price });

/** One change in plain English, for logs and the API's messages (the console has its catalogs). */
export function describeChange(change: BrandChange): string {
  if (change.area === "more") return `${change.count} more changes`;
  const what = change.name ? `${change.area} "${change.name}"` : change.area;
  const fields = change.fields?.length ? ` (${change.fields.join(", ")})` : "";
  const price = change.price ? `: ${change.price.from} → ${change.price.to}` : "";
  return `${what} ${change.op}${fields}${price}`;
}
