"use client";

import { formatMoney } from "@/domain/money";

/** Items, the delivery fee for DELIVERY only, and the total. */
export function Invoice({
  subtotal,
  fee,
  currency,
}: {
  subtotal: number;
  fee: number | null;
  currency: string;
}) {
  return (
    <dl className="space-y-1 text-sm">
      <div className="flex justify-between">
        <dt>Items</dt>
        <dd>{formatMoney(subtotal, currency)}</dd>
      </div>
      {fee !== null && (
        <div className="flex justify-between">
          <dt>Delivery fee</dt>
          <dd>{formatMoney(fee, currency)}</dd>
        </div>
      )}
      <div className="flex justify-between border-t border-black/10 pt-1 text-base font-bold">
        <dt>Total</dt>
        <dd>{formatMoney(subtotal + (fee ?? 0), currency)}</dd>
      </div>
    </dl>
  );
}
