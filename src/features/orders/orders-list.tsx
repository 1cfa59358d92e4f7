"use client";

import { useQuery } from "@tanstack/react-query";
import { useLinkStatus } from "next/link";
import { Link } from "@/ui/link";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { itemCount } from "@/domain/basket";
import { formatMoney } from "@/domain/money";
import { ORDER_STATUSES, shortOrderNumber } from "@/domain/order";
import { statusStage } from "@/domain/order-status";
import { ROUTES } from "@/domain/routes";
import { useAuth } from "@/features/auth/auth-store";
import { apiError } from "@/features/api/client";
import { useBrand } from "@/ui/brand-context";
import { ordersApi } from "./orders-api";
import { ChosenOptions } from "@/ui/chosen-options";
import { minusMoney, useDiscountLabel } from "@/ui/discount-lines";
import { ReorderButton } from "./reorder-button";

const STATUS_COLOUR: Record<string, string> = {
  READY: "text-green-700",
  COMPLETED: "text-green-700",
  CANCELLED: "text-red-700",
};

/**
 * Spec §2 "Tracking page": "While loading it shows a pulsing indicator." The page's own loading
 * state shows at once when Next.js has prefetched it; until then (a slow network that has not
 * prefetched it yet) the tapped link pulses, so a tap is never answered by a still screen.
 */
function OpeningIndicator() {
  const t = useTranslations("orders");
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span
      role="status"
      aria-label={t("loadingOrder")}
      className="ml-2 inline-block h-3 w-3 animate-pulse rounded-full bg-primary/60 align-middle"
    />
  );
}

/** Spec §2 "Orders list page 'Your Orders'". */
export function OrdersList() {
  const t = useTranslations("orders");
  const tOrder = useTranslations("order");
  const tc = useTranslations("common");
  const locale = useLocale();
  const { timeZone } = useBrand();
  // 24-hour times in English too, in the brand's time zone, as the tracking page's timeline shows
  // them (clockTime), whatever zone the phone is set to.
  const dateFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(locale === "id" ? "id-ID" : "en-GB", {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone,
      }),
    [locale, timeZone],
  );
  const discountLabel = useDiscountLabel();
  const user = useAuth((s) => s.data);
  const orders = useQuery({
    queryKey: ["my-orders", user?.uid],
    queryFn: () => ordersApi.mine(user!.uid),
    enabled: Boolean(user),
  });
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("yourOrders")}</h1>
      {orders.isPending && <p role="status">{tc("loading")}</p>}
      {orders.isError && (
        <p role="alert">{t("loadFailed", { code: apiError(orders.error).reasonCode })}</p>
      )}
      {orders.data?.length === 0 && (
        <p>
          {t("empty")}{" "}
          <Link href={ROUTES.home} className="font-semibold text-primary underline">
            {t("seeMenu")}
          </Link>
        </p>
      )}
      <ul className="space-y-3">
        {orders.data?.map((o) => {
          const status = ORDER_STATUSES.includes(o.status)
            ? t(`status.${statusStage(o.status, o.orderMode)}`)
            : String(o.status).toLowerCase();
          const summary = [
            dateFormat.format(new Date(o.createdAt.seconds * 1000)),
            t("itemCount", { count: itemCount(o.basket.items) }),
            formatMoney(o.total, o.basket.currency),
          ].join(" · ");
          return (
            <li key={o.uid} className="space-y-1 rounded-2xl bg-white p-4 ring-1 ring-black/5">
              <div className="flex justify-between">
                <span className="font-bold">
                  {tOrder("number", { number: shortOrderNumber(o.uid) })}
                </span>
                <span className={`font-semibold ${STATUS_COLOUR[o.status] ?? ""}`}>{status}</span>
              </div>
              <p className="text-sm text-neutral-700">{summary}</p>
              {(o.discounts ?? []).length > 0 && (
                // The total is after these (issue 39): each promotion or reward, and what it took.
                <p className="text-sm text-green-800" data-testid="order-discounts">
                  {(o.discounts ?? [])
                    .map((d) => `${discountLabel(d)} ${minusMoney(d.amount, o.basket.currency)}`)
                    .join(" · ")}
                </p>
              )}
              <ul className="text-sm">
                {o.basket.items.map((item, line) => (
                  <li key={line} className="break-words">
                    {`${item.qty} × ${item.name}`}
                    {item.choices && " · "}
                    <ChosenOptions inline choices={item.choices} className="text-neutral-700" />
                  </li>
                ))}
              </ul>
              <div className="flex items-center justify-between gap-3">
                {/* Next.js's own prefetch as the list shows: the order's page is dynamic, so
                    only its loading state comes ahead, and a tap pulses at once (issue 32 item 3). */}
                <Link
                  href={ROUTES.tracking(o.uid)}
                  prefetch="auto"
                  className="text-sm font-semibold text-primary underline"
                >
                  {t("viewDetails")}
                  <OpeningIndicator />
                </Link>
                <ReorderButton order={o} />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
