import type { OrderAhead } from "./slots";

// Issue 35 item 4: ordering ahead per branch. The brand's `orderAhead` holds for every branch; a
// branch may set any of its three values for itself (`branches[].orderAhead`). This is the one
// rule for what holds at a branch (slots, the order's check, the capacity count), and the rule
// that an item never needs more notice than the days ahead of a branch selling it allow.

/** A branch's own order-ahead values: each one set replaces the brand's; null capacity: no limit. */
export interface BranchOrderAhead {
  slotMinutes?: number;
  daysAhead?: number;
  /** Orders one slot takes; null: no limit here, whatever the brand's. */
  slotCapacity?: number | null;
}

/** The order-ahead in force at a branch: the brand's, with what the branch sets for itself. */
export function orderAheadAt(
  brand: OrderAhead,
  branch: { orderAhead?: BranchOrderAhead } | undefined,
): OrderAhead {
  const own = branch?.orderAhead;
  if (!own) return brand;
  const capacity = own.slotCapacity === undefined ? brand.slotCapacity : own.slotCapacity;
  return {
    slotMinutes: own.slotMinutes ?? brand.slotMinutes,
    daysAhead: own.daysAhead ?? brand.daysAhead,
    ...(capacity == null ? {} : { slotCapacity: capacity }),
  };
}

/**
 * The most notice an order `daysAhead` days ahead can meet: slots end with today + daysAhead, so
 * more than daysAhead whole days is met at some hours only, or never.
 */
export const maxNoticeHours = (daysAhead: number) => daysAhead * 24;

/** What of a brand the notice rule reads: a brand document, or a brand file. */
export interface NoticeBrand {
  brand: { orderAhead: OrderAhead };
  branches: readonly {
    id: string;
    name: string;
    menuId: string;
    hiddenItems?: readonly string[];
    orderAhead?: BranchOrderAhead;
  }[];
  menus: readonly {
    id: string;
    sections: readonly {
      items: readonly { uid: string; name: string; leadTimeHours?: number }[];
    }[];
  }[];
}

/** The days ahead that hold an item: the fewest of the branches selling it, or the brand's. */
export interface NoticeLimit {
  daysAhead: number;
  /** The branch whose own days ahead are the limit; absent: the brand's value is. */
  branch?: { id: string; name: string };
}

/**
 * The days ahead item `uid` of menu `menuId` is held to: the fewest among the branches of its menu
 * that sell it (`sold`: the branch ids, when a form is choosing them), the brand's when none does
 * (a branch added later starts selling it at the brand's value).
 */
export function noticeLimit(
  brand: Pick<NoticeBrand, "brand" | "branches">,
  menuId: string,
  uid: string,
  sold?: ReadonlySet<string>,
): NoticeLimit {
  let limit: NoticeLimit | undefined;
  for (const branch of brand.branches) {
    if (branch.menuId !== menuId) continue;
    const sells = sold ? sold.has(branch.id) : !branch.hiddenItems?.includes(uid);
    if (!sells) continue;
    const own = branch.orderAhead?.daysAhead;
    const daysAhead = own ?? brand.brand.orderAhead.daysAhead;
    if (limit && limit.daysAhead <= daysAhead) continue;
    limit =
      own === undefined
        ? { daysAhead }
        : { daysAhead, branch: { id: branch.id, name: branch.name } };
  }
  return limit ?? { daysAhead: brand.brand.orderAhead.daysAhead };
}

/** An item needing more notice than its limit allows, with where it is in the brand. */
export interface NoticeConflict {
  menu: number;
  section: number;
  item: number;
  name: string;
  leadTimeHours: number;
  limit: NoticeLimit;
}

/** Whether `leadTimeHours` of notice is more than `daysAhead` days ahead allow. */
export const tooMuchNotice = (leadTimeHours: number, daysAhead: number) =>
  leadTimeHours > maxNoticeHours(daysAhead);

/** Every item of the brand that needs more notice than the branches selling it can meet. */
export function noticeConflicts(brand: NoticeBrand): NoticeConflict[] {
  const out: NoticeConflict[] = [];
  brand.menus.forEach((menu, m) =>
    menu.sections.forEach((section, s) =>
      section.items.forEach((item, i) => {
        const hours = item.leadTimeHours ?? 0;
        if (hours === 0) return;
        const limit = noticeLimit(brand, menu.id, item.uid);
        if (tooMuchNotice(hours, limit.daysAhead))
          out.push({ menu: m, section: s, item: i, name: item.name, leadTimeHours: hours, limit });
      }),
    ),
  );
  return out;
}

/** The brand file's words for a conflict (docs/brand-config.md): the reason and the limit. */
export function noticeConflictMessage({ leadTimeHours, limit }: NoticeConflict): string {
  const whose = limit.branch
    ? `branch "${limit.branch.id}"'s orderAhead.daysAhead`
    : "brand.orderAhead.daysAhead";
  return `needs ${leadTimeHours} hours' notice: more than ${whose} (${limit.daysAhead}) lets customers order ahead (${maxNoticeHours(limit.daysAhead)} hours at most)`;
}
