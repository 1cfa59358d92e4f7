"use client";

import { createStore } from "zustand";
import type {
  BasketState,
  DeliveryMethod,
  LineRef,
  OfferOf,
  OrderTime,
  StoreChoice,
} from "@/domain/basket";
import type { OrderMode } from "@/domain/order-mode";
import {
  addItem,
  applyStoreChoice,
  decrementItem,
  emptyBasketState,
  isBlankBasket,
  reorder,
  replaceChoices,
  repairBasketState,
} from "@/domain/basket";
import type { Currency } from "@/domain/money";
import type { PaymentChannel } from "@/domain/online-payment";
import type { Choices } from "@/domain/options";
import type { Menu } from "@/domain/storefront";

/** Bump when the stored shape changes; older baskets are then started afresh. */
export const BASKET_STORAGE_VERSION = 1;

export interface BasketActions {
  /** One more of the item chosen this way (domain/basket.ts addItem). */
  add(line: LineRef): void;
  /** One less of the line with this key (domain/options.ts lineKey). */
  decrement(key: string): void;
  /** The line with this key chosen again (Edit): domain/basket.ts replaceChoices. */
  replaceChoices(key: string, choices: Choices): void;
  /**
   * The store selector's Confirm: branch, mode, address and method at once (issue 14); items the
   * branch's menu lacks are removed.
   */
  applyStoreChoice(choice: StoreChoice, menu: Menu | undefined): void;
  setOrderMode(mode: OrderMode): void;
  setTime(time: OrderTime): void;
  setNotes(notes: string): void;
  /** The slot of an order for later (domain/slots.ts), or null to choose again. */
  setSlot(scheduledFor: string | null): void;
  setPaymentMethod(method: string): void;
  /** A courier's fresh quote at checkout (issue 38), or null to choose the delivery again. */
  setDeliveryMethod(method: DeliveryMethod | null): void;
  /** Paying online (issue 20): the channel, kept as the order's confirmation `{channel}`. */
  setPaymentChannel(channel: PaymentChannel): void;
  /** Spec §4: after an order is created the basket empties and a new idempotency key is made. */
  orderPlaced(): void;
  setGlobalCustomerId(uid: string | null): void;
  /** The basket made to fit the branches as they are now (domain/basket.ts repairBasketState). */
  repair(menuOfBranch: (branchId: string) => Menu | undefined, offerOf: OfferOf): void;
  /** An earlier order's items back in the basket (issue 18 item 10): domain/basket.ts reorder. */
  reorder(
    order: Parameters<typeof reorder>[1],
    menuOfBranch: (branchId: string) => Menu | undefined,
    offerOf: OfferOf,
  ): { branchId: string; leftOut: string[]; added: number };
  /**
   * The basket once the stored one has been checked (at once when none is stored): what depends
   * on the customer's real basket, such as an item's addability, waits for it.
   */
  whenLoaded(): Promise<BasketState>;
}

export type BasketStore = ReturnType<typeof createBasketStore>;

type Change = (s: BasketState) => Partial<BasketState>;

/**
 * One basket per brand, kept in localStorage under the brand's id. Every rule is in src/domain.
 *
 * A stored basket is checked with the order's own rules (basket-schema.ts), whose module (zod) is
 * loaded only when there is one to check, after the page (decision 0022). Until then the store
 * holds an empty basket: changes made meanwhile (an Add, a sign-in, the menus' repair) apply to it
 * at once and are applied again, in order, to the checked basket; nothing is written before, so
 * the stored basket is never overwritten by the empty one. A blank basket (nothing in it, nothing
 * chosen: domain/basket.ts isBlankBasket) is not stored at all, so a visitor who only looks loads
 * no check on their next page.
 */
export function createBasketStore(
  brandId: string,
  currency: Currency,
  storage: Storage | null = browserStorage(),
) {
  const key = `kedai-basket:${brandId}`;
  const fresh = () => emptyBasketState(crypto.randomUUID(), currency);
  let early: Change[] | null = [];
  let loaded: Promise<void> = Promise.resolve();

  const store = createStore<BasketState & BasketActions>()((set, get) => {
    const change = (c: Change) => {
      early?.push(c);
      set(c);
    };
    return {
      ...fresh(),
      add: (line) =>
        change((s) => ({ basket: { ...s.basket, items: addItem(s.basket.items, line) } })),
      decrement: (key) =>
        change((s) => ({ basket: { ...s.basket, items: decrementItem(s.basket.items, key) } })),
      replaceChoices: (key, choices) =>
        change((s) => ({
          basket: { ...s.basket, items: replaceChoices(s.basket.items, key, choices) },
        })),
      applyStoreChoice: (choice, menu) => change((s) => applyStoreChoice(s, choice, menu).state),
      setOrderMode: (orderMode) => change(() => ({ orderMode })),
      setTime: (deliveryOrPickupTime) => change(() => ({ deliveryOrPickupTime })),
      setNotes: (deliveryNotes) => change(() => ({ deliveryNotes })),
      setSlot: (scheduledFor) => change(() => ({ scheduledFor })),
      setPaymentMethod: (method) => change(() => ({ payment: { method, confirmation: null } })),
      setDeliveryMethod: (deliveryMethod) => change(() => ({ deliveryMethod })),
      setPaymentChannel: (channel) =>
        change(() => ({ payment: { method: "online", confirmation: { channel } } })),
      orderPlaced: () =>
        change((s) => ({
          idempotencyKey: crypto.randomUUID(),
          basket: { ...s.basket, items: [] },
          payment: { method: null, confirmation: null },
          deliveryOrPickupTime: "NOW",
          deliveryNotes: "",
          scheduledFor: null,
        })),
      setGlobalCustomerId: (globalCustomerId) => change(() => ({ globalCustomerId })),
      repair: (menuOfBranch, offerOf) => change((s) => repairBasketState(s, menuOfBranch, offerOf)),
      reorder: (order, menuOfBranch, offerOf) => {
        const { branchId, leftOut, added } = reorder(get(), order, menuOfBranch, offerOf);
        change((s) => reorder(s, order, menuOfBranch, offerOf).state);
        return { branchId, leftOut, added };
      },
      whenLoaded: () => loaded.then(get),
    };
  });

  const write = (s: BasketState) => {
    try {
      if (isBlankBasket(s)) storage?.removeItem(key);
      else
        storage?.setItem(key, JSON.stringify({ state: pick(s), version: BASKET_STORAGE_VERSION }));
    } catch {
      // Full or refused storage: the basket still works for this visit.
    }
  };
  const stored = () => storedState(storage, key);

  loaded = (async () => {
    const found = stored() !== undefined;
    // Whatever is stored must be a valid basket; anything else (edited, corrupt) is replaced.
    // Lines of more than 99 from before the quantity rule are kept at 99 (basket-schema.ts).
    const checked = found ? await checkStored(stored) : null;
    const changes = early ?? [];
    early = null;
    if (checked)
      store.setState((s) =>
        changes.reduce((acc, c) => ({ ...acc, ...c(acc) }), { ...s, ...checked }),
      );
    if (found || changes.length > 0) write(store.getState());
    store.subscribe(write);
  })().catch((error: unknown) => {
    // The check could not load (offline, a new deployment): the stored basket is left as it is for
    // the next visit, and this one's basket is kept in memory only.
    early = null;
    console.warn("The stored basket could not be checked:", error);
  });

  return store;
}

/**
 * The checked stored basket (basket-schema.ts), or null when it is not one. Read again once the
 * check has loaded: another tab may have written meanwhile.
 */
async function checkStored(stored: () => unknown): Promise<BasketState | null> {
  const { parseStoredBasket } = await import("@/domain/basket-schema");
  const state = stored();
  return state === undefined ? null : parseStoredBasket(state);
}

/**
 * The stored basket's state, unchecked; undefined when there is nothing worth checking: nothing
 * stored, not JSON, or another version's basket (not worth guessing at: start afresh).
 */
function storedState(storage: Storage | null, key: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(storage?.getItem(key) ?? "null");
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null || !("state" in value)) return undefined;
  if ("version" in value && typeof value.version === "number")
    if (value.version !== BASKET_STORAGE_VERSION) return undefined;
  return value.state ?? undefined;
}

/** localStorage, or null where there is none (the server's render) or it is refused. */
function browserStorage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** What is stored: the state without its actions (menus and prices are never part of it). */
function pick(s: BasketState): BasketState {
  return Object.fromEntries(
    Object.entries(s).filter(([, v]) => typeof v !== "function"),
  ) as unknown as BasketState;
}
