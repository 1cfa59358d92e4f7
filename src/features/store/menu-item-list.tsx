import type { ReactNode } from "react";
import type { MenuItem } from "@/domain/storefront";
import { MenuItemCard } from "./menu-item-card";

/** Items drawn in the browser (later sections, search results): cards with their control. */
export function MenuItemList({
  items,
  currency,
  action,
}: {
  items: MenuItem[];
  currency: string;
  action: (item: MenuItem) => ReactNode;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <MenuItemCard
          key={item.uid}
          item={item}
          currency={currency}
          priority={false}
          action={action(item)}
        />
      ))}
    </ul>
  );
}
