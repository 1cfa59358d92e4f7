"use client";

import { fieldErrors, inputClass } from "@/ui/form";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import type { MoneyProblem } from "@/domain/money-input";
import type {
  ChoiceDraft,
  GroupDraft,
  GroupProblem,
  GroupProblems,
  OptionDraft,
  TextDraft,
} from "@/domain/option-groups-edit";
import { newGroup, newOption } from "@/domain/option-groups-edit";
import { move } from "@/domain/menu-edit";
import { MAX_CHOSEN_OPTIONS, MAX_OPTION_GROUPS } from "@/domain/options";
import { Button } from "@/ui/button";
import { MoneyInput, useMoneyProblem } from "@/ui/money-input";
import { MoveButtons } from "../move-buttons";

/**
 * An item's option groups (issue 19 item 1; docs/brand-config.md "Item options"): choices with
 * their options and added prices, or words the customer writes. Each field says its problem
 * (`problems`, by the server's path under the item: "optionGroups[0].options[1].price").
 */
export function OptionGroupsEditor({
  id,
  drafts,
  problems,
  currency,
  onChange,
}: {
  /** The form's own id (useId): the fields' ids start with it. */
  id: string;
  drafts: GroupDraft[];
  problems: GroupProblems;
  currency: string;
  onChange: (drafts: GroupDraft[]) => void;
}) {
  const t = useTranslations("ownerItems");
  const moneyProblem = useMoneyProblem();
  const made = useRef(0);
  const key = () => `new-${made.current++}`;
  const shown = Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [
      field,
      problem.startsWith("price:")
        ? moneyProblem(problem.slice("price:".length) as MoneyProblem, currency)
        : t(`problems.${problem as Exclude<GroupProblem, `price:${string}`>}`),
    ]),
  );
  const { described, error } = fieldErrors<string>(id, shown);
  const field = (at: string) => ({ id: `${id}-${at}`, ...described(at) });

  const update = (g: number, change: (draft: GroupDraft) => GroupDraft) =>
    onChange(drafts.map((d, k) => (k === g ? change(d) : d)));
  const setOptions = (g: number, change: (options: OptionDraft[]) => OptionDraft[]) =>
    update(g, (d) => (d.kind === "choice" ? { ...d, options: change(d.options) } : d));

  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-options-hint`}>
      <legend className="text-sm font-semibold">{t("options.title")}</legend>
      <p id={`${id}-options-hint`} className="text-sm text-neutral-700">
        {t("options.hint")}
      </p>
      {error("optionGroups")}
      {drafts.map((draft, g) => {
        const at = `optionGroups[${g}]`;
        const kind = draft.kind === "choice" ? t("options.choices") : t("options.writing");
        const title =
          draft.name.trim() ||
          (draft.kind === "choice" ? t("options.newChoices") : t("options.newWriting"));
        return (
          <fieldset key={draft.key} className="space-y-3 rounded-2xl border border-neutral-300 p-3">
            <legend className="px-1 font-semibold">
              {title}
              <span className="font-normal text-neutral-700"> · {kind}</span>
            </legend>
            <div className="-mt-2 flex items-center justify-end">
              <MoveButtons
                name={title}
                index={g}
                count={drafts.length}
                disabled={false}
                onMove={(to) => onChange(move(drafts, g, to))}
              />
              <Button variant="text" onClick={() => onChange(drafts.filter((_, k) => k !== g))}>
                {t("options.remove")}
                <span className="sr-only"> {title}</span>
              </Button>
            </div>
            <div>
              <label htmlFor={`${id}-${at}.name`} className="text-sm font-semibold">
                {t("options.name")}
              </label>
              <input
                {...field(`${at}.name`)}
                className={`mt-1 ${inputClass}`}
                value={draft.name}
                maxLength={80}
                onChange={(e) => update(g, (d) => ({ ...d, name: e.target.value }))}
              />
              {error(`${at}.name`)}
            </div>
            {draft.kind === "choice" ? (
              <ChoiceFields
                id={id}
                at={at}
                draft={draft}
                currency={currency}
                shown={shown}
                onChange={(patch) => update(g, (d) => ({ ...d, ...patch }) as GroupDraft)}
                onOptions={(change) => setOptions(g, change)}
                newKey={key}
              />
            ) : (
              <TextFields
                id={id}
                at={at}
                draft={draft}
                shown={shown}
                onChange={(patch) => update(g, (d) => ({ ...d, ...patch }) as GroupDraft)}
              />
            )}
          </fieldset>
        );
      })}
      {drafts.length < MAX_OPTION_GROUPS && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outlined"
            onClick={() => onChange([...drafts, newGroup("choice", key())])}
          >
            <span aria-hidden="true">+</span> {t("options.addChoices")}
          </Button>
          <Button variant="outlined" onClick={() => onChange([...drafts, newGroup("text", key())])}>
            <span aria-hidden="true">+</span> {t("options.addWriting")}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

function ChoiceFields({
  id,
  at,
  draft,
  currency,
  shown,
  onChange,
  onOptions,
  newKey,
}: {
  id: string;
  at: string;
  draft: ChoiceDraft;
  currency: string;
  shown: Record<string, string>;
  onChange: (patch: Partial<ChoiceDraft>) => void;
  onOptions: (change: (options: OptionDraft[]) => OptionDraft[]) => void;
  newKey: () => string;
}) {
  const t = useTranslations("ownerItems.options");
  const { described, error } = fieldErrors<string>(id, shown);
  const field = (key: string) => ({ id: `${id}-${key}`, ...described(key) });
  const number = (key: "min" | "max", label: string) => (
    <div>
      <label htmlFor={`${id}-${at}.${key}`} className="text-sm font-semibold">
        {label}
      </label>
      <input
        {...field(`${at}.${key}`)}
        className={`mt-1 ${inputClass}`}
        inputMode="numeric"
        value={draft[key]}
        onChange={(e) => onChange({ [key]: e.target.value })}
      />
    </div>
  );
  const setOption = (o: number, patch: Partial<OptionDraft>) =>
    onOptions((options) => options.map((x, k) => (k === o ? { ...x, ...patch } : x)));

  return (
    <>
      <div>
        <div className="grid grid-cols-2 gap-3">
          {number("min", t("min"))}
          {number("max", t("max"))}
        </div>
        <p className="mt-1 text-sm text-neutral-700">{t("rangeHint")}</p>
        {error(`${at}.min`)}
        {error(`${at}.max`)}
      </div>
      <ol className="space-y-2">
        {draft.options.map((option, o) => {
          const here = `${at}.options[${o}]`;
          return (
            <li key={option.key} className="rounded-xl bg-neutral-100 p-2">
              <div className="flex gap-2">
                <div className="min-w-0 flex-1">
                  <label htmlFor={`${id}-${here}.name`} className="text-sm font-semibold">
                    {t("option", { n: o + 1 })}
                  </label>
                  <input
                    {...field(`${here}.name`)}
                    className={`mt-1 ${inputClass} bg-white`}
                    value={option.name}
                    maxLength={80}
                    onChange={(e) => setOption(o, { name: e.target.value })}
                  />
                </div>
                <div className="w-28 shrink-0">
                  <label htmlFor={`${id}-${here}.price`} className="text-sm font-semibold">
                    {t("price", { currency })}
                  </label>
                  <MoneyInput
                    id={`${id}-${here}.price`}
                    className={`mt-1 ${inputClass} bg-white`}
                    currency={currency}
                    placeholder="0"
                    value={option.price}
                    invalid={Boolean(shown[`${here}.price`])}
                    describedBy={described(`${here}.price`)["aria-describedby"]}
                    onChange={(price) => setOption(o, { price })}
                  />
                </div>
              </div>
              {error(`${here}.name`)}
              {error(`${here}.price`)}
              <div className="flex justify-end">
                <MoveButtons
                  name={t("optionInSentence", { n: o + 1 })}
                  index={o}
                  count={draft.options.length}
                  disabled={false}
                  onMove={(to) => onOptions((options) => move(options, o, to))}
                />
                <button
                  type="button"
                  className="inline-flex size-11 items-center justify-center rounded-full text-lg text-primary hover:bg-surface-variant"
                  aria-label={t("removeOption", { n: o + 1 })}
                  onClick={() => onOptions((options) => options.filter((_, k) => k !== o))}
                >
                  ×
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {error(`${at}.options`)}
      {draft.options.length < MAX_CHOSEN_OPTIONS && (
        <Button
          variant="text"
          onClick={() => onOptions((options) => [...options, newOption(newKey())])}
        >
          <span aria-hidden="true">+</span> {t("addOption")}
        </Button>
      )}
    </>
  );
}

function TextFields({
  id,
  at,
  draft,
  shown,
  onChange,
}: {
  id: string;
  at: string;
  draft: TextDraft;
  shown: Record<string, string>;
  onChange: (patch: Partial<TextDraft>) => void;
}) {
  const t = useTranslations("ownerItems.options");
  const { described, error } = fieldErrors<string>(id, shown);
  return (
    <>
      <div>
        <label htmlFor={`${id}-${at}.maxLength`} className="text-sm font-semibold">
          {t("maxLength")}
        </label>
        <input
          id={`${id}-${at}.maxLength`}
          {...described(`${at}.maxLength`)}
          className={`mt-1 ${inputClass} max-w-32`}
          inputMode="numeric"
          value={draft.maxLength}
          onChange={(e) => onChange({ maxLength: e.target.value })}
        />
        {error(`${at}.maxLength`)}
      </div>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-primary"
          checked={draft.required}
          onChange={(e) => onChange({ required: e.target.checked })}
        />
        <span>{t("required")}</span>
      </label>
    </>
  );
}
