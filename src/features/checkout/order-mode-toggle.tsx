"use client";

import { useTranslations } from "next-intl";
import type { OrderMode } from "@/domain/order-mode";
import type { Offering } from "@/domain/branch-offer";
import { offersMode, onlyMode } from "@/domain/branch-offer";
import { Choices } from "@/ui/choices";

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
    <div className={className}>
      <Choices
        legend={t("orderFor")}
        hideLegend
        look="chips"
        columns={2}
        value={mode}
        onChange={onChange}
        choices={(["PICKUP", "DELIVERY"] as const).map((m) => {
          const offered = offersMode(branch, m);
          return {
            value: m,
            label: t(`mode.${m}`),
            disabled: !offered,
            describedBy: offered ? undefined : "order-for-reason",
          };
        })}
      />
      {only && (
        <p id="order-for-reason" className="text-center text-sm text-neutral-700">
          {b(`modeOnlyHere.${only}`)}
        </p>
      )}
    </div>
  );
}
