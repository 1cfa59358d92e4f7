"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import type { OwnerBrand } from "@/contract";
import type { WhatsAppView } from "@/domain/whatsapp-account";
import { useErrorText } from "@/features/api/error-text";
import { CopyField } from "@/ui/copy-field";
import { WHATSAPP_KEY, whatsappApi } from "./whatsapp-api";
import { WhatsAppForm } from "./whatsapp-form";
import { RemoveWhatsApp, TestMessage } from "./whatsapp-actions";

const card = "space-y-3 rounded-2xl border border-neutral-300 p-4";

/**
 * The console's WhatsApp page (issue 37, docs/owner.md "WhatsApp"): this month's messages by
 * channel, the brand's Cloud API account and the channel of each kind of message, what to enter at
 * Meta (the webhook URL and verify token), a test message to the owner's own phone, and removing it.
 */
export function WhatsAppSettings(_: { owner: OwnerBrand }) {
  const t = useTranslations("ownerWhatsapp");
  const tc = useTranslations("common");
  const errorText = useErrorText();
  const view = useQuery({ queryKey: WHATSAPP_KEY, queryFn: whatsappApi.view });
  if (view.isPending) return <p role="status">{tc("loading")}</p>;
  if (view.isError) return <p role="alert">{errorText(view.error)}</p>;
  const { account } = view.data;
  return (
    <div className="max-w-2xl space-y-6">
      <div className="space-y-2">
        <h2 className="text-xl font-bold">{t("title")}</h2>
        <p className="text-sm text-neutral-700">{t("intro")}</p>
      </div>
      <ThisMonth counts={view.data.thisMonth} />
      <WhatsAppForm key={account?.updatedAt ?? "none"} account={account} />
      <AtMeta view={view.data} />
      {account && (
        <section aria-labelledby="whatsapp-check" className={card}>
          <h3 id="whatsapp-check" className="text-lg font-bold">
            {t("check.title")}
          </h3>
          <TestMessage testNumber={view.data.testNumber} />
          <RemoveWhatsApp />
        </section>
      )}
    </div>
  );
}

/** This month's messages to customers, by channel: what the shop pays for. */
function ThisMonth({ counts }: { counts: WhatsAppView["thisMonth"] }) {
  const t = useTranslations("ownerWhatsapp.thisMonth");
  const locale = useLocale();
  const id = useId();
  const [year, month] = counts.month.split("-").map(Number) as [number, number];
  const monthName = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(Date.UTC(year, month - 1, 1));
  const number = new Intl.NumberFormat(locale);
  return (
    <section aria-labelledby={`${id}-title`} className={card}>
      <h3 id={`${id}-title`} className="text-lg font-bold">
        {t("title", { month: monthName })}
      </h3>
      <dl className="grid grid-cols-2 gap-3">
        {(["sms", "whatsapp"] as const).map((channel) => (
          <div key={channel} className="rounded-xl bg-surface-variant p-3">
            <dt className="text-sm text-neutral-700">{t(channel)}</dt>
            <dd className="text-2xl font-bold tabular-nums">{number.format(counts[channel])}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-neutral-700">{t("hint")}</p>
    </section>
  );
}

/** What the owner enters in their Meta app's webhook settings, each with a copy button. */
function AtMeta({ view }: { view: WhatsAppView }) {
  const t = useTranslations("ownerWhatsapp.meta");
  return (
    <section aria-labelledby="whatsapp-meta" className={card}>
      <h3 id="whatsapp-meta" className="text-lg font-bold">
        {t("title")}
      </h3>
      <p className="text-sm text-neutral-700">{t("intro")}</p>
      <CopyValue label={t("webhookUrl")} value={view.webhookUrl} copied={t("urlCopied")} />
      {view.verifyToken ? (
        <CopyValue label={t("verifyToken")} value={view.verifyToken} copied={t("tokenCopied")} />
      ) : (
        <p className="text-sm text-neutral-700">{t("tokenAfterSave")}</p>
      )}
    </section>
  );
}

function CopyValue({ label, value, copied }: { label: string; value: string; copied: string }) {
  const t = useTranslations("ownerWhatsapp.meta");
  return (
    <CopyField
      label={label}
      value={value}
      words={{
        copy: t("copy"),
        copyLabel: t("copyLabel", { what: label }),
        copied,
        failed: t("copyFailed"),
      }}
    />
  );
}
