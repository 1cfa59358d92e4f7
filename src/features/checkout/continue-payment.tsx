"use client";

import { useTranslations } from "next-intl";
import { formatMoney } from "@/domain/money";
import { basketTotal, canCheckout } from "@/domain/basket";
import { COMPONENT_ERRORS } from "@/domain/order";
import { availablePaymentMethods } from "@/domain/payment";
import { useBasket } from "@/features/basket/basket-provider";
import { menuOf, useBranches, useStoreConfigs } from "@/features/basket/storefront-data";
import { Button } from "@/ui/button";
import { ErrorState } from "@/ui/error-state";
import { TransferConfirmation } from "./transfer-confirmation";
import { usePlaceOrder } from "./use-place-order";
import { useRestorePromoChoice } from "./promo-store";
import { useAmountDue } from "./use-price-preview";

/** /checkout/payment: continue to payment, or say the order is not ready (spec §2). */
export function ContinuePayment() {
  const t = useTranslations("checkout");
  const common = useTranslations("common");
  const state = useBasket((s) => s);
  const configsQuery = useStoreConfigs();
  const branches = useBranches().data;
  const menu = menuOf(branches, state.selectedBranchId);
  const branch = branches?.find((b) => b.id === state.selectedBranchId);
  if (configsQuery.isError) return <ErrorState code={COMPONENT_ERRORS.continuePayment} />;
  if (!configsQuery.data) return <p role="status">{common("loading")}</p>;
  const allowed = availablePaymentMethods(state.orderMode, configsQuery.data);
  const method = allowed.find((m) => m === state.payment.method) ?? null;
  if (state.basket.items.length === 0 || !canCheckout(state, method, branch)) {
    return <p className="py-10 text-center text-lg">{t("notReady")}</p>;
  }
  if (method === "transfer") return <TransferConfirmation configs={configsQuery.data} />;
  return <PlaceNow total={basketTotal(state, menu)} />;
}

/** Any other method: the amount due (less the order's discounts, issue 39) and Place order. */
function PlaceNow({ total }: { total: number }) {
  const t = useTranslations("checkout");
  const state = useBasket((s) => s);
  const { place, placing } = usePlaceOrder();
  useRestorePromoChoice();
  const due = useAmountDue(state, total);
  return (
    <div className="space-y-4 py-6">
      <p className="text-lg font-semibold">
        {t("total", { total: formatMoney(due.total, state.basket.currency) })}
      </p>
      <Button className="w-full" disabled={placing || due.refused} onClick={() => void place()}>
        {t("placeOrder")}
      </Button>
    </div>
  );
}
