"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import {
  addItem,
  canAddOne,
  canReplaceChoices,
  decrementItem,
  replaceChoices,
} from "@/domain/basket";
import type { BasketItem } from "@/domain/basket-line-schema";
import { formatMoney } from "@/domain/money";
import { hasOptions, lineKey, orderedChoices, unitPrice } from "@/domain/options";
import type { Menu } from "@/domain/storefront";
import { findItem } from "@/domain/storefront";
import { ChosenOptions } from "@/ui/chosen-options";
import { ItemChoices } from "./item-choices";

const round =
  "inline-flex size-12 items-center justify-center rounded-full border-2 border-primary text-2xl font-bold text-primary disabled:opacity-40";

/**
 * The order's lines as staff take them down: one more, one less (none left: the line goes), and
 * an item's choices changed. Prices are the menu's, as the server charges them.
 */
export function BasketLines({
  menu,
  currency,
  items,
  onChange,
}: {
  menu: Menu | undefined;
  currency: string;
  items: readonly BasketItem[];
  onChange: (items: BasketItem[]) => void;
}) {
  const t = useTranslations("staffOrders.basket");
  const [editing, setEditing] = useState<string | null>(null);
  if (items.length === 0) return <p className="text-neutral-700">{t("empty")}</p>;
  return (
    <ul className="divide-y divide-black/5" aria-label={t("title")}>
      {items.map((line) => {
        const key = lineKey(line);
        const item = findItem(menu, line.itemId);
        const name = item?.name ?? line.itemId;
        return (
          <li key={key} className="space-y-2 py-2">
            <div className="flex items-center gap-2">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{name}</p>
                {item && <ChosenOptions choices={orderedChoices(item, line.choices)} />}
                {item && (
                  <p className="text-sm text-neutral-700">
                    {formatMoney(unitPrice(item, line.choices) * line.qty, currency)}
                  </p>
                )}
              </div>
              <button
                type="button"
                className={round}
                aria-label={t(line.qty > 1 ? "less" : "remove", { item: name })}
                onClick={() => onChange(decrementItem(items, key))}
              >
                −
              </button>
              <span className="w-8 text-center text-xl font-bold">
                <span className="sr-only">{t("quantity", { item: name })}</span>
                {line.qty}
              </span>
              <button
                type="button"
                className={round}
                aria-label={t("more", { item: name })}
                disabled={!canAddOne(items, line)}
                onClick={() => onChange(addItem(items, line))}
              >
                +
              </button>
            </div>
            {item && hasOptions(item) && editing !== key && (
              <button
                type="button"
                className="min-h-11 font-semibold text-primary underline underline-offset-4"
                onClick={() => setEditing(key)}
              >
                {t("changeChoices", { item: name })}
              </button>
            )}
            {item && editing === key && (
              <ItemChoices
                item={item}
                currency={currency}
                initial={line.choices}
                doneLabel={(price) => t("keepChoices", { price })}
                onDone={(choices) => {
                  if (canReplaceChoices(items, key, choices))
                    onChange(replaceChoices(items, key, choices));
                  setEditing(null);
                }}
                onCancel={() => setEditing(null)}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
