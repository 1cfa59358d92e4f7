import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { setRequestLocale } from "next-intl/server";
import { localeOf } from "@/domain/locale";

import { ROUTES } from "@/domain/routes";
import { itemJsonLd } from "@/domain/seo";
import { findItem, menuOfBranch } from "@/domain/storefront";
import { AuthActions } from "@/features/auth/auth-actions";
import { hasOptions } from "@/domain/options";
import { AddToBasket } from "@/features/basket/add-to-basket";
import { ItemOptions, ItemOptionsForm } from "@/features/basket/item-options";
import { BottomBar } from "@/features/basket/bottom-bar";
import { SiteTopBar } from "@/features/brand/site-top-bar";
import { ItemDetail } from "@/features/store/item-detail";
import { JsonLd } from "@/ui/json-ld";
import { loadSite } from "@/server/site";
import { itemMetadata } from "@/server/site-metadata";
import { publicOrigin } from "@/server/site-url";

type Props = { params: Promise<{ site: string; locale: string; branch: string; id: string }> };

export function generateStaticParams(): { id: string }[] {
  return [];
}

async function lookup(params: Props["params"]) {
  const { site, locale, branch, id } = await params;
  setRequestLocale(localeOf(locale));
  const storefront = await loadSite(site);
  if (!storefront) return null;
  const uid = decodeURIComponent(id);
  const chosen = storefront.branches.find((b) => b.id === decodeURIComponent(branch));
  const here = chosen && findItem(menuOfBranch(storefront, chosen.id), uid);
  // A shared link may name an item of another branch's menu: show it, and say so.
  const item = here ?? storefront.menus.map((m) => findItem(m, uid)).find(Boolean);
  return item ? { storefront, item, unavailableAt: here ? undefined : chosen?.name } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await lookup(params);
  if (!found) return {};
  const page = { storefront: found.storefront, locale: localeOf((await params).locale) };
  return itemMetadata(page, found.item, ROUTES.item(found.item.uid));
}

/** Item page /p/{id} (and /p?id=), keeping the `next` query parameter for its Back link. */
export default async function ItemPage({ params }: Props) {
  const found = await lookup(params);
  if (!found) notFound();
  const { storefront, item } = found;
  const origin = await publicOrigin(storefront.brand.subDomainName);
  return (
    <>
      <JsonLd data={itemJsonLd({ item, currency: storefront.brand.currency, origin })} />
      <SiteTopBar back actions={<AuthActions />} />
      <main>
        {/* An item with options is added from its choices below (issue 18 item 5). */}
        <ItemDetail
          item={item}
          currency={storefront.brand.currency}
          unavailableAt={found.unavailableAt}
          action={
            hasOptions(item) ? undefined : <AddToBasket itemId={item.uid} itemName={item.name} />
          }
        >
          {hasOptions(item) && (
            <Suspense
              fallback={<ItemOptionsForm item={item} currency={storefront.brand.currency} />}
            >
              <ItemOptions item={item} currency={storefront.brand.currency} />
            </Suspense>
          )}
        </ItemDetail>
      </main>
      <BottomBar />
    </>
  );
}
