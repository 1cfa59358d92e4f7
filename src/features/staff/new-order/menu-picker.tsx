"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { addItem, canAddOne } from "@/domain/basket";
import type { BasketItem } from "@/domain/basket-line-schema";
import { searchMenu } from "@/domain/menu-browse";
import { formatMoney } from "@/domain/money";
import { hasOptions } from "@/domain/options";
import type { SoldOutMark } from "@/domain/sold-out";
import { isSoldOut } from "@/domain/sold-out";
import type { Menu, MenuItem } from "@/domain/storefront";
import { Button } from "@/ui/button";
import { ItemChoices } from "./item-choices";

/**
 * The branch's menu to add from while the caller says what they want: searched by any word, an
 * item with choices asks for them first. What is sold out for the order's time cannot be added.
 */
export function MenuPicker({
  menu,
  branch,
  at,
  currency,
  items,
  onChange,
}: {
  menu: Menu | undefined;
  branch: { soldOut?: readonly SoldOutMark[] } | undefined;
  /** When the order is for (ms): a mark for today leaves a later day's order alone. */
  at: number;
  currency: string;
  items: readonly BasketItem[];
  onChange: (items: BasketItem[]) => void;
}) {
  const t = useTranslations("staffOrders.menu");
  const [query, setQuery] = useState("");
  const [choosing, setChoosing] = useState<string | null>(null);
  if (!menu) return <p>{t("noMenu")}</p>;
  const found = query.trim() ? searchMenu(menu, query) : null;
  const row = (item: MenuItem) => {
    const soldOut = isSoldOut(branch, item.uid, at);
    const add = () =>
      hasOptions(item) ? setChoosing(item.uid) : onChange(addItem(items, { itemId: item.uid }));
    return (
      <li key={item.uid} className="py-2">
        <div className="flex items-center gap-3">
          <p className="min-w-0 flex-1">
            <span className="font-semibold">{item.name}</span>
            <span className="block text-sm text-neutral-700">
              {formatMoney(item.price, currency)}
              {soldOut && (
                <span className="font-semibold text-red-800">{` · ${t("soldOut")}`}</span>
              )}
            </span>
          </p>
          <Button
            variant="outlined"
            className="min-h-12 shrink-0"
            aria-label={t(hasOptions(item) ? "chooseItem" : "addItem", { item: item.name })}
            disabled={soldOut || !canAddOne(items, { itemId: item.uid })}
            onClick={add}
          >
            {t(hasOptions(item) ? "choose" : "add")}
          </Button>
        </div>
        {choosing === item.uid && (
          <div className="mt-2">
            <ItemChoices
              item={item}
              currency={currency}
              doneLabel={(price) => t("addWithPrice", { price })}
              onDone={(choices) => {
                onChange(addItem(items, { itemId: item.uid, choices }));
                setChoosing(null);
              }}
              onCancel={() => setChoosing(null)}
            />
          </div>
        )}
      </li>
    );
  };
  return (
    <section aria-labelledby="new-order-menu" className="space-y-2">
      <h3 id="new-order-menu" className="text-lg font-bold">
        {t("title")}
      </h3>
      <input
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t("search")}
        aria-label={t("search")}
        className="block min-h-12 w-full rounded-xl border border-outline bg-white px-3 text-base"
      />
      {found ? (
        found.length > 0 ? (
          <ul className="divide-y divide-black/5">{found.map(row)}</ul>
        ) : (
          <p className="py-2">{t("nothingFound", { query: query.trim() })}</p>
        )
      ) : (
        menu.sections.map((section) => (
          <section key={section.id} aria-label={section.name}>
            <h4 className="pt-2 text-sm font-bold text-neutral-700">{section.name}</h4>
            <ul className="divide-y divide-black/5">{section.items.map(row)}</ul>
          </section>
        ))
      )}
    </section>
  );
}
