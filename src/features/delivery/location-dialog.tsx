"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { DeliveryAddress } from "@/domain/delivery-address";
import { PLACE_SEARCH_DEBOUNCE_MS } from "@/domain/geo";
import { useAuth } from "@/features/auth/auth-store";
import { Button } from "@/ui/button";
import { Choices } from "@/ui/choices";
import { Dialog } from "@/ui/dialog";
import { Field, inputClass } from "@/ui/form";
import { useDebounced } from "@/ui/use-debounced";
import { ApiError } from "@/features/api/client";
import { deliveryApi, isRateLimited } from "./delivery-api";
import { useGeoFailure } from "./use-geo-failure";

const row =
  "flex w-full flex-col items-start rounded-xl px-3 py-2 text-left hover:bg-surface-variant " +
  "focus-visible:outline-2 focus-visible:outline-primary";

/** A recent address, told apart from the others by where it is and its details. */
const keyOf = (a: DeliveryAddress) => `${a.address}|${a.addressDetails ?? ""}`;

/** Spec §2 "Location dialog": search (2000 ms debounce, Indonesia), recent addresses, Deliver Here. */
export function LocationDialog({
  open,
  onClose,
  onDeliverHere,
}: {
  open: boolean;
  onClose: () => void;
  onDeliverHere: (a: DeliveryAddress) => void;
}) {
  const t = useTranslations("delivery.location");
  const common = useTranslations("common");
  const geoFailure = useGeoFailure();
  const [session] = useState(() => crypto.randomUUID()); // one Places session per dialog
  const [text, setText] = useState("");
  const [query, searchNow] = useDebounced(text.trim(), PLACE_SEARCH_DEBOUNCE_MS);
  const [picked, setPicked] = useState<DeliveryAddress | null>(null);
  const user = useAuth((s) => s.data);

  const suggestions = useQuery({
    queryKey: ["places", session, query],
    queryFn: () => deliveryApi.places(query, session),
    enabled: open && query.length >= 2,
    staleTime: Infinity,
    retry: (failures, error) => !isRateLimited(error) && failures < 2,
  });
  const recent = useQuery({
    queryKey: ["recent-addresses", user?.uid],
    queryFn: () => deliveryApi.recentAddresses(user!.uid),
    enabled: open && Boolean(user),
  });
  const geocode = useMutation({
    mutationFn: (q: string) => deliveryApi.geocode(q),
    onSuccess: setPicked,
  });

  return (
    <Dialog open={open} onClose={onClose} title={t("title")}>
      <div className="space-y-4">
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            searchNow(); // Enter searches at once; typing waits for the debounce
          }}
        >
          <Field label={t("searchLabel")}>
            {(control) => (
              <input
                {...control}
                type="search"
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder={t("searchPlaceholder")}
                autoComplete="off"
                className={inputClass}
              />
            )}
          </Field>
        </form>
        {suggestions.isFetching && (
          <p role="status" className="text-sm text-neutral-600">
            {common("loading")}
          </p>
        )}
        {suggestions.isError && (
          <p role="alert" className="text-sm text-red-700">
            {geoFailure(suggestions.error, t("searchUnavailable"))}
          </p>
        )}
        {suggestions.data && (
          <ul aria-label={t("suggestions")} className="space-y-1">
            {suggestions.data.length === 0 && (
              <li className="text-sm text-neutral-600">{t("noPlaces")}</li>
            )}
            {suggestions.data.map((s) => (
              <li key={s.placeId}>
                <button type="button" className={row} onClick={() => geocode.mutate(s.description)}>
                  <span className="font-semibold">{s.mainText}</span>
                  <span className="text-sm text-neutral-600">{s.secondaryText}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {geocode.isError && (
          <p role="alert" className="text-sm text-red-700">
            {geocode.error instanceof ApiError && geocode.error.status === 404
              ? t("addressNotFound")
              : geoFailure(geocode.error, t("searchUnavailable"))}
          </p>
        )}
        <section aria-labelledby="recent-heading">
          <h3 id="recent-heading" className="mb-1 text-sm font-bold">
            {t("recentAddresses")}
          </h3>
          {!user && <p className="text-sm text-neutral-600">{t("signInForRecent")}</p>}
          {user && recent.data?.length === 0 && (
            <p className="text-sm text-neutral-600">{t("noRecent")}</p>
          )}
          {recent.data && recent.data.length > 0 && (
            <Choices
              legend={t("recentAddresses")}
              hideLegend
              look="rows"
              value={picked && keyOf(picked)}
              onChange={(key) => setPicked(recent.data.find((a) => keyOf(a) === key) ?? null)}
              choices={recent.data.map((a) => ({
                value: keyOf(a),
                label: a.name,
                hint: [a.addressDetails, a.address].filter(Boolean).join(" · "),
              }))}
            />
          )}
        </section>
        {picked && (
          <p
            aria-live="polite"
            className="rounded-xl bg-secondary-container p-3 text-sm text-on-secondary-container"
          >
            <span className="block font-semibold">{picked.name}</span>
            {picked.address}
          </p>
        )}
        <Button
          className="w-full"
          disabled={!picked}
          onClick={() => picked && onDeliverHere(picked)}
        >
          {t("deliverHere")}
        </Button>
      </div>
    </Dialog>
  );
}
