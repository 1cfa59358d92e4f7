import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { localeOf } from "@/domain/locale";

import { firstScreenSectionCount } from "@/domain/menu-browse";
import { storeJsonLd } from "@/domain/seo";
import { menuOfBranch } from "@/domain/storefront";
import { AuthActions } from "@/features/auth/auth-actions";
import { hasOptions } from "@/domain/options";
import { AddToBasket } from "@/features/basket/add-to-basket";
import { BottomBar } from "@/features/basket/bottom-bar";
import { SiteTopBar } from "@/features/brand/site-top-bar";
import { MenuView } from "@/features/store/menu-view";
import { JsonLd } from "@/ui/json-ld";
import { loadSite } from "@/server/site";
import { publicOrigin } from "@/server/site-url";
import { LaterSectionOfBranch, SearchOfBranch } from "./menu-browse";

type Props = { params: Promise<{ site: string; locale: string; branch: string }> };

/** Home: the menu of the chosen branch, or of the first branch until one is chosen. */
export default async function HomePage({ params }: Props) {
  const { site, locale, branch } = await params;
  setRequestLocale(localeOf(locale));
  const storefront = await loadSite(site);
  if (!storefront) notFound();
  const chosen =
    storefront.branches.find((b) => b.id === decodeURIComponent(branch)) ?? storefront.branches[0];
  const menu = chosen && menuOfBranch(storefront, chosen.id);
  if (!chosen || !menu) notFound();
  const jsonLd = storeJsonLd({
    businessType: storefront.brand.businessType,
    brandName: storefront.brand.name,
    branch: chosen,
    sections: menu.sections.slice(0, firstScreenSectionCount(menu.sections)),
    currency: storefront.brand.currency,
    origin: await publicOrigin(storefront.brand.subDomainName),
    logoSrc: storefront.storeConfigs.branding.onBrandColorLogoVariantSrc,
  });
  return (
    <>
      <JsonLd data={jsonLd} />
      <SiteTopBar actions={<AuthActions />} />
      <main>
        <MenuView
          branch={chosen}
          menu={menu}
          currency={storefront.brand.currency}
          itemAction={(item) => (
            <AddToBasket itemId={item.uid} itemName={item.name} withOptions={hasOptions(item)} />
          )}
          later={(section) => (
            <LaterSectionOfBranch
              branchId={chosen.id}
              sectionId={section.id}
              count={section.items.length}
              currency={storefront.brand.currency}
            />
          )}
          search={<SearchOfBranch branchId={chosen.id} currency={storefront.brand.currency} />}
        />
      </main>
      <BottomBar />
    </>
  );
}
