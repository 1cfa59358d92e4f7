import type { OrderMode } from "./order-mode";
import { ORDER_MODES } from "./order-mode";

// What a branch offers (issue 19 items 1 and 2; docs/owner.md "Branches"): the order modes it
// takes, and the items of its menu it sells. The brand file leaves both out for "everything".

/** What of a branch these rules read: a Branch of the storefront, or anything with its fields. */
export interface Offering {
  orderModes?: readonly OrderMode[];
  hiddenItems?: readonly string[];
}

/** The order modes `branch` takes, in the spec's order (DELIVERY, PICKUP). */
export function branchOrderModes(branch: Offering | undefined): OrderMode[] {
  return ORDER_MODES.filter((mode) => !branch?.orderModes || branch.orderModes.includes(mode));
}

export const offersMode = (branch: Offering | undefined, mode: OrderMode): boolean =>
  branchOrderModes(branch).includes(mode);

/** The one mode a branch takes when it takes only one (its name says so to customers), else null. */
export function onlyMode(branch: Offering | undefined): OrderMode | null {
  const modes = branchOrderModes(branch);
  return modes.length === 1 ? (modes[0] ?? null) : null;
}

/**
 * The mode a customer's choice has at `branch`: `mode` when it takes it, else the one it takes.
 * Picking a pickup-only branch with Delivery chosen switches the choice to Pickup (and says so).
 */
export function modeAt(branch: Offering | undefined, mode: OrderMode): OrderMode {
  return offersMode(branch, mode) ? mode : (branchOrderModes(branch)[0] ?? mode);
}

/**
 * A mode chosen earlier, as `branch` takes it now: kept, or null when it no longer takes it (its
 * owner changed that since). Null, not the other mode: the customer was not there to be told, so
 * checkout asks again rather than send a delivery customer to pick up.
 */
export function keptMode(branch: Offering | undefined, mode: OrderMode | null): OrderMode | null {
  return mode && offersMode(branch, mode) ? mode : null;
}

/** Whether `branch` sells item `uid` of its menu (an owner or its manager may hide one there). */
export const sellsItem = (branch: Offering | undefined, uid: string): boolean =>
  !branch?.hiddenItems?.includes(uid);

/**
 * The brand file's spelling of a branch's modes: absent for both, so a brand that never chose
 * stays as it was (the same document, no revision).
 */
export function storedOrderModes(modes: readonly OrderMode[]): OrderMode[] | undefined {
  const chosen = ORDER_MODES.filter((mode) => modes.includes(mode));
  return chosen.length === ORDER_MODES.length ? undefined : chosen;
}

/** The branch file's `hiddenItems` with `uid` sold (`sold`) or not: absent when it hides nothing. */
export function withItemSold(
  hiddenItems: readonly string[] | undefined,
  uid: string,
  sold: boolean,
): string[] | undefined {
  const rest = (hiddenItems ?? []).filter((id) => id !== uid);
  const next = sold ? rest : [...rest, uid];
  return next.length > 0 ? next : undefined;
}

/**
 * `branches` with item `uid` of menu `menuId` sold at the branches of that menu where
 * `sold(branch id)` says so, and hidden at the others; branches of other menus as they were (a
 * uid names an item within its menu only).
 */
export function withSoldAt<B extends Offering & { id: string; menuId: string }>(
  branches: readonly B[],
  menuId: string,
  uid: string,
  sold: (branchId: string) => boolean,
): B[] {
  return branches.map((branch) => {
    if (branch.menuId !== menuId) return branch;
    const next = { ...branch };
    const hiddenItems = withItemSold(branch.hiddenItems, uid, sold(branch.id));
    if (hiddenItems) next.hiddenItems = hiddenItems as B["hiddenItems"];
    else delete next.hiddenItems;
    return next;
  });
}

/**
 * The brand's branch names without the words they all start with ("Dapur Kue Demo Kemang" →
 * "Kemang"), for a short badge ("Not at Kemang"); every name keeps a word at least.
 */
export function shortNames(names: readonly string[]): string[] {
  const words = names.map((name) => name.trim().split(/\s+/));
  const first = words[0] ?? [];
  let common = 0;
  while (
    words.length > 1 &&
    words.every((w) => w.length > common + 1 && w[common] === first[common])
  )
    common++;
  return words.map((w) => w.slice(common).join(" "));
}
