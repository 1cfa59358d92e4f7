"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useErrorText } from "@/features/api/error-text";
import { useAuth } from "@/features/auth/auth-store";
import type { OwnerBrand } from "@/contract";
import { BranchConsole } from "./branch-console";
import { BrandSettings } from "./brand/brand-settings";
import { Branches } from "./branches/branches";
import { ConsoleTabs } from "./console-tabs";
import { DeliveryPayment } from "./delivery-payment/delivery-payment";
import { History } from "./history/history";
import { MenuEditor } from "./menu/menu-editor";
import { OWNER_BRAND_KEY, ownerApi } from "./owner-api";
import { People } from "./people/people";
import { StaleNotice } from "./stale-notice";
import { Today } from "./today/today";

const PAGES = {
  menu: MenuEditor,
  branches: Branches,
  delivery: DeliveryPayment,
  people: People,
  brand: BrandSettings,
  today: Today,
  history: History,
} satisfies Record<string, (props: { owner: OwnerBrand }) => React.ReactNode>;

/**
 * The console (issue 19, docs/owner.md): the whole brand for its owner; the branches they run
 * for a manager (their menu and hours); no one else.
 */
export function OwnerConsole() {
  const t = useTranslations("owner");
  const role = useAuth((s) => s.data?.staff?.role);
  if (role === "owner") return <Console />;
  if (role === "manager") return <BranchConsole />;
  return <p className="py-10 text-center text-lg">{t("ownerOnly")}</p>;
}

function Console() {
  const t = useTranslations("owner");
  const errorText = useErrorText();
  const brand = useQuery({ queryKey: OWNER_BRAND_KEY, queryFn: ownerApi.brand });

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
      <ConsoleTabs
        pages={PAGES}
        label={t("title")}
        tabName={(name) => t(`tabs.${name}`)}
        props={brand.data && { owner: brand.data }}
      >
        {brand.isError && <p role="alert">{errorText(brand.error)}</p>}
        {brand.data && <StaleNotice currency={brand.data.document.brand.currency} />}
      </ConsoleTabs>
    </>
  );
}
