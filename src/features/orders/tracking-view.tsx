"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { formatMoney, lineAmount } from "@/domain/money";
import type { OrderDetail } from "@/domain/order";
import { COMPONENT_ERRORS, ORDER_STATUSES, shortOrderNumber } from "@/domain/order";
import type { PaymentChannel } from "@/domain/online-payment";
import { customerPaymentLine, waitsForCustomerPayment } from "@/domain/online-payment";
import type { InPersonMethod } from "@/domain/payment";
import { inPersonMethods, inPersonPayment, onlineChannels } from "@/domain/payment";
import { useStoreConfigs } from "@/features/basket/storefront-data";
import { statusStage } from "@/domain/order-status";
import { useBrand } from "@/ui/brand-context";
import { ChosenOptions } from "@/ui/chosen-options";
import { DiscountLines } from "@/ui/discount-lines";
import { useOrderTimeText } from "@/ui/order-time";
import { ErrorState } from "@/ui/error-state";
import { Pulse } from "@/ui/pulse";
import { POLL_WHILE_OFFLINE_MS, useEventStream } from "@/ui/use-event-stream";
import { CourierBlock } from "./courier-block";
import { OrderTimeline } from "./order-timeline";
import { PaymentPanel } from "./payment-panel";
import { ReorderButton } from "./reorder-button";
import { ordersApi, orderEventsUrl } from "./orders-api";

/** Spec §2 "Tracking page": "While loading it shows a pulsing indicator." */
export function TrackingPending() {
  const t = useTranslations("orders");
  return <Pulse label={t("loadingOrder")} />;
}

/**
 * Spec §2 "Tracking page", kept live by the order's event stream (polling while it is down).
 * `initialOrder`: the order as the server rendered it into the page, when it could.
 */
export function TrackingView({
  orderId,
  initialOrder,
}: {
  orderId: string;
  initialOrder?: OrderDetail;
}) {
  const t = useTranslations("orders");
  const tOrder = useTranslations("order");
  const brand = useBrand();
  const timeText = useOrderTimeText(brand.timeZone);
  const queryClient = useQueryClient();
  const configs = useStoreConfigs().data;
  const { live } = useEventStream(orderEventsUrl(brand.id, orderId), {
    order: (data) => queryClient.setQueryData(["order", orderId], data),
  });
  const order = useQuery({
    queryKey: ["order", orderId],
    queryFn: () => ordersApi.one(brand.id, orderId),
    initialData: initialOrder,
    retry: false,
    refetchInterval: live ? false : POLL_WHILE_OFFLINE_MS,
  });

  if (order.isPending) return <TrackingPending />;
  // A failed refresh keeps the last known order on screen (the stream or the next poll fixes it).
  if (!order.data) return <p className="py-10 text-center text-lg">{t("couldNotFind")}</p>;
  const o = order.data;
  if (!o.deliveryOrPickupTime) return <ErrorState code={COMPONENT_ERRORS.orderWithoutTime} />;
  const status = ORDER_STATUSES.includes(o.status)
    ? statusStage(o.status, o.orderMode)
    : "NOT_INIT";
  // Paying online, not paid yet: the order waits for its customer, not the kitchen (issue 32).
  const awaitsCustomer = waitsForCustomerPayment(o);
  const headline = awaitsCustomer
    ? tOrder("awaitingPayment.headline")
    : tOrder(`status.${status}.headline`);
  const subtext = awaitsCustomer
    ? tOrder("awaitingPayment.subtext")
    : tOrder(`status.${status}.subtext`);
  const inPerson = inPersonPayment(o);
  const currency = o.basket.currency;
  const time = timeText(o);
  const cancelled = o.events.findLast((e) => e.status === "CANCELLED");
  const online = o.onlinePayment;
  const onlineLine = customerPaymentLine(online);
  // Paying online (issue 20): the charge asked for again; the answer is the order's payment.
  const retryCharge = async () => {
    const payment = await ordersApi.payment(brand.id, orderId);
    queryClient.setQueryData<OrderDetail>(["order", orderId], (current) =>
      current ? { ...current, onlinePayment: payment } : current,
    );
  };
  // After a failed payment (issue 32 item 6): a new charge, or paying in person instead.
  const afterFailure = {
    channels: configs ? onlineChannels(configs) : [],
    inPerson: configs ? inPersonMethods(o.orderMode, configs) : [],
    tryAgain: async (channel: PaymentChannel) => {
      const payment = await ordersApi.tryAgain(brand.id, orderId, channel);
      queryClient.setQueryData<OrderDetail>(["order", orderId], (current) =>
        current ? { ...current, onlinePayment: payment } : current,
      );
    },
    payInPerson: async (method: InPersonMethod) => {
      queryClient.setQueryData(
        ["order", orderId],
        await ordersApi.payInPerson(brand.id, orderId, method),
      );
    },
  };
  return (
    <div className="space-y-4">
      <header className="space-y-1 py-4 text-center" aria-live="polite">
        <p className="text-sm text-neutral-600">
          {tOrder("number", { number: shortOrderNumber(o.uid) })}
        </p>
        <h1 className="text-2xl font-bold">{headline}</h1>
        {subtext && <p className="text-neutral-700">{subtext}</p>}
        {inPerson && (
          <p className="text-sm font-semibold" data-testid="payment-status">
            {tOrder(`howToPay.${inPerson}`, { amount: formatMoney(o.total, currency) })}
          </p>
        )}
        {cancelled?.reason && <p className="text-neutral-700">{cancelled.reason}</p>}
        {o.payment.method === "transfer" && (
          <p className="text-sm font-semibold" data-testid="payment-status">
            {tOrder(o.paidAt ? "paymentStatus.paid" : "paymentStatus.awaiting")}
          </p>
        )}
        {onlineLine && (
          <p className="text-sm font-semibold" data-testid="payment-status">
            {tOrder(`paymentStatus.${onlineLine}`)}
          </p>
        )}
      </header>
      {online && awaitsCustomer && (
        <PaymentPanel payment={online} retry={retryCharge} afterFailure={afterFailure} />
      )}
      {/* A cancelled order's courier was cancelled with it: nothing to follow. */}
      {o.courier && o.status !== "CANCELLED" && <CourierBlock courier={o.courier} />}
      <WhereAndWhen order={o} time={time} />
      <OrderItems order={o} />
      <OrderTimeline events={o.events} mode={o.orderMode} timeZone={brand.timeZone} />
    </div>
  );
}

/** Where the order goes or is picked up, when, and the branch's number to call. */
function WhereAndWhen({ order: o, time }: { order: OrderDetail; time: string }) {
  const t = useTranslations("orders");
  return (
    <section
      aria-labelledby="where"
      className="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-black/5"
    >
      <h2 id="where" className="font-bold">
        {t(o.orderMode === "DELIVERY" ? "deliverTo" : "pickupFrom")}
      </h2>
      <p>
        {o.orderMode === "DELIVERY"
          ? [o.deliveryAddress?.name, o.deliveryAddress?.addressDetails].filter(Boolean).join(" · ")
          : o.selectedBranch.name}
      </p>
      <p className="text-sm text-neutral-700">
        {o.orderMode === "DELIVERY" ? o.deliveryAddress?.address : o.selectedBranch.address.address}
      </p>
      <p className="text-sm">{time}</p>
      <a
        href={`tel:${o.selectedBranch.phoneNumber}`}
        className="inline-flex h-11 items-center rounded-full border border-outline px-4 font-semibold text-primary"
      >
        {t("callResto")}
      </a>
    </section>
  );
}

/** The order's lines as charged, its delivery, its discounts and total, and Reorder. */
function OrderItems({ order: o }: { order: OrderDetail }) {
  const t = useTranslations("orders");
  const currency = o.basket.currency;
  return (
    <section aria-labelledby="items" className="rounded-2xl bg-white p-4 ring-1 ring-black/5">
      <h2 id="items" className="mb-2 font-bold">
        {t("yourOrder")}
      </h2>
      <ul className="divide-y divide-black/5 text-sm">
        {o.basket.items.map((item, line) => (
          <li key={line} className="flex justify-between gap-3 py-2">
            <div className="min-w-0">
              <p>{`${item.qty} × ${item.name}`}</p>
              <ChosenOptions choices={item.choices} />
            </div>
            <span className="shrink-0">{formatMoney(lineAmount(item), currency)}</span>
          </li>
        ))}
        {o.deliveryMethod && (
          <li className="flex justify-between py-2">
            <span>{o.deliveryMethod.humanReadableName}</span>
            <span>{formatMoney(o.deliveryMethod.price, currency)}</span>
          </li>
        )}
        {/* What promotions and a reward took off (issue 39), as the order was priced. */}
        <DiscountLines as="ul" discounts={o.discounts ?? []} currency={currency} className="py-2" />
        <li className="flex justify-between py-2 text-base font-bold">
          <span>{t("total")}</span>
          <span>{formatMoney(o.total, currency)}</span>
        </li>
      </ul>
      <ReorderButton order={o} className="mt-2 w-full" />
    </section>
  );
}
