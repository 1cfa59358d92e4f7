"use client";

import { useQueries, useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import type { DeliveryMethod } from "@/domain/basket";
import type { QuoteLine } from "@/domain/courier-quote";
import { courierMethod } from "@/domain/courier-quote";
import type { DeliveryAddress } from "@/domain/delivery-address";
import type { ShippingBlock } from "@/domain/brand-config";
import { formatMoney } from "@/domain/money";
import { Button } from "@/ui/button";
import { Choices } from "@/ui/choices";
import { Dialog } from "@/ui/dialog";
import { courierQuotes, deliveryApi } from "./delivery-api";
import { useCourierChoices } from "./courier-choices";
import { useGeoFailure } from "./use-geo-failure";

/**
 * Metres as kilometres with one decimal, in the customer's locale: 3.2 (en), 3,2 (id). Rounded
 * by toFixed first, so English reads exactly as it did (Intl would round 850 m up to 0.9).
 */
function kilometres(metres: number, locale: string): string {
  return new Intl.NumberFormat(locale === "id" ? "id-ID" : "en", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(Number((metres / 1000).toFixed(1)));
}

/**
 * Spec §2 "Delivery options dialog": the route from the branch to the customer, then each active
 * shipping block priced by its segments. A block that cannot price the distance is disabled.
 * What the segments show follows the route query alone (issue 14): the price queries wait for a
 * distance, and a disabled query stays pending for ever, so a failed route never reads as loading.
 * Issue 38: above them, the branch's couriers with their fee and time, asked for the address and
 * the basket (again when either changes); the segments stay unless the brand's couriers replace them.
 */
export function DeliveryOptionsDialog({
  open,
  onClose,
  branchId,
  branch,
  address,
  items,
  blocks,
  currency,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  branchId: string;
  branch: { lat: number; lng: number };
  address: DeliveryAddress;
  items: readonly QuoteLine[];
  blocks: ShippingBlock[];
  currency: string;
  onConfirm: (method: DeliveryMethod) => void;
}) {
  const t = useTranslations("delivery.options");
  const common = useTranslations("common");
  const locale = useLocale();
  const geoFailure = useGeoFailure();
  const [chosen, setChosen] = useState<string | null>(null);
  const lines = items.map(({ itemId, qty, choices }) => ({ itemId, qty, choices }));
  const quotes = useQuery({
    queryKey: ["courier-quotes", branchId, address.placeSignature, lines],
    queryFn: ({ signal }) => courierQuotes(branchId, address, lines, signal),
    enabled: open,
    retry: false,
  });
  const couriers = useCourierChoices(quotes, currency);
  const segmentsShown = !quotes.data?.offered || quotes.data.keepSegments;
  const route = useQuery({
    queryKey: ["route", branch.lat, branch.lng, address.lat, address.lng],
    queryFn: () => deliveryApi.directions(branch, address),
    enabled: open,
    retry: false,
  });
  const distance = route.data?.routes[0]?.distance;
  const active = segmentsShown ? blocks.filter((b) => b.isActive) : [];
  const prices = useQueries({
    queries: active.map((block) => ({
      queryKey: ["delivery-price", block.id, distance],
      queryFn: () => deliveryApi.price(distance!, block.merchantLevelConfigs.segments),
      enabled: open && distance !== undefined,
      retry: false,
    })),
  });
  const priceOf = (i: number) => prices[i]?.data?.price;
  const selected = active.findIndex((b) => b.id === chosen);
  const courier = couriers.options.find((o) => `courier:${o.service}` === chosen);
  const routeFailed = route.isError || (!route.isPending && distance === undefined);
  const loading = quotes.isPending || (active.length > 0 && route.isPending);
  // Without couriers to offer, a failed route is the dialog's one answer, as before issue 38.
  const onlyRouteFailed = routeFailed && couriers.options.length === 0 && !couriers.note;

  return (
    <Dialog open={open} onClose={onClose} title={t("title")}>
      {loading ? (
        <p role="status">{common("loading")}</p>
      ) : onlyRouteFailed ? (
        <p role="alert">{geoFailure(route.error, t("routeFailed"))}</p>
      ) : (
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (courier) return onConfirm(courierMethod(courier));
            const block = active[selected];
            const price = priceOf(selected);
            if (block && price !== undefined)
              onConfirm({ id: block.id, humanReadableName: block.humanReadableName, price });
          }}
        >
          {couriers.group(chosen, setChosen)}
          {active.length > 0 &&
            (routeFailed ? (
              <p role="alert">{geoFailure(route.error, t("routeFailed"))}</p>
            ) : (
              <Choices
                // The dialog's title names the choice on screen (a legend of its own beside
                // couriers); the distance says what it depends on.
                legend={couriers.shown ? couriers.segmentsLegend : t("title")}
                hideLegend={!couriers.shown}
                hint={t("distance", { km: kilometres(distance!, locale) })}
                look="cards"
                value={chosen}
                onChange={setChosen}
                choices={active.map((block, i) => {
                  const price = priceOf(i);
                  return {
                    value: block.id,
                    label: block.humanReadableName,
                    disabled: price === undefined,
                    hint:
                      (prices[i]?.isPending ?? false)
                        ? common("loading")
                        : price === undefined
                          ? t("priceFailed")
                          : formatMoney(price, currency),
                  };
                })}
              />
            ))}
          <Button
            type="submit"
            className="w-full"
            disabled={!courier && (selected < 0 || priceOf(selected) === undefined)}
          >
            {t("confirm")}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
