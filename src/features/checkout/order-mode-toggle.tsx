"use client";

import { useTranslations } from "next-intl";
import type { OrderMode } from "@/domain/basket";
import type { Offering } from "@/domain/branch-offer";
import { offersMode, onlyMode } from "@/domain/branch-offer";

/**
 * Spec §2 "Checkout": the order-for toggle between Pickup and Delivery. A mode the branch does not
 * take is not offered, and the line under it says which it takes (issue 19 item 2).
 */
export function OrderModeToggle({
  mode,
  branch,
  onChange,
  className,
}: {
  mode: OrderMode | null;
  branch: Offering | undefined;
  onChange: (mode: OrderMode) => void;
  className?: string;
}) {
  const t = useTranslations("checkout");
  const b = useTranslations("basket");
  const only = onlyMode(branch);
  return (
    <fieldset className={className}>
      <legend className="sr-only">{t("orderFor")}</legend>
      <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label={t("orderFor")}>
        {(["PICKUP", "DELIVERY"] as const).map((m) => {
          const offered = offersMode(branch, m);
          return (
            <label
              key={m}
              className="relative flex h-11 items-center justify-center rounded-full border border-outline text-sm font-semibold has-checked:bg-primary has-checked:text-on-primary has-disabled:border-dashed has-disabled:bg-neutral-100 has-disabled:text-neutral-600"
            >
              <input
                type="radio"
                name="order-for"
                checked={mode === m}
                disabled={!offered}
                aria-describedby={offered ? undefined : "order-for-reason"}
                onChange={() => onChange(m)}
                className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
              />
              {t(`mode.${m}`)}
            </label>
          );
        })}
      </div>
      {only && (
        <p id="order-for-reason" className="text-center text-sm text-neutral-700">
          {b(`modeOnlyHere.${only}`)}
        </p>
      )}
    </fieldset>
  );
}
