"use client";

import { Link } from "@/ui/link";
import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import type { ComponentType } from "react";
import { useEffect, useState } from "react";
import type { OrderMode } from "@/domain/order-mode";
import { basketTotal, itemCount, locationLines } from "@/domain/basket";
import { formatMoney } from "@/domain/money";
import { ROUTES } from "@/domain/routes";
import { buttonClass } from "@/ui/button";
import { LineIcon } from "@/ui/icon";
import { useBasket } from "./basket-provider";
import { menuOf, useBranches } from "./storefront-data";

/**
 * The promotions' strip (issue 39), fetched once the page is live: its code and its data are not
 * the first paint's (docs/BENCHMARKS.md, home's first-load JS), and above the fixed bar it moves
 * nothing. A chunk that does not arrive leaves the bar as it was.
 */
let PromotionStrip: ComponentType | null = null;
function useStripLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    import("./promotion-strip")
      .then((m) => {
        PromotionStrip = m.default;
        setLoaded(true);
      })
      .catch(() => {});
  }, []);
  return loaded;
}

function ModeIcon({ mode }: { mode: OrderMode | null }) {
  if (mode === "DELIVERY") {
    // delivery box: a parcel on the move
    return (
      <LineIcon data-icon="delivery">
        <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7z" strokeLinejoin="round" />
        <circle cx="7" cy="18" r="1.6" />
        <circle cx="17" cy="18" r="1.6" />
      </LineIcon>
    );
  }
  if (mode === "PICKUP") {
    // pickup box: a bag with handles
    return (
      <LineIcon data-icon="pickup">
        <path d="M5 8h14l-1 12H6z" strokeLinejoin="round" />
        <path d="M9 8a3 3 0 0 1 6 0" />
      </LineIcon>
    );
  }
  return (
    <LineIcon data-icon="location">
      <path d="M12 21s7-6.2 7-11.5A7 7 0 0 0 5 9.5C5 14.8 12 21 12 21z" strokeLinejoin="round" />
      <circle cx="12" cy="9.5" r="2.5" />
    </LineIcon>
  );
}

/** Spec §2 "Sticky bottom bar": where and how the order goes, and the basket total. */
export function BottomBar() {
  const t = useTranslations("basket");
  const pathname = usePathname();
  const { data: branches } = useBranches();
  const state = useBasket((s) => s);
  const branch = branches?.find((b) => b.id === state.selectedBranchId);
  const chosen = Boolean(state.selectedBranchId);
  const { top, bottom } = locationLines(state, branch?.name);
  const total = basketTotal(state, menuOf(branches, state.selectedBranchId));
  const count = itemCount(state.basket.items);
  const stripLoaded = useStripLoaded();

  return (
    <div className="fixed inset-x-0 bottom-0 z-20 border-t border-black/10 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgba(0,0,0,0.06)]">
      {stripLoaded && PromotionStrip && <PromotionStrip />}
      <div className="mx-auto flex max-w-3xl items-center gap-3 px-3 py-2">
        <Link
          href={`${ROUTES.storeSelector}?next=${encodeURIComponent(pathname)}`}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-xl p-1 text-left hover:bg-surface-variant focus-visible:outline-2 focus-visible:outline-primary"
        >
          <span className="text-primary">
            <ModeIcon mode={chosen ? state.orderMode : null} />
          </span>
          <span className="min-w-0">
            <span className="block text-xs text-neutral-600">{t(`location.${top}`)}</span>
            <span className="block truncate text-sm font-semibold">
              {bottom ?? t("location.choose")}
            </span>
          </span>
        </Link>
        <Link
          href={ROUTES.checkout}
          className={buttonClass("primary", "shrink-0")}
          aria-label={t("checkoutLabel", {
            count,
            total: formatMoney(total, state.basket.currency),
          })}
        >
          {formatMoney(total, state.basket.currency)}
        </Link>
      </div>
    </div>
  );
}
