"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { formatMoney } from "@/domain/money";
import type { OrderMode } from "@/domain/order-mode";
import { CODE_PATTERN, normalizeCode } from "@/domain/promotions";
import { Button } from "@/ui/button";
import { inputClass } from "@/ui/form";
import { usePromoChoice } from "./promo-store";
import type { Priced } from "./use-price-preview";

/**
 * "Have a promo code?" (issue 39 item 2): a link that opens a field and Apply. The code is priced
 * by the server's preview; the box says it took off so much, or why it does not apply, in the
 * customer's words (BELOW_MINIMUM: how much more to add; NOT_BEST: another promotion gives more and
 * is applied). Removing the code puts it back in the field, to mend or retype.
 */
export function PromoCodeBox({
  priced,
  state,
  currency,
  orderMode,
}: {
  priced: Priced | undefined;
  /** Why the code cannot be priced yet, or "pricing" while the preview is asked for. */
  state: "signIn" | "choosePayment" | "pricing" | "priced";
  currency: string;
  orderMode: OrderMode | null;
}) {
  const t = useTranslations("promoCode");
  const id = useId();
  const code = usePromoChoice((s) => s.code);
  const setCode = usePromoChoice((s) => s.setCode);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [invalid, setInvalid] = useState(false);
  const money = (amount: number) => formatMoney(amount, currency);

  if (code) {
    const refused = priced?.codeRefused?.code === code ? priced.codeRefused : null;
    const notBest = !refused && priced?.preview.codeProblem?.problem === "NOT_BEST";
    const given = priced?.preview.discounts.find((d) => d.code === code);
    const words = refused
      ? t(`problem.${refused.problem}`, {
          code,
          missing: money(refused.missing ?? 0),
          mode: orderMode ? t(`mode.${orderMode}`) : "",
        })
      : notBest
        ? t("problem.NOT_BEST", { code })
        : given && state === "priced"
          ? t("applied", { code, amount: money(given.amount) })
          : state === "signIn"
            ? t("signInFirst")
            : state === "choosePayment"
              ? t("choosePaymentFirst")
              : t("checking");
    return (
      <div className="space-y-2" data-testid="promo-code">
        <p className="text-sm">
          <span className="text-neutral-700">{t("label")}: </span>
          <span className="font-mono font-semibold">{code}</span>
        </p>
        <p
          role={refused ? "alert" : "status"}
          className={`text-sm ${refused ? "font-semibold text-red-800" : given && !notBest ? "font-semibold text-green-800" : "text-neutral-700"}`}
        >
          {words}
        </p>
        <button
          type="button"
          className="text-sm font-semibold text-primary underline"
          onClick={() => {
            setTyped(code);
            setOpen(true);
            setCode(null);
          }}
        >
          {t("remove")}
        </button>
      </div>
    );
  }
  if (!open)
    return (
      <button
        type="button"
        className="text-sm font-semibold text-primary underline"
        aria-expanded={false}
        onClick={() => setOpen(true)}
      >
        {t("open")}
      </button>
    );
  return (
    <form
      className="space-y-1"
      onSubmit={(event) => {
        event.preventDefault();
        const normalized = normalizeCode(typed);
        setInvalid(!CODE_PATTERN.test(normalized));
        if (CODE_PATTERN.test(normalized)) setCode(normalized);
      }}
    >
      <label htmlFor={id} className="block text-sm font-semibold">
        {t("label")}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className={`${inputClass} font-mono uppercase`}
          // Opened by the customer's own tap: the field is what they came for.
          autoFocus
        />
        <Button type="submit" variant="outlined" className="shrink-0">
          {t("apply")}
        </Button>
      </div>
      {invalid && (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-red-800">
          {t("invalid")}
        </p>
      )}
    </form>
  );
}
