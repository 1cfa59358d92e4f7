"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { COURIER_BOOKABLE_STATUSES } from "@/domain/courier-booking";
import type { CourierView, ServiceCode } from "@/domain/couriers";
import { COSTED_COURIER_STATUSES, isLiveStage, serviceOf } from "@/domain/couriers";
import { deliveryPaid } from "@/domain/discount-lines";
import { formatMoney } from "@/domain/money";
import type { StaffOrder } from "@/domain/order";
import { useErrorText } from "@/features/api/error-text";
import { notify } from "@/ui/toasts";
import { COURIERS_KEY, courierApi } from "./courier-api";
import { BookRow } from "./courier-book-row";

// An order card's courier (issue 38 items 3 and 4, docs/couriers.md): book it (the customer's
// choice, or another of the branch's), follow it (status, driver, plate, the courier's tracking,
// what the shop pays beside what the customer paid), see a failure at once and book again or
// switch, cancel it. The card changes by the board's live stream, as for every other tap.

const button =
  "inline-flex min-h-12 items-center justify-center rounded-2xl px-4 text-base font-bold " +
  "focus-visible:outline-4 focus-visible:outline-offset-2 disabled:opacity-50";
const link = "font-semibold text-primary underline underline-offset-4";

export function CourierPanel({ order }: { order: StaffOrder }) {
  const t = useTranslations("courierBoard");
  const errorText = useErrorText();
  // One read for the whole board: every card asks under the same key.
  const setup = useQuery({
    queryKey: COURIERS_KEY,
    queryFn: courierApi.services,
    staleTime: 5 * 60_000,
    // A board of pickups asks nothing.
    enabled: order.orderMode === "DELIVERY",
  });
  const branch = setup.data?.branches.find((b) => b.branchId === order.selectedBranch.id);
  const ordered = order.deliveryMethod?.courier;
  const courier = order.courier;
  const onError = (error: unknown) => notify("error", errorText(error));
  const book = useMutation({
    mutationFn: (service: ServiceCode) => courierApi.book(order.uid, service),
    onError,
  });
  const cancel = useMutation({ mutationFn: () => courierApi.cancel(order.uid), onError });
  if (order.orderMode !== "DELIVERY" || (!branch && !courier && !ordered)) return null;

  const live = courier !== null && isLiveStage(courier.stage);
  const failed = courier?.stage === "failed";
  const offered = [...new Set([ordered?.service, ...(branch?.services ?? []).map((s) => s.code)])]
    .filter((code): code is ServiceCode => code !== undefined)
    .map((code) => ({ code, name: serviceOf(code)?.name ?? code }));
  const bookable = COURIER_BOOKABLE_STATUSES.includes(order.status) && !live && offered.length > 0;
  const busy = book.isPending || cancel.isPending;
  return (
    <section
      aria-label={t("title")}
      data-testid="courier"
      data-stage={courier?.stage ?? "none"}
      className={`space-y-2 rounded-xl p-3 ${
        failed ? "bg-red-50 ring-2 ring-red-800" : "bg-neutral-50 ring-1 ring-black/10"
      }`}
    >
      {courier ? (
        <BookingLines
          courier={courier}
          // What the customer paid for it: a free-delivery promotion took its part (issue 39).
          fee={
            order.deliveryMethod ? deliveryPaid(order.deliveryMethod.price, order.discounts) : null
          }
          order={order}
        />
      ) : (
        <p className="font-semibold">
          {t("title")}
          {ordered &&
            ` · ${t("customerChose", { service: serviceOf(ordered.service)?.name ?? ordered.service })}`}
        </p>
      )}
      {!courier && ordered && branch && branch.booking.kind !== "manual" && (
        <p className="text-sm text-neutral-700">
          {t(`automatic.${branch.booking.kind}`, {
            minutes: branch.booking.kind === "before_slot" ? branch.booking.minutes : 0,
          })}
        </p>
      )}
      {bookable && (
        <BookRow
          offered={offered}
          initial={failed ? courier!.service : (ordered?.service ?? offered[0]!.code)}
          again={failed ? courier!.service : null}
          busy={busy}
          onBook={(service) => book.mutate(service)}
        />
      )}
      {live && (
        <button
          type="button"
          disabled={busy}
          onClick={() => cancel.mutate()}
          className={`${button} border-2 border-red-800 text-red-800 focus-visible:outline-red-800`}
        >
          {cancel.isPending ? t("cancelling") : t("cancel")}
        </button>
      )}
    </section>
  );
}

/** The booking: its status in words (a failure prominent), the driver, the links, the money. */
function BookingLines({
  courier: c,
  fee,
  order,
}: {
  courier: CourierView;
  fee: number | null;
  order: StaffOrder;
}) {
  const t = useTranslations("courierBoard");
  const tc = useTranslations("couriers");
  const currency = order.basket.currency;
  const failed = c.stage === "failed";
  return (
    <>
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{`${t("title")} · ${c.name}`}</span>
        <span
          role={failed ? "alert" : "status"}
          data-status={c.status}
          className={failed ? "text-lg font-bold text-red-800" : "font-semibold text-neutral-900"}
        >
          {tc(`status.${c.status}`)}
        </span>
      </p>
      {failed && <p className="font-semibold text-red-800">{t("failedHelp")}</p>}
      {!failed && (c.driverName || c.driverPlate || c.driverPhone) && (
        <p className="flex flex-wrap gap-x-3">
          {c.driverName && <span>{t("driver", { name: c.driverName })}</span>}
          {c.driverPhone && (
            <a href={`tel:${c.driverPhone}`} className={link}>
              {c.driverPhone}
            </a>
          )}
          {c.driverPlate && <span>{t("plate", { plate: c.driverPlate })}</span>}
        </p>
      )}
      <p className="flex flex-wrap justify-between gap-x-3 text-sm text-neutral-700">
        <span>
          {costLine(c, (amount) => formatMoney(amount, currency), t)}
          {fee !== null && ` · ${t("paid", { fee: formatMoney(fee, currency) })}`}
        </span>
        {c.trackingLink && !failed && (
          <a href={c.trackingLink} target="_blank" rel="noopener" className={link}>
            {t("track")}
          </a>
        )}
      </p>
    </>
  );
}

/**
 * What the shop pays the courier: charged once the driver has the order; quoted before; nothing
 * for a booking that ended before pickup (no driver, cancelled).
 */
function costLine(
  c: CourierView,
  money: (amount: number) => string,
  t: ReturnType<typeof useTranslations<"courierBoard">>,
): string {
  if (COSTED_COURIER_STATUSES.includes(c.status))
    return c.cost !== null ? t("cost", { cost: money(c.cost) }) : t("costUnknown");
  if (c.stage === "failed") return t("costNone");
  return c.cost !== null ? t("costQuoted", { cost: money(c.cost) }) : t("costUnknown");
}
