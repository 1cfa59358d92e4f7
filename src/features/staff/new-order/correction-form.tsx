"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { formatMoney } from "@/domain/money";
import type { StaffOrder } from "@/domain/order";
import { shortOrderNumber } from "@/domain/order";
import type { Correction } from "@/domain/order-correction";
import { correctedBody, correctionOf } from "@/domain/order-correction";
import { orderInstant } from "@/domain/sold-out";
import { useErrorText } from "@/features/api/error-text";
import { menuOf, useBranches } from "@/features/basket/storefront-data";
import { Pulse } from "@/ui/pulse";
import { useMinute } from "@/ui/use-minute";
import { notify } from "@/ui/toasts";
import { BIG_BUTTON } from "./form-dialog";
import { LinesAndTime } from "./lines-and-time";
import { MenuPicker } from "./menu-picker";
import { QuoteTotal, useQuote } from "./quote-total";
import { staffOrdersApi } from "./staff-orders-api";

/**
 * A new order corrected (issue 36 item 4): its lines and time as the customer now wants them,
 * priced again by the server; the rest (branch, mode, address, payment) stays as placed.
 * Loaded when the dialog opens.
 */
export default function CorrectionForm({
  order,
  onDone,
}: {
  order: StaffOrder;
  onDone: () => void;
}) {
  const t = useTranslations("staffOrders.correct");
  const errorText = useErrorText();
  const minute = useMinute();
  const branches = useBranches().data;
  const [initial] = useState(() => correctionOf(order));
  const [correction, setCorrection] = useState<Correction>(initial);
  const branchId = order.selectedBranch.id;
  const change = (part: Partial<Correction>) => setCorrection((c) => ({ ...c, ...part }));
  const changed = JSON.stringify(correction) !== JSON.stringify(initial);
  const complete =
    correction.items.length > 0 &&
    (correction.deliveryOrPickupTime === "NOW" || correction.scheduledFor !== null);
  const quote = useQuote(
    changed && complete ? correctedBody({ ...order, branchId }, correction) : null,
  );
  const fix = useMutation({
    mutationFn: () => staffOrdersApi.correct(order.uid, correction),
    onSuccess: () => {
      notify("success", t("saved", { number: shortOrderNumber(order.uid) }));
      onDone();
    },
  });

  if (!branches) return <Pulse label={t("loading")} />;
  const menu = menuOf(branches, branchId);
  const branch = branches.find((b) => b.id === branchId);
  const currency = order.basket.currency;
  const at = orderInstant(correction.deliveryOrPickupTime, correction.scheduledFor, minute ?? 0);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <MenuPicker
        menu={menu}
        branch={branch}
        at={at}
        currency={currency}
        items={correction.items}
        onChange={(items) => change({ items })}
      />
      <aside className="space-y-5 lg:sticky lg:top-0 lg:self-start" aria-label={t("summary")}>
        <LinesAndTime
          title={t("lines")}
          menu={menu}
          currency={currency}
          branchId={branchId}
          items={correction.items}
          time={correction.deliveryOrPickupTime}
          scheduledFor={correction.scheduledFor}
          onItems={(items) => change({ items })}
          onTime={(deliveryOrPickupTime, scheduledFor) =>
            change({ deliveryOrPickupTime, scheduledFor })
          }
        />
        <p className="flex justify-between text-neutral-700">
          <span>{t("was")}</span>
          <span>{formatMoney(order.total, currency)}</span>
        </p>
        {changed && <QuoteTotal quote={quote} currency={currency} />}
        <p className="text-sm text-neutral-700">{t("told")}</p>
        {fix.isError && (
          <p role="alert" className="font-semibold text-red-800">
            {errorText(fix.error)}
          </p>
        )}
        <button
          type="button"
          className={`${BIG_BUTTON} w-full bg-primary text-on-primary`}
          disabled={!changed || !complete || !quote.current || !quote.isSuccess || fix.isPending}
          onClick={() => fix.mutate()}
        >
          {t("save")}
        </button>
      </aside>
    </div>
  );
}
