"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import type { OwnerPromotion, OwnerPromotions } from "@/contract/owner-promotions";
import type { PromotionFieldProblem } from "@/domain/promotion-schema";
import { BUY_GET, CAMPAIGN_COUNT, CAP, NAME_LENGTH, PERCENT } from "@/domain/promotion-schema";
import { normalizeCode } from "@/domain/promotions";
import { PROMOTION_BENEFITS } from "@/domain/promotions";
import { fieldProblems } from "@/features/api/client";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";
import { Choices } from "@/ui/choices";
import { MoneyField, TextField, useFocusOnProblem } from "@/ui/form";
import { useMoneyProblem } from "@/ui/money-input";
import { notify } from "@/ui/toasts";
import type { DraftProblem, PromotionDraft } from "./promotion-draft";
import { bodyOf, draftOf, EMPTY_DRAFT } from "./promotion-draft";
import { ConditionsFields, CONDITION_FIELDS } from "./promotion-conditions";
import { TargetFields } from "./promotion-target";
import { PROMOTIONS_KEY, promotionsApi } from "./promotions-api";
import { useSentence } from "./use-sentence";

/** Says a field's problem in the owner's language; undefined when it has none. */
export type ProblemText = (field: string) => string | undefined;
export type Change = (next: Partial<PromotionDraft>, fields?: string[]) => void;

const BOUNDS: Record<string, { min: number; max: number }> = {
  "benefit.percent": PERCENT,
  "benefit.buy": BUY_GET,
  "benefit.get": BUY_GET,
  "caps.total": CAP,
  "caps.perCustomer": CAP,
  "codes.count": CAMPAIGN_COUNT,
};

/**
 * A promotion's form (a new one, or `editing`): first what it gives (the kind), then its amount
 * and what it is off, its name, how it is applied (by itself, one code, or a campaign of codes),
 * and the conditions and limits folded under "Conditions". The rules read back in a sentence as
 * they are typed. Refusals show under each field, before anything is sent and after.
 */
export function PromotionForm({
  view,
  editing,
  onDone,
}: {
  view: OwnerPromotions;
  editing: OwnerPromotion | null;
  onDone: () => void;
}) {
  const t = useTranslations("ownerPromotions.form");
  const tp = useTranslations("ownerPromotions.problems");
  const tk = useTranslations("ownerPromotions.kinds");
  const moneyProblem = useMoneyProblem();
  const errorText = useErrorText();
  const sentence = useSentence(view);
  const queryClient = useQueryClient();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [tried, setTried] = useState(0);
  useFocusOnProblem(formRef, tried);
  const [draft, setDraft] = useState<PromotionDraft>(() =>
    editing ? draftOf(editing.promotion, editing.codes, view.timeZone) : EMPTY_DRAFT,
  );
  const [problems, setProblems] = useState<Record<string, DraftProblem>>({});
  const editingCampaign = editing !== null && editing.codes.generated > 0;
  const checked = bodyOf(draft, {
    currency: view.currency,
    timeZone: view.timeZone,
    choices: view.choices,
    editingCampaign,
  });

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      editing ? promotionsApi.update(editing.promotion.id, body) : promotionsApi.create(body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY });
      notify("success", editing ? t("changed") : t("created"));
      onDone();
    },
    onError: (error) => {
      const found = fieldProblems<string, PromotionFieldProblem>(error, "PROMOTION_INVALID");
      if (!found) return notify("error", errorText(error));
      const shown: Record<string, DraftProblem> = {};
      for (const [field, problem] of Object.entries(found))
        if (problem) shown[field] = { source: "check", problem };
      setProblems(shown);
      setTried((n) => n + 1);
    },
  });

  const change: Change = (next, fields = []) => {
    setDraft((d) => ({ ...d, ...next }));
    setProblems((p) => Object.fromEntries(Object.entries(p).filter(([f]) => !fields.includes(f))));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!checked.ok) {
      setProblems(checked.problems);
      setTried((n) => n + 1);
      return;
    }
    save.mutate(checked.body);
  };

  const problemText: ProblemText = (field) => {
    const found = problems[field];
    if (!found) return undefined;
    if (found.source === "money") return moneyProblem(found.problem, view.currency);
    if (found.problem === "range") return tp("range", BOUNDS[field] ?? CAP);
    if (found.problem === "tooLong") return tp("tooLong", { max: NAME_LENGTH });
    if (found.problem === "tooMany") return tp("tooMany", { max: CAMPAIGN_COUNT.max });
    return tp(found.problem);
  };
  const conditionsOpen = CONDITION_FIELDS.some((f) => problems[f]);
  const preview =
    checked.ok &&
    sentence(
      { ...checked.promotion, id: "preview", active: true },
      {
        code: draft.how === "ONE" ? normalizeCode(draft.code) : null,
        generated:
          draft.how === "CAMPAIGN"
            ? editingCampaign
              ? (editing?.codes.generated ?? 0)
              : Number(draft.count)
            : 0,
        generatedUsed: 0,
      },
    );
  const title = editing ? t("editTitle", { name: editing.promotion.name }) : t("newTitle");

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="max-w-2xl space-y-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {title}
        </h2>
        <Button variant="text" onClick={onDone}>
          {t("back")}
        </Button>
      </div>
      <Choices
        legend={t("kind")}
        look="tiles"
        columns={2}
        value={draft.kind}
        onChange={(kind) => change({ kind }, ["benefit.type"])}
        choices={PROMOTION_BENEFITS.map((kind) => ({ value: kind, label: tk(kind) }))}
      />
      <section className="space-y-4 rounded-2xl border border-neutral-300 p-4">
        <BenefitFields
          id={id}
          draft={draft}
          currency={view.currency}
          change={change}
          problemText={problemText}
        />
        {draft.kind !== "DELIVERY_OFF" && (
          <TargetFields
            draft={draft}
            choices={view.choices}
            change={change}
            problemText={problemText}
          />
        )}
      </section>
      <TextField
        id={`${id}-name`}
        label={t("name")}
        hint={t("nameHint")}
        maxLength={NAME_LENGTH * 2}
        value={draft.name}
        onChange={(name) => change({ name }, ["name"])}
        error={problemText("name")}
      />
      <HowApplied
        id={id}
        draft={draft}
        editingCampaign={editingCampaign ? (editing?.codes.generated ?? 0) : null}
        change={change}
        problemText={problemText}
      />
      <ConditionsFields
        key={conditionsOpen ? "open" : "folded"}
        open={conditionsOpen}
        draft={draft}
        view={view}
        change={change}
        problemText={problemText}
      />
      <div role="status" className="rounded-2xl bg-surface-variant p-4">
        <p className="text-sm font-semibold">{t("reads")}</p>
        <p>{preview || t("readsLater")}</p>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="text" onClick={onDone}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("saving") : editing ? t("saveChanges") : t("create")}
        </Button>
      </div>
    </form>
  );
}

/** The kind's own fields: a percentage and its most, an amount, free or cheaper delivery, buy X get Y. */
function BenefitFields({
  id,
  draft,
  currency,
  change,
  problemText,
}: {
  id: string;
  draft: PromotionDraft;
  currency: string;
  change: Change;
  problemText: ProblemText;
}) {
  const t = useTranslations("ownerPromotions.form");
  switch (draft.kind) {
    case "PERCENT_OFF":
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={`${id}-percent`}
            label={t("percent")}
            numeric
            maxLength={3}
            value={draft.percent}
            onChange={(percent) => change({ percent }, ["benefit.percent"])}
            error={problemText("benefit.percent")}
          />
          <MoneyField
            id={`${id}-maxDiscount`}
            label={t("maxDiscount")}
            hint={t("optional")}
            currency={currency}
            value={draft.maxDiscount}
            onChange={(maxDiscount) => change({ maxDiscount }, ["benefit.maxDiscount"])}
            error={problemText("benefit.maxDiscount")}
          />
        </div>
      );
    case "AMOUNT_OFF":
      return (
        <MoneyField
          id={`${id}-amount`}
          label={t("amount")}
          currency={currency}
          value={draft.amount}
          onChange={(amount) => change({ amount }, ["benefit.amount"])}
          error={problemText("benefit.amount")}
        />
      );
    case "DELIVERY_OFF":
      return (
        <div className="space-y-3">
          <Choices
            legend={t("delivery")}
            look="plain"
            value={draft.deliveryFree ? "free" : "less"}
            onChange={(v) => change({ deliveryFree: v === "free" }, ["benefit.amount"])}
            choices={[
              { value: "free", label: t("deliveryFree") },
              { value: "less", label: t("deliveryLess") },
            ]}
          />
          {!draft.deliveryFree && (
            <MoneyField
              id={`${id}-amount`}
              label={t("deliveryAmount")}
              currency={currency}
              value={draft.amount}
              onChange={(amount) => change({ amount }, ["benefit.amount"])}
              error={problemText("benefit.amount")}
            />
          )}
        </div>
      );
    case "BUY_X_GET_Y":
      return (
        <div className="grid grid-cols-2 gap-4">
          <TextField
            id={`${id}-buy`}
            label={t("buy")}
            numeric
            maxLength={2}
            value={draft.buy}
            onChange={(buy) => change({ buy }, ["benefit.buy"])}
            error={problemText("benefit.buy")}
          />
          <TextField
            id={`${id}-get`}
            label={t("get")}
            hint={t("getHint")}
            numeric
            maxLength={2}
            value={draft.get}
            onChange={(get) => change({ get }, ["benefit.get"])}
            error={problemText("benefit.get")}
          />
        </div>
      );
  }
}

/** By itself, with one code the owner types, or with a campaign of single-use codes. */
function HowApplied({
  id,
  draft,
  editingCampaign,
  change,
  problemText,
}: {
  id: string;
  draft: PromotionDraft;
  /** A campaign being changed: how many codes it keeps. */
  editingCampaign: number | null;
  change: Change;
  problemText: ProblemText;
}) {
  const t = useTranslations("ownerPromotions.form");
  return (
    <section className="space-y-3">
      <Choices
        legend={t("how")}
        look="cards"
        value={draft.how}
        onChange={(how) => change({ how }, ["codes", "codes.kind", "codes.code", "codes.count"])}
        error={problemText("codes.kind") ?? problemText("codes")}
        choices={(["AUTOMATIC", "ONE", "CAMPAIGN"] as const).map((how) => ({
          value: how,
          label: t(`howChoices.${how}`),
          hint: t(`howHints.${how}`),
        }))}
      />
      {draft.how === "ONE" && (
        <TextField
          id={`${id}-code`}
          label={t("code")}
          hint={t("codeHint")}
          maxLength={40}
          autoComplete="off"
          value={draft.code}
          onChange={(code) => change({ code }, ["codes.code"])}
          error={problemText("codes.code")}
        />
      )}
      {draft.how === "CAMPAIGN" &&
        (editingCampaign !== null ? (
          <p className="text-sm text-neutral-700">
            {t("campaignKept", { count: editingCampaign })}
          </p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={`${id}-count`}
              label={t("count")}
              numeric
              maxLength={4}
              value={draft.count}
              onChange={(count) => change({ count }, ["codes.count"])}
              error={problemText("codes.count")}
            />
            <TextField
              id={`${id}-prefix`}
              label={t("prefix")}
              hint={t("prefixHint")}
              maxLength={12}
              value={draft.prefix}
              onChange={(prefix) => change({ prefix }, ["codes.prefix"])}
              error={problemText("codes.prefix")}
            />
          </div>
        ))}
    </section>
  );
}
