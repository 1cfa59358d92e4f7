import { setRequestLocale } from "next-intl/server";
import { localeOf } from "@/domain/locale";
import { Landing } from "@/features/signup/landing";

/** The platform's front page: what kedai is, for whom, and "Open your shop" (issue 35). */
export default async function PlatformHome({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale(localeOf((await params).locale));
  return <Landing />;
}
