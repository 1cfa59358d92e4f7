"use client";

import { useTranslations } from "next-intl";
import { lazy, useState } from "react";
import { shortOrderNumber } from "@/domain/order";
import type { StaffOrder } from "@/domain/order";
import { BIG_BUTTON, FormDialog } from "./form-dialog";

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
        className={`${BIG_BUTTON} w-full border-2 border-primary text-primary`}
      >
        {t("button")}
      </button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("title", { number: shortOrderNumber(order.uid) })}
        loading={t("loading")}
      >
        <CorrectionForm order={order} onDone={() => setOpen(false)} />
      </FormDialog>
    </>
  );
}
