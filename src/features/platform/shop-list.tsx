"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import type { PlatformShop } from "@/contract/platform";
import { Button } from "@/ui/button";
import { TextField } from "@/ui/form";
import { Link } from "@/ui/link";
import { useDebounced } from "@/ui/use-debounced";
import { ConsoleProblem } from "./console-gate";
import { platformApi, shopsKey } from "./platform-api";
import { StateBadge } from "./state-badge";
import { when } from "./when";

/** The platform's shops (issue 35 item 6): searched, 50 a page, each a link to its page. */
export function ShopList() {
  const t = useTranslations("platformConsole");
  const [typed, setTyped] = useState("");
  const [q] = useDebounced(typed.trim(), 300);
  const [page, setPage] = useState(1);
  const shops = useQuery({
    queryKey: shopsKey(q, page),
    queryFn: () => platformApi.shops(q, page),
    placeholderData: keepPreviousData,
    retry: false,
  });
  if (shops.isError && !shops.data)
    return <ConsoleProblem error={shops.error} retry={() => void shops.refetch()} />;
  const data = shops.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section aria-labelledby="shops-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="shops-title" className="text-2xl font-bold">
            {t("title")}
          </h1>
          <p className="text-sm text-neutral-700" role="status">
            {data ? t("count", { total: data.total }) : t("loading")}
          </p>
        </div>
        <TextField
          className="w-full sm:w-80"
          label={t("search")}
          hint={t("searchHint")}
          value={typed}
          onChange={(value) => {
            setTyped(value);
            setPage(1);
          }}
          maxLength={100}
        />
      </div>
      {data && data.shops.length === 0 && q && <p className="mt-6">{t("noMatch", { q })}</p>}
      {data && data.shops.length > 0 && (
        <>
          <ShopTable shops={data.shops} />
          <ShopCards shops={data.shops} />
          <p className="mt-2 text-sm text-neutral-700">{t("ordersThisWeekHint")}</p>
        </>
      )}
      {pages > 1 && (
        <nav aria-label={t("pages")} className="mt-4 flex items-center justify-between gap-2">
          <Button variant="outlined" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t("previous")}
          </Button>
          <span className="text-sm">{t("pageOf", { page, pages })}</span>
          <Button variant="outlined" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t("next")}
          </Button>
        </nav>
      )}
    </section>
  );
}

function useShopWords() {
  const t = useTranslations("platformConsole");
  const locale = useLocale();
  return {
    t,
    lastOrder: (shop: PlatformShop) =>
      shop.lastOrderAt ? when(shop.lastOrderAt, locale, shop.timeZone) : t("never"),
    created: (shop: PlatformShop) => when(shop.createdAt, locale, shop.timeZone, false),
    owners: (shop: PlatformShop) =>
      shop.owners.length ? shop.owners.map((o) => o.name).join(", ") : t("noOwner"),
  };
}

const shopHref = (shop: PlatformShop) => `/console/shops/${encodeURIComponent(shop.id)}`;

/** Desktop: one row a shop. */
function ShopTable({ shops }: { shops: PlatformShop[] }) {
  const { t, lastOrder, created, owners } = useShopWords();
  const th = "px-3 py-2 text-left text-sm font-semibold";
  const td = "px-3 py-2 align-top";
  return (
    <div className="mt-6 hidden overflow-x-auto rounded-2xl ring-1 ring-black/10 md:block">
      <table className="w-full border-collapse bg-white">
        <thead className="bg-neutral-100">
          <tr>
            <th scope="col" className={th}>
              {t("shop")}
            </th>
            <th scope="col" className={th}>
              {t("state")}
            </th>
            <th scope="col" className={th}>
              {t("created")}
            </th>
            <th scope="col" className={th}>
              {t("lastOrder")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("ordersThisWeek")}
            </th>
            <th scope="col" className={th}>
              {t("owners")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("branches")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("items")}
            </th>
          </tr>
        </thead>
        <tbody>
          {shops.map((shop) => (
            <tr key={shop.id} className="border-t border-black/10">
              <th scope="row" className={`${td} text-left font-normal`}>
                <Link href={shopHref(shop)} className="font-semibold text-primary underline">
                  {shop.name}
                </Link>
                <div className="text-sm text-neutral-700">{shop.subDomainName}</div>
              </th>
              <td className={td}>
                <StateBadge state={shop.state} />
              </td>
              <td className={`${td} whitespace-nowrap`}>{created(shop)}</td>
              <td className={`${td} whitespace-nowrap`}>{lastOrder(shop)}</td>
              <td className={`${td} text-right tabular-nums`}>{shop.ordersThisWeek}</td>
              <td className={td}>{owners(shop)}</td>
              <td className={`${td} text-right tabular-nums`}>{shop.branches}</td>
              <td className={`${td} text-right tabular-nums`}>{shop.items}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A phone: one card a shop. */
function ShopCards({ shops }: { shops: PlatformShop[] }) {
  const { t, lastOrder, owners } = useShopWords();
  return (
    <ul className="mt-4 flex flex-col gap-3 md:hidden">
      {shops.map((shop) => (
        <li key={shop.id} className="rounded-2xl bg-white p-4 ring-1 ring-black/10">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <Link href={shopHref(shop)} className="font-semibold text-primary underline">
                {shop.name}
              </Link>
              <div className="text-sm text-neutral-700">{shop.subDomainName}</div>
            </div>
            <StateBadge state={shop.state} />
          </div>
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
            <dt className="text-neutral-700">{t("lastOrder")}</dt>
            <dd>{lastOrder(shop)}</dd>
            <dt className="text-neutral-700">{t("ordersThisWeek")}</dt>
            <dd className="tabular-nums">{shop.ordersThisWeek}</dd>
            <dt className="text-neutral-700">{t("owners")}</dt>
            <dd>{owners(shop)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
