"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { formatMoney } from "@/domain/money";
import type { ChoiceGroup, Choices, TextGroup } from "@/domain/options";
import {
  checkChoices,
  chosenIds,
  chosenText,
  isPickOne,
  toggleOption,
  unitPrice,
} from "@/domain/options";
import type { MenuItem } from "@/domain/storefront";
import { fitsCharacters } from "@/domain/text";
import { Button } from "@/ui/button";

/**
 * An item's option groups as staff fill them in from what the caller says (src/domain/options.ts,
 * the rules the server holds to): done once they are valid.
 */
export function ItemChoices({
  item,
  currency,
  initial,
  doneLabel,
  onDone,
  onCancel,
}: {
  item: MenuItem;
  currency: string;
  initial?: Choices | undefined;
  /** The button's words, with {price} the item's price as chosen. */
  doneLabel: (price: string) => string;
  onDone: (choices: Choices) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("staffOrders.choices");
  const [choices, setChoices] = useState<Choices>(initial ?? {});
  const check = checkChoices(item, choices);
  const set = (groupId: string, value: string[] | string) =>
    setChoices({ ...choices, [groupId]: value });
  return (
    <div className="space-y-3 rounded-2xl bg-surface-variant p-3">
      {(item.optionGroups ?? []).map((group) =>
        group.kind === "text" ? (
          <TextChoice
            key={group.id}
            group={group}
            value={chosenText(choices, group.id)}
            onChange={(text) => set(group.id, text)}
          />
        ) : (
          <OptionChoice
            key={group.id}
            group={group}
            currency={currency}
            chosen={chosenIds(choices, group.id)}
            onChange={(ids) => set(group.id, ids)}
          />
        ),
      )}
      {!check.ok && (
        <p className="text-sm font-semibold text-red-800">
          {t(check.problem.reason === "TEXT_REQUIRED" ? "needText" : "needChoice", {
            group: check.problem.group,
          })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          className="min-h-12 flex-1"
          disabled={!check.ok}
          onClick={() => check.ok && onDone(check.choices)}
        >
          {doneLabel(formatMoney(unitPrice(item, check.ok ? check.choices : {}), currency))}
        </Button>
        <Button variant="outlined" className="min-h-12" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
    </div>
  );
}

function OptionChoice({
  group,
  currency,
  chosen,
  onChange,
}: {
  group: ChoiceGroup;
  currency: string;
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  const name = useId();
  const full = group.max > 1 && chosen.length >= group.max;
  return (
    <fieldset>
      <legend className="text-sm font-bold">{group.name}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {group.options.map((option) => {
          const checked = chosen.includes(option.id);
          return (
            <label
              key={option.id}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-outline bg-white px-3 has-checked:border-primary has-checked:ring-2 has-checked:ring-primary has-disabled:opacity-50"
            >
              <input
                type={isPickOne(group) ? "radio" : "checkbox"}
                name={name}
                checked={checked}
                disabled={!checked && full}
                onChange={() => onChange(toggleOption(group, chosen, option.id))}
                className="size-5 accent-[var(--color-primary)]"
              />
              <span>
                {option.name}
                {option.price > 0 && ` +${formatMoney(option.price, currency)}`}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function TextChoice({
  group,
  value,
  onChange,
}: {
  group: TextGroup;
  value: string;
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-bold">
        {group.name}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        autoComplete="off"
        onChange={(e) => {
          const next = e.target.value;
          if (next.length < value.length || fitsCharacters(next, group.maxLength)) onChange(next);
        }}
        className="mt-1 block min-h-11 w-full rounded-xl border border-outline bg-white px-3"
      />
    </div>
  );
}
