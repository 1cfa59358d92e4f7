"use client";

import { useTranslations } from "next-intl";
import { Suspense, useCallback, useEffect, useState } from "react";
import { basketTotal } from "@/domain/basket";
import type { StoreConfigs } from "@/domain/brand-config";
import { formatMoney } from "@/domain/money";
import { lineKey, orderedChoices } from "@/domain/options";
import { findItem } from "@/domain/storefront";
import { ChosenOptions } from "@/ui/chosen-options";
import { useBasket } from "@/features/basket/basket-provider";
import { menuOf, useBranches } from "@/features/basket/storefront-data";
import { Button } from "@/ui/button";
import { Choices } from "@/ui/choices";
import { ErrorBoundary } from "@/ui/error-boundary";
import { retryableLazy } from "@/ui/retryable-lazy";
import { DiscountLines } from "@/ui/discount-lines";
import { Link } from "@/ui/link";
import { ROUTES } from "@/domain/routes";
import { useRestorePromoChoice } from "./promo-store";
import { usePlaceOrder } from "./use-place-order";
import { useAmountDue } from "./use-price-preview";

const ProofUpload = retryableLazy(() => import("./proof-upload"));
const POLL_MS = 1000; // spec §5/§9: the upload widget is checked every second…
const MAX_POLLS = 10; // …and given up on after 10 checks

/** Spec §2 "Transfer confirmation page" (at /checkout/payment when paying by transfer). */
export function TransferConfirmation({ configs }: { configs: StoreConfigs }) {
  const t = useTranslations("checkout");
  const o = useTranslations("order");
  const common = useTranslations("common");
  const state = useBasket((s) => s);
  const menu = menuOf(useBranches().data, state.selectedBranchId);
  const options = Object.entries(
    configs.salesChannels.customerApp.paymentsMethods.transfer?.merchantLevelConfigs
      .transferOptions ?? {},
  );
  const [option, setOption] = useState(options[0]?.[0] ?? null); // the first is preselected
  const [proof, setProof] = useState<string | null>(null);
  const [widget, setWidget] = useState<"loading" | "ready" | "failed">("loading");
  // The widget's code arrives separately; a chunk lost on a flaky network can be asked for again.
  const [attempt, setAttempt] = useState(0);
  const { place, placing } = usePlaceOrder();
  const ready = useCallback(() => setWidget("ready"), []);
  const p = useTranslations("promoCode");
  useRestorePromoChoice();
  const due = useAmountDue(state, basketTotal(state, menu));

  useEffect(() => {
    let polls = 0;
    const timer = setInterval(() => {
      polls++;
      setWidget((w) => (w === "loading" && polls > MAX_POLLS ? "failed" : w));
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [attempt]);
  const failed = () => setWidget("failed");
  const retry = () => {
    setWidget("loading");
    setAttempt((a) => a + 1);
  };

  const chosen = options.find(([key]) => key === option)?.[1];
  const onBrandLogo = configs.branding.onBrandColorLogoVariantSrc;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{o("payment.transfer")}</h1>
      <details open className="rounded-2xl bg-white p-4 ring-1 ring-black/5">
        <summary className="flex cursor-pointer justify-between font-bold">
          <span>{t("amountDue")}</span>
          <span>{formatMoney(due.total, state.basket.currency)}</span>
        </summary>
        <ul className="mt-2 space-y-1 text-sm">
          {state.basket.items.map((line) => {
            const item = findItem(menu, line.itemId);
            return (
              <li key={lineKey(line)}>
                {`${line.qty} × ${item?.name ?? line.itemId}`}
                {item && (
                  <ChosenOptions
                    inline
                    choices={orderedChoices(item, line.choices)}
                    className="block text-neutral-700"
                  />
                )}
              </li>
            );
          })}
          {state.orderMode === "DELIVERY" && state.deliveryMethod && (
            <li>{`${state.deliveryMethod.humanReadableName}: ${formatMoney(state.deliveryMethod.price, state.basket.currency)}`}</li>
          )}
          <DiscountLines as="ul" discounts={due.discounts} currency={state.basket.currency} />
        </ul>
      </details>
      {(due.refused || due.changed) && (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {p("changed")}{" "}
          <Link href={ROUTES.checkout} className="text-primary underline">
            {t("title")}
          </Link>
        </p>
      )}

      <div className="space-y-2">
        <Choices
          legend={t("transferTo")}
          titled="base"
          look="tiles"
          value={option}
          onChange={setOption}
          choices={options.map(([key, o]) => ({
            value: key,
            label: (
              <span className="flex items-center gap-3">
                {/* eslint-disable-next-line @next/next/no-img-element -- brand SVG from /media */}
                <img
                  src={o.logoSrc}
                  alt=""
                  width={48}
                  height={32}
                  // The shop's own logo is drawn for its main colour: on white it would not show.
                  className={`h-8 w-12 rounded object-contain ${o.logoSrc === onBrandLogo ? "bg-primary p-1" : ""}`}
                />
                {o.humanReadableName}
              </span>
            ),
          }))}
        />
        {chosen && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-2xl bg-secondary-container p-3 text-sm text-on-secondary-container">
            {Object.entries(chosen.transferInstructions.transferInstructions).map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="font-semibold">{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>

      {widget === "failed" ? (
        <div role="alert" className="flex items-center justify-between gap-3">
          <p>{common("somethingWentWrongTitle")}</p>
          <Button variant="outlined" onClick={retry}>
            {common("tryAgain")}
          </Button>
        </div>
      ) : (
        <ErrorBoundary key={attempt} fallback={null} onError={failed}>
          <Suspense fallback={null}>
            <ProofUpload attempt={attempt} onReady={ready} onUploaded={setProof} />
          </Suspense>
        </ErrorBoundary>
      )}

      <Button
        className="w-full"
        disabled={!proof || !chosen || placing || due.refused}
        onClick={() =>
          chosen &&
          proof &&
          void place({
            proofImageSrc: proof,
            transferMethod: chosen.humanReadableName,
            noteFromClient: "",
          })
        }
      >
        {t("submit")}
      </Button>
    </div>
  );
}
