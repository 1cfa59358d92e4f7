"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId } from "react";
import type { BrandDocument } from "@/domain/brand-config";
import { PAYMENT_PROVIDERS, PROVIDER_CHANNELS } from "@/domain/online-payment";
import type { GatewayMode } from "@/domain/payment-keys";
import { isKeyedProvider } from "@/domain/payment-keys";
import type { DeliveryDraft } from "./delivery-draft";
import { FieldError, Switch, TextField } from "@/ui/form";
import type { ErrorAt } from "./delivery-methods";
import { onlinePaths, toggleChannel, withProvider } from "./online-draft";
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
      <fieldset className="space-y-2">
        <legend className="font-semibold">{t("gateway")}</legend>
        {offered.map((p) => (
          <Choice
            key={p}
            name={`${id}-provider`}
            label={t(`providers.${p}`)}
            hint={t(`providerHints.${p}`)}
            checked={provider === p}
            onChoose={() => edit((d) => void (d.online = withProvider(d.online, p)))}
          />
        ))}
      </fieldset>
      {provider !== "simulator" && (
        <fieldset
          className="space-y-2"
          aria-invalid={modeError ? true : undefined}
          aria-describedby={modeError ? `${id}-mode-error` : undefined}
        >
          <legend className="font-semibold">{t("mode")}</legend>
          {MODES.map((mode) => (
            <Choice
              key={mode}
              name={`${id}-mode`}
              label={t(`modes.${mode}`)}
              hint={t(`modeHints.${mode}`)}
              checked={online.mode === mode}
              onChoose={() => set({ mode })}
            />
          ))}
          <FieldError id={`${id}-mode-error`} error={modeError || undefined} />
        </fieldset>
      )}
      <fieldset
        className="space-y-2"
        aria-describedby={channelsError ? `${id}-channels-error` : `${id}-channels-hint`}
      >
        <legend className="font-semibold">{t("channels")}</legend>
        <p id={`${id}-channels-hint`} className="text-sm text-neutral-700">
          {t("channelsHint", { provider: providerName })}
        </p>
        <div className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
          {PROVIDER_CHANNELS[provider].map((channel) => (
            <label key={channel} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-primary"
                checked={online.channels.includes(channel)}
                aria-invalid={channelsError ? true : undefined}
                onChange={(e) =>
                  set({ channels: toggleChannel(online, channel, e.target.checked) })
                }
              />
              {t(`channelNames.${channel}`)}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-channels-error`} error={channelsError || undefined} />
      </fieldset>
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

/** A radio button with what it means under it. */
function Choice({
  name,
  label,
  hint,
  checked,
  onChoose,
}: {
  name: string;
  label: string;
  hint: string;
  checked: boolean;
  onChoose: () => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="radio"
        name={name}
        className="mt-0.5 size-5 shrink-0 accent-primary"
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={onChoose}
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-neutral-700">
          {hint}
        </p>
      </div>
    </div>
  );
}
