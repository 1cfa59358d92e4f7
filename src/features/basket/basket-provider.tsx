"use client";

import { createContext, useContext, useEffect, useState } from "react";
import { useStore } from "zustand";
import type { BasketState, DeliveryMethod, StoreChoice } from "@/domain/basket";
import type { DeliveryAddress } from "@/domain/delivery-address";
import { AUTH_CHANGED_EVENT } from "@/domain/auth";
import type { Currency } from "@/domain/money";
import type { BasketActions, BasketStore } from "./basket-store";
import { createBasketStore } from "./basket-store";
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

  return <BasketContext.Provider value={store}>{children}</BasketContext.Provider>;
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
