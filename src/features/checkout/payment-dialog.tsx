"use client";

import { useTranslations } from "next-intl";
import type { OrderMode } from "@/domain/order-mode";
import type { StoreConfigs } from "@/domain/brand-config";
import { availablePaymentMethods } from "@/domain/payment";
import { Dialog } from "@/ui/dialog";

/** Spec §2 "Payment dialog": the methods allowed for the mode and active for the brand. */
export function PaymentDialog({
  open,
  onClose,
  mode,
  configs,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  mode: OrderMode | null;
  configs: StoreConfigs | undefined;
  onChoose: (method: string) => void;
}) {
  const t = useTranslations("checkout");
  const o = useTranslations("order");
  const methods = configs ? availablePaymentMethods(mode, configs) : [];
  return (
    <Dialog open={open} onClose={onClose} title={t("paymentMethod")}>
      {methods.length === 0 ? (
        <p>{t("noPaymentMethod")}</p>
      ) : (
        <ul className="space-y-2">
          {methods.map((m) => (
            <li key={m}>
              <button
                type="button"
                onClick={() => onChoose(m)}
                className="w-full rounded-2xl border border-outline p-4 text-left font-semibold hover:bg-surface-variant focus-visible:outline-2 focus-visible:outline-primary"
              >
                {o(`payment.${m}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
