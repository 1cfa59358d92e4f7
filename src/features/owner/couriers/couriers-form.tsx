"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { CouriersView } from "@/domain/courier-settings-schema";
import { BEFORE_SLOT_MINUTES } from "@/domain/couriers";
import { fieldProblems } from "@/features/api/client";
import type { CourierSettingsProblem } from "@/domain/courier-settings-schema";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";
import { Field, inputClass, Switch } from "@/ui/form";
import { useMoneyProblem } from "@/ui/money-input";
import { notify } from "@/ui/toasts";
import { COURIERS_KEY, couriersApi } from "./couriers-api";
import { BranchCouriersFields } from "./couriers-branch";
import type { CouriersDraft, DraftProblem } from "./couriers-draft";
import { bodyOf, draftOf } from "./couriers-draft";
import { FeeFields } from "./couriers-fee";
import { useSavedDay } from "../saved-day";

/** Says a field's problem in the owner's language. */
export type ProblemText = (field: string) => string | undefined;

/**
 * The brand's Biteship key, the fee, whether the shop's own segments stay, and each branch's
 * services and booking, saved at once to POST /api/owner/couriers (not with a page's Save: the key
 * is never part of the brand's document). The stored key shows masked; its field left empty keeps it.
 */
export function CouriersForm({ view, currency }: { view: CouriersView; currency: string }) {
  const t = useTranslations("ownerCouriers");
  const savedDay = useSavedDay();
  const errorText = useErrorText();
  const moneyProblem = useMoneyProblem();
  const queryClient = useQueryClient();
  const id = useId();
  const [draft, setDraft] = useState<CouriersDraft>(() => draftOf(view));
  const [problems, setProblems] = useState<Record<string, DraftProblem>>({});
  const { account } = view;

  const save = useMutation({
    mutationFn: couriersApi.save,
    onSuccess: (answer) => {
      queryClient.setQueryData(COURIERS_KEY, answer);
      notify("success", t("form.saved"));
    },
    onError: (error) => {
      const found = fieldProblems<string, CourierSettingsProblem>(
        error,
        "COURIER_SETTINGS_INVALID",
      );
      if (!found) return notify("error", errorText(error));
      const shown: Record<string, DraftProblem> = {};
      for (const [field, problem] of Object.entries(found))
        if (problem) shown[field] = { source: "check", problem };
      setProblems(shown);
    },
  });

  const change = (next: Partial<CouriersDraft>, fields: string[] = []) => {
    setDraft((d) => ({ ...d, ...next }));
    setProblems((p) => Object.fromEntries(Object.entries(p).filter(([f]) => !fields.includes(f))));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = bodyOf(draft, currency, account !== null);
    if (!checked.ok) {
      setProblems(checked.problems);
      const first = Object.keys(checked.problems)[0];
      window.document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    save.mutate(checked.body);
  };

  const problemText: ProblemText = (field) => {
    const found = problems[field];
    if (!found) return undefined;
    if (found.source === "money") return moneyProblem(found.problem, currency);
    return found.problem === "range"
      ? t("problems.range", { min: BEFORE_SLOT_MINUTES.min, max: BEFORE_SLOT_MINUTES.max })
      : t(`problems.${found.problem}`);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-5 rounded-2xl border border-neutral-300 p-4"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold">
        {t("form.title")}
      </h3>
      <p className="text-sm text-neutral-700">
        {account
          ? t("form.setBy", {
              date: savedDay(account.updatedAt),
              name: account.updatedBy,
            })
          : t("form.none")}
      </p>
      <Field
        id={`${id}-apiKey`}
        label={t("form.apiKey")}
        hint={account ? t("form.keep", { masked: account.maskedKey }) : t("form.apiKeyHint")}
        error={problemText("apiKey")}
      >
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={500}
            className={`font-mono ${inputClass}`}
            value={draft.apiKey}
            onChange={(e) => change({ apiKey: e.target.value }, ["apiKey"])}
          />
        )}
      </Field>
      <FeeFields
        id={id}
        draft={draft}
        currency={currency}
        problemText={problemText}
        change={change}
      />
      <Switch
        label={t("keepSegments.label")}
        hint={t("keepSegments.hint")}
        checked={draft.keepSegments}
        onChange={(keepSegments) => change({ keepSegments })}
      />
      {view.branches.map((branch) => (
        <BranchCouriersFields
          key={branch.id}
          id={id}
          branch={branch}
          value={draft.branches[branch.id]!}
          problemText={problemText}
          onChange={(value) =>
            change({ branches: { ...draft.branches, [branch.id]: value } }, [
              `branches.${branch.id}`,
              `branches.${branch.id}.services`,
              `branches.${branch.id}.booking`,
              `branches.${branch.id}.booking.minutes`,
            ])
          }
        />
      ))}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("form.saving") : t("form.save")}
        </Button>
      </div>
    </form>
  );
}
