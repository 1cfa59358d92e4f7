"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import type { FormEvent } from "react";
import { useId, useState } from "react";
import { canAddOne, canReplaceChoices } from "@/domain/basket";
import { MAX_ITEM_QTY } from "@/domain/basket-line";
import { formatMoney } from "@/domain/money";
import type { ChoiceGroup, Choices, TextGroup } from "@/domain/options";
import {
  checkChoices,
  chosenIds,
  chosenText,
  groupRule,
  isPickOne,
  lineKey,
  toggleOption,
  unitPrice,
} from "@/domain/options";
import { resolveNextPath, ROUTES } from "@/domain/routes";
import { characterCount, fitsCharacters } from "@/domain/text";
import type { MenuItem } from "@/domain/storefront";
import { Button } from "@/ui/button";
import { notify } from "@/ui/toasts";
import { useAddToBasket } from "./add-to-basket";
import { useSoldOut } from "./basket-provider";
import { useBasket } from "./basket-provider";

const card = "min-w-0 space-y-2 rounded-2xl bg-white p-4 ring-1 ring-black/5";
const row =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-outline px-3 py-2 has-checked:border-primary has-checked:ring-1 has-checked:ring-primary has-disabled:cursor-not-allowed has-disabled:opacity-50";

/**
 * The item page's choices (issue 18 item 5): each option group, the price as chosen, and Add,
 * enabled once the choices are valid (domain/options.ts checkChoices, the rule the server holds
 * to). With `?line=` naming a line of the basket (checkout's Edit), it opens on that line's
 * choices and updates it instead, then goes back to `next`.
 */
export function ItemOptions({ item, currency }: { item: MenuItem; currency: string }) {
  const params = useSearchParams();
  return (
    <ItemOptionsForm
      item={item}
      currency={currency}
      editKey={params.get("line")}
      next={params.get("next")}
    />
  );
}

/**
 * The form itself. The page renders it without a line first (`ItemOptions`' Suspense fallback),
 * so the choices are in the page's HTML before the query string can be read in the browser.
 */
export function ItemOptionsForm({
  item,
  currency,
  editKey = null,
  next = null,
}: {
  item: MenuItem;
  currency: string;
  editKey?: string | null;
  next?: string | null;
}) {
  const t = useTranslations("basket");
  const router = useRouter();
  const editing = useBasket((s) =>
    s.basket.items.find((i) => i.itemId === item.uid && lineKey(i) === editKey),
  );
  const [touched, setTouched] = useState<Choices | null>(null);
  const choices = touched ?? editing?.choices ?? {};
  const check = checkChoices(item, choices);
  // One more of this line fits the quantity rule; an edit may join a line already chosen so.
  const fits = useBasket(
    (s) =>
      !check.ok ||
      (editing && editKey
        ? canReplaceChoices(s.basket.items, editKey, check.choices)
        : canAddOne(s.basket.items, { itemId: item.uid, choices: check.choices })),
  );
  const soldOut = useSoldOut(item.uid);
  const tryAdd = useAddToBasket(item.uid, item.name);
  const replaceChoices = useBasket((s) => s.replaceChoices);
  const whyId = useId();
  const set = (groupId: string, value: string[] | string) =>
    setTouched({ ...choices, [groupId]: value });

  const why = !check.ok
    ? t(check.problem.reason === "TEXT_REQUIRED" ? "options.needText" : "options.needChoice", {
        group: check.problem.group,
      })
    : soldOut && !editing
      ? t("soldOutItem", { item: item.name })
      : !fits
        ? t("maxQuantity", { max: MAX_ITEM_QTY })
        : null;
  const price = formatMoney(unitPrice(item, check.ok ? check.choices : choices), currency);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check.ok || why) return;
    if (editing && editKey) {
      replaceChoices(editKey, check.choices);
      notify("success", t("options.updated"));
      router.push(resolveNextPath(next, ROUTES.checkout));
      return;
    }
    if (await tryAdd(check.choices)) notify("success", t("options.added", { item: item.name }));
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3 pt-2" noValidate>
      <h2 className="font-bold">{t("options.title")}</h2>
      {(item.optionGroups ?? []).map((group) =>
        group.kind === "text" ? (
          <TextField
            key={group.id}
            group={group}
            value={chosenText(choices, group.id)}
            onChange={(text) => set(group.id, text)}
          />
        ) : (
          <ChoiceField
            key={group.id}
            group={group}
            name={`${item.uid}-${group.id}`}
            currency={currency}
            chosen={chosenIds(choices, group.id)}
            onChange={(ids) => set(group.id, ids)}
          />
        ),
      )}
      <Button
        type="submit"
        className="w-full"
        disabled={why !== null}
        aria-describedby={why ? whyId : undefined}
      >
        {t(editing ? "options.update" : "options.add", { price })}
      </Button>
      {/* Always there, so a reader hears what changes in it. */}
      <p id={whyId} role="status" className="text-sm font-semibold text-red-800">
        {why}
      </p>
    </form>
  );
}

function GroupLegend({ group }: { group: ChoiceGroup | TextGroup }) {
  const t = useTranslations("basket.options");
  const rule = groupRule(group);
  const what =
    rule.rule === "exactly"
      ? t("exactly", { count: rule.count })
      : rule.rule === "range"
        ? t("range", { min: rule.min, max: rule.max })
        : rule.rule === "upTo"
          ? t("upTo", { max: rule.max })
          : t("characters", { max: rule.max });
  return (
    <legend className="float-left w-full pb-1">
      <span className="block font-bold">{group.name}</span>
      <span className="block text-sm text-neutral-700">
        {`${t(rule.required ? "required" : "optional")} · ${what}`}
      </span>
    </legend>
  );
}

function ChoiceField({
  group,
  name,
  currency,
  chosen,
  onChange,
}: {
  group: ChoiceGroup;
  name: string;
  currency: string;
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  const t = useTranslations("basket.options");
  const radio = isPickOne(group);
  const full = group.max > 1 && chosen.length >= group.max;
  return (
    <fieldset className={card}>
      <GroupLegend group={group} />
      <div className="clear-both space-y-2 pt-1">
        {group.options.map((option) => {
          const checked = chosen.includes(option.id);
          return (
            <label key={option.id} className={row}>
              <input
                type={radio ? "radio" : "checkbox"}
                name={name}
                value={option.id}
                checked={checked}
                disabled={!checked && full}
                onChange={() => onChange(toggleOption(group, chosen, option.id))}
                className="h-5 w-5 shrink-0 accent-[var(--color-primary)]"
              />
              <span className="min-w-0 flex-1 break-words">{option.name}</span>
              {option.price > 0 && (
                <span className="shrink-0 text-sm text-neutral-700">
                  {t("extra", { price: formatMoney(option.price, currency) })}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function TextField({
  group,
  value,
  onChange,
}: {
  group: TextGroup;
  value: string;
  onChange: (text: string) => void;
}) {
  const t = useTranslations("basket.options");
  const id = useId();
  return (
    <fieldset className={card}>
      <GroupLegend group={group} />
      <label htmlFor={id} className="sr-only">
        {group.name}
      </label>
      <input
        id={id}
        aria-describedby={`${id}-count`}
        type="text"
        value={value}
        required={group.required}
        autoComplete="off"
        // Characters as a person counts them (an emoji is one), not the browser's UTF-16 units.
        onChange={(e) => {
          const next = e.target.value;
          if (next.length < value.length || fitsCharacters(next, group.maxLength)) onChange(next);
        }}
        className="block h-12 w-full clear-both rounded-xl border border-outline px-3 text-base"
      />
      <p id={`${id}-count`} className="text-right text-xs text-neutral-700">
        {t("counter", { count: characterCount(value), max: group.maxLength })}
      </p>
    </fieldset>
  );
}
