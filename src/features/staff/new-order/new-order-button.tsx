"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import { Dialog } from "@/ui/dialog";
import { Pulse } from "@/ui/pulse";

// The form, with the phone field's code, comes when the dialog first opens: the board's own
// page stays as light as it was (decision 0032).
const NewOrderForm = lazy(() => import("./new-order-form"));

/** The board's "New order": an order taken by phone or WhatsApp (issue 36 item 4). */
export function NewOrderButton() {
  const t = useTranslations("staffOrders");
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-14 items-center justify-center rounded-2xl bg-primary px-5 text-lg font-bold text-on-primary focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {t("newOrder")}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t("newOrderTitle")} size="page">
        <Suspense fallback={<Pulse label={t("loading")} />}>
          <NewOrderForm onPlaced={() => setOpen(false)} />
        </Suspense>
      </Dialog>
    </>
  );
}
