"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import type { StandinCourierBooking, StandinCourierEvent } from "@/contract/couriers-outside";
import { outsideRoutes } from "@/contract/routes-outside";
import { formatMoney } from "@/domain/money";
import { shortOrderNumber } from "@/domain/order";
import { call } from "@/features/api/client";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";

/** The buttons of a booking, as a courier's day goes: its progress, then its failures. */
const PRESSES: readonly StandinCourierEvent[] = [
  "driverFound",
  "pickedUp",
  "delivered",
  "noDriver",
  "driverCancelled",
  "returned",
];
const FAILURES: readonly StandinCourierEvent[] = ["noDriver", "driverCancelled", "returned"];
/** Bookings are made by the board: the page looks again this often. */
const POLL_MS = 2000;

/**
 * The courier stand-in's page (issue 38, docs/couriers.md): the stand-in's bookings of the shop,
 * newest first, each with the buttons that move it as a courier would (the stand-in then calls
 * the shop's webhook, as Biteship does). With `booking`, that one booking as the courier's own
 * tracking page shows it: its driver and status. Demos and tests only: COURIER_PROVIDER=standin.
 */
export function CouriersStandinView({ booking }: { booking?: string }) {
  const t = useTranslations("couriersStandin");
  const refusal = useErrorText();
  const key = ["couriers-standin", booking ?? ""];
  const list = useQuery({
    queryKey: key,
    queryFn: () =>
      call(outsideRoutes.couriers.standinBookings, { query: booking ? { booking } : {} }),
    refetchInterval: POLL_MS,
    retry: false,
  });
  const bookings = list.data?.bookings ?? [];
  return (
    <main className="mx-auto max-w-2xl space-y-4 px-4 py-6">
      <header className="space-y-1 rounded-2xl border-2 border-dashed border-sky-700 bg-sky-50 p-4">
        <h1 className="text-2xl font-bold">{booking ? t("trackingTitle") : t("title")}</h1>
        <p className="text-sky-950">{booking ? t("trackingNotice") : t("testNotice")}</p>
        {booking && (
          <a href="?" className="inline-block font-semibold text-sky-900 underline">
            {t("all")}
          </a>
        )}
      </header>
      {list.isPending ? (
        <div
          role="status"
          aria-label={t("loading")}
          className="mx-auto mt-10 h-16 w-16 animate-pulse rounded-full bg-sky-300"
        />
      ) : list.isError ? (
        <p role="alert" className="font-semibold text-red-800">
          {refusal(list.error)}
        </p>
      ) : bookings.length === 0 ? (
        <p>{booking ? t("notFound") : t("none")}</p>
      ) : (
        <ol aria-label={t("bookings")} className="space-y-3">
          {bookings.map((b) => (
            <BookingCard key={b.id} booking={b} tracking={Boolean(booking)} queryKey={key} />
          ))}
        </ol>
      )}
    </main>
  );
}

function BookingCard({
  booking: b,
  tracking,
  queryKey,
}: {
  booking: StandinCourierBooking;
  tracking: boolean;
  queryKey: string[];
}) {
  const t = useTranslations("couriersStandin");
  const locale = useLocale();
  const refusal = useErrorText();
  const queryClient = useQueryClient();
  const press = useMutation({
    mutationFn: (event: StandinCourierEvent) =>
      call(outsideRoutes.couriers.standinPress, { params: { id: b.id }, body: { event } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey }),
  });
  return (
    <li
      aria-label={t("booking", { id: b.id })}
      className="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-black/10"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">{t("order", { order: shortOrderNumber(b.orderId) })}</p>
        <p className="font-mono text-sm text-neutral-700">
          {b.service} · {b.id}
        </p>
      </div>
      <p className="text-lg font-bold" data-status={b.status}>
        {t(`status.${b.status}`)}
      </p>
      <p>
        <span className="font-semibold">{t("driver")}: </span>
        {b.driverName ? (
          <>
            {b.driverName}
            {b.driverPlate && (
              <>
                {" · "}
                <span className="font-mono">{b.driverPlate}</span>
              </>
            )}
            {b.driverPhone && (
              <>
                {" · "}
                <a className="underline" href={`tel:${b.driverPhone}`}>
                  {b.driverPhone}
                </a>
              </>
            )}
          </>
        ) : (
          t("noDriverYet")
        )}
      </p>
      <p className="text-sm text-neutral-700">
        {/* The customer's tracking page does not say what the shop pays. */}
        {!tracking && <>{t("cost", { cost: formatMoney(b.cost, "IDR") })} · </>}
        {t("updated", { time: new Date(b.updatedAt).toLocaleString(locale) })}
      </p>
      {!tracking && (
        <div className="flex flex-wrap gap-2">
          {PRESSES.map((event) => (
            <Button
              key={event}
              type="button"
              // The courier's progress filled, its failures outlined.
              variant={FAILURES.includes(event) ? "outlined" : "primary"}
              disabled={press.isPending}
              onClick={() => press.mutate(event)}
            >
              {t(`press.${event}`)}
            </Button>
          ))}
        </div>
      )}
      {press.isSuccess && (
        <p role="status" className="font-semibold text-green-800">
          {t("sent", { status: press.data.webhookStatus })}
        </p>
      )}
      {press.isError && (
        <p role="alert" className="font-semibold text-red-800">
          {refusal(press.error)}
        </p>
      )}
    </li>
  );
}
