"use client";

import { orderTimeLabel } from "@/domain/basket";
import { formatDistance, mapLink } from "@/domain/geo";
import { formatMoney } from "@/domain/money";
import type { OrderStatus, StaffOrder } from "@/domain/order";
import { shortOrderNumber } from "@/domain/order";
import { TIMELINE_TEXT } from "@/domain/order-status";
import type { PaymentMethod, TransferConfirmation } from "@/domain/payment";
import { PAYMENT_LABELS } from "@/domain/payment";
import { clockTime } from "@/domain/time";

const STAFF_TEXT = {
  accept: "Accept",
  complete: "Complete",
  cancel: "Cancel order",
  markPaid: "Mark as paid",
  paid: "Paid",
  awaitingPayment: "Transfer not confirmed yet",
  proof: "Transfer proof",
  openMap: "Open in maps",
  feeFor: (fee: string, distance: string) => `Delivery ${fee} for ${distance}`,
} as const;

const big =
  "inline-flex min-h-14 flex-1 items-center justify-center rounded-2xl px-5 text-lg font-bold " +
  "focus-visible:outline-4 focus-visible:outline-offset-2 disabled:opacity-50";

/** One order on the staff board: readable at arm's length, one tap per action. */
export function OrderCard({
  order,
  timeZone,
  showBranch,
  busy,
  onStatus,
  onCancel,
  onPaid,
}: {
  order: StaffOrder;
  timeZone: string;
  showBranch: boolean;
  busy: boolean;
  onStatus: (status: OrderStatus) => void;
  onCancel: () => void;
  onPaid: () => void;
}) {
  const o = order;
  const currency = o.basket.currency;
  const placedAt = new Date(o.createdAt.seconds * 1000).toISOString();
  const method = o.payment.method as PaymentMethod;
  const transfer =
    method === "transfer" && typeof o.payment.confirmation === "object"
      ? (o.payment.confirmation as TransferConfirmation)
      : null;
  const number = shortOrderNumber(o.uid);
  return (
    <article
      aria-label={`Order ${number}`}
      data-status={o.status}
      className={`space-y-3 rounded-2xl bg-white p-4 text-base shadow-sm ring-2 ${
        o.status === "PENDING" ? "ring-primary" : "ring-black/5"
      }`}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-mono text-3xl font-bold tracking-wide">#{number}</h3>
        <p className="text-lg">
          <span className="font-semibold">
            {o.orderMode === "DELIVERY" ? "Delivery" : "Pickup"}
          </span>
          {" · "}
          <time dateTime={placedAt}>{clockTime(placedAt, timeZone)}</time>
        </p>
      </header>
      {showBranch && <p className="text-neutral-700">{o.selectedBranch.name}</p>}
      <p className="text-lg font-semibold">
        {orderTimeLabel(o.deliveryOrPickupTime ?? "NOW", o.deliveryNotes)}
      </p>
      {o.orderMode === "DELIVERY" && o.deliveryAddress && (
        <div>
          <p>
            {[o.deliveryAddress.name, o.deliveryAddress.addressDetails].filter(Boolean).join(" · ")}
            <br />
            <span className="text-neutral-700">{o.deliveryAddress.address}</span>
          </p>
          {/* What the fee was computed for, so staff can see it matches the address (issue 13). */}
          <p className="flex flex-wrap items-baseline justify-between gap-2 text-neutral-700">
            {o.deliveryMethod?.distanceInMeters !== undefined && (
              <span>
                {STAFF_TEXT.feeFor(
                  formatMoney(o.deliveryMethod.price, currency),
                  formatDistance(o.deliveryMethod.distanceInMeters),
                )}
              </span>
            )}
            <a
              href={mapLink(o.deliveryAddress)}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-primary underline underline-offset-4"
            >
              {STAFF_TEXT.openMap}
            </a>
          </p>
        </div>
      )}
      <ul className="divide-y divide-black/5 text-lg">
        {o.basket.items.map((item) => (
          <li key={item.itemId} className="flex gap-3 py-1">
            <span className="w-10 shrink-0 text-right font-bold">{item.qty}×</span>
            <span>{item.name}</span>
          </li>
        ))}
      </ul>
      <p className="flex flex-wrap justify-between gap-2">
        <span className="font-bold">{formatMoney(o.total, currency)}</span>
        <span>
          {PAYMENT_LABELS[method] ?? method}
          {transfer && (
            <span className={o.paidAt ? "font-semibold text-green-800" : "text-red-800"}>
              {` · ${o.paidAt ? STAFF_TEXT.paid : STAFF_TEXT.awaitingPayment}`}
            </span>
          )}
        </span>
      </p>
      <p>
        <a
          href={`tel:${o.customerPhoneNumber}`}
          className="font-semibold text-primary underline underline-offset-4"
        >
          {o.customerPhoneNumber}
        </a>
      </p>
      {transfer && (
        <a href={transfer.proofImageSrc} target="_blank" rel="noreferrer" className="block">
          {/* The board shows a small copy; the link opens the (bounded) full one. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- a private upload, not a static asset */}
          <img
            src={`${transfer.proofImageSrc}?size=thumb`}
            alt={`${STAFF_TEXT.proof} for order ${number} (${transfer.transferMethod})`}
            className="max-h-48 rounded-xl ring-1 ring-black/10"
          />
        </a>
      )}
      <ol className="space-y-0.5 text-sm text-neutral-700" aria-label="Timeline">
        {o.events.map((e) => (
          <li key={e.id}>
            <time dateTime={e.at} className="font-mono">
              {clockTime(e.at, timeZone)}
            </time>{" "}
            {e.type === "PAID" ? TIMELINE_TEXT.PAID : TIMELINE_TEXT[e.status ?? "PENDING"]}
            {e.by !== "customer" && ` by ${e.by}`}
            {e.reason && ` — ${e.reason}`}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        {o.status === "PENDING" && (
          <button
            type="button"
            disabled={busy}
            onClick={() => onStatus("ACCEPTED")}
            className={`${big} bg-primary text-on-primary focus-visible:outline-primary`}
          >
            {STAFF_TEXT.accept}
          </button>
        )}
        {o.status === "ACCEPTED" && (
          <button
            type="button"
            disabled={busy}
            onClick={() => onStatus("COMPLETED")}
            className={`${big} bg-primary text-on-primary focus-visible:outline-primary`}
          >
            {STAFF_TEXT.complete}
          </button>
        )}
        {transfer && !o.paidAt && o.status !== "CANCELLED" && (
          <button
            type="button"
            disabled={busy}
            onClick={onPaid}
            className={`${big} border-2 border-primary text-primary focus-visible:outline-primary`}
          >
            {STAFF_TEXT.markPaid}
          </button>
        )}
        {(o.status === "PENDING" || o.status === "ACCEPTED") && (
          <button
            type="button"
            disabled={busy}
            onClick={onCancel}
            className={`${big} flex-none border-2 border-red-800 text-red-800 focus-visible:outline-red-800`}
          >
            {STAFF_TEXT.cancel}
          </button>
        )}
      </div>
    </article>
  );
}
