"use client";

import type { CSSProperties, ReactNode } from "react";
import { useEffect, useRef, useState } from "react";
import type { MenuItem } from "@/domain/storefront";
import { MenuItemList } from "./menu-item-list";

/** Drawn this far before it scrolls into view, so a customer scrolling rarely sees it empty. */
const AHEAD = "1200px 0px";

/**
 * The items of a section the page does not carry (issue 16 item 3): space held for them until
 * the section comes near the screen (scrolling, or its chip), then drawn from the menu the
 * browser has loaded. `items` is undefined until that menu has arrived.
 */
export function LaterSection({
  count,
  items,
  currency,
  action,
}: {
  count: number;
  items: MenuItem[] | undefined;
  currency: string;
  action: (item: MenuItem) => ReactNode;
}) {
  const held = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = held.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (!near || !items)
    return (
      <div
        ref={held}
        aria-busy="true"
        style={{ "--rows": count } as CSSProperties}
        className="min-h-[calc(var(--rows)*9rem)] sm:min-h-[calc(var(--rows)*4.5rem)]"
      />
    );
  return <MenuItemList items={items} currency={currency} action={action} />;
}
