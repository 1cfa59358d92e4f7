"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@/ui/link";
import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId } from "react";
import type { Addability, LineRef } from "@/domain/basket";
import {
  canAddOne,
  checkAddability,
  lineFits,
  PENDING_ADD_PARAM,
  pendingAddText,
  quantityOf,
} from "@/domain/basket";
import type { Choices } from "@/domain/options";
import { MAX_ITEM_QTY } from "@/domain/basket-line";
import { ROUTES } from "@/domain/routes";
import { orderInstant, soldOutIds } from "@/domain/sold-out";
import { useBrand } from "@/ui/brand-context";
import { notify } from "@/ui/toasts";
import { useBasket, useSoldOut } from "./basket-provider";
import type { BranchWithMenu } from "./storefront-data";
import { branchesQuery, menuOf } from "./storefront-data";

// Styles in globals.css (.round-button): this control repeats on every menu card.
const round = "round-button";

/**
 * Spec §4's addability of a line at a branch, as the branches are now: added when it can be,
 * else the reason said. With no branch chosen (`branchId` null) the page's menu judges it, and
 * STORE_IS_CLOSED is the caller's to handle. Used by Add and by the store selector's Confirm.
 */
export function useAddAt() {
  const t = useTranslations("basket");
  const add = useBasket((s) => s.add);
  return ({
    branches,
    line,
    branchId,
    judgedAt = branchId ?? "",
    at,
    itemName,
  }: {
    branches: readonly BranchWithMenu[] | undefined;
    line: LineRef;
    /** The branch chosen, or null before one is. */
    branchId: string | null;
    /** The branch whose menu and marks judge it: the one chosen, else the page's. */
    judgedAt?: string;
    /** When the basket is for (sold-out marks for today leave a later day alone). */
    at: number;
    itemName: string;
  }): Addability | "OPTIONS_NOT_AT_BRANCH" => {
    const menu = menuOf(branches, judgedAt);
    const gone = soldOutIds(
      branches?.find((b) => b.id === judgedAt),
      at,
    );
    const addability = checkAddability(menu, line.itemId, branchId, gone);
    switch (addability) {
      case "ITEM_AVAILABLE":
        // The page may show the item as another branch's menu has it: its choices must be this one's.
        if (!lineFits(menu, line)) {
          notify("error", t("optionsNotAtBranch", { item: itemName }));
          return "OPTIONS_NOT_AT_BRANCH";
        }
        add(line);
        break;
      case "STORE_IS_CLOSED":
        break;
      case "ITEM_NOT_IN_MENU":
        notify("error", t("notOnBranchMenu", { item: itemName }));
        break;
      case "ITEM_SOLD_OUT":
        notify("error", t("soldOutItem", { item: itemName }));
        break;
      case "CAN_NOT_CHECK_AVAILABILITY":
        notify("warn", t("availabilityUnknown"));
        break;
    }
    return addability;
  };
}

/**
 * Spec §4's Add: the item's addability at the branch, then one more of it chosen this way; says
 * why when it cannot. Before a branch is chosen it goes to the store selector with the line, which
 * Confirm adds (issue 32 item 2). Resolves to whether it was added.
 */
export function useAddToBasket(itemId: string, itemName: string) {
  const t = useTranslations("basket");
  const brand = useBrand();
  const router = useRouter();
  const pathname = usePathname();
  const queryClient = useQueryClient();
  const whenLoaded = useBasket((s) => s.whenLoaded);
  const addAt = useAddAt();
  return async (choices?: Choices): Promise<boolean> => {
    // A tap right after the page loads waits for the menus, and for the stored basket's check
    // (its branch decides), rather than failing.
    let branches: BranchWithMenu[] | undefined;
    try {
      branches = await queryClient.ensureQueryData(branchesQuery);
    } catch {
      branches = undefined; // CAN_NOT_CHECK_AVAILABILITY below
    }
    const { selectedBranchId, deliveryOrPickupTime, scheduledFor } = await whenLoaded();
    const line: LineRef = choices ? { itemId, choices } : { itemId };
    const addability = addAt({
      branches,
      line,
      branchId: selectedBranchId,
      // Until a branch is chosen, availability is judged on the menu this page shows.
      judgedAt: selectedBranchId ?? brand.pageBranchId,
      at: orderInstant(deliveryOrPickupTime, scheduledFor, Date.now()),
      itemName,
    });
    if (addability === "STORE_IS_CLOSED") {
      notify("info", t("chooseBranchFirst"), t("whereToPrepare"));
      const query = new URLSearchParams({
        next: pathname,
        [PENDING_ADD_PARAM]: pendingAddText(line),
      });
      router.push(`${ROUTES.storeSelector}?${query.toString()}`);
    }
    return addability === "ITEM_AVAILABLE";
  };
}

/**
 * Add an item, or change its quantity once it is in the basket (spec §4). An item with options
 * (issue 18 item 5) is chosen on its page: its Add goes there.
 */
export function AddToBasket({
  itemId,
  itemName,
  withOptions = false,
}: {
  itemId: string;
  itemName: string;
  withOptions?: boolean;
}) {
  const t = useTranslations("basket");
  const qty = useBasket((s) => quantityOf(s.basket.items, itemId));
  const canAdd = useBasket((s) => canAddOne(s.basket.items, { itemId }));
  const limitId = useId();
  const decrement = useBasket((s) => s.decrement);
  const soldOut = useSoldOut(itemId);
  const tryAdd = useAddToBasket(itemId, itemName);

  if (qty === 0 && soldOut) {
    return (
      <button
        type="button"
        disabled
        className={`${round} sold-out`}
        aria-label={t("soldOutItem", { item: itemName })}
      >
        {t("soldOut")}
      </button>
    );
  }
  if (withOptions) {
    return (
      <span className="inline-flex items-center gap-2">
        {qty > 0 && (
          <span className="rounded-full bg-white px-2 py-0.5 text-xs font-bold shadow">
            {t("countInBasket", { count: qty })}
          </span>
        )}
        <Link
          href={ROUTES.item(itemId)}
          className={round}
          aria-label={t("chooseOptions", { item: itemName })}
        >
          {t("add")}
        </Link>
      </span>
    );
  }
  if (qty === 0) {
    return (
      <button
        type="button"
        onClick={() => void tryAdd()}
        className={round}
        aria-label={t("addItem", { item: itemName })}
      >
        {t("add")}
      </button>
    );
  }
  // At the quantity rule's limit the + stops, and says why (issue 15).
  return (
    <div className="inline-flex flex-col items-end gap-1">
      <div
        role="group"
        aria-label={t("inBasket", { item: itemName })}
        className="inline-flex items-center gap-2 rounded-full bg-white p-0.5 shadow"
      >
        <button
          type="button"
          onClick={() => decrement(itemId)}
          className={round}
          aria-label={t("removeOne", { item: itemName })}
        >
          −
        </button>
        <span aria-live="polite" className="min-w-5 text-center text-sm font-bold">
          {qty}
        </span>
        <button
          type="button"
          onClick={() => void tryAdd()}
          disabled={!canAdd || soldOut}
          className={round}
          aria-label={t("addOneMore", { item: itemName })}
          aria-describedby={canAdd && !soldOut ? undefined : limitId}
        >
          +
        </button>
      </div>
      {(!canAdd || soldOut) && (
        <p
          id={limitId}
          className="max-w-40 rounded-lg bg-white px-2 py-1 text-right text-xs font-semibold text-red-700 shadow"
        >
          {soldOut ? t("soldOutInBasket") : t("maxQuantity", { max: MAX_ITEM_QTY })}
        </p>
      )}
    </div>
  );
}
