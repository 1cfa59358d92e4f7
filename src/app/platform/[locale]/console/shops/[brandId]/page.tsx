import { setRequestLocale } from "next-intl/server";
import { localeOf } from "@/domain/locale";
import { ShopDetail } from "@/features/platform/shop-detail";

type Props = { params: Promise<{ locale: string; brandId: string }> };

/** One shop for the operators (issue 35 item 6): its state, owners, and suspend or resume it. */
export default async function PlatformShopPage({ params }: Props) {
  const { locale, brandId } = await params;
  setRequestLocale(localeOf(locale));
  return <ShopDetail brandId={brandId} />;
}
