"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { OwnerPromotions } from "@/contract/owner-promotions";
import type { LoyaltySettings } from "@/domain/loyalty";
import { formatMoney } from "@/domain/money";
import type { PromotionFieldProblem } from "@/domain/promotion-schema";
import { POINTS_FOR_REWARD, STAMPS_FOR_REWARD } from "@/domain/promotion-schema";
import { fieldProblems } from "@/features/api/client";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";
import { Choices } from "@/ui/choices";
import { Field, inputClass, MoneyField, Switch, TextField } from "@/ui/form";
import { useMoneyProblem } from "@/ui/money-input";
import { notify } from "@/ui/toasts";
import type { LoyaltyDraft } from "./loyalty-draft";
import { loyaltyBodyOf, loyaltyDraftOf } from "./loyalty-draft";
import type { DraftProblem } from "./promotion-draft";
import { PROMOTIONS_KEY, promotionsApi } from "./promotions-api";

/**
 * The loyalty card (issue 39 item 4): stamps for orders or points per rupiah, and the reward a
 * full card or enough points buys (an amount off, or one of some items free); on or off. Below it,
 * its members and what was earned and redeemed in the period. Balances stay whatever changes.
 */
export function LoyaltySettingsCard({ view }: { view: OwnerPromotions }) {
  const t = useTranslations("ownerPromotions.loyalty");
  const tp = useTranslations("ownerPromotions.problems");
  const moneyProblem = useMoneyProblem();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const id = useId();
  const { loyalty, currency } = view;
  const [draft, setDraft] = useState<LoyaltyDraft>(() => loyaltyDraftOf(loyalty.settings));
  const [problems, setProblems] = useState<Record<string, DraftProblem>>({});
  const save = useMutation({
    mutationFn: promotionsApi.saveLoyalty,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY });
      notify("success", t("saved"));
    },
    onError: (error) => {
      const found = fieldProblems<string, PromotionFieldProblem>(error, "LOYALTY_SETTINGS_INVALID");
      if (!found) return notify("error", errorText(error));
      setProblems(
        Object.fromEntries(
          Object.entries(found).map(([f, problem]) => [f, { source: "check", problem: problem! }]),
        ),
      );
    },
  });
  const change = (next: Partial<LoyaltyDraft>, fields: string[] = []) => {
    setDraft((d) => ({ ...d, ...next }));
    setProblems((p) => Object.fromEntries(Object.entries(p).filter(([f]) => !fields.includes(f))));
  };
  const problemText = (field: string) => {
    const found = problems[field];
    if (!found) return undefined;
    if (found.source === "money") return moneyProblem(found.problem, currency);
    if (found.problem === "range")
      return tp("range", field.endsWith("stampsForReward") ? STAMPS_FOR_REWARD : POINTS_FOR_REWARD);
    return tp(found.problem);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = loyaltyBodyOf(
      draft,
      currency,
      view.choices.items.map((i) => i.id),
    );
    if (!checked.ok) return setProblems(checked.problems);
    save.mutate(checked.body as unknown as Record<string, unknown>);
  };
  const stamps = draft.kind === "STAMPS";
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-5 rounded-2xl border border-neutral-300 p-4"
    >
      <div className="space-y-1">
        <h3 id={`${id}-title`} className="text-lg font-bold">
          {t("title")}
        </h3>
        <p className="text-sm text-neutral-700">{t("intro")}</p>
        <LoyaltyBrief view={view} />
      </div>
      <Switch
        label={t("active")}
        hint={t("activeHint")}
        checked={draft.active}
        onChange={(active) => change({ active })}
      />
      <Choices
        legend={t("kind")}
        look="cards"
        value={draft.kind}
        onChange={(kind) => change({ kind })}
        choices={(["STAMPS", "POINTS"] as const).map((kind) => ({
          value: kind,
          label: t(`kinds.${kind}`),
          hint: t(`kindHints.${kind}`),
        }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {stamps ? (
          <MoneyField
            id={`${id}-minimumSpend`}
            label={t("minimumSpend")}
            hint={t("minimumSpendHint")}
            currency={currency}
            value={draft.minimumSpend}
            onChange={(minimumSpend) => change({ minimumSpend }, ["program.minimumSpend"])}
            error={problemText("program.minimumSpend")}
          />
        ) : (
          <MoneyField
            id={`${id}-rupiahPerPoint`}
            label={t("rupiahPerPoint")}
            currency={currency}
            value={draft.rupiahPerPoint}
            onChange={(rupiahPerPoint) => change({ rupiahPerPoint }, ["program.rupiahPerPoint"])}
            error={problemText("program.rupiahPerPoint")}
          />
        )}
        <TextField
          id={`${id}-forReward`}
          label={stamps ? t("stampsForReward") : t("pointsForReward")}
          numeric
          maxLength={7}
          value={draft.forReward}
          onChange={(forReward) =>
            change({ forReward }, ["program.stampsForReward", "program.pointsForReward"])
          }
          error={problemText(stamps ? "program.stampsForReward" : "program.pointsForReward")}
        />
      </div>
      <Choices
        legend={t("reward")}
        look="plain"
        value={draft.reward}
        onChange={(reward) =>
          change({ reward }, ["program.reward.amount", "program.reward.itemIds"])
        }
        choices={(["AMOUNT_OFF", "FREE_ITEM"] as const).map((r) => ({
          value: r,
          label: t(`rewards.${r}`),
        }))}
      />
      {draft.reward === "AMOUNT_OFF" ? (
        <MoneyField
          id={`${id}-rewardAmount`}
          label={t("rewardAmount")}
          currency={currency}
          value={draft.rewardAmount}
          onChange={(rewardAmount) => change({ rewardAmount }, ["program.reward.amount"])}
          error={problemText("program.reward.amount")}
        />
      ) : (
        <Field
          id={`${id}-rewardItem`}
          label={t("rewardItem")}
          hint={t("rewardItemHint")}
          error={problemText("program.reward.itemIds")}
        >
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={draft.rewardItemId}
              onChange={(e) => change({ rewardItemId: e.target.value }, ["program.reward.itemIds"])}
            >
              <option value="">{t("chooseItem")}</option>
              {view.choices.items.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}

/** The program's members, and what was earned and redeemed in the period asked for. */
function LoyaltyBrief({ view }: { view: OwnerPromotions }) {
  const t = useTranslations("ownerPromotions.loyalty");
  const { settings, numbers } = view.loyalty;
  if (!settings) return <p className="text-sm">{t("none")}</p>;
  const kind: LoyaltySettings["program"]["kind"] = settings.program.kind;
  return (
    <p className="text-sm font-semibold">
      {t(`brief.${kind}`, {
        members: numbers.members,
        earned: numbers.earned,
        redeemed: numbers.redeemed,
      })}
      {settings.program.reward.type === "AMOUNT_OFF" &&
        ` ${t("rewardWorth", { amount: formatMoney(settings.program.reward.amount, view.currency) })}`}
    </p>
  );
}
