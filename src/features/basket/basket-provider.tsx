"use client";

import { createContext, useContext, useEffect, useState } from "react";
import { useStore } from "zustand";
import type { BasketState } from "@/domain/basket";
import { AUTH_CHANGED_EVENT } from "@/domain/auth";
import type { Currency } from "@/domain/money";
import type { BasketActions, BasketStore } from "./basket-store";
import { createBasketStore } from "./basket-store";
import { menuOf, useBranches } from "./storefront-data";

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

  // Items or branches that left the menus since the basket was stored are dropped quietly.
  useEffect(() => {
    if (branches)
      store
        .getState()
        .repair((id) => (branches.some((b) => b.id === id) ? menuOf(branches, id) : undefined));
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
