"use client";

import { useTranslations } from "next-intl";
import { EXAMPLE_QUOTES, feeExample } from "@/domain/courier-money";
import type { FeeRule } from "@/domain/couriers";
import { ROUND_TO_CHOICES } from "@/domain/couriers";
import { formatMoney } from "@/domain/money";
import { parseMoneyInput } from "@/domain/money-input";
import { Choices } from "@/ui/choices";
import { MoneyField } from "@/ui/form";
import type { AdjustKind, CouriersDraft } from "./couriers-draft";
import type { ProblemText } from "./couriers-form";

const ADJUST_KINDS: readonly AdjustKind[] = ["none", "margin", "subsidy"];

/** The rule as typed so far, for its examples; null while an amount cannot be read. */
function ruleOf(draft: CouriersDraft, currency: string): FeeRule | null {
  const read = (text: string) => {
    const reading = parseMoneyInput(text, currency);
    return reading.kind === "amount" ? reading.amount : null;
  };
  if (draft.feeKind === "flat") {
    const price = read(draft.price);
    return price === null ? null : { kind: "flat", price };
  }
  const adjust = draft.adjustKind === "none" ? 0 : read(draft.adjust);
  if (adjust === null) return null;
  return {
    kind: "quote",
    roundTo: draft.roundTo,
    adjust: draft.adjustKind === "subsidy" ? -adjust : adjust,
  };
}

/** How customers are charged: the courier's quote rounded, with a margin or subsidy, or flat. */
export function FeeFields({
  id,
  draft,
  currency,
  problemText,
  change,
}: {
  id: string;
  draft: CouriersDraft;
  currency: string;
  problemText: ProblemText;
  change: (next: Partial<CouriersDraft>, fields?: string[]) => void;
}) {
  const t = useTranslations("ownerCouriers.fee");
  const money = (n: number) => formatMoney(n, currency);
  const rule = ruleOf(draft, currency);
  return (
    <div className="space-y-4 rounded-xl bg-surface-variant p-3">
      <Choices<FeeRule["kind"]>
        legend={t("legend")}
        look="plain"
        value={draft.feeKind}
        onChange={(feeKind) => change({ feeKind }, ["fee", "fee.kind"])}
        choices={(["quote", "flat"] as const).map((kind) => ({
          value: kind,
          label: t(`kinds.${kind}`),
          hint: t(`kindHints.${kind}`),
        }))}
      />
      {draft.feeKind === "quote" ? (
        <>
          <Choices<string>
            legend={t("roundTo")}
            look="chips"
            value={String(draft.roundTo)}
            onChange={(v) => change({ roundTo: Number(v) }, ["fee.roundTo"])}
            error={problemText("fee.roundTo")}
            choices={ROUND_TO_CHOICES.map((n) => ({
              value: String(n),
              label: n === 1 ? t("noRounding") : money(n),
            }))}
          />
          <Choices<AdjustKind>
            legend={t("adjust.legend")}
            look="plain"
            value={draft.adjustKind}
            onChange={(adjustKind) => change({ adjustKind }, ["fee.adjust"])}
            choices={ADJUST_KINDS.map((kind) => ({ value: kind, label: t(`adjust.${kind}`) }))}
          />
          {draft.adjustKind !== "none" && (
            <MoneyField
              id={`${id}-fee.adjust`}
              label={t(draft.adjustKind)}
              currency={currency}
              error={problemText("fee.adjust")}
              value={draft.adjust}
              onChange={(adjust) => change({ adjust }, ["fee.adjust"])}
            />
          )}
        </>
      ) : (
        <MoneyField
          id={`${id}-fee.price`}
          label={t("price")}
          currency={currency}
          error={problemText("fee.price")}
          value={draft.price}
          onChange={(price) => change({ price }, ["fee.price"])}
        />
      )}
      {rule && (
        <div className="text-sm">
          <p className="font-semibold">{t("examples")}</p>
          <ul className="list-disc ps-5">
            {EXAMPLE_QUOTES.map((quote) => {
              const example = feeExample(quote, rule);
              return (
                <li key={quote}>
                  {t(`example.${example.kind}`, {
                    quote: money(quote),
                    pays: money(example.customerPays),
                    difference: money(Math.abs(example.difference)),
                  })}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
