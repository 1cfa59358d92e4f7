"use client";

import type { MenuItem } from "@/domain/storefront";
import { hasOptions } from "@/domain/options";
import { AddToBasket } from "@/features/basket/add-to-basket";
import { menuOf, useBranches } from "@/features/basket/storefront-data";
import { LaterSection } from "@/features/store/later-section";
import { MenuSearch } from "@/features/store/menu-search";

// The home page's parts drawn in the browser (issue 16 item 3), composed here because they join
// two features: the store's cards and search, the basket's menu data and add control. The menu
// comes from the query the basket loads on every page anyway, so they cost no extra request.

const addControl = (item: MenuItem) => (
  <AddToBasket itemId={item.uid} itemName={item.name} withOptions={hasOptions(item)} />
);

/** A section past the first screen, drawn from the branch's menu as it comes near. */
export function LaterSectionOfBranch({
  branchId,
  sectionId,
  count,
  currency,
}: {
  branchId: string;
  sectionId: string;
  count: number;
  currency: string;
}) {
  const menu = menuOf(useBranches().data, branchId);
  const items = menu?.sections.find((s) => s.id === sectionId)?.items;
  return <LaterSection count={count} items={items} currency={currency} action={addControl} />;
}

/** Search over the whole menu of the page's branch. */
export function SearchOfBranch({ branchId, currency }: { branchId: string; currency: string }) {
  const menu = menuOf(useBranches().data, branchId);
  return <MenuSearch menu={menu} currency={currency} action={addControl} />;
}
