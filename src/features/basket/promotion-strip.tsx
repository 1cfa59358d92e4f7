"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { basketFacts, basketHints, offersAt } from "@/domain/promotion-offers";
import { useBrand } from "@/ui/brand-context";
import { LineIcon } from "@/ui/icon";
import { useOfferText } from "@/ui/offer-text";
import { useMinute } from "@/ui/use-minute";
import { useBasket } from "./basket-provider";
import { menuOf, useBranches, useOffers } from "./storefront-data";

function TagIcon() {
  return (
    <LineIcon className="h-4 w-4 shrink-0">
      <path d="M3 12V4h8l10 10-8 8z" strokeLinejoin="round" />
      <circle cx="7.5" cy="8.5" r="1.5" />
    </LineIcon>
  );
}

/**
 * The brand's automatic promotions above the bottom bar (issue 39 item 2): one line, so the menu
 * is not pushed down, drawn after the page (loaded lazily by the bottom bar: no first-load JS).
 * With items in the basket it says how far the basket is from an offer, or that one applies.
 */
export default function PromotionStrip() {
  const t = useTranslations("promotions");
  const brand = useBrand();
  const offers = useOffers().data;
  const state = useBasket((s) => s);
  const branches = useBranches().data;
  const minute = useMinute();
  const [open, setOpen] = useState(false);
  const branchId = state.selectedBranchId ?? brand.pageBranchId;
  const menu = menuOf(branches, branchId);
  const text = useOfferText(state.basket.currency, menu);
  if (!offers || minute === null) return null;
  const now = new Date(minute);
  const shown = offersAt(offers, branchId, now);
  if (shown.length === 0) return null;
  const hints =
    state.basket.items.length > 0 && menu
      ? basketHints(shown, basketFacts(state, menu, branchId, now, brand.timeZone))
      : [];
  // The nearest offer still to reach is the one to act on; else the one that applies.
  const hint = hints.find((h) => h.missing > 0) ?? hints[0];
  const first = shown[0]!;
  return (
    <section
      aria-label={t("strip.label")}
      className="border-b border-black/5 bg-secondary-container text-on-secondary-container"
    >
      {open && (
        <ul className="mx-auto max-h-48 max-w-3xl space-y-1 overflow-y-auto px-4 pt-2 text-sm">
          {shown.map((offer) => (
            <li key={offer.id}>
              <span className="font-semibold">{offer.name}</span>
              {" · "}
              {text.offer(offer)}
            </li>
          ))}
        </ul>
      )}
      <div className="mx-auto flex min-h-9 max-w-3xl items-center gap-2 px-4 py-1 text-sm">
        <TagIcon />
        {/* Two lines at most: the amount still to add is the end of the hint, never cut. */}
        <p className="line-clamp-2 min-w-0 flex-1" data-testid="promotion-strip">
          {hint ? (
            <span className={hint.missing === 0 ? "font-semibold" : undefined}>
              {text.hint(hint)}
            </span>
          ) : open ? (
            <span className="font-semibold">{t("strip.label")}</span>
          ) : (
            <>
              <span className="font-semibold">{first.name}</span>
              {" · "}
              {text.offer(first)}
            </>
          )}
        </p>
        {(shown.length > 1 || hint) && (
          <button
            type="button"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            className="min-h-9 shrink-0 rounded-full px-2 text-xs font-semibold underline focus-visible:outline-2 focus-visible:outline-primary"
          >
            {open
              ? t("strip.less")
              : hint
                ? t("strip.all", { count: shown.length })
                : t("strip.more", { count: shown.length - 1 })}
          </button>
        )}
      </div>
    </section>
  );
}
