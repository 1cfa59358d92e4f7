"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import type { OnlinePaymentView, PaymentAction, PaymentChannel } from "@/domain/online-payment";
import {
  bankName,
  formatCountdown,
  isPhoneBrowser,
  MAX_PAYMENT_ATTEMPTS,
  secondsLeft,
  walletLink,
} from "@/domain/online-payment";
import type { InPersonMethod } from "@/domain/payment";
import { formatMoney } from "@/domain/money";
import { ROUTES } from "@/domain/routes";
import { useErrorText } from "@/features/api/error-text";
import { buttonClass } from "@/ui/button";
import { useChannelName } from "@/ui/channel-name";
import { QrCode } from "@/ui/qr-code";
import { notify } from "@/ui/toasts";
import { useSecond } from "@/ui/use-now";

const onPhone = () => isPhoneBrowser(navigator.userAgent);
const noPhoneOnTheServer = () => false;
const noChange = () => () => {};

/** What the panel may ask of the server after a failed payment (issue 32 item 6). */
export interface AfterFailure {
  /** The brand's online channels, in its order. */
  channels: readonly PaymentChannel[];
  /** The ways to pay in person the brand offers for the order's mode. */
  inPerson: readonly InPersonMethod[];
  tryAgain: (channel: PaymentChannel) => Promise<unknown>;
  payInPerson: (method: InPersonMethod) => Promise<unknown>;
}

/**
 * Issue 20: what the customer does to pay while the payment waits: the amount, the time left,
 * and the QR to scan, the e-wallet to open or the virtual account to pay into. When the gateway
 * could not make the charge, "Try again" asks for it again (never a second charge). A payment
 * that failed (issue 32 item 6) may be tried again, with the same channel or another, or the
 * customer may pay in person instead, while the time lasts.
 */
export function PaymentPanel({
  payment,
  retry,
  afterFailure,
}: {
  payment: OnlinePaymentView;
  retry: () => Promise<unknown>;
  afterFailure: AfterFailure;
}) {
  const t = useTranslations("orders.pay");
  const errorText = useErrorText();
  const channelName = useChannelName();
  const now = useSecond();
  const again = useMutation({
    mutationFn: retry,
    onError: (error) => notify("error", errorText(error)),
  });
  const amount = formatMoney(payment.amount, payment.currency);
  const left = now === null ? null : secondsLeft(payment.expiresAt, now);
  return (
    <section
      aria-labelledby="pay-title"
      className="space-y-3 rounded-2xl bg-white p-4 ring-2 ring-primary"
      data-testid="payment-panel"
    >
      <h2 id="pay-title" className="font-bold">
        {t("title")}
      </h2>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p>
          <span className="block text-sm text-neutral-700">{t("amount")}</span>
          <span className="text-2xl font-bold">{amount}</span>
        </p>
        <p role="timer" className="text-right font-semibold tabular-nums">
          {/* The server's page has no clock: the line is kept so nothing moves when it starts. */}
          {left === null
            ? "\u00a0"
            : left > 0
              ? t("payWithin", { time: formatCountdown(left) })
              : t("timeUp")}
        </p>
      </div>
      <p className="text-sm text-neutral-700">
        {t("with", { channel: channelName(payment.channel) })}
      </p>
      {payment.state === "FAILED" ? (
        <Failed payment={payment} timeLeft={left !== 0} {...afterFailure} />
      ) : payment.action ? (
        <Action action={payment.action} payment={payment} amount={amount} />
      ) : (
        <div className="space-y-2">
          <p role="alert" className="font-semibold text-red-800">
            {t("unavailable")}
          </p>
          <button
            type="button"
            disabled={again.isPending}
            onClick={() => again.mutate()}
            className={buttonClass("primary", "w-full")}
          >
            {t("tryAgain")}
          </button>
        </div>
      )}
      {payment.provider === "simulator" && payment.state === "PENDING" && (
        <a href={ROUTES.simulator(payment.reference)} className={buttonClass("outlined", "w-full")}>
          {t("simulator")}
        </a>
      )}
    </section>
  );
}

function Failed({
  payment,
  timeLeft,
  channels,
  inPerson,
  tryAgain,
  payInPerson,
}: AfterFailure & { payment: OnlinePaymentView; timeLeft: boolean }) {
  const t = useTranslations("orders.pay");
  const errorText = useErrorText();
  const channelName = useChannelName();
  const onError = (error: unknown) => notify("error", errorText(error));
  const again = useMutation({ mutationFn: tryAgain, onError });
  const inStore = useMutation({ mutationFn: payInPerson, onError });
  const busy = again.isPending || inStore.isPending;
  const triesLeft = payment.attempt < MAX_PAYMENT_ATTEMPTS;
  const others = channels.filter((c) => c !== payment.channel);
  return (
    <div className="space-y-3">
      <p role="alert" className="font-semibold text-red-800">
        {t("failed")}
      </p>
      {timeLeft && triesLeft && (
        <>
          <button
            type="button"
            disabled={busy}
            onClick={() => again.mutate(payment.channel)}
            className={buttonClass("primary", "w-full")}
          >
            {t("tryAgain")}
          </button>
          {others.length > 0 && (
            <fieldset className="space-y-2">
              <legend className="mb-2 text-sm text-neutral-700">{t("otherChannel")}</legend>
              <div className="flex flex-wrap gap-2">
                {others.map((channel) => (
                  <button
                    key={channel}
                    type="button"
                    disabled={busy}
                    onClick={() => again.mutate(channel)}
                    className={buttonClass("outlined")}
                  >
                    {channelName(channel)}
                  </button>
                ))}
              </div>
            </fieldset>
          )}
        </>
      )}
      {timeLeft && !triesLeft && <p className="text-sm">{t("tooManyAttempts")}</p>}
      {timeLeft &&
        inPerson.map((method) => (
          <button
            key={method}
            type="button"
            disabled={busy}
            onClick={() => inStore.mutate(method)}
            className={buttonClass("outlined", "w-full")}
          >
            {t(`inPerson.${method}`)}
          </button>
        ))}
    </div>
  );
}

function Action({
  action,
  payment,
  amount,
}: {
  action: PaymentAction;
  payment: OnlinePaymentView;
  amount: string;
}) {
  const t = useTranslations("orders.pay");
  const channelName = useChannelName();
  const phone = useSyncExternalStore(noChange, onPhone, noPhoneOnTheServer);
  switch (action.kind) {
    case "qr":
      return (
        <div className="flex flex-col items-center gap-2">
          <QrCode value={action.qrString} label={t("qrLabel", { amount })} className="max-w-60" />
          <p className="text-center text-sm">{t("scanQr")}</p>
        </div>
      );
    case "redirect":
      return (
        <a
          href={walletLink(action, phone)}
          rel="noreferrer"
          className={buttonClass("primary", "w-full text-base")}
        >
          {t("openWallet", { channel: channelName(payment.channel) })}
        </a>
      );
    case "va": {
      const bank = bankName(action.bank);
      const copy = () =>
        navigator.clipboard
          .writeText(action.accountNumber)
          .then(() => notify("success", t("copied")))
          .catch(() => notify("error", t("copyFailed")));
      return (
        <div className="space-y-2">
          <p className="text-sm text-neutral-700">{t("vaNumber", { bank })}</p>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-mono text-xl font-bold tracking-wider select-all">
              {action.accountNumber}
            </p>
            <button type="button" onClick={copy} className={buttonClass("outlined")}>
              {t("copy")}
            </button>
          </div>
          <p className="text-sm">{t("vaHint", { amount, bank })}</p>
        </div>
      );
    }
  }
}
