import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Link } from "@/ui/link";

/** The platform's top bar: kedai's name home, and what the page puts beside it (the language). */
export async function PlatformTopBar({ actions }: { actions: ReactNode }) {
  const t = await getTranslations("signup");
  return (
    <header className="bg-primary text-on-primary">
      <div className="mx-auto flex h-14 max-w-md items-center justify-between px-5 lg:max-w-3xl">
        <Link href="/" aria-label={t("home")} className="text-2xl font-extrabold tracking-tight">
          {t("kedai")}
        </Link>
        {actions}
      </div>
    </header>
  );
}
