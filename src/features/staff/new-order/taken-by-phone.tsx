"use client";

import { useTranslations } from "next-intl";
import type { StaffOrder } from "@/domain/order";

/** On a board card: staff took this order by phone or WhatsApp (issue 36 item 4). */
export function TakenByPhone({ order }: { order: StaffOrder }) {
  const t = useTranslations("staffOrders");
  if (!order.takenByStaff) return null;
  return (
    <p className="inline-block rounded-full bg-secondary-container px-3 py-1 text-base font-semibold text-on-secondary-container">
      {t("takenByPhone")}
    </p>
  );
}
