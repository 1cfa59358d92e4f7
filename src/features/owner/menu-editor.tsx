"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { OwnerBrand } from "@/contract";
import { formatMoney } from "@/domain/money";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import type { FieldErrors } from "./item-form";
import { ItemForm } from "./item-form";
import { useSaveBrand, useStale } from "./save-brand";

interface Editing {
  menu: number;
  section: number;
  item: number;
}

const itemPath = (at: Editing) => `$.menus[${at.menu}].sections[${at.section}].items[${at.item}]`;

/** The menus with their sections and items; an item opens its form, which saves the brand. */
export function MenuEditor({ owner }: { owner: OwnerBrand }) {
  const t = useTranslations("owner");
  const { document } = owner;
  const currency = document.brand.currency;
  const [menuIndex, setMenuIndex] = useState(0);
  const [editing, setEditing] = useState<Editing | null>(null);
  const { save, saving, problems, clearProblems } = useSaveBrand(owner, () => setEditing(null));
  const stale = useStale((s) => s.stale);
  const menu = document.menus[Math.min(menuIndex, document.menus.length - 1)]!;
  const errors: FieldErrors = {};
  for (const key of ["name", "description", "price"] as const)
    if (problems[key]) errors[key] = problems[key];

  const item = editing
    ? document.menus[editing.menu]!.sections[editing.section]!.items[editing.item]!
    : null;

  return (
    <div className="space-y-6">
      {document.menus.length > 1 && (
        <label className="block text-sm font-semibold">
          {t("menu.choose")}
          <select
            className="mt-1 block w-full rounded-xl border border-outline px-3 py-2 text-base"
            value={menuIndex}
            onChange={(e) => setMenuIndex(Number(e.target.value))}
          >
            {document.menus.map((m, i) => (
              <option key={m.id} value={i}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {menu.sections.map((section, s) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`}>
          <h2 id={`section-${section.id}`} className="mb-2 text-lg font-bold">
            {section.name}
          </h2>
          <ul className="divide-y divide-neutral-200 rounded-2xl border border-neutral-200">
            {section.items.map((it, i) => (
              <li key={it.uid} className="flex items-center gap-3 px-4 py-2">
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{it.name}</span>
                  <span className="text-sm text-neutral-700">
                    {formatMoney(it.price, currency)}
                  </span>
                </span>
                <Button
                  variant="outlined"
                  onClick={() => {
                    clearProblems();
                    setEditing({ menu: document.menus.indexOf(menu), section: s, item: i });
                  }}
                >
                  {t("menu.editShort")}
                  <span className="sr-only"> {it.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Dialog
        open={Boolean(item) && !stale}
        onClose={() => setEditing(null)}
        title={item ? t("menu.edit", { item: item.name }) : ""}
      >
        {item && editing && (
          <ItemForm
            key={`${owner.revision}-${item.uid}`}
            item={item}
            currency={currency}
            errors={errors}
            saving={saving}
            onCancel={() => setEditing(null)}
            onSave={(fields) =>
              save(
                (draft) =>
                  Object.assign(
                    draft.menus[editing.menu]!.sections[editing.section]!.items[editing.item]!,
                    fields,
                  ),
                itemPath(editing),
              )
            }
          />
        )}
      </Dialog>
    </div>
  );
}
