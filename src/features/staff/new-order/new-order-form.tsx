"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { branchOrderModes } from "@/domain/branch-offer";
import { formatMoney } from "@/domain/money";
import { shortOrderNumber } from "@/domain/order";
import { orderInstant } from "@/domain/sold-out";
import { useErrorText } from "@/features/api/error-text";
import { useAuth } from "@/features/auth/auth-store";
import { menuOf, useBranches, useStoreConfigs } from "@/features/basket/storefront-data";
import { useBrand } from "@/ui/brand-context";
import { Choices } from "@/ui/choices";
import { Pulse } from "@/ui/pulse";
import { useMinute } from "@/ui/use-minute";
import { notify } from "@/ui/toasts";
import type { Caller } from "./customer-fields";
import { CustomerFields, noCaller } from "./customer-fields";
import { DeliveryFields } from "./delivery-fields";
import type { Draft } from "./draft";
import { emptyDraft, orderOf } from "./draft";
import { BIG_BUTTON } from "./form-dialog";
import { LinesAndTime } from "./lines-and-time";
import { MenuPicker } from "./menu-picker";
import { PaymentChoice } from "./payment-choice";
import { QuoteTotal, useQuote } from "./quote-total";
import { staffOrdersApi } from "./staff-orders-api";

/**
 * A new order taken by phone or WhatsApp (issue 36 item 4): the caller's number and name, the
 * branch's menu, the basket, pickup or delivery, now or a slot, the payment; priced by the server
 * as it is taken down, and placed as the customer's own order. Loaded when the dialog opens.
 */
export default function NewOrderForm({ onPlaced }: { onPlaced: () => void }) {
  const t = useTranslations("staffOrders");
  const errorText = useErrorText();
  const minute = useMinute();
  const brand = useBrand();
  const queryClient = useQueryClient();
  const staff = useAuth((s) => s.data?.staff);
  const branches = useBranches().data?.filter((b) => staff?.branchIds.includes(b.id));
  const configs = useStoreConfigs().data;
  const [caller, setCaller] = useState<Caller>(noCaller);
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(null));
  // One key per order: a second tap, or a retry after a lost answer, places it once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const branchId = draft.branchId ?? branches?.[0]?.id ?? null;
  const branch = branches?.find((b) => b.id === branchId);
  const menu = menuOf(branches, branchId);
  const firstMethod = configs?.salesChannels.customerApp.shippingBlocks.find((b) => b.isActive);
  // The first active method until staff pick one: shown chosen, and ordered with, even while the
  // rest of the order is not complete yet.
  const deliveryMethod = draft.deliveryMethod ?? firstMethod?.humanReadableName ?? null;
  const order = orderOf({ ...draft, branchId, deliveryMethod });
  const quote = useQuote(order);
  const change = (part: Partial<Draft>) => setDraft((d) => ({ ...d, ...part }));
  const take = useMutation({
    mutationFn: () =>
      staffOrdersApi.take(
        {
          phoneNumber: caller.e164!,
          ...(caller.name?.trim() ? { name: caller.name.trim() } : {}),
          order: order!,
        },
        key,
      ),
    onSuccess: ({ uid }) => {
      notify("success", t("placed", { number: shortOrderNumber(uid) }));
      void queryClient.invalidateQueries({ queryKey: ["staff-customer"] });
      setKey(crypto.randomUUID());
      onPlaced();
    },
  });

  if (!staff || !branches || !configs) return <Pulse label={t("loading")} />;
  const at = orderInstant(draft.time, draft.scheduledFor, minute ?? 0);
  const ready = order !== null && caller.e164 !== null && quote.current && quote.isSuccess;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-5">
        <CustomerFields caller={caller} onChange={setCaller} />
        {branches.length > 1 && (
          <Choices
            legend={t("branch")}
            titled="base"
            look="chips"
            value={branchId}
            onChange={(id) => change({ branchId: id, items: [], scheduledFor: null })}
            choices={branches.map((b) => ({ value: b.id, label: b.name }))}
          />
        )}
        <Choices
          legend={t("mode.title")}
          titled="base"
          look="chips"
          value={draft.orderMode}
          onChange={(orderMode) => change({ orderMode, method: null })}
          choices={branchOrderModes(branch).map((m) => ({ value: m, label: t(`mode.${m}`) }))}
        />
        {draft.orderMode === "DELIVERY" && (
          <DeliveryFields
            configs={configs}
            draft={{ ...draft, deliveryMethod }}
            onChange={change}
          />
        )}
        <MenuPicker
          menu={menu}
          branch={branch}
          at={at}
          currency={brand.currency}
          items={draft.items}
          onChange={(items) => change({ items })}
        />
      </div>
      <aside className="space-y-5 lg:sticky lg:top-0 lg:self-start" aria-label={t("summary")}>
        <LinesAndTime
          title={t("basket.title")}
          menu={menu}
          currency={brand.currency}
          branchId={branchId}
          items={draft.items}
          time={draft.time}
          scheduledFor={draft.scheduledFor}
          onItems={(items) => change({ items })}
          onTime={(time, scheduledFor) => change({ time, scheduledFor })}
        />
        <PaymentChoice configs={configs} mode={draft.orderMode} draft={draft} onChange={change} />
        <QuoteTotal quote={quote} currency={brand.currency} />
        {take.isError && (
          <p role="alert" className="font-semibold text-red-800">
            {errorText(take.error)}
          </p>
        )}
        <button
          type="button"
          className={`${BIG_BUTTON} w-full bg-primary text-on-primary`}
          disabled={!ready || take.isPending}
          onClick={() => take.mutate()}
        >
          {ready && quote.data
            ? t("place", { total: formatMoney(quote.data.total, brand.currency) })
            : t("placeDisabled")}
        </button>
        {caller.e164 === null && <p className="text-sm text-neutral-700">{t("needPhone")}</p>}
      </aside>
    </div>
  );
}
