"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import { shortOrderNumber } from "@/domain/order";
import type { StaffOrder } from "@/domain/order";
import { Dialog } from "@/ui/dialog";
import { Pulse } from "@/ui/pulse";

const CorrectionForm = lazy(() => import("./correction-form"));

/**
 * A new order's "Correct" (issue 36 item 4): its items, quantities, choices and time, while it is
 * not accepted yet. The customer is told what changed.
 */
export function CorrectOrder({ order }: { order: StaffOrder }) {
  const t = useTranslations("staffOrders.correct");
  const [open, setOpen] = useState(false);
  if (order.status !== "PENDING") return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-14 w-full items-center justify-center rounded-2xl border-2 border-primary px-5 text-lg font-bold text-primary focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {t("button")}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("title", { number: shortOrderNumber(order.uid) })}
        size="page"
      >
        <Suspense fallback={<Pulse label={t("loading")} />}>
          <CorrectionForm order={order} onDone={() => setOpen(false)} />
        </Suspense>
      </Dialog>
    </>
  );
}
