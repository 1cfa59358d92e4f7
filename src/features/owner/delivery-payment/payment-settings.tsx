"use client";

import { useTranslations } from "next-intl";
import type { BrandDocument, StoreConfigs } from "@/domain/brand-config";
import { availablePaymentMethods, PAYMENT_METHODS } from "@/domain/payment";
import { Button } from "@/ui/button";
import type { DeliveryDraft, Payments } from "./delivery-draft";
import { freshId, newKey, paths } from "./delivery-draft";
import { FieldError, Switch } from "@/ui/form";
import type { ErrorAt } from "./delivery-methods";
import type { Logo } from "./transfer-options";
import { TransferOptionCard } from "./transfer-options";

type Edit = (change: (draft: DeliveryDraft) => void) => void;

/** Which methods customers may pay with, and for which orders (spec §5: availablePaymentMethods). */
export function PaymentMethods({
  draft,
  configs,
  edit,
}: {
  draft: DeliveryDraft;
  /** The draft written into the brand's storeConfigs. */
  configs: Pick<StoreConfigs, "salesChannels">;
  edit: Edit;
}) {
  const t = useTranslations("ownerDelivery.payments");
  const delivers = draft.methods.some((m) => m.isActive);
  const missing = [
    delivers && availablePaymentMethods("DELIVERY", configs).length === 0 && t("noneForDelivery"),
    availablePaymentMethods("PICKUP", configs).length === 0 && t("noneForPickup"),
  ].filter(Boolean);
  return (
    <section aria-labelledby="payments-title" className="space-y-4">
      <h2 id="payments-title" className="text-xl font-bold">
        {t("title")}
      </h2>
      {/* Online payment has its own section (its gateway, channels and keys). */}
      {PAYMENT_METHODS.filter((m): m is keyof Payments => m !== "online").map((m) => (
        <Switch
          key={m}
          label={t(m)}
          hint={t(`${m}Hint`)}
          checked={draft.payments[m]}
          onChange={(on) => edit((d) => void (d.payments[m] = on))}
        />
      ))}
      {missing.map((text) => (
        <p key={String(text)} className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {text}
        </p>
      ))}
    </section>
  );
}

/** The accounts customers transfer to: add, edit, remove (an active transfer needs one). */
export function TransferAccounts({
  draft,
  document,
  edit,
  errorAt,
  labelError,
}: {
  draft: DeliveryDraft;
  document: BrandDocument;
  edit: Edit;
  errorAt: ErrorAt;
  labelError: (lineKey: string) => string | undefined;
}) {
  const t = useTranslations("ownerDelivery.transfer");
  const logos = logosOf(document, draft, t("shopLogo"), (name) => t("logoOf", { name }));
  const listError = errorAt(paths.options);
  const add = () =>
    edit((d) =>
      d.transferOptions.push({
        key: newKey(),
        id: freshId(
          "transfer",
          d.transferOptions.map((o) => o.id),
        ),
        name: "",
        logoSrc: logos[0]?.src ?? "",
        instructions: (["bank", "accountName", "accountNumber"] as const).map((label) => ({
          key: newKey(),
          label: t(`defaultLabels.${label}`),
          value: "",
        })),
      }),
    );
  return (
    <section aria-labelledby="transfer-title" className="space-y-4">
      <h2 id="transfer-title" className="text-xl font-bold">
        {t("title")}
      </h2>
      <p className="text-sm text-neutral-700">{t("hint")}</p>
      {draft.transferOptions.map((option, i) => (
        <TransferOptionCard
          key={option.key}
          option={option}
          logos={logos}
          errorAt={errorAt}
          labelError={labelError}
          update={(change) => edit((d) => change(d.transferOptions[i]!))}
          onRemove={() => edit((d) => void d.transferOptions.splice(i, 1))}
        />
      ))}
      <FieldError id="transfer-list-error" error={listError} />
      <Button variant="outlined" onClick={add}>
        {t("add")}
      </Button>
    </section>
  );
}

/** The brand's own logo and its transfer accounts' logos, each once. */
function logosOf(
  document: BrandDocument,
  draft: DeliveryDraft,
  shopLogo: string,
  logoOf: (name: string) => string,
): Logo[] {
  const stored =
    document.storeConfigs.salesChannels.customerApp.paymentsMethods.transfer?.merchantLevelConfigs
      .transferOptions ?? {};
  const all: Logo[] = [
    ...Object.values(stored).map((o) => ({ src: o.logoSrc, label: logoOf(o.humanReadableName) })),
    ...draft.transferOptions.map((o) => ({ src: o.logoSrc, label: logoOf(o.name) })),
    {
      src: document.storeConfigs.branding.onBrandColorLogoVariantSrc,
      label: shopLogo,
      onBrand: true,
    },
  ];
  return all.filter((logo, i) => logo.src && all.findIndex((l) => l.src === logo.src) === i);
}
