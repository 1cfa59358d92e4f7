"use client";

import { useTranslations } from "next-intl";
import type { BrandDocument } from "@/domain/brand-config";
import { sellsItem, shortNames } from "@/domain/branch-offer";
import { formatMoney } from "@/domain/money";
import { move } from "@/domain/menu-edit";
import { Button } from "@/ui/button";
import { MoveButtons } from "../move-buttons";
import type { Menu, Open } from "./menu-editor";

type Branch = BrandDocument["branches"][number];

const badge = "rounded-lg bg-neutral-200 px-2 py-0.5 text-xs font-semibold text-neutral-800";

/**
 * A menu's sections, each with its items in order: the price, Hidden and the branches that do not
 * sell it as badges, buttons to move each, Edit, and Add item at the section's foot.
 */
export function MenuSections({
  menu,
  currency,
  saving,
  branches,
  onMove,
  onOpen,
}: {
  menu: Menu;
  currency: string;
  saving: boolean;
  /** The brand's branches: those of this menu that do not sell an item are named on it. */
  branches: readonly Branch[];
  /** Saves the menu as `edit` changes it. */
  onMove: (edit: (draft: Menu) => void) => void;
  onOpen: (open: Open) => void;
}) {
  const t = useTranslations("owner");
  const notAt = useNotAt(menu, branches);
  return (
    <>
      {menu.sections.map((sec, s) => (
        <section key={sec.id} aria-labelledby={`section-${sec.id}`}>
          <div className="mb-2 flex items-center gap-1">
            <h2 id={`section-${sec.id}`} className="min-w-0 flex-1 text-lg font-bold">
              {sec.name}
            </h2>
            <MoveButtons
              name={sec.name}
              index={s}
              count={menu.sections.length}
              disabled={saving}
              onMove={(to) =>
                onMove((draft) => void (draft.sections = move(draft.sections, s, to)))
              }
            />
            <Button variant="text" onClick={() => onOpen({ step: "section", section: s })}>
              {t("menu.rename")}
              <span className="sr-only"> {sec.name}</span>
            </Button>
          </div>
          <ul className="divide-y divide-neutral-200 rounded-2xl border border-neutral-200">
            {sec.items.map((it, i) => (
              <li key={it.uid} className="flex items-center gap-1 py-2 pr-2 pl-4">
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{it.name}</span>
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-neutral-700">
                    {formatMoney(it.price, currency)}
                    {it.hidden && <span className={badge}>{t("menu.hiddenBadge")}</span>}
                    {notAt(it.uid) && <span className={badge}>{notAt(it.uid)}</span>}
                  </span>
                </span>
                <MoveButtons
                  name={it.name}
                  index={i}
                  count={sec.items.length}
                  disabled={saving}
                  onMove={(to) =>
                    onMove((draft) => {
                      const items = draft.sections[s]!;
                      items.items = move(items.items, i, to);
                    })
                  }
                />
                <Button
                  variant="outlined"
                  onClick={() => onOpen({ step: "item", section: s, item: i })}
                >
                  {t("menu.editShort")}
                  <span className="sr-only"> {it.name}</span>
                </Button>
              </li>
            ))}
            <li className="px-2 py-1">
              <Button
                variant="text"
                onClick={() => onOpen({ step: "item", section: s, item: null })}
              >
                <span aria-hidden="true">+</span> {t("menu.addItem")}
                <span className="sr-only"> {t("menu.toSection", { section: sec.name })}</span>
              </Button>
            </li>
          </ul>
        </section>
      ))}
    </>
  );
}

/**
 * The branches of `menu` that do not sell an item, in a few words (null when all do): an item may
 * be left out at some (issue 19 item 1).
 */
function useNotAt(menu: Menu, branches: readonly Branch[]) {
  const words = useTranslations("ownerItems.soldAt");
  const short = shortNames(branches.map((b) => b.name));
  const selling = branches
    .map((branch, k) => ({ branch, short: short[k]! }))
    .filter(({ branch }) => branch.menuId === menu.id);
  return (uid: string) => {
    const missing = selling.filter(({ branch }) => !sellsItem(branch, uid));
    if (selling.length < 2 || missing.length === 0) return null;
    return missing.length === 1
      ? words("notAt", { branch: missing[0]!.short })
      : words("notAtMany", { count: missing.length });
  };
}
