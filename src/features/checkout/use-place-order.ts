"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiError } from "@/features/api/client";
import { useErrorText } from "@/features/api/error-text";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { NOT_REQUIRED, OnlineConfirmation, TransferConfirmation } from "@/domain/payment";
import { ROUTES } from "@/domain/routes";
import { useBasket } from "@/features/basket/basket-provider";
import { useRefreshBranches } from "@/features/basket/storefront-data";
import { useBrand } from "@/ui/brand-context";
import { notify } from "@/ui/toasts";
import { orderPayload, placeOrder } from "./order-api";

/** Places the basket as an order; on success empties it and opens tracking (spec §4). */
export function usePlaceOrder() {
  const t = useTranslations("checkout");
  const errorText = useErrorText();
  const brand = useBrand();
  const router = useRouter();
  const state = useBasket((s) => s);
  const refreshBranches = useRefreshBranches();
  const queryClient = useQueryClient();
  const [placing, setPlacing] = useState(false);

  async function place(
    confirmation?: TransferConfirmation | OnlineConfirmation | typeof NOT_REQUIRED,
  ) {
    setPlacing(true);
    try {
      const uid = await placeOrder(
        brand.id,
        orderPayload(state, confirmation),
        state.idempotencyKey,
      );
      state.orderPlaced();
      router.push(ROUTES.tracking(uid));
    } catch (error) {
      // The spec only logged this; a customer deserves to know. The basket is kept.
      const reason = apiError(error);
      console.warn("order creation failed:", reason.reasonCode);
      // A session that is gone is told once, on the way to sign in (AuthBootstrap).
      if (reason.reasonCode !== "UNAUTHENTICATED")
        notify("error", errorText(reason), t("placeFailed"));
      // The branch closed or paused, an item sold out, or the branch stopped taking this mode,
      // since the page read it: show it now (the basket's repair then asks for another mode).
      if (
        reason.reasonCode === "STORE_IS_CLOSED" ||
        reason.reasonCode === "STORE_IS_PAUSED" ||
        reason.reasonCode === "ITEM_SOLD_OUT" ||
        reason.reasonCode === "ORDER_MODE_NOT_OFFERED"
      )
        void refreshBranches();
      // The slot filled up or went meanwhile: checkout shows it, and the picker the times left.
      if (reason.reasonCode === "SLOT_FULL" || reason.reasonCode === "SLOT_UNAVAILABLE")
        void queryClient.invalidateQueries({ queryKey: ["slots"] });
      setPlacing(false);
    }
  }
  return { place, placing };
}
