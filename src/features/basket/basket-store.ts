"use client";

import { createStore } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { BasketState, OrderMode, OrderTime, StoreChoice } from "@/domain/basket";
import {
  addItem,
  applyStoreChoice,
  decrementItem,
  emptyBasketState,
  repairBasketState,
} from "@/domain/basket";
import { parseStoredBasket } from "@/domain/basket-schema";
import type { Currency } from "@/domain/money";
import type { Menu } from "@/domain/storefront";

/** Bump when the stored shape changes; older baskets are then started afresh. */
export const BASKET_STORAGE_VERSION = 1;

export interface BasketActions {
  add(itemId: string): void;
  decrement(itemId: string): void;
  /**
   * The store selector's Confirm: branch, mode, address and method at once (issue 14); items the
   * branch's menu lacks are removed.
   */
  applyStoreChoice(choice: StoreChoice, menu: Menu | undefined): void;
  setOrderMode(mode: OrderMode): void;
  setTime(time: OrderTime): void;
  setNotes(notes: string): void;
  setPaymentMethod(method: string): void;
  /** Spec §4: after an order is created the basket empties and a new idempotency key is made. */
  orderPlaced(): void;
  setGlobalCustomerId(uid: string | null): void;
  repair(menuOfBranch: (branchId: string) => Menu | undefined): void;
}

export type BasketStore = ReturnType<typeof createBasketStore>;

/** One basket per brand, kept in localStorage under the brand's id. Every rule is in src/domain. */
export function createBasketStore(brandId: string, currency: Currency) {
  const fresh = () => emptyBasketState(crypto.randomUUID(), currency);
  return createStore<BasketState & BasketActions>()(
    persist(
      (set) => ({
        ...fresh(),
        add: (itemId) =>
          set((s) => ({ basket: { ...s.basket, items: addItem(s.basket.items, itemId) } })),
        decrement: (itemId) =>
          set((s) => ({ basket: { ...s.basket, items: decrementItem(s.basket.items, itemId) } })),
        applyStoreChoice: (choice, menu) => set((s) => applyStoreChoice(s, choice, menu).state),
        setOrderMode: (orderMode) => set({ orderMode }),
        setTime: (deliveryOrPickupTime) => set({ deliveryOrPickupTime }),
        setNotes: (deliveryNotes) => set({ deliveryNotes }),
        setPaymentMethod: (method) => set({ payment: { method, confirmation: null } }),
        orderPlaced: () =>
          set((s) => ({
            idempotencyKey: crypto.randomUUID(),
            basket: { ...s.basket, items: [] },
            payment: { method: null, confirmation: null },
            deliveryOrPickupTime: "NOW",
            deliveryNotes: "",
          })),
        setGlobalCustomerId: (globalCustomerId) => set({ globalCustomerId }),
        repair: (menuOfBranch) => set((s) => repairBasketState(s, fresh(), menuOfBranch)),
      }),
      {
        name: `kedai-basket:${brandId}`,
        version: BASKET_STORAGE_VERSION,
        storage: createJSONStorage(() => localStorage),
        partialize: (s) => pick(s),
        // Another version's basket is not worth guessing at: start afresh.
        migrate: () => fresh(),
        // Whatever is stored must be a valid basket; anything else (edited, corrupt) is replaced.
        // Lines of more than 99 from before the quantity rule are kept at 99 (basket-schema.ts).
        merge: (stored, current) => ({ ...current, ...(parseStoredBasket(stored) ?? fresh()) }),
      },
    ),
  );
}

/** What is stored: the state without its actions (menus and prices are never part of it). */
function pick(s: BasketState & BasketActions): BasketState {
  return Object.fromEntries(
    Object.entries(s).filter(([, v]) => typeof v !== "function"),
  ) as unknown as BasketState;
}
