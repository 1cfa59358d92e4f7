"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { customerRoutes } from "@/contract/routes-customer";
import type { LoyaltyEntryView, LoyaltyView } from "@/domain/loyalty";
import { loyaltyProgress, rewardPhrase } from "@/domain/loyalty-card";
import { formatMoney } from "@/domain/money";
import { shortOrderNumber } from "@/domain/order";
import { findItem } from "@/domain/storefront";
import { call } from "@/features/api/client";
import { useAuth } from "@/features/auth/auth-store";
import { useBasket } from "@/features/basket/basket-provider";
import { menuOf, useBranches } from "@/features/basket/storefront-data";
import { useBrand } from "@/ui/brand-context";

/**
 * The customer's loyalty at this brand on the account page (issue 39 item 4): the stamp card (or
 * the points), what the next reward is and how far, and the history. Nothing when the brand has
 * no program on.
 */
export function LoyaltyCard() {
  const uid = useAuth((s) => s.data?.uid);
  const loyalty = useQuery({
    queryKey: ["loyalty", uid],
    queryFn: () => call(customerRoutes.account.loyalty, { params: { id: uid! } }),
    enabled: Boolean(uid),
  });
  if (!loyalty.data) return null;
  return <Card view={loyalty.data} />;
}

function Card({ view }: { view: LoyaltyView }) {
  const t = useTranslations("loyalty");
  const brand = useBrand();
  const branchId = useBasket((s) => s.selectedBranchId) ?? brand.pageBranchId;
  const menu = menuOf(useBranches().data, branchId);
  const { program, balance } = view;
  const progress = loyaltyProgress(program, balance);
  const money = (amount: number) => formatMoney(amount, brand.currency);
  const phrase = rewardPhrase(program.reward, money, (id) => findItem(menu, id)?.name);
  const reward = t(phrase.key as "reward.freeItem", phrase.values as { items: string });
  const stamps = program.kind === "STAMPS";
  return (
    <section
      aria-labelledby="loyalty"
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5"
      data-testid="loyalty-card"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="loyalty" className="font-bold">
          {t(`title.${program.kind}`)}
        </h2>
        <p className="text-sm font-semibold text-primary">
          {t(stamps ? "stamps" : "points", { count: balance })}
        </p>
      </div>
      {stamps ? (
        <div
          role="img"
          aria-label={t("stampCard", { filled: progress.filled, cost: progress.cost })}
          className="flex flex-wrap gap-2"
        >
          {Array.from({ length: progress.cost }, (_, i) => (
            <span
              key={i}
              className={`flex size-10 items-center justify-center rounded-full text-sm font-bold ${
                i < progress.filled
                  ? "bg-primary text-on-primary"
                  : "border-2 border-dashed border-outline text-neutral-500"
              }`}
            >
              {i < progress.filled ? "★" : i + 1}
            </span>
          ))}
        </div>
      ) : (
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={progress.cost}
          aria-valuenow={progress.filled}
          aria-label={t("points", { count: balance })}
          className="h-3 overflow-hidden rounded-full bg-surface-variant"
        >
          <div
            className="h-full bg-primary"
            style={{ width: `${(100 * progress.filled) / progress.cost}%` }}
          />
        </div>
      )}
      <p className="font-semibold">
        {progress.rewardsReady > 0
          ? t("ready", { reward })
          : t(stamps ? "toNextStamps" : "toNextPoints", { count: progress.toNext, reward })}
      </p>
      <p className="text-sm text-neutral-700">
        {program.kind === "POINTS"
          ? t("howPoints", { per: money(program.rupiahPerPoint) })
          : program.minimumSpend > 0
            ? t("howStampsMin", { minimum: money(program.minimumSpend) })
            : t("howStamps")}
      </p>
      <History entries={view.history} />
    </section>
  );
}

/** Each change of the balance, newest first: earned by an order, redeemed on one, given back. */
function History({ entries }: { entries: readonly LoyaltyEntryView[] }) {
  const t = useTranslations("loyalty");
  const locale = useLocale();
  const { timeZone } = useBrand();
  const day = useMemo(
    () =>
      new Intl.DateTimeFormat(locale === "id" ? "id-ID" : "en-GB", {
        dateStyle: "medium",
        timeZone,
      }),
    [locale, timeZone],
  );
  return (
    <div>
      <h3 className="text-sm font-semibold text-neutral-700">{t("history")}</h3>
      {entries.length === 0 ? (
        <p className="text-sm text-neutral-700">{t("noHistory")}</p>
      ) : (
        <ul className="divide-y divide-black/5 text-sm" data-testid="loyalty-history">
          {entries.map((entry, i) => (
            <li key={i} className="flex justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="block">
                  {t(`entry.${entry.kind}`, {
                    number: entry.orderId ? shortOrderNumber(entry.orderId) : "",
                  })}
                </span>
                <span className="block text-xs text-neutral-600">
                  {day.format(new Date(entry.at))}
                </span>
              </span>
              <span
                className={`shrink-0 font-semibold ${entry.amount < 0 ? "text-neutral-700" : "text-green-800"}`}
              >
                {entry.amount > 0 ? `+${entry.amount}` : `−${Math.abs(entry.amount)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
