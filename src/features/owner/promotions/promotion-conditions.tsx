"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { OwnerPromotions } from "@/contract/owner-promotions";
import { ORDER_MODES } from "@/domain/order-mode";
import type { OrderMode } from "@/domain/order-mode";
import { PAYMENT_METHODS } from "@/domain/payment";
import { Checklist, Field, inputClass, MoneyField, Switch, TextField } from "@/ui/form";
import type { Change, ProblemText } from "./promotion-form";
import type { PromotionDraft } from "./promotion-draft";

/** The fields under "Conditions", by their paths: a refusal of one opens the fold. */
export const CONDITION_FIELDS = [
  "conditions.minimumSpend",
  "conditions.startsAt",
  "conditions.endsAt",
  "conditions.hours.from",
  "conditions.hours.to",
  "conditions.branchIds",
  "conditions.orderModes",
  "conditions.paymentMethods",
  "caps.total",
  "caps.perCustomer",
];

/**
 * When and for whom a promotion applies, and how often, folded: most promotions need one or two
 * of these, and none of them to start. Days and times are the shop's own clock.
 */
export function ConditionsFields({
  open,
  draft,
  view,
  change,
  problemText,
}: {
  open: boolean;
  draft: PromotionDraft;
  view: OwnerPromotions;
  change: Change;
  problemText: ProblemText;
}) {
  const t = useTranslations("ownerPromotions.conditions");
  const tm = useTranslations("ownerPromotions.paymentMethodLabels");
  const tmode = useTranslations("ownerPromotions.orderModes");
  const id = useId();
  const dateTime = (which: "start" | "end", field: "conditions.startsAt" | "conditions.endsAt") => (
    <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2">
      <Field id={`${id}-${which}Date`} label={t(`${which}Date`)} error={problemText(field)}>
        {(control) => (
          <input
            {...control}
            type="date"
            className={inputClass}
            value={which === "start" ? draft.startDate : draft.endDate}
            onChange={(e) =>
              change(
                which === "start" ? { startDate: e.target.value } : { endDate: e.target.value },
                [field],
              )
            }
          />
        )}
      </Field>
      <Field id={`${id}-${which}Time`} label={t(`${which}Time`)}>
        {(control) => (
          <input
            {...control}
            type="time"
            className={inputClass}
            value={which === "start" ? draft.startTime : draft.endTime}
            onChange={(e) =>
              change(
                which === "start" ? { startTime: e.target.value } : { endTime: e.target.value },
                [field],
              )
            }
          />
        )}
      </Field>
    </div>
  );
  const hour = (which: "from" | "to") => {
    const field = `conditions.hours.${which}`;
    return (
      <Field
        id={`${id}-hours-${which}`}
        className="min-w-0 flex-1"
        label={t(`hours.${which}`)}
        error={problemText(field)}
      >
        {(control) => (
          <input
            {...control}
            type="time"
            className={inputClass}
            value={which === "from" ? draft.hoursFrom : draft.hoursTo}
            onChange={(e) =>
              change(
                which === "from" ? { hoursFrom: e.target.value } : { hoursTo: e.target.value },
                ["conditions.hours.from", "conditions.hours.to"],
              )
            }
          />
        )}
      </Field>
    );
  };
  return (
    <details open={open} className="rounded-2xl border border-neutral-300 p-4">
      <summary className="min-h-11 cursor-pointer content-center text-lg font-bold">
        {t("title")}
      </summary>
      <p className="text-sm text-neutral-700">{t("intro", { timeZone: view.timeZone })}</p>
      <div className="mt-4 space-y-5">
        <MoneyField
          id={`${id}-minimumSpend`}
          label={t("minimumSpend")}
          hint={t("minimumSpendHint")}
          currency={view.currency}
          value={draft.minimumSpend}
          onChange={(minimumSpend) => change({ minimumSpend }, ["conditions.minimumSpend"])}
          error={problemText("conditions.minimumSpend")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {dateTime("start", "conditions.startsAt")}
          {dateTime("end", "conditions.endsAt")}
        </div>
        <div className="space-y-1">
          <p className="text-sm font-semibold">{t("hours.title")}</p>
          <p className="text-sm text-neutral-700">{t("hours.hint")}</p>
          <div className="flex gap-3">
            {hour("from")}
            {hour("to")}
          </div>
        </div>
        <Checklist
          legend={t("branches")}
          hint={t("allWhenNone")}
          error={problemText("conditions.branchIds")}
          items={view.choices.branches.map((b) => ({ id: b.id, label: b.name }))}
          checked={new Set(draft.branchIds)}
          onChange={(ids) => change({ branchIds: [...ids] }, ["conditions.branchIds"])}
        />
        {draft.kind !== "DELIVERY_OFF" && (
          <Checklist
            legend={t("orderModes")}
            hint={t("allWhenNone")}
            error={problemText("conditions.orderModes")}
            items={ORDER_MODES.map((m) => ({ id: m, label: tmode(m) }))}
            checked={new Set(draft.orderModes)}
            onChange={(ids) =>
              change({ orderModes: [...ids] as OrderMode[] }, ["conditions.orderModes"])
            }
          />
        )}
        <Checklist
          legend={t("paymentMethods")}
          hint={t("allWhenNone")}
          columns={2}
          error={problemText("conditions.paymentMethods")}
          items={PAYMENT_METHODS.map((m) => ({ id: m, label: tm(m) }))}
          checked={new Set(draft.paymentMethods)}
          onChange={(ids) => change({ paymentMethods: [...ids] }, ["conditions.paymentMethods"])}
        />
        <Switch
          label={t("firstOrderOnly")}
          hint={t("firstOrderOnlyHint")}
          checked={draft.firstOrderOnly}
          onChange={(firstOrderOnly) =>
            change(
              // The usual setting beside it: once per customer closes two first orders at once.
              firstOrderOnly && draft.capPerCustomer === ""
                ? { firstOrderOnly, capPerCustomer: "1" }
                : { firstOrderOnly },
            )
          }
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={`${id}-capTotal`}
            label={t("capTotal")}
            hint={t("noLimitWhenEmpty")}
            numeric
            maxLength={7}
            value={draft.capTotal}
            onChange={(capTotal) => change({ capTotal }, ["caps.total"])}
            error={problemText("caps.total")}
          />
          <TextField
            id={`${id}-capPerCustomer`}
            label={t("capPerCustomer")}
            hint={t("noLimitWhenEmpty")}
            numeric
            maxLength={7}
            value={draft.capPerCustomer}
            onChange={(capPerCustomer) => change({ capPerCustomer }, ["caps.perCustomer"])}
            error={problemText("caps.perCustomer")}
          />
        </div>
      </div>
    </details>
  );
}
