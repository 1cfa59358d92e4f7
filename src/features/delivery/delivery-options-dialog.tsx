"use client";

import { useQueries, useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import type { DeliveryMethod } from "@/domain/basket";
import type { DeliveryAddress } from "@/domain/delivery-address";
import type { ShippingBlock } from "@/domain/brand-config";
import { formatMoney } from "@/domain/money";
import { Button } from "@/ui/button";
import { Choices } from "@/ui/choices";
import { Dialog } from "@/ui/dialog";
import { deliveryApi } from "./delivery-api";
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
 * What the dialog shows follows the route query alone (issue 14): the price queries wait for a
 * distance, and a disabled query stays pending for ever, so a failed route never reads as loading.
 */
export function DeliveryOptionsDialog({
  open,
  onClose,
  branch,
  address,
  blocks,
  currency,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  branch: { lat: number; lng: number };
  address: DeliveryAddress;
  blocks: ShippingBlock[];
  currency: string;
  onConfirm: (method: DeliveryMethod) => void;
}) {
  const t = useTranslations("delivery.options");
  const common = useTranslations("common");
  const locale = useLocale();
  const geoFailure = useGeoFailure();
  const [chosen, setChosen] = useState<string | null>(null);
  const route = useQuery({
    queryKey: ["route", branch.lat, branch.lng, address.lat, address.lng],
    queryFn: () => deliveryApi.directions(branch, address),
    enabled: open,
    retry: false,
  });
  const distance = route.data?.routes[0]?.distance;
  const active = blocks.filter((b) => b.isActive);
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

  return (
    <Dialog open={open} onClose={onClose} title={t("title")}>
      {route.isPending ? (
        <p role="status">{common("loading")}</p>
      ) : route.isError || distance === undefined ? (
        <p role="alert">{geoFailure(route.error, t("routeFailed"))}</p>
      ) : (
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            const block = active[selected];
            const price = priceOf(selected);
            if (block && price !== undefined)
              onConfirm({ id: block.id, humanReadableName: block.humanReadableName, price });
          }}
        >
          <Choices
            // The dialog's title names the choice on screen; the distance says what it depends on.
            legend={t("title")}
            hideLegend
            hint={t("distance", { km: kilometres(distance, locale) })}
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
          <Button
            type="submit"
            className="w-full"
            disabled={selected < 0 || priceOf(selected) === undefined}
          >
            {t("confirm")}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
