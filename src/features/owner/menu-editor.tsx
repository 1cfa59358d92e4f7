"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { OwnerBrand } from "@/contract";
import type { BrandChange } from "@/domain/brand-revisions";
import { formatMoney } from "@/domain/money";
import { apiError } from "@/features/api/client";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { notify } from "@/ui/toasts";
import { useChangeText } from "./change-text";
import type { FieldErrors, ItemFields } from "./item-form";
import { ItemForm } from "./item-form";
import { OWNER_BRAND_KEY, OWNER_HISTORY_KEY, ownerApi } from "./owner-api";

interface Editing {
  menu: number;
  section: number;
  item: number;
}

/** The newer revision a refused save names (409 REVISION_STALE). */
interface Stale {
  authorName: string;
  summary: BrandChange[];
}

/**
 * The fields of the item at `at` that the server's problems name (400 BRAND_INVALID), each with
 * `message` in the owner's language (the server's own words are English, for tools and logs).
 */
function fieldErrors(problems: unknown, at: Editing, message: string): FieldErrors {
  const prefix = `$.menus[${at.menu}].sections[${at.section}].items[${at.item}].`;
  const out: FieldErrors = {};
  for (const p of Array.isArray(problems) ? (problems as { path: string }[]) : []) {
    const key = p.path.startsWith(prefix) ? p.path.slice(prefix.length) : "";
    if (key === "name" || key === "description" || key === "price") out[key] = message;
  }
  return out;
}

/** The menus with their sections and items; an item opens its form, which saves the brand. */
export function MenuEditor({ owner }: { owner: OwnerBrand }) {
  const t = useTranslations("owner");
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { document } = owner;
  const currency = document.brand.currency;
  const changeText = useChangeText(currency);
  const [menuIndex, setMenuIndex] = useState(0);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [stale, setStale] = useState<Stale | null>(null);
  const menu = document.menus[Math.min(menuIndex, document.menus.length - 1)]!;

  const save = useMutation({
    mutationFn: ({ at, fields }: { at: Editing; fields: ItemFields }) => {
      const next = structuredClone(document);
      Object.assign(next.menus[at.menu]!.sections[at.section]!.items[at.item]!, fields);
      return ownerApi.save(owner.revision, next);
    },
    onSuccess: (saved) => {
      notify("success", saved.unchanged ? t("menu.unchanged") : t("menu.saved"));
      setEditing(null);
      void queryClient.invalidateQueries({ queryKey: OWNER_BRAND_KEY });
      void queryClient.invalidateQueries({ queryKey: OWNER_HISTORY_KEY });
    },
    onError: (error, { at }) => {
      const failed = apiError(error);
      if (failed.reasonCode === "REVISION_STALE") {
        setEditing(null);
        setStale(failed.details.revision as Stale);
        return;
      }
      const found = fieldErrors(failed.details.problems, at, t("menu.invalid"));
      setErrors(found);
      if (Object.keys(found).length === 0) notify("error", errorText(error));
    },
  });

  const item = editing
    ? document.menus[editing.menu]!.sections[editing.section]!.items[editing.item]!
    : null;

  return (
    <div className="space-y-6">
      {stale && (
        <div role="alert" className="rounded-2xl border border-amber-600 bg-amber-50 p-4">
          <h2 className="font-semibold">{t("stale.title")}</h2>
          <p className="mt-1 text-sm">
            {t("stale.body", {
              author: stale.authorName,
              changes: stale.summary.slice(0, 3).map(changeText).join("; "),
            })}
          </p>
          <Button
            variant="outlined"
            className="mt-3"
            onClick={() => {
              setStale(null);
              void queryClient.invalidateQueries({ queryKey: OWNER_BRAND_KEY });
              void queryClient.invalidateQueries({ queryKey: OWNER_HISTORY_KEY });
            }}
          >
            {t("stale.reload")}
          </Button>
        </div>
      )}
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
                    setErrors({});
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
        open={Boolean(item)}
        onClose={() => setEditing(null)}
        title={item ? t("menu.edit", { item: item.name }) : ""}
      >
        {item && editing && (
          <ItemForm
            key={`${owner.revision}-${item.uid}`}
            item={item}
            currency={currency}
            errors={errors}
            saving={save.isPending}
            onCancel={() => setEditing(null)}
            onSave={(fields) => save.mutate({ at: editing, fields })}
          />
        )}
      </Dialog>
    </div>
  );
}
