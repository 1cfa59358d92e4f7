"use client";

import { useTranslations } from "next-intl";
import { lazy, useState } from "react";
import { BIG_BUTTON, FormDialog } from "./form-dialog";

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
        className={`${BIG_BUTTON} bg-primary text-on-primary`}
      >
        {t("newOrder")}
      </button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("newOrderTitle")}
        loading={t("loading")}
      >
        <NewOrderForm onPlaced={() => setOpen(false)} />
      </FormDialog>
    </>
  );
}
