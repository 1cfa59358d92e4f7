"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { OwnerBrand } from "@/contract";
import type { BrandDocument } from "@/domain/brand-config";
import { copyOf, menuUids, move, newId } from "@/domain/menu-edit";
import { formatMoney } from "@/domain/money";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import type { FieldErrors, ItemFields } from "./item-form";
import { ItemForm } from "./item-form";
import { SectionForm } from "./section-form";
import { useSaveBrand, useStale } from "./save-brand";

type Menu = BrandDocument["menus"][number];

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
};

const iconButton =
  "inline-flex size-11 items-center justify-center rounded-full text-lg text-primary hover:bg-surface-variant disabled:opacity-30";

/**
 * Issue 19 item 1: a menu's sections and items. Add, edit, hide, copy, delete and reorder items;
 * add, rename and reorder sections. Every change saves the brand as a new revision.
 */
export function MenuEditor({ owner }: { owner: OwnerBrand }) {
  const t = useTranslations("owner");
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

  /** Saves a change of this menu; the server's problems under `path` land on the open form. */
  const change = (edit: (draft: Menu) => void, path = at) =>
    save((doc) => edit(doc.menus[m]!), path);
  const itemAt = (s: number, i: number) => `${at}.sections[${s}].items[${i}]`;
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
                  <span className="text-sm text-neutral-700">
                    {formatMoney(it.price, currency)}
                    {it.hidden && (
                      <span className="ml-2 rounded-full bg-neutral-200 px-2 py-0.5 text-xs font-semibold text-neutral-800">
                        {t("menu.hiddenBadge")}
                      </span>
                    )}
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
            saving={saving}
            onCancel={() => setOpen(null)}
            onSave={(fields) => {
              const { section: s, item: i } = open;
              if (i !== null) {
                change(
                  (draft) => Object.assign(draft.sections[s]!.items[i]!, fields),
                  itemAt(s, i),
                );
                return;
              }
              const items = menu.sections[s]!.items;
              change(
                (draft) =>
                  void draft.sections[s]!.items.push({
                    uid: newId(fields.name, menuUids(menu)),
                    optionGroups: [],
                    ...fields,
                  }),
                itemAt(s, items.length),
              );
            }}
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
                  change((draft) => void draft.sections[open.section]!.items.splice(open.item, 1))
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

/** Up and down for a row, each named after what it moves ("Move Banana Bread up"). */
function MoveButtons({
  name,
  index,
  count,
  disabled,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (to: number) => void;
}) {
  const t = useTranslations("owner.menu");
  return (
    <>
      <button
        type="button"
        className={iconButton}
        disabled={disabled || index === 0}
        aria-label={t("moveUp", { name })}
        onClick={() => onMove(index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className={iconButton}
        disabled={disabled || index === count - 1}
        aria-label={t("moveDown", { name })}
        onClick={() => onMove(index + 1)}
      >
        ↓
      </button>
    </>
  );
}
