"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { OwnerBrand } from "@/contract";
import type { CouriersView } from "@/domain/courier-settings-schema";
import { useErrorText } from "@/features/api/error-text";
import { CopyField } from "@/ui/copy-field";
import { COURIERS_KEY, couriersApi } from "./couriers-api";
import { CheckKey, RemoveCouriers } from "./couriers-actions";
import { CouriersForm } from "./couriers-form";

const card = "space-y-3 rounded-2xl border border-neutral-300 p-4";

/**
 * The console's Couriers page (issue 38, docs/couriers.md "Setting up couriers"): the brand's
 * Biteship key, the fee customers pay, each branch's services and when they are booked; what to
 * paste at Biteship (the webhook URL and its header); a check of the key, and removing couriers.
 */
export function CouriersSettings({ owner }: { owner: OwnerBrand }) {
  const t = useTranslations("ownerCouriers");
  const tc = useTranslations("common");
  const errorText = useErrorText();
  const view = useQuery({ queryKey: COURIERS_KEY, queryFn: couriersApi.view });
  if (view.isPending) return <p role="status">{tc("loading")}</p>;
  if (view.isError) return <p role="alert">{errorText(view.error)}</p>;
  const { account } = view.data;
  return (
    <div className="max-w-2xl space-y-6">
      <div className="space-y-2">
        <h2 className="text-xl font-bold">{t("title")}</h2>
        <p className="text-sm text-neutral-700">{t("intro")}</p>
      </div>
      <CouriersForm
        key={account?.updatedAt ?? "none"}
        view={view.data}
        currency={owner.document.brand.currency}
      />
      <AtBiteship view={view.data} />
      {account && (
        <section aria-labelledby="couriers-check" className={card}>
          <h3 id="couriers-check" className="text-lg font-bold">
            {t("check.title")}
          </h3>
          <CheckKey currency={owner.document.brand.currency} />
          <RemoveCouriers />
        </section>
      )}
    </div>
  );
}

/** What the owner pastes in Biteship's webhook settings, each with a copy button. */
function AtBiteship({ view }: { view: CouriersView }) {
  const t = useTranslations("ownerCouriers.biteship");
  const copy = (label: string, value: string) => (
    <CopyField
      label={label}
      value={value}
      words={{
        copy: t("copy"),
        copyLabel: t("copyLabel", { what: label }),
        copied: t("copied"),
        failed: t("copyFailed"),
      }}
    />
  );
  return (
    <section aria-labelledby="couriers-biteship" className={card}>
      <h3 id="couriers-biteship" className="text-lg font-bold">
        {t("title")}
      </h3>
      <p className="text-sm text-neutral-700">{t("intro")}</p>
      {copy(t("webhookUrl"), view.webhookUrl)}
      {copy(t("header"), view.webhookHeader)}
      {view.webhookSecret ? (
        copy(t("secret"), view.webhookSecret)
      ) : (
        <p className="text-sm text-neutral-700">{t("secretAfterSave")}</p>
      )}
    </section>
  );
}
