"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { DeliveryAddress } from "@/domain/delivery-address";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";
import { notify } from "@/ui/toasts";
import { accountApi } from "./account-api";

/**
 * The customer's recent delivery addresses, each with Remove: it leaves the list (here and in the
 * location dialog, which shares the query) and the orders it came from keep it.
 */
export function RecentAddresses({ uid }: { uid: string }) {
  const t = useTranslations("account");
  const tc = useTranslations("common");
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const key = ["recent-addresses", uid];
  const recent = useQuery({ queryKey: key, queryFn: () => accountApi.recentAddresses(uid) });
  const hide = useMutation({
    mutationFn: (a: DeliveryAddress) =>
      accountApi.hideAddress(uid, { address: a.address, addressDetails: a.addressDetails ?? "" }),
    onSuccess: (left) => {
      queryClient.setQueryData(key, left);
      notify("success", t("addressRemoved"));
    },
    onError: (error) => notify("error", errorText(error)),
  });
  return (
    <section
      aria-labelledby="addresses-heading"
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5"
    >
      <h2 id="addresses-heading" className="text-lg font-bold">
        {t("addressesTitle")}
      </h2>
      <p className="text-sm text-neutral-600">{t("addressesHint")}</p>
      {recent.isPending && <p role="status">{tc("loading")}</p>}
      {recent.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorText(recent.error)}
        </p>
      )}
      {recent.data?.length === 0 && <p className="text-sm text-neutral-600">{t("noAddresses")}</p>}
      <ul className="divide-y divide-black/10">
        {recent.data?.map((a) => {
          const line = [a.addressDetails, a.address].filter(Boolean).join(" · ");
          return (
            <li
              key={`${a.address}|${a.addressDetails ?? ""}`}
              className="flex items-center gap-3 py-2"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{a.name}</p>
                <p className="break-words text-sm text-neutral-600">{line}</p>
              </div>
              <Button
                variant="text"
                disabled={hide.isPending}
                aria-label={t("removeAddress", { address: a.name || line })}
                onClick={() => hide.mutate(a)}
              >
                {t("remove")}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
