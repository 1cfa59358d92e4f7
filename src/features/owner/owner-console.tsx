"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { lazy } from "react";
import { useErrorText } from "@/features/api/error-text";
import { useAuth } from "@/features/auth/auth-store";
import type { OwnerBrand } from "@/contract";
import { ConsoleTabs } from "./console-tabs";
import { OWNER_BRAND_KEY, ownerApi } from "./owner-api";
import { StaleNotice } from "./stale-notice";
import { useOwnerShop } from "./setup/shop-api";
import { SuspendedBanner } from "./setup/suspended-banner";

// Each page of the console loads when it is shown (issue 34 item 6): an owner works in one at a
// time, and some carry the brand file's schemas (zod) and the phone number field's metadata. The
// page's code comes while the brand is read.
const PAGES = {
  menu: lazy(() => import("./menu/menu-editor").then((m) => ({ default: m.MenuEditor }))),
  branches: lazy(() => import("./branches/branches").then((m) => ({ default: m.Branches }))),
  orderAhead: lazy(() =>
    import("./order-ahead/order-ahead").then((m) => ({ default: m.OrderAheadSettings })),
  ),
  delivery: lazy(() =>
    import("./delivery-payment/delivery-payment").then((m) => ({ default: m.DeliveryPayment })),
  ),
  people: lazy(() => import("./people/people").then((m) => ({ default: m.People }))),
  brand: lazy(() => import("./brand/brand-settings").then((m) => ({ default: m.BrandSettings }))),
  today: lazy(() => import("./today/today").then((m) => ({ default: m.Today }))),
  numbers: lazy(() => import("./numbers/numbers").then((m) => ({ default: m.Numbers }))),
  whatsapp: lazy(() =>
    import("./whatsapp/whatsapp-settings").then((m) => ({ default: m.WhatsAppSettings })),
  ),
  couriers: lazy(() =>
    import("./couriers/couriers-settings").then((m) => ({ default: m.CouriersSettings })),
  ),
  promotions: lazy(() =>
    import("./promotions/promotions").then((m) => ({ default: m.Promotions })),
  ),
  history: lazy(() => import("./history/history").then((m) => ({ default: m.History }))),
} satisfies Record<string, React.ComponentType<{ owner: OwnerBrand }>>;

/** While the shop is being set up, the console opens on its checklist (issue 35 item 2). */
const SETUP_PAGES = {
  setup: lazy(() => import("./setup/setup-checklist").then((m) => ({ default: m.SetupChecklist }))),
  ...PAGES,
};

/** A manager's console: its own pages (branch-console.tsx), loaded only for a manager. */
const BranchConsole = lazy(() =>
  import("./branch-console").then((m) => ({ default: m.BranchConsole })),
);

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
  const ts = useTranslations("ownerSetup");
  const errorText = useErrorText();
  const brand = useQuery({ queryKey: OWNER_BRAND_KEY, queryFn: ownerApi.brand });
  const shop = useOwnerShop(brand.data?.revision);

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
      <ConsoleTabs<keyof typeof SETUP_PAGES, { owner: OwnerBrand }>
        pages={
          shop.data?.state === "setup"
            ? SETUP_PAGES
            : (PAGES as Partial<typeof SETUP_PAGES> as typeof SETUP_PAGES)
        }
        label={t("title")}
        tabName={(name) => (name === "setup" ? ts("tab") : t(`tabs.${name}`))}
        // The shop's state first: it decides the page the console opens on.
        props={brand.data && (shop.data || shop.isError) ? { owner: brand.data } : undefined}
      >
        {brand.isError && <p role="alert">{errorText(brand.error)}</p>}
        {shop.data && <SuspendedBanner shop={shop.data} />}
        {brand.data && <StaleNotice currency={brand.data.document.brand.currency} />}
      </ConsoleTabs>
    </>
  );
}
