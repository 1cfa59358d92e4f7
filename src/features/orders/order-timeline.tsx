import { useLocale, useTranslations } from "next-intl";
import type { OrderMode } from "@/domain/order-mode";
import type { OrderEventView } from "@/domain/order";
import { isCourierStatus } from "@/domain/courier-booking";
import { courierStage } from "@/domain/couriers";
import { eventStage } from "@/domain/order-status";
import { clockTime } from "@/domain/time";

/** The order's history with times: received, accepted, ready, completed or cancelled, paid, its courier. */
export function OrderTimeline({
  events,
  mode,
  timeZone,
}: {
  events: OrderEventView[];
  mode: OrderMode;
  timeZone: string;
}) {
  const t = useTranslations("orders");
  const tOrder = useTranslations("order");
  const tCouriers = useTranslations("couriers");
  const locale = useLocale();
  if (events.length === 0) return null;
  const cancelled = events.some((e) => e.type === "STATUS" && e.status === "CANCELLED");
  return (
    <section aria-labelledby="timeline" className="rounded-2xl bg-white p-4 ring-1 ring-black/5">
      <h2 id="timeline" className="mb-2 font-bold">
        {t("timeline")}
      </h2>
      <ol className="space-y-2 text-sm">
        {events.map((e) => {
          // Its courier's steps (issue 38) in words: "Courier: driver found".
          const courier = e.type === "COURIER" && isCourierStatus(e.reason) ? e.reason : null;
          // A failed booking is the shop's to mend: the customer is told another courier comes
          // (unless the order was cancelled, and its courier with it).
          const mending = courier && courierStage(courier) === "failed" && !cancelled;
          const label = courier
            ? tCouriers(mending ? "tracking.timelineFailed" : `event.${courier}`)
            : tOrder(`timeline.${eventStage(e, mode)}`);
          return (
            <li
              key={e.id}
              className="flex items-baseline gap-3"
              data-event={e.type === "STATUS" ? e.status : e.type}
            >
              <time
                dateTime={e.at}
                className="w-12 shrink-0 font-mono tabular-nums text-neutral-700"
              >
                {clockTime(e.at, timeZone, locale)}
              </time>
              <span>
                <span className="font-semibold">{label}</span>
                {e.reason && !courier && (
                  <span className="text-neutral-700">{` — ${e.reason}`}</span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
