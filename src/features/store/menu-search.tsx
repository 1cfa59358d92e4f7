"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useDeferredValue, useId, useState } from "react";
import { SEARCH_RESULTS_SHOWN, searchMenu } from "@/domain/menu-browse";
import type { Menu, MenuItem } from "@/domain/storefront";
import { MenuItemList } from "./menu-item-list";

/**
 * Search over the whole menu of the page's branch, also the sections the page does not carry
 * (issue 16 item 3): every word of the query, in an item's name or description, accents aside.
 * `menu` is undefined until the browser has loaded it.
 */
export function MenuSearch({
  menu,
  currency,
  action,
}: {
  menu: Menu | undefined;
  currency: string;
  action: (item: MenuItem) => ReactNode;
}) {
  const t = useTranslations("store");
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const inputId = useId();
  const found = menu ? searchMenu(menu, deferred) : [];
  const searching = deferred.trim() !== "";
  return (
    <div className="mx-auto max-w-3xl px-4 pt-3">
      <label htmlFor={inputId} className="sr-only">
        {t("searchLabel")}
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t("searchLabel")}
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-full border border-outline bg-white px-4 text-base"
      />
      {searching && (
        <section aria-label={t("searchResults")} className="pt-3 pb-2">
          <p role="status" className="mb-3 text-sm text-neutral-700">
            {!menu
              ? t("searchLoading")
              : found.length === 0
                ? t("searchNothing", { query: deferred.trim() })
                : found.length > SEARCH_RESULTS_SHOWN
                  ? t("searchFoundSome", { found: found.length, shown: SEARCH_RESULTS_SHOWN })
                  : t("searchFound", { found: found.length })}
          </p>
          <MenuItemList
            items={found.slice(0, SEARCH_RESULTS_SHOWN)}
            currency={currency}
            action={action}
          />
        </section>
      )}
    </div>
  );
}
