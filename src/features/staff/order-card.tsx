"use client";

import { PAYMENT_PROVIDERS } from "@/domain/online-payment";
import { useLocale, useTranslations } from "next-intl";
import { mapLink } from "@/domain/geo";
import type { Locale } from "@/domain/locale";
import { formatMoney } from "@/domain/money";
import type { OrderStatus, StaffOrder } from "@/domain/order";
import type { OrderMode } from "@/domain/order-mode";
import { shortOrderNumber } from "@/domain/order";
import { ChosenOptions } from "@/ui/chosen-options";
import { useOrderTimeText } from "@/ui/order-time";
import { eventStage, OPEN_STATUSES, readyStage } from "@/domain/order-status";
import { isCourierStatus } from "@/domain/courier-booking";
import type { PaymentMethod, TransferConfirmation } from "@/domain/payment";
import { PAYMENT_METHODS } from "@/domain/payment";
import { staffPaymentLine } from "@/domain/online-payment";
import { canAccept } from "@/domain/staff-board";
import { clockTime, dayAndTime } from "@/domain/time";
import { useChannelName } from "@/ui/channel-name";
import type { WhatsAppOrderEvent } from "@/domain/whatsapp";
import { chatLink, WHATSAPP_ORDER_EVENTS } from "@/domain/whatsapp";
import { PaidInPersonButton, PaidInPersonMark } from "./paid-in-person";
import { CourierPanel } from "./courier-panel";
import { PrintActions } from "./print-actions";
import { CustomerName } from "./customer-name";
import { DiscountLines } from "./discount-lines";
import { CorrectOrder } from "./new-order/correct-order";
import { TakenByPhone } from "./new-order/taken-by-phone";

/** "850 m", "2.5 km" (English) or "2,5 km" (Indonesian): formatDistance in the customer's language. */
function distance(meters: number, locale: Locale): string {
  const km = meters >= 1000;
  return new Intl.NumberFormat(locale === "id" ? "id-ID" : "en", {
    style: "unit",
    unit: km ? "kilometer" : "meter",
    minimumFractionDigits: km ? 1 : 0,
    maximumFractionDigits: km ? 1 : 0,
    useGrouping: false,
  }).format(km ? meters / 1000 : meters);
}

/** The customer was sent a WhatsApp message about the order, or answered one. */
const talksOnWhatsApp = (o: StaffOrder) =>
  (o.replies ?? []).length > 0 || (o.messages ?? []).some((m) => m.channel === "whatsapp");

/** Who the timeline names by a word of staff's catalog: people's roles, and the payment gateways. */
const NAMED_ACTORS = ["staff", "operator", ...PAYMENT_PROVIDERS] as const;
const isNamed = (by: string): by is (typeof NAMED_ACTORS)[number] =>
  (NAMED_ACTORS as readonly string[]).includes(by);

// A button as wide as its words, moving to the next row when they do not fit beside the others
// (a column of a tablet's board) rather than breaking them over three lines.
const big =
  "inline-flex min-h-14 flex-auto items-center justify-center rounded-2xl px-5 text-lg font-bold " +
  "focus-visible:outline-4 focus-visible:outline-offset-2 disabled:opacity-50";

/** One order on the staff board: readable at arm's length, one tap per action. */
export function OrderCard({
  order,
  timeZone,
  showBranch,
  withDay = false,
  busy,
  onStatus,
  onCancel,
  onPaid,
  onRetryRefund,
}: {
  order: StaffOrder;
  timeZone: string;
  showBranch: boolean;
  /** Its day beside its time: an order of an earlier day (the older open orders). */
  withDay?: boolean;
  busy: boolean;
  onStatus: (status: OrderStatus) => void;
  onCancel: () => void;
  onPaid: () => void;
  onRetryRefund: () => void;
}) {
  const t = useTranslations("staff");
  const tOrder = useTranslations("order");
  const locale = useLocale();
  const timeText = useOrderTimeText(timeZone);
  const o = order;
  const currency = o.basket.currency;
  const placedAt = new Date(o.createdAt.seconds * 1000).toISOString();
  const method = o.payment.method as PaymentMethod;
  const transfer =
    method === "transfer" && typeof o.payment.confirmation === "object"
      ? (o.payment.confirmation as TransferConfirmation)
      : null;
  const number = shortOrderNumber(o.uid);
  const channelName = useChannelName();
  const online = o.onlinePayment ? staffPaymentLine(o.onlinePayment, o.status) : null;
  return (
    <article
      aria-label={t("orderLabel", { number })}
      data-status={o.status}
      className={`space-y-3 rounded-2xl bg-white p-4 text-base shadow-sm ring-2 ${
        canAccept(o) ? "ring-primary" : "ring-black/5"
      }`}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="flex min-w-0 flex-wrap items-baseline gap-x-3">
          <span className="font-mono text-3xl font-bold tracking-wide">#{number}</span>
          <CustomerName name={o.customerName} />
        </h3>
        <p className="text-lg">
          <span className="font-semibold">
            {t(o.orderMode === "DELIVERY" ? "mode.DELIVERY" : "mode.PICKUP")}
          </span>
          {" · "}
          <time dateTime={placedAt}>
            {(withDay ? dayAndTime : clockTime)(placedAt, timeZone, locale)}
          </time>
        </p>
      </header>
      <TakenByPhone order={o} />
      {showBranch && <p className="text-neutral-700">{o.selectedBranch.name}</p>}
      <p className="text-lg font-semibold">{timeText(o)}</p>
      {o.orderMode === "DELIVERY" && <DeliveryLines order={o} />}
      <CourierPanel order={o} />
      <ul className="divide-y divide-black/5 text-lg">
        {o.basket.items.map((item, line) => (
          <li key={line} className="flex gap-3 py-1">
            <span className="w-10 shrink-0 text-right font-bold">{item.qty}×</span>
            <div className="min-w-0">
              <p>{item.name}</p>
              {/* The kitchen reads the choices as they were ordered (issue 18 item 5). */}
              <ChosenOptions choices={item.choices} className="text-base font-semibold" />
            </div>
          </li>
        ))}
      </ul>
      {/* Issue 39: what the promotions and a reward took off; the total below is after them. */}
      <DiscountLines discounts={o.discounts} currency={currency} className="text-base" />
      <p className="flex flex-wrap justify-between gap-2">
        <span className="font-bold">{formatMoney(o.total, currency)}</span>
        <span>
          {PAYMENT_METHODS.includes(method) ? tOrder(`payment.${method}`) : method}
          {transfer && (
            <span className={o.paidAt ? "font-semibold text-green-800" : "text-red-800"}>
              {` · ${t(o.paidAt ? "paid" : "awaitingPayment")}`}
            </span>
          )}
          <PaidInPersonMark order={o} />
          {o.onlinePayment && ` · ${channelName(o.onlinePayment.channel)}`}
        </span>
      </p>
      {online && (
        <p
          data-testid="online-payment"
          className={`font-semibold ${
            online.key === "paidOnline" || online.key === "refunded"
              ? "text-green-800"
              : "text-red-800"
          }`}
        >
          {online.key === "refundFailed"
            ? t("online.refundFailed", { error: online.error })
            : t(`online.${online.key}`)}
        </p>
      )}
      <p>
        {o.customerPhoneNumber ? (
          <>
            <a
              href={`tel:${o.customerPhoneNumber}`}
              className="font-semibold text-primary underline underline-offset-4"
            >
              {o.customerPhoneNumber}
            </a>
            {/* Staff answer from WhatsApp itself (issue 37 item 4): the customer is there. */}
            {talksOnWhatsApp(o) && (
              <>
                {" · "}
                <a
                  href={chatLink(o.customerPhoneNumber)}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={t("talk.chatLabel")}
                  className="font-semibold text-primary underline underline-offset-4"
                >
                  {t("talk.chat")}
                </a>
              </>
            )}
          </>
        ) : (
          <span className="text-neutral-600">{t("customerErased")}</span>
        )}
      </p>
      {transfer && transfer.proofImageSrc && (
        <a href={transfer.proofImageSrc} target="_blank" rel="noreferrer" className="block">
          {/* The board shows a small copy; the link opens the (bounded) full one. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- a private upload, not a static asset */}
          <img
            src={`${transfer.proofImageSrc}?size=thumb`}
            alt={t("proofAlt", { number, method: transfer.transferMethod })}
            className="max-h-48 rounded-xl ring-1 ring-black/10"
          />
        </a>
      )}
      <CardTimeline order={o} timeZone={timeZone} />
      <CorrectOrder order={o} />
      <CardActions
        order={o}
        busy={busy}
        transfer={Boolean(transfer)}
        refundFailed={online?.key === "refundFailed"}
        onStatus={onStatus}
        onCancel={onCancel}
        onPaid={onPaid}
        onRetryRefund={onRetryRefund}
      />
      <PrintActions order={o} />
    </article>
  );
}

/**
 * Where a delivery goes, and what its fee was computed for, so staff can see it matches the
 * address (issue 13). The fee stays when the address does not (a deleted account's order, kept for
 * the books without it: docs/privacy.md).
 */
function DeliveryLines({ order: o }: { order: StaffOrder }) {
  const t = useTranslations("staff");
  const locale = useLocale();
  const address = o.deliveryAddress;
  return (
    <div>
      {address && (
        <p>
          {[address.name, address.addressDetails].filter(Boolean).join(" · ")}
          <br />
          <span className="text-neutral-700">{address.address}</span>
        </p>
      )}
      <p className="flex flex-wrap items-baseline justify-between gap-2 text-neutral-700">
        {o.deliveryMethod?.distanceInMeters !== undefined && (
          <span>
            {t("feeFor", {
              fee: formatMoney(o.deliveryMethod.price, o.basket.currency),
              distance: distance(o.deliveryMethod.distanceInMeters, locale),
            })}
          </span>
        )}
        {address && (
          <a
            href={mapLink(address)}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-primary underline underline-offset-4"
          >
            {t("openMap")}
          </a>
        )}
      </p>
    </div>
  );
}

/** A COURIER event (issue 38) is said by its status: "Courier: driver found". */
const courierStatus = (event: StaffOrder["events"][number]) =>
  event.type === "COURIER" && isCourierStatus(event.reason) ? event.reason : null;

/** One line of the timeline: a step of the order, a message to its customer, or their reply. */
type Line =
  | { kind: "event"; at: string; event: StaffOrder["events"][number] }
  | { kind: "message"; at: string; message: StaffOrder["messages"][number] }
  | { kind: "reply"; at: string; reply: StaffOrder["replies"][number] };

const isOrderEvent = (event: string | null): event is WhatsAppOrderEvent =>
  (WHATSAPP_ORDER_EVENTS as readonly (string | null)[]).includes(event);

/** The order's steps, its messages and the customer's replies, by time (a step first on a tie). */
function timelineLines(o: StaffOrder): Line[] {
  const lines: Line[] = [
    ...o.events.map((event) => ({ kind: "event" as const, at: event.at, event })),
    ...(o.messages ?? []).map((message) => ({ kind: "message" as const, at: message.at, message })),
    ...(o.replies ?? []).map((reply) => ({ kind: "reply" as const, at: reply.at, reply })),
  ];
  const rank = { event: 0, message: 1, reply: 2 };
  return lines
    .map((line, index) => ({ line, index }))
    .sort(
      (x, y) =>
        Date.parse(x.line.at) - Date.parse(y.line.at) ||
        rank[x.line.kind] - rank[y.line.kind] ||
        x.index - y.index,
    )
    .map(({ line }) => line);
}

/**
 * The order's timeline for staff: each step's time, who took it, and why; each message to the
 * customer with its channel and how it went, and their WhatsApp replies (issue 37 item 4).
 */
function CardTimeline({ order: o, timeZone }: { order: StaffOrder; timeZone: string }) {
  const t = useTranslations("staff");
  const locale = useLocale();
  const key = (line: Line) =>
    line.kind === "event"
      ? `e${line.event.id}`
      : line.kind === "message"
        ? `m${line.message.id}`
        : `r${line.reply.id}`;
  return (
    <ol className="space-y-0.5 text-sm text-neutral-700" aria-label={t("timeline")}>
      {timelineLines(o).map((line) => (
        <li key={key(line)} data-kind={line.kind}>
          <time dateTime={line.at} className="font-mono">
            {clockTime(line.at, timeZone, locale)}
          </time>{" "}
          {line.kind === "event" && <EventLine event={line.event} mode={o.orderMode} />}
          {line.kind === "message" && <MessageLine message={line.message} />}
          {line.kind === "reply" && (
            <span className="font-semibold text-neutral-900">
              {t("talk.reply", { text: line.reply.text })}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

/** A step of the order, who took it and why; a COURIER one in words of its status (issue 38). */
function EventLine({ event: e, mode }: { event: StaffOrder["events"][number]; mode: OrderMode }) {
  const t = useTranslations("staff");
  const tOrder = useTranslations("order");
  const tCouriers = useTranslations("couriers");
  const tBoard = useTranslations("courierBoard");
  // The gateways are named as they name themselves; kedai's own simulator in the staff's language.
  const actor = (by: string) => (isNamed(by) ? t(`actor.${by}`) : by);
  const courier = courierStatus(e);
  return (
    <>
      {courier ? tCouriers(`event.${courier}`) : tOrder(`timeline.${eventStage(e, mode)}`)}
      {/* The branch's rule booked it (issue 38): no one to name. */}
      {courier && e.by === "system"
        ? ` ${tBoard("automatically")}`
        : e.by !== "customer" && ` ${t("by", { actor: actor(e.by) })}`}
      {e.reason && !courier && ` — ${e.reason}`}
    </>
  );
}

/** "WhatsApp message: accepted · read"; a failed one in red. */
function MessageLine({ message: m }: { message: StaffOrder["messages"][number] }) {
  const t = useTranslations("staff");
  const event = t(`talk.event.${isOrderEvent(m.event) ? m.event : "other"}`);
  return (
    <>
      {m.fallback
        ? t("talk.fallback", { event })
        : t("talk.message", { channel: t(`talk.channel.${m.channel}`), event })}
      {" · "}
      <span
        data-status={m.status}
        className={m.status === "failed" ? "font-semibold text-red-800" : undefined}
      >
        {t(`talk.status.${m.status}`)}
      </span>
    </>
  );
}

/** What staff may do with the order now: its next step, mark paid, retry a refund, cancel. */
function CardActions({
  order: o,
  busy,
  transfer,
  refundFailed,
  onStatus,
  onCancel,
  onPaid,
  onRetryRefund,
}: {
  order: StaffOrder;
  busy: boolean;
  /** Paid by bank transfer: staff confirm the money came. */
  transfer: boolean;
  refundFailed: boolean;
  onStatus: (status: OrderStatus) => void;
  onCancel: () => void;
  onPaid: () => void;
  onRetryRefund: () => void;
}) {
  const t = useTranslations("staff");
  return (
    <div className="flex flex-wrap gap-3">
      {canAccept(o) && (
        <button
          type="button"
          disabled={busy}
          onClick={() => onStatus("ACCEPTED")}
          className={`${big} bg-primary text-on-primary focus-visible:outline-primary`}
        >
          {t("accept")}
        </button>
      )}
      {o.status === "ACCEPTED" && (
        <button
          type="button"
          disabled={busy}
          onClick={() => onStatus("READY")}
          className={`${big} bg-primary text-on-primary focus-visible:outline-primary`}
        >
          {t(`ready.${readyStage(o.orderMode)}`)}
        </button>
      )}
      {(o.status === "ACCEPTED" || o.status === "READY") && (
        <button
          type="button"
          disabled={busy}
          onClick={() => onStatus("COMPLETED")}
          className={`${big} ${o.status === "READY" ? "bg-primary text-on-primary" : "border-2 border-primary text-primary"} focus-visible:outline-primary`}
        >
          {t("complete")}
        </button>
      )}
      {transfer && !o.paidAt && o.status !== "CANCELLED" && (
        <button
          type="button"
          disabled={busy}
          onClick={onPaid}
          className={`${big} border-2 border-primary text-primary focus-visible:outline-primary`}
        >
          {t("markPaid")}
        </button>
      )}
      <PaidInPersonButton
        order={o}
        busy={busy}
        onPaid={onPaid}
        className={`${big} border-2 border-primary text-primary focus-visible:outline-primary`}
      />
      {refundFailed && (
        <button
          type="button"
          disabled={busy}
          onClick={onRetryRefund}
          className={`${big} border-2 border-primary text-primary focus-visible:outline-primary`}
        >
          {t("retryRefund")}
        </button>
      )}
      {OPEN_STATUSES.includes(o.status) && (
        <button
          type="button"
          disabled={busy}
          onClick={onCancel}
          className={`${big} flex-none border-2 border-red-800 text-red-800 focus-visible:outline-red-800`}
        >
          {t("cancel")}
        </button>
      )}
    </div>
  );
}
