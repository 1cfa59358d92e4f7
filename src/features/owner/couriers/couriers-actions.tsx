"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { serviceOf } from "@/domain/couriers";
import { formatMoney } from "@/domain/money";
import { apiError } from "@/features/api/client";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";
import { ConfirmButton } from "@/ui/confirm-button";
import { notify } from "@/ui/toasts";
import { COURIERS_KEY, couriersApi } from "./couriers-api";

const KINDS = ["unauthorized", "unavailable", "refused", "out_of_range"] as const;

/**
 * "Check the key": a quote from the first branch to 2 km away with the saved key; what happened
 * is said beside the button (a refusal usually means a key copied wrong).
 */
export function CheckKey({ currency }: { currency: string }) {
  const t = useTranslations("ownerCouriers.check");
  const errorText = useErrorText();
  const check = useMutation({ mutationFn: couriersApi.check });
  const failed = check.isError ? apiError(check.error) : null;
  const kind = KINDS.find((k) => k === failed?.details.kind);
  const prices = check.data?.rates
    .map((r) => `${serviceOf(r.service)?.name ?? r.service} ${formatMoney(r.price, currency)}`)
    .join(", ");
  return (
    <div className="space-y-2">
      <p className="text-sm text-neutral-700">{t("hint")}</p>
      <Button variant="outlined" disabled={check.isPending} onClick={() => check.mutate()}>
        {check.isPending ? t("checking") : t("button")}
      </Button>
      <p role="status" className="text-sm">
        {check.isSuccess && (prices ? t("works", { prices }) : t("noRates"))}
        {failed &&
          (failed.reasonCode === "COURIER_CHECK_FAILED" && kind ? t(kind) : errorText(check.error))}
      </p>
    </div>
  );
}

/** Removing couriers, once asked: delivery is priced by the shop's own segments again. */
export function RemoveCouriers() {
  const t = useTranslations("ownerCouriers.remove");
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: couriersApi.remove,
    onSuccess: (view) => {
      queryClient.setQueryData(COURIERS_KEY, view);
      notify("success", t("done"));
    },
    onError: (error) => notify("error", errorText(error)),
  });
  const words = { button: t("button"), title: t("title"), body: t("body") };
  return (
    <ConfirmButton
      words={{ ...words, cancel: t("cancel"), confirm: t("confirm") }}
      onConfirm={() => remove.mutateAsync()}
    />
  );
}
