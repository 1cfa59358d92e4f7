import type { OrderMode } from "./order-mode";
import type { BusinessType, StoreConfigs } from "./brand-config";
import { sellsItem } from "./branch-offer";
import type { Closure, WeeklyHours } from "./hours";

import type { ItemImage } from "./item-image";
import type { OptionGroup } from "./options";
import type { BranchOrderAhead } from "./order-ahead";
import type { OrderAhead } from "./slots";

// The shapes of a brand's storefront as pages and APIs see it (spec §3: Branch, Menu).
export interface MenuItem {
  uid: string;
  name: string;
  description: string;
  price: number;
  images: ItemImage[];
  /** Hours of notice the kitchen needs (issue 18 item 4); absent: none. */
  leadTimeHours?: number;
  /** What the customer chooses of the item (issue 18 item 5; domain/options.ts); absent: nothing. */
  optionGroups?: OptionGroup[];
}
export interface MenuSection {
  id: string;
  name: string;
  items: MenuItem[];
}
export interface Menu {
  id: string;
  name: string;
  sections: MenuSection[];
}
export interface Branch {
  id: string;
  name: string;
  address: { address: string; city: string; postalCode: string; lat: number; lng: number };
  phoneNumber: string;
  menuId: string;
  /** null: open at all times (domain/hours.ts). */
  openingHours: WeeklyHours | null;
  closures: Closure[];
  /** The smallest items subtotal of a pickup order; absent: none. */
  pickupMinimumOrder?: number;
  /** The order modes it takes; absent: both (domain/branch-offer.ts). */
  orderModes?: OrderMode[];
  /** Items of its menu it does not sell; absent: none. */
  hiddenItems?: string[];
  /** Its own ordering-ahead values; absent: the brand's (domain/order-ahead.ts). */
  orderAhead?: BranchOrderAhead;
  /** Closed by its owner until they reopen it (domain/hours.ts); absent: not. */
  closedUntilReopened?: { reason: string };
}
export interface Storefront {
  brand: {
    id: string;
    subDomainName: string;
    name: string;
    currency: string;
    revision: string;
    /** IANA zone of the brand's kitchens: times on the timeline and the staff board. */
    timeZone: string;
    businessType: BusinessType;
    /** Slots for ordering ahead (domain/slots.ts). */
    orderAhead: OrderAhead;
  };
  storeConfigs: StoreConfigs;
  branches: Branch[];
  menus: Menu[];
}

/** What `branchId` sells: its menu without the items it hides (domain/branch-offer.ts). */
export function menuOfBranch(storefront: Storefront, branchId: string): Menu | undefined {
  const branch = storefront.branches.find((b) => b.id === branchId);
  const menu = branch && storefront.menus.find((m) => m.id === branch.menuId);
  if (!menu || !branch?.hiddenItems?.length) return menu;
  return {
    ...menu,
    sections: menu.sections.map((section) => ({
      ...section,
      items: section.items.filter((item) => sellsItem(branch, item.uid)),
    })),
  };
}

export function findItem(menu: Menu | undefined, uid: string): MenuItem | undefined {
  for (const section of menu?.sections ?? []) {
    const item = section.items.find((i) => i.uid === uid);
    if (item) return item;
  }
  return undefined;
}
