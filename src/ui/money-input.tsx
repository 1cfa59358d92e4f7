"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { formatMoney } from "@/domain/money";
import type { MoneyProblem } from "@/domain/money-input";
import { MAX_AMOUNT, parseMoneyInput } from "@/domain/money-input";

/**
 * A money field of the owner console (issue 31 item 1): the amount as the owner types it
 * ("350.000", "Rp 350.000", "350,000"), and under it what it is read as ("= Rp 350.000") before
 * anything is saved. The form reads it with the same rule (parseMoneyInput) on Save and says a
 * refusal with `useMoneyProblem`.
 */
export function MoneyInput({
  id,
  value,
  onChange,
  currency,
  whole = false,
  label,
  invalid = false,
  describedBy,
  placeholder,
  className = "",
}: {
  /** The input's id (a label's htmlFor); made here when the field is named by `label`. */
  id?: string;
  value: string;
  onChange: (value: string) => void;
  currency: string;
  /** No decimals, whatever the currency (a pickup minimum). */
  whole?: boolean;
  /** The field's name when no <label> names it (a row of a table). */
  label?: string;
  invalid?: boolean;
  /** The ids of its error and hint. */
  describedBy?: string | undefined;
  placeholder?: string;
  className?: string;
}) {
  const t = useTranslations("ownerMoney");
  const own = useId();
  const inputId = id ?? own;
  const reading = parseMoneyInput(value, currency, { whole });
  const understood = reading.kind === "amount" ? formatMoney(reading.amount, currency) : "";
  const understoodId = `${inputId}-understood`;
  const described = [describedBy, understood ? understoodId : ""].filter(Boolean).join(" ");
  return (
    <>
      <input
        id={inputId}
        className={className}
        aria-label={label}
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        aria-invalid={invalid}
        aria-describedby={described || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {understood && (
        <p id={understoodId} className="mt-1 text-sm font-semibold text-neutral-700">
          {t("understood", { amount: understood })}
        </p>
      )}
    </>
  );
}

/** A refused amount's reason, in the owner's language. */
export function useMoneyProblem(): (problem: MoneyProblem, currency: string) => string {
  const t = useTranslations("ownerMoney.problems");
  return (problem, currency) =>
    problem === "tooLarge" ? t("tooLarge", { max: formatMoney(MAX_AMOUNT, currency) }) : t(problem);
}
