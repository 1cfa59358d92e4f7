"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId } from "react";
import type { BrandDocument } from "@/domain/brand-config";
import { PAYMENT_PROVIDERS, PROVIDER_CHANNELS } from "@/domain/online-payment";
import type { GatewayMode } from "@/domain/payment-keys";
import { isKeyedProvider } from "@/domain/payment-keys";
import type { DeliveryDraft } from "./delivery-draft";
import { Choices } from "@/ui/choices";
import { Checklist, Switch, TextField } from "@/ui/form";
import type { ErrorAt } from "./delivery-methods";
import { channelsOf, onlinePaths, withProvider } from "./online-draft";
import { NotificationUrl, PaymentKeys } from "./payment-keys";
import { ownerApi, PAYMENT_KEYS_KEY } from "../owner-api";

type Edit = (change: (draft: DeliveryDraft) => void) => void;

const MODES: readonly GatewayMode[] = ["sandbox", "production"];

/**
 * Online payment on the Delivery & payment page (issue 20, docs/payments.md): on or off, the
 * gateway, its mode, the ways to pay and the minutes to pay, saved with the page; the gateway's
 * keys (masked, replaced at once by their own form) and the notification URL for its dashboard.
 */
export function OnlinePaymentSettings({
  draft,
  document,
  edit,
  errorAt,
}: {
  draft: DeliveryDraft;
  /** The brand as saved: whether it takes payments at a gateway now. */
  document: BrandDocument;
  edit: Edit;
  errorAt: ErrorAt;
}) {
  const t = useTranslations("ownerPayments");
  const id = useId();
  const keys = useQuery({ queryKey: PAYMENT_KEYS_KEY, queryFn: ownerApi.paymentKeys });
  const online = draft.online;
  const provider = online.provider;
  const providerName = t(`providers.${provider}`);
  const stored = keys.data?.keys.find((k) => k.provider === provider);
  const offered = PAYMENT_PROVIDERS.filter(
    (p) => p !== "simulator" || keys.data?.simulatorAllowed || provider === "simulator",
  );
  const set = (change: Partial<typeof online>) =>
    edit((d) => void (d.online = { ...d.online, ...change }));

  // The server's refusals (keys missing, of the other mode) are said in the owner's words here.
  const activeError = errorAt(onlinePaths.isActive)
    ? provider === "simulator"
      ? t("errors.simulatorOff")
      : t("errors.needsKeys", { provider: providerName })
    : undefined;
  const modeError =
    errorAt(onlinePaths.mode) &&
    t("errors.keysOtherMode", {
      provider: providerName,
      keysMode: t(
        `modeWords.${stored?.mode ?? (online.mode === "sandbox" ? "production" : "sandbox")}`,
      ),
    });
  const channelsError = errorAt(onlinePaths.channels) && t("errors.needsChannel");
  const expiryError = errorAt(onlinePaths.expiryMinutes) && t("errors.expiry");

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {t("title")}
      </h2>
      <p className="text-sm text-neutral-700">{t("intro")}</p>
      <Switch
        label={t("active")}
        hint={t("activeHint")}
        checked={online.isActive}
        error={activeError}
        onChange={(isActive) => set({ isActive })}
      />
      <Choices
        legend={t("gateway")}
        look="plain"
        value={provider}
        onChange={(p) => edit((d) => void (d.online = withProvider(d.online, p)))}
        choices={offered.map((p) => ({
          value: p,
          label: t(`providers.${p}`),
          hint: t(`providerHints.${p}`),
        }))}
      />
      {provider !== "simulator" && (
        <Choices
          legend={t("mode")}
          look="plain"
          error={modeError || undefined}
          value={online.mode}
          onChange={(mode) => set({ mode })}
          choices={MODES.map((mode) => ({
            value: mode,
            label: t(`modes.${mode}`),
            hint: t(`modeHints.${mode}`),
          }))}
        />
      )}
      <Checklist
        legend={t("channels")}
        hint={t("channelsHint", { provider: providerName })}
        error={channelsError || undefined}
        columns={2}
        items={PROVIDER_CHANNELS[provider].map((c) => ({ id: c, label: t(`channelNames.${c}`) }))}
        checked={new Set(online.channels)}
        onChange={(ticked) => set({ channels: channelsOf(online, ticked) })}
      />
      <TextField
        label={t("expiry")}
        hint={t("expiryHint")}
        numeric
        maxLength={4}
        value={online.expiryMinutes}
        error={expiryError || undefined}
        onChange={(expiryMinutes) => set({ expiryMinutes })}
      />
      {isKeyedProvider(provider) && keys.data && (
        <>
          <PaymentKeys provider={provider} view={keys.data} document={document} />
          <NotificationUrl provider={provider} url={keys.data.notificationUrls[provider]} />
        </>
      )}
    </section>
  );
}
