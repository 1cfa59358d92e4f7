"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { customerRoutes } from "@/contract/routes-customer";
import type { PricePreview } from "@/contract/promotions";
import type { placeOrderBody } from "@/domain/order-schema";
import type { z } from "zod";
import type { BasketState } from "@/domain/basket";
import type { OnlineConfirmation } from "@/domain/payment";
import type { CodeProblem } from "@/domain/promotions";
import { apiError, call } from "@/features/api/client";
import { useDebounced } from "@/ui/use-debounced";
import { orderPayload, withPromotions } from "./order-api";
import { usePromoChoice } from "./promo-store";

/** How long the basket, mode, address or payment must stay still before it is priced again. */
const SETTLE_MS = 500;

/** A code the server refused for this order, and why (details.reason, details.missing). */
export interface CodeRefusal {
  code: string;
  problem: CodeProblem;
  missing?: number;
}

export interface Priced {
  preview: PricePreview;
  /** The code applied gives nothing to this order: the preview is without it. */
  codeRefused: CodeRefusal | null;
  /** The reward cannot be used on this order (a RewardProblem): the preview is without it. */
  rewardRefused: string | null;
}

/**
 * The order as the server would price it now (POST /api/promotions/preview): its discounts, the
 * code's and the reward's answers, the total, the customer's loyalty. Asked again when the basket,
 * mode, address or fee, payment method, code or reward change, once they have settled; a code or
 * reward refused is asked without, so the total shown is always one the order can have.
 * `ready`: the order is complete enough to price (signed in, mode, payment method, address).
 */
export function usePricePreview(
  state: BasketState,
  ready: boolean,
  confirmation?: OnlineConfirmation,
) {
  const code = usePromoChoice((s) => s.code);
  const redeemReward = usePromoChoice((s) => s.redeemReward);
  const body = ready
    ? withPromotions(orderPayload(state, confirmation), { promoCode: code, redeemReward })
    : null;
  const key = body && JSON.stringify(body);
  const [settled] = useDebounced(key, SETTLE_MS);
  const query = useQuery({
    queryKey: ["price-preview", settled],
    queryFn: () => priceOf(JSON.parse(settled!) as Body),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  return {
    priced: ready ? query.data : undefined,
    /** The answer is for the order as it is now (not one before its last change). */
    fresh: ready && settled === key && !query.isPlaceholderData && query.isSuccess,
    failed: ready && query.isError,
    pending: ready && (settled !== key || query.isFetching),
  };
}

type Body = ReturnType<typeof withPromotions>;

/** The preview of `body`; a refused code, then a refused reward, asked for again without. */
async function priceOf(body: Body): Promise<Priced> {
  let codeRefused: CodeRefusal | null = null;
  let rewardRefused: string | null = null;
  for (;;) {
    try {
      const preview = await call(customerRoutes.storefront.pricePreview, {
        body: body as z.input<typeof placeOrderBody>,
      });
      return { preview, codeRefused, rewardRefused };
    } catch (error) {
      const failed = apiError(error);
      const reason = failed.details.reason as string | undefined;
      if (failed.reasonCode === "PROMO_CODE_NOT_APPLICABLE" && body.promoCode) {
        const missing = failed.details.missing;
        codeRefused = {
          code: body.promoCode,
          problem: (reason ?? "UNKNOWN_CODE") as CodeProblem,
          ...(typeof missing === "number" && { missing }),
        };
        body = { ...body };
        delete body.promoCode;
      } else if (failed.reasonCode === "REWARD_NOT_AVAILABLE" && body.redeemReward) {
        rewardRefused = reason ?? "NOT_ENOUGH";
        body = { ...body };
        delete body.redeemReward;
      } else throw error;
    }
  }
}

/**
 * The amount due of an order ready to place (the payment step, issue 39): the preview's total and
 * discounts, the basket's own sum until it answers; and whether a code or reward it carries was
 * refused, or a promotion changed when it was placed (the customer goes back to checkout).
 */
export function useAmountDue(state: BasketState, basketTotal: number) {
  const { priced, fresh } = usePricePreview(state, true);
  const promo = usePromoChoice();
  const discounts = priced?.preview.discounts ?? [];
  return {
    discounts,
    total: fresh
      ? priced!.preview.total
      : basketTotal - discounts.reduce((n, d) => n + d.amount, 0),
    refused:
      (promo.code !== null && priced?.codeRefused?.code === promo.code) ||
      (promo.redeemReward && Boolean(priced?.rewardRefused)),
    changed: promo.changed,
  };
}
