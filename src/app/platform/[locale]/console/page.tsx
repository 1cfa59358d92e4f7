import { setRequestLocale } from "next-intl/server";
import { localeOf } from "@/domain/locale";
import { ShopList } from "@/features/platform/shop-list";

type Props = { params: Promise<{ locale: string }> };

/** The operators' list of shops (issue 35 item 6): its data comes from the API, operators only. */
export default async function PlatformConsolePage({ params }: Props) {
  setRequestLocale(localeOf((await params).locale));
  return <ShopList />;
}
