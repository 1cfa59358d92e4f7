"use client";

import { createContext, useContext, useEffect, useMemo, useState } from "react";
import { useStore } from "zustand";
import type { BasketState, DeliveryMethod, StoreChoice } from "@/domain/basket";
import type { DeliveryAddress } from "@/domain/delivery-address";
import { AUTH_CHANGED_EVENT } from "@/domain/auth";
import type { Currency } from "@/domain/money";
import { orderInstant, soldOutIds } from "@/domain/sold-out";
import { useBrand } from "@/ui/brand-context";
import { useMinute } from "@/ui/use-minute";
import type { BasketActions, BasketStore } from "./basket-store";
import { createBasketStore } from "./basket-store";
import type { BranchWithMenu } from "./storefront-data";
import { menuOf, useBranches, useStorefrontLive } from "./storefront-data";

const BasketContext = createContext<BasketStore | null>(null);

export function BasketProvider({
  brandId,
  currency,
  children,
}: {
  brandId: string;
  currency: Currency;
  children: React.ReactNode;
}) {
  const [store] = useState(() => createBasketStore(brandId, currency));
  const { data: branches } = useBranches();
  useStorefrontLive();

  // Items or branches that left the menus since the basket was stored are dropped quietly, and a
  // mode its branch no longer takes is forgotten (checkout asks again, offering the one it takes).
  useEffect(() => {
    if (branches)
      store.getState().repair(
        (id) => (branches.some((b) => b.id === id) ? menuOf(branches, id) : undefined),
        (id) => branches.find((b) => b.id === id),
      );
  }, [branches, store]);

  // Spec §3: the global customer id is the signed-in user's uid, and null once signed out.
  useEffect(() => {
    const follow = (event: Event) =>
      store
        .getState()
        .setGlobalCustomerId((event as CustomEvent<{ uid: string | null }>).detail.uid);
    window.addEventListener(AUTH_CHANGED_EVENT, follow);
    return () => window.removeEventListener(AUTH_CHANGED_EVENT, follow);
  }, [store]);

  return (
    <BasketContext.Provider value={store}>
      <SoldOut store={store} branches={branches}>
        {children}
      </SoldOut>
    </BasketContext.Provider>
  );
}

const NONE: ReadonlySet<string> = new Set();
const SoldOutContext = createContext(NONE);

/**
 * The items sold out at the basket's branch (the page's until one is chosen) for when the basket
 * is for (issue 18 item 6), live as the branches are: worked out once for the page, where every
 * menu card used to ask the branches query and the clock itself (issue 34 item 4). The set is a
 * new one only when its items change, so the cards render again only then.
 */
function SoldOut({
  store,
  branches,
  children,
}: {
  store: BasketStore;
  branches: readonly BranchWithMenu[] | undefined;
  children: React.ReactNode;
}) {
  const brand = useBrand();
  const branchId = useStore(store, (s) => s.selectedBranchId) ?? brand.pageBranchId;
  const minute = useMinute();
  const at = useStore(store, (s) =>
    orderInstant(s.deliveryOrPickupTime, s.scheduledFor, minute ?? Number.MAX_SAFE_INTEGER),
  );
  const ids = JSON.stringify(
    soldOutIds(
      branches?.find((b) => b.id === branchId),
      at,
    ).sort(),
  );
  const soldOut = useMemo(() => new Set(JSON.parse(ids) as string[]), [ids]);
  return <SoldOutContext.Provider value={soldOut}>{children}</SoldOutContext.Provider>;
}

/** Whether the item is sold out at the basket's branch for when the basket is for. */
export function useSoldOut(itemId: string): boolean {
  return useContext(SoldOutContext).has(itemId);
}

export function useBasket<T>(select: (state: BasketState & BasketActions) => T): T {
  const store = useContext(BasketContext);
  if (!store) throw new Error("useBasket must be used inside BasketProvider");
  return useStore(store, select);
}

/**
 * The store selector's choice while it is open (issue 14): the delivery section in the selector
 * reads and edits it here, and only Confirm writes it to the basket.
 */
export interface StoreChoiceDraft {
  choice: StoreChoice;
  setAddress(address: DeliveryAddress | null): void;
  setDeliveryMethod(method: DeliveryMethod): void;
}

const StoreChoiceContext = createContext<StoreChoiceDraft | null>(null);
export const StoreChoiceProvider = StoreChoiceContext.Provider;

export function useStoreChoice(): StoreChoiceDraft {
  const draft = useContext(StoreChoiceContext);
  if (!draft) throw new Error("useStoreChoice must be used inside the store selector");
  return draft;
}
