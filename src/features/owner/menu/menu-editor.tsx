"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { OwnerBrand } from "@/contract";
import type { BrandDocument } from "@/domain/brand-config";
import { sellsItem, shortNames, withSoldAt } from "@/domain/branch-offer";
import { copyOf, menuUids, move, newId, withoutItem } from "@/domain/menu-edit";
import type { GroupProblems } from "@/domain/option-groups-edit";
import { groupProblemAt } from "@/domain/option-groups-edit";
import { formatMoney } from "@/domain/money";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import type { FieldErrors, ItemFields } from "./item-form";
import { ItemForm } from "./item-form";
import { MoveButtons } from "../move-buttons";
import { SectionForm } from "./section-form";
import { useSaveBrand, useStale } from "../save-brand";

type Menu = BrandDocument["menus"][number];

const badge = "rounded-lg bg-neutral-200 px-2 py-0.5 text-xs font-semibold text-neutral-800";

/** What the dialog is doing, by position in the chosen menu. */
type Open =
  | { step: "item"; section: number; item: number | null }
  | { step: "delete"; section: number; item: number }
  | { step: "section"; section: number | null };

const NEW_ITEM: ItemFields = {
  name: "",
  description: "",
  price: 0,
  leadTimeHours: 0,
  images: [],
  optionGroups: [],
};

/**
 * Issue 19 item 1: a menu's sections and items. Add, edit, hide, copy, delete and reorder items;
 * add, rename and reorder sections. Every change saves the brand as a new revision.
 */
export function MenuEditor({ owner }: { owner: OwnerBrand }) {
  const t = useTranslations("owner");
  const words = useTranslations("ownerItems.soldAt");
  const { document } = owner;
  const currency = document.brand.currency;
  const [menuIndex, setMenuIndex] = useState(0);
  const [open, setOpen] = useState<Open | null>(null);
  const { save, saving, problems, clearProblems } = useSaveBrand(owner, () => setOpen(null));
  const stale = useStale((s) => s.stale);
  const m = Math.min(menuIndex, document.menus.length - 1);
  const menu = document.menus[m]!;
  const at = `$.menus[${m}]`;
  const errors: FieldErrors = {};
  for (const key of ["name", "description", "price", "leadTimeHours"] as const)
    if (problems[key]) errors[key] = problems[key];
  const optionProblems: GroupProblems = {};
  for (const key of Object.keys(problems)) {
    const found = groupProblemAt(key);
    if (found) optionProblems[found[0]] ??= found[1];
  }
  // The branches that sell from this menu; an item may be left out at some (issue 19 item 1).
  const short = shortNames(document.branches.map((b) => b.name));
  const branches = document.branches
    .map((branch, k) => ({ branch, short: short[k]! }))
    .filter(({ branch }) => branch.menuId === menu.id);
  const notAt = (uid: string) => {
    const missing = branches.filter(({ branch }) => !sellsItem(branch, uid));
    if (branches.length < 2 || missing.length === 0) return null;
    return missing.length === 1
      ? words("notAt", { branch: missing[0]!.short })
      : words("notAtMany", { count: missing.length });
  };

  /** Saves a change of this menu; the server's problems under `path` land on the open form. */
  const change = (edit: (draft: Menu) => void, path = at) =>
    save((doc) => edit(doc.menus[m]!), path);
  const itemAt = (s: number, i: number) => `${at}.sections[${s}].items[${i}]`;
  /** Saves item `i` of section `s` (null: a new one at its foot) and where it is sold. */
  const saveItem = (
    s: number,
    i: number | null,
    fields: ItemFields,
    soldAt: ReadonlySet<string>,
  ) => {
    const items = menu.sections[s]!.items;
    const uid = i === null ? newId(fields.name, menuUids(menu)) : items[i]!.uid;
    save(
      (doc) => {
        const section = doc.menus[m]!.sections[s]!;
        if (i === null) section.items.push({ uid, ...fields });
        else Object.assign(section.items[i]!, fields);
        doc.branches = withSoldAt(doc.branches, menu.id, uid, (branch) => soldAt.has(branch));
      },
      itemAt(s, i ?? items.length),
    );
  };
  const openDialog = (next: Open) => {
    clearProblems();
    setOpen(next);
  };

  const editing =
    open?.step === "item" && open.item !== null
      ? menu.sections[open.section]!.items[open.item]!
      : null;
  const deleting = open?.step === "delete" ? menu.sections[open.section]!.items[open.item]! : null;
  const section = open && open.section !== null ? menu.sections[open.section] : undefined;
  const title = !open
    ? ""
    : open.step === "item"
      ? editing
        ? t("menu.edit", { item: editing.name })
        : t("menu.newItem", { section: section!.name })
      : open.step === "delete"
        ? t("menu.deleteTitle", { item: deleting!.name })
        : section
          ? t("menu.renameSection", { section: section.name })
          : t("menu.addSection");

  return (
    <div className="space-y-6">
      {document.menus.length > 1 && (
        <label className="block text-sm font-semibold">
          {t("menu.choose")}
          <select
            className="mt-1 block w-full rounded-xl border border-outline px-3 py-2 text-base"
            value={m}
            onChange={(e) => setMenuIndex(Number(e.target.value))}
          >
            {document.menus.map((one, i) => (
              <option key={one.id} value={i}>
                {one.name}
              </option>
            ))}
          </select>
        </label>
      )}
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
                change((draft) => void (draft.sections = move(draft.sections, s, to)))
              }
            />
            <Button variant="text" onClick={() => openDialog({ step: "section", section: s })}>
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
                    change((draft) => {
                      const items = draft.sections[s]!;
                      items.items = move(items.items, i, to);
                    })
                  }
                />
                <Button
                  variant="outlined"
                  onClick={() => openDialog({ step: "item", section: s, item: i })}
                >
                  {t("menu.editShort")}
                  <span className="sr-only"> {it.name}</span>
                </Button>
              </li>
            ))}
            <li className="px-2 py-1">
              <Button
                variant="text"
                onClick={() => openDialog({ step: "item", section: s, item: null })}
              >
                <span aria-hidden="true">+</span> {t("menu.addItem")}
                <span className="sr-only"> {t("menu.toSection", { section: sec.name })}</span>
              </Button>
            </li>
          </ul>
        </section>
      ))}
      <Button variant="outlined" onClick={() => openDialog({ step: "section", section: null })}>
        <span aria-hidden="true">+</span> {t("menu.addSection")}
      </Button>

      <Dialog open={open !== null && !stale} onClose={() => setOpen(null)} title={title}>
        {open?.step === "item" && (
          <ItemForm
            key={`${owner.revision}-${open.section}-${open.item}`}
            item={editing ?? NEW_ITEM}
            currency={currency}
            errors={errors}
            optionProblems={optionProblems}
            branches={branches.map(({ branch }) => ({
              id: branch.id,
              name: branch.name,
              sold: !editing || sellsItem(branch, editing.uid),
            }))}
            saving={saving}
            onCancel={() => setOpen(null)}
            onSave={(fields, soldAt) => saveItem(open.section, open.item, fields, soldAt)}
            actions={
              editing && (
                <>
                  <Button
                    variant="text"
                    disabled={saving}
                    onClick={() => {
                      const { section: s, item: i } = open;
                      const name = t("menu.copyName", { item: editing.name });
                      change(
                        (draft) =>
                          void draft.sections[s]!.items.splice(
                            i! + 1,
                            0,
                            copyOf(editing, name, menuUids(menu)),
                          ),
                      );
                    }}
                  >
                    {t("menu.copy")}
                  </Button>
                  <Button
                    variant="text"
                    onClick={() =>
                      setOpen({ step: "delete", section: open.section, item: open.item! })
                    }
                  >
                    {t("menu.delete")}
                  </Button>
                </>
              )
            }
          />
        )}
        {open?.step === "delete" && deleting && (
          <div className="space-y-4 p-5">
            <p>{t("menu.deleteBody", { item: deleting.name })}</p>
            <div className="flex justify-end gap-2">
              <Button variant="text" onClick={() => setOpen(null)}>
                {t("menu.cancel")}
              </Button>
              <Button
                disabled={saving}
                onClick={() =>
                  save(
                    (doc) => void Object.assign(doc, withoutItem(doc, menu.id, deleting.uid)),
                    at,
                  )
                }
              >
                {t("menu.delete")}
              </Button>
            </div>
          </div>
        )}
        {open?.step === "section" && (
          <SectionForm
            key={`${owner.revision}-${open.section}`}
            name={section?.name ?? ""}
            error={problems.name ?? problems[""]}
            saving={saving}
            onCancel={() => setOpen(null)}
            onSave={(name) => {
              const s = open.section;
              if (s !== null) {
                change((draft) => void (draft.sections[s]!.name = name), `${at}.sections[${s}]`);
                return;
              }
              const ids = new Set(menu.sections.map((x) => x.id));
              change(
                (draft) =>
                  void draft.sections.push({ id: newId(name, ids, "section"), name, items: [] }),
                `${at}.sections[${menu.sections.length}]`,
              );
            }}
          />
        )}
      </Dialog>
    </div>
  );
}
