"use client";

import type { DeliveryFeeLine } from "@/domain/basket";
import { formatMoney } from "@/domain/money";

/**
 * Items, the delivery fee for DELIVERY only, and the total. A delivery without an address or
 * method shows what to choose in place of the fee, never a fee of 0 (issue 14).
 */
export function Invoice({
  subtotal,
  fee,
  currency,
}: {
  subtotal: number;
  fee: DeliveryFeeLine;
  currency: string;
}) {
  const price = fee && "price" in fee ? fee.price : 0;
  return (
    <dl className="space-y-1 text-sm">
      <div className="flex justify-between">
        <dt>Items</dt>
        <dd>{formatMoney(subtotal, currency)}</dd>
      </div>
      {fee && (
        <div className="flex justify-between gap-3">
          <dt>Delivery fee</dt>
          {"price" in fee ? (
            <dd>{formatMoney(fee.price, currency)}</dd>
          ) : (
            <dd className="font-semibold text-red-700">{fee.hint}</dd>
          )}
        </div>
      )}
      <div className="flex justify-between border-t border-black/10 pt-1 text-base font-bold">
        <dt>Total</dt>
        <dd>{formatMoney(subtotal + price, currency)}</dd>
      </div>
    </dl>
  );
}
