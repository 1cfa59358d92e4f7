"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { formatMoney } from "@/domain/money";
import type { PlaceOrderBody } from "@/domain/order-schema";
import { useErrorText } from "@/features/api/error-text";
import { useDebounced } from "@/ui/use-debounced";
import { DiscountLines } from "../discount-lines";
import { staffOrdersApi } from "./staff-orders-api";

/**
 * The order priced by the server as it would be placed (issue 36 item 4): the total staff read out
 * on the phone, with the delivery fee, or why it would be refused (a sold-out item, a closed
 * branch, the minimum), before they place it. Asked again a moment after each change.
 */
export function useQuote(order: PlaceOrderBody | null) {
  const [settled] = useDebounced(order, 400);
  const same = JSON.stringify(settled) === JSON.stringify(order);
  const quote = useQuery({
    queryKey: ["staff-quote", settled],
    queryFn: ({ signal }) => staffOrdersApi.quote(settled!, signal),
    enabled: settled !== null,
    retry: false,
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
  return {
    ...quote,
    incomplete: order === null,
    current: same && order !== null && !quote.isPlaceholderData,
  };
}

/** The quote's figures, or its refusal, where staff look before they place or save. */
export function QuoteTotal({
  quote,
  currency,
}: {
  quote: ReturnType<typeof useQuote>;
  currency: string;
}) {
  const t = useTranslations("staffOrders.quote");
  const errorText = useErrorText();
  const money = (n: number) => formatMoney(n, currency);
  return (
    <div role="status" aria-live="polite" className="space-y-1">
      {quote.incomplete ? (
        <p className="text-neutral-700">{t("incomplete")}</p>
      ) : quote.isError ? (
        <p className="font-semibold text-red-800">{errorText(quote.error)}</p>
      ) : quote.data ? (
        <>
          {quote.data.deliveryFee !== null && (
            <p className="flex justify-between text-neutral-700">
              <span>{t("deliveryFee")}</span>
              <span>{money(quote.data.deliveryFee)}</span>
            </p>
          )}
          <DiscountLines
            discounts={quote.data.discounts}
            currency={currency}
            className="text-neutral-700"
          />
          <p
            className={`flex justify-between text-2xl font-bold ${quote.current ? "" : "opacity-50"}`}
          >
            <span>{t("total")}</span>
            <span data-testid="quote-total">{money(quote.data.total)}</span>
          </p>
        </>
      ) : (
        <p className="text-neutral-700">{t("pricing")}</p>
      )}
    </div>
  );
}
