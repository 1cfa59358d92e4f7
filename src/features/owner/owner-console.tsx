"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useErrorText } from "@/features/api/error-text";
import { useAuth } from "@/features/auth/auth-store";
import type { OwnerBrand } from "@/contract";
import { BrandSettings } from "./brand-settings";
import { Branches } from "./branches";
import { DeliverySettings } from "./delivery-settings";
import { History } from "./history";
import { MenuEditor } from "./menu-editor";
import { OWNER_BRAND_KEY, ownerApi } from "./owner-api";
import { People } from "./people";
import { StaleNotice } from "./stale-notice";
import { Today } from "./today";

const PAGES = {
  menu: MenuEditor,
  branches: Branches,
  delivery: DeliverySettings,
  people: People,
  brand: BrandSettings,
  today: Today,
  history: History,
} satisfies Record<string, (props: { owner: OwnerBrand }) => React.ReactNode>;
type Tab = keyof typeof PAGES;
const TABS = Object.keys(PAGES) as Tab[];

/** The owner console (issue 19, docs/owner.md): the brand's owner only. */
export function OwnerConsole() {
  const t = useTranslations("owner");
  const role = useAuth((s) => s.data?.staff?.role);
  if (role !== "owner") return <p className="py-10 text-center text-lg">{t("ownerOnly")}</p>;
  return <Console />;
}

function Console() {
  const t = useTranslations("owner");
  const errorText = useErrorText();
  const [tab, setTab] = useState<Tab>("menu");
  const brand = useQuery({ queryKey: OWNER_BRAND_KEY, queryFn: ownerApi.brand });
  const Page = PAGES[tab];

  return (
    <>
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        {brand.data && (
          <span className="text-sm text-neutral-700">
            {t("revision", { number: brand.data.revision })}
          </span>
        )}
      </div>
      <div
        role="tablist"
        aria-label={t("title")}
        className="-mx-4 mb-5 flex gap-2 overflow-x-auto px-4 pb-1"
      >
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`owner-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="owner-panel"
            onClick={() => setTab(name)}
            className="min-h-11 shrink-0 rounded-full border border-outline px-5 text-sm font-semibold aria-selected:bg-primary aria-selected:text-on-primary"
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="owner-panel" aria-labelledby={`owner-tab-${tab}`}>
        {brand.isError && <p role="alert">{errorText(brand.error)}</p>}
        {brand.data && <StaleNotice currency={brand.data.document.brand.currency} />}
        {brand.data && <Page owner={brand.data} />}
      </div>
    </>
  );
}
