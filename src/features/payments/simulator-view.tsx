"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { outsideRoutes } from "@/contract/routes-outside";
import { formatMoney } from "@/domain/money";
import type { SimulatedCharge } from "@/domain/online-payment";
import { call } from "@/features/api/client";
import { useErrorText } from "@/features/api/error-text";
import { Button, buttonClass } from "@/ui/button";
import { useChannelName } from "@/ui/channel-name";
import { QrCode } from "@/ui/qr-code";

type Outcome = "PAID" | "EXPIRED" | "FAILED";
const OUTCOMES = [
  { outcome: "PAID", label: "markPaid", variant: "primary" },
  { outcome: "EXPIRED", label: "expire", variant: "outlined" },
  { outcome: "FAILED", label: "fail", variant: "outlined" },
] as const;

const noChange = () => () => {};
const pageUrl = () => location.href;
const noUrlOnTheServer = () => null;

/**
 * The built-in payment simulator's page (issue 20, docs/payments.md): what a gateway's payment
 * page would show, and three buttons standing for what the customer and the gateway could do. The
 * server sends the outcome to the shop as a signed notification, as a gateway would, so the
 * tracking page and the staff board follow on their own.
 */
export function SimulatorView({ reference }: { reference: string }) {
  const t = useTranslations("simulator");
  const channelName = useChannelName();
  const queryClient = useQueryClient();
  const key = ["simulated-charge", reference];
  const url = useSyncExternalStore(noChange, pageUrl, noUrlOnTheServer);
  const charge = useQuery({
    queryKey: key,
    queryFn: () => call(outsideRoutes.payments.simulatedCharge, { params: { reference } }),
    retry: false,
  });
  const act = useMutation({
    mutationFn: (outcome: Outcome) =>
      call(outsideRoutes.payments.simulate, { params: { reference }, body: { outcome } }),
    onSuccess: (done) => queryClient.setQueryData<SimulatedCharge>(key, done),
    // Ended meanwhile (another tab, the clock): show it as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  // Off for the brand, the page itself is not there (page.tsx): a refusal is the catalog's.
  const refusal = useErrorText();
  const c = charge.data;
  return (
    <main className="mx-auto max-w-md space-y-4 px-4 py-6">
      <header className="space-y-1 rounded-2xl border-2 border-dashed border-amber-700 bg-amber-50 p-4">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="text-amber-900">{t("testNotice")}</p>
      </header>
      {charge.isPending ? (
        <div
          role="status"
          aria-label={t("loading")}
          className="mx-auto mt-10 h-16 w-16 animate-pulse rounded-full bg-amber-300"
        />
      ) : !c ? (
        <p role="alert" className="font-semibold text-red-800">
          {refusal(charge.error)}
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl bg-white p-4 ring-1 ring-black/10">
            <dt className="text-neutral-700">{t("shop")}</dt>
            <dd className="font-semibold">{c.brandName}</dd>
            <dt className="text-neutral-700">{t("amount")}</dt>
            <dd className="text-xl font-bold">{formatMoney(c.amount, c.currency)}</dd>
            <dt className="text-neutral-700">{t("channel")}</dt>
            <dd className="font-semibold">{channelName(c.channel)}</dd>
            <dt className="text-neutral-700">{t("state")}</dt>
            <dd className="font-semibold" data-testid="simulated-state">
              {t(`states.${c.state}`)}
            </dd>
          </dl>
          {c.state === "PENDING" && (
            <div className="grid gap-3">
              {OUTCOMES.map(({ outcome, label, variant }) => (
                <Button
                  key={outcome}
                  variant={variant}
                  disabled={act.isPending}
                  onClick={() => act.mutate(outcome)}
                  className="min-h-12 text-base"
                >
                  {t(label)}
                </Button>
              ))}
            </div>
          )}
          {act.isSuccess && (
            <p role="status" className="font-semibold text-green-800">
              {t("sent")}
            </p>
          )}
          {act.isError && (
            <p role="alert" className="font-semibold text-red-800">
              {refusal(act.error)}
            </p>
          )}
          <a
            href={c.returnUrl}
            className={buttonClass(c.state === "PENDING" ? "outlined" : "primary", "w-full")}
          >
            {t("backToOrder")}
          </a>
          {url && (
            <figure className="flex flex-col items-center gap-2">
              <QrCode value={url} label={t("qrLabel")} className="max-w-40" />
              <figcaption className="text-center text-sm text-neutral-700">
                {t("qrHint")}
              </figcaption>
            </figure>
          )}
        </>
      )}
    </main>
  );
}
