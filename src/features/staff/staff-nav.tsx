"use client";

import { useTranslations } from "next-intl";
import { ROUTES } from "@/domain/routes";
import { Link } from "@/ui/link";

const PAGES = [
  { key: "board", href: ROUTES.staff },
  { key: "production", href: ROUTES.staffProduction },
  { key: "till", href: ROUTES.staffTill },
] as const;

export type StaffPage = (typeof PAGES)[number]["key"];

/** The staff's pages (issue 36): the board, the production list and the till; `current` marked. */
export function StaffNav({ current }: { current: StaffPage }) {
  const t = useTranslations("staff.nav");
  return (
    <nav aria-label={t("label")}>
      <ul className="flex gap-1">
        {PAGES.map(({ key, href }) => (
          <li key={key}>
            <Link
              href={href}
              aria-current={key === current ? "page" : undefined}
              className={`inline-flex min-h-12 items-center rounded-full px-3 text-base font-semibold whitespace-nowrap sm:px-4 focus-visible:outline-2 focus-visible:outline-primary ${
                key === current
                  ? "bg-primary text-on-primary"
                  : "text-primary hover:bg-surface-variant"
              }`}
            >
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
