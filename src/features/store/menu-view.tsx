import { useTranslations } from "next-intl";
import { BranchStatus } from "./branch-status";
import type { ReactNode } from "react";
import { firstScreenSectionCount } from "@/domain/menu-browse";
import type { Branch, Menu, MenuItem, MenuSection } from "@/domain/storefront";
import { MenuItemCard } from "./menu-item-card";

export function MenuView({
  branch,
  menu,
  currency,
  itemAction,
  later,
  search,
}: {
  branch: Branch;
  menu: Menu;
  currency: string;
  /** The route's control for an item (add to basket), composed in from another feature. */
  itemAction?: (item: MenuItem) => ReactNode;
  /**
   * The items of a section past the first screen, drawn in the browser (issue 16 item 3); without
   * it every section is in the page.
   */
  later?: (section: MenuSection) => ReactNode;
  /** A search over the whole menu, above the section chips. */
  search?: ReactNode;
}) {
  const t = useTranslations("store");
  const carried = later ? firstScreenSectionCount(menu.sections) : menu.sections.length;
  // The first image is fetched at once and first (LCP); every other waits until it is near the
  // screen, so it does not take the phone's bandwidth from the first.
  const first = menu.sections.flatMap((s) => s.items).find((i) => i.images.length > 0)?.uid;
  return (
    <>
      <section
        aria-labelledby="branch-heading"
        className="bg-secondary-container px-4 py-4 text-on-secondary-container"
      >
        <div className="mx-auto max-w-3xl">
          <h1 id="branch-heading" className="text-lg font-bold">
            {t("menuAt", { branch: branch.name })}
          </h1>
          <p className="text-sm">{branch.address.address}</p>
          <BranchStatus branch={branch} />
        </div>
      </section>
      {search}
      <nav
        aria-label={t("sections")}
        className="sticky top-14 z-10 border-b border-black/5 bg-white"
      >
        <ul className="mx-auto flex max-w-3xl gap-2 overflow-x-auto px-4 py-2">
          {menu.sections.map((section) => (
            <li key={section.id} className="shrink-0">
              <a
                href={`#section-${section.id}`}
                className="inline-flex h-9 items-center rounded-full border border-outline px-3 text-sm font-medium text-neutral-800 hover:bg-surface-variant"
              >
                {section.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mx-auto max-w-3xl px-4 pb-28">
        {menu.sections.map((section, index) => (
          <section
            key={section.id}
            id={`section-${section.id}`}
            aria-labelledby={`h-${section.id}`}
            className="scroll-mt-28 pt-6"
          >
            <h2 id={`h-${section.id}`} className="mb-3 text-lg font-bold">
              {section.name}
            </h2>
            {index < carried || !later ? (
              <ul className="grid gap-3 sm:grid-cols-2">
                {section.items.map((item) => (
                  <MenuItemCard
                    key={item.uid}
                    item={item}
                    currency={currency}
                    priority={item.uid === first}
                    action={itemAction?.(item)}
                  />
                ))}
              </ul>
            ) : (
              later(section)
            )}
          </section>
        ))}
      </div>
    </>
  );
}
