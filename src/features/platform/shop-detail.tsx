"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { PlatformShopDetail } from "@/contract/platform";
import { Link } from "@/ui/link";
import { ConsoleProblem } from "./console-gate";
import { platformApi, shopKey } from "./platform-api";
import { SetupProgress } from "./setup-progress";
import { StateBadge } from "./state-badge";
import { SuspendPanel } from "./suspend-panel";
import { when } from "./when";

/** One shop for the operators: where it stands, whom to call, and suspend or resume it. */
export function ShopDetail({ brandId }: { brandId: string }) {
  const t = useTranslations("platformConsole");
  const shop = useQuery({
    queryKey: shopKey(brandId),
    queryFn: () => platformApi.shop(brandId),
    retry: false,
  });
  return (
    <>
      <Link href="/console" className="text-sm font-semibold text-primary underline">
        {t("allShops")}
      </Link>
      {shop.data ? (
        <ShopView shop={shop.data} />
      ) : shop.isError ? (
        <div className="mt-4">
          <ConsoleProblem error={shop.error} retry={() => void shop.refetch()} />
        </div>
      ) : (
        <p className="mt-4" role="status">
          {t("loading")}
        </p>
      )}
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-neutral-700">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ShopView({ shop }: { shop: PlatformShopDetail }) {
  const t = useTranslations("platformConsole");
  const locale = useLocale();
  const at = (iso: string) => when(iso, locale, shop.timeZone);
  return (
    // A phone: who it is, then what to do about it, then the rest; a desk: the actions beside.
    <div className="mt-3 grid gap-6 lg:grid-cols-[1fr_24rem]">
      <section aria-labelledby="shop-title" className="lg:col-start-1">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="shop-title" className="text-2xl font-bold">
            {shop.name}
          </h1>
          <StateBadge state={shop.state} />
        </div>
        <a
          href={shop.url}
          className="text-sm text-primary underline"
          target="_blank"
          rel="noopener"
        >
          {t("storefront")}
        </a>
        {shop.state === "suspended" && shop.suspendedAt && (
          <div className="mt-3 rounded-2xl bg-red-50 p-3 text-red-900">
            <p className="font-semibold">{t("suspendedSince", { when: at(shop.suspendedAt) })}</p>
            <p>
              {t("reason")}: {shop.suspendedReason}
            </p>
          </div>
        )}
      </section>
      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <SuspendPanel shop={shop} />
      </div>
      <div className="lg:col-start-1">
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Fact label={t("address")}>{shop.subDomainName}</Fact>
          <Fact label={t("customDomain")}>{shop.customDomain ?? t("none")}</Fact>
          <Fact label={t("created")}>{at(shop.createdAt)}</Fact>
          <Fact label={t("opened")}>{shop.openedAt ? at(shop.openedAt) : t("notOpened")}</Fact>
          <SetupProgress shop={shop} />
          <Fact label={t("lastOrder")}>{shop.lastOrderAt ? at(shop.lastOrderAt) : t("never")}</Fact>
          <Fact label={t("ordersThisWeek")}>{shop.ordersThisWeek}</Fact>
          <Fact label={t("language")}>
            {shop.defaultLanguage === "id" ? t("languages.id") : t("languages.en")}
          </Fact>
          <Fact label={t("timeZone")}>{shop.timeZone}</Fact>
          <Fact label={t("items")}>{shop.items}</Fact>
          <Fact label={t("revision")}>{shop.revisionNumber}</Fact>
        </dl>
        <h2 className="mt-6 text-lg font-bold">{t("owners")}</h2>
        {shop.owners.length === 0 ? (
          <p>{t("noOwner")}</p>
        ) : (
          <ul className="mt-1 flex flex-col gap-1">
            {shop.owners.map((owner) => (
              <li key={owner.phoneNumber}>
                {owner.name}{" "}
                <a href={`tel:${owner.phoneNumber}`} className="text-primary underline">
                  {owner.phoneNumber}
                </a>
              </li>
            ))}
          </ul>
        )}
        <h2 className="mt-6 text-lg font-bold">
          {t("branches")} ({shop.branches})
        </h2>
        <ul className="mt-1 flex flex-col gap-1">
          {shop.branchList.map((branch) => (
            <li key={branch.id}>
              {branch.name}, {branch.city}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
