"use client";

import { useTranslations } from "next-intl";
import type { StaffOrder } from "@/domain/order";
import { inPersonPayment, paidInPerson } from "@/domain/payment";

// Cash on delivery and pay at outlet (issue 36 item 5, docs/till.md): completing the order marks
// it paid; "Mark as paid" marks it before, when the money comes first (a customer paying at the
// counter while the cake is boxed). The same tap and call as a transfer's.

/** "Mark as paid" on an open order paid in person, not marked yet. */
export function PaidInPersonButton({
  order,
  busy,
  onPaid,
  className,
}: {
  order: StaffOrder;
  busy: boolean;
  onPaid: () => void;
  className: string;
}) {
  const t = useTranslations("staff");
  if (inPersonPayment(order) === null) return null;
  return (
    <button type="button" disabled={busy} onClick={onPaid} className={className}>
      {t("markPaid")}
    </button>
  );
}

/** " · Paid" after the payment method of an order paid in person, once it is. */
export function PaidInPersonMark({ order }: { order: StaffOrder }) {
  const t = useTranslations("staff");
  if (!paidInPerson(order.payment.method) || !order.paidAt) return null;
  return <span className="font-semibold text-green-800">{` · ${t("paid")}`}</span>;
}
