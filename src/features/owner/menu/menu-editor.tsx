"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { OwnerBrand } from "@/contract";
import type { BrandDocument } from "@/domain/brand-config";
import { sellsItem, withSoldAt } from "@/domain/branch-offer";
import { noticeLimit } from "@/domain/order-ahead";
import { copyOf, menuUids, newId, withoutItem } from "@/domain/menu-edit";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { Field, inputClass } from "@/ui/form";
import type { ItemFields } from "./item-form";
import { ItemForm, itemProblems } from "./item-form";
import { MenuBulk } from "./menu-bulk";
import { MenuSections } from "./menu-sections";
import { SectionForm } from "./section-form";
import { useSaveBrand, useStale } from "../save-brand";

export type Menu = BrandDocument["menus"][number];

/** What the dialog is doing, by position in the chosen menu. */
export type Open =
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
  const { document } = owner;
  const currency = document.brand.currency;
  const [menuIndex, setMenuIndex] = useState(0);
  const [open, setOpen] = useState<Open | null>(null);
  const { save, saving, problems, clearProblems } = useSaveBrand(owner, () => setOpen(null));
  const stale = useStale((s) => s.stale);
  const m = Math.min(menuIndex, document.menus.length - 1);
  const menu = document.menus[m]!;
  const at = `$.menus[${m}]`;
  const { errors, optionProblems } = itemProblems(problems);
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
  const titleOf = (open: Open) => {
    if (open.step === "delete") return t("menu.deleteTitle", { item: deleting!.name });
    if (open.step === "section")
      return section ? t("menu.renameSection", { section: section.name }) : t("menu.addSection");
    return editing
      ? t("menu.edit", { item: editing.name })
      : t("menu.newItem", { section: section!.name });
  };

  return (
    <div className="space-y-6">
      {document.menus.length > 1 && (
        <MenuChoice menus={document.menus} value={m} onChange={setMenuIndex} />
      )}
      <MenuSections
        menu={menu}
        currency={currency}
        saving={saving}
        branches={document.branches}
        onMove={(edit) => change(edit)}
        onOpen={openDialog}
      />
      <Button variant="outlined" onClick={() => openDialog({ step: "section", section: null })}>
        <span aria-hidden="true">+</span> {t("menu.addSection")}
      </Button>
      <MenuBulk key={menu.id} menuId={menu.id} currency={currency} />

      <Dialog
        open={open !== null && !stale}
        onClose={() => setOpen(null)}
        title={open ? titleOf(open) : ""}
        size={open?.step === "item" ? "page" : "card"}
      >
        {open?.step === "item" && (
          <ItemForm
            key={`${owner.revision}-${open.section}-${open.item}`}
            item={editing ?? NEW_ITEM}
            currency={currency}
            errors={errors}
            optionProblems={optionProblems}
            branches={document.branches
              .filter((branch) => branch.menuId === menu.id)
              .map((branch) => ({
                id: branch.id,
                name: branch.name,
                sold: !editing || sellsItem(branch, editing.uid),
              }))}
            saving={saving}
            noticeLimit={(soldAt) => noticeLimit(document, menu.id, editing?.uid ?? "", soldAt)}
            onCancel={() => setOpen(null)}
            onSave={(fields, soldAt) => saveItem(open.section, open.item, fields, soldAt)}
            actions={
              editing && (
                <ItemActions
                  saving={saving}
                  onCopy={() => {
                    const { section: sec, item: i } = open;
                    const name = t("menu.copyName", { item: editing.name });
                    const copy = copyOf(editing, name, menuUids(menu));
                    change((draft) => void draft.sections[sec]!.items.splice(i! + 1, 0, copy));
                  }}
                  onDelete={() =>
                    setOpen({ step: "delete", section: open.section, item: open.item! })
                  }
                />
              )
            }
          />
        )}
        {open?.step === "delete" && deleting && (
          <ConfirmDelete
            item={deleting.name}
            saving={saving}
            onCancel={() => setOpen(null)}
            onDelete={() =>
              save((doc) => void Object.assign(doc, withoutItem(doc, menu.id, deleting.uid)), at)
            }
          />
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

function ConfirmDelete({
  item,
  saving,
  onCancel,
  onDelete,
}: {
  item: string;
  saving: boolean;
  onCancel: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations("owner.menu");
  return (
    <div className="space-y-4 p-5">
      <p>{t("deleteBody", { item })}</p>
      <div className="flex justify-end gap-2">
        <Button variant="text" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button disabled={saving} onClick={onDelete}>
          {t("delete")}
        </Button>
      </div>
    </div>
  );
}

/** Beside Cancel, for an item already on the menu: copy it, or delete it (asked first). */
function ItemActions({
  saving,
  onCopy,
  onDelete,
}: {
  saving: boolean;
  onCopy: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations("owner.menu");
  return (
    <>
      <Button variant="text" disabled={saving} onClick={onCopy}>
        {t("copy")}
      </Button>
      <Button variant="text" onClick={onDelete}>
        {t("delete")}
      </Button>
    </>
  );
}

/** Which of the brand's menus is edited, when it has several. */
function MenuChoice({
  menus,
  value,
  onChange,
}: {
  menus: readonly Menu[];
  value: number;
  onChange: (index: number) => void;
}) {
  const t = useTranslations("owner.menu");
  return (
    <Field label={t("choose")}>
      {(control) => (
        <select
          {...control}
          className={inputClass}
          value={value}
          onChange={(e) => onChange(Number(e.target.value))}
        >
          {menus.map((one, i) => (
            <option key={one.id} value={i}>
              {one.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
