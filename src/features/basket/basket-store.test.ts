// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import type { BasketState } from "@/domain/basket";
import { emptyBasketState } from "@/domain/basket";
import type { Menu } from "@/domain/storefront";
import { TEST_ADDRESS, TEST_METHOD } from "@/domain/test-fixtures";
import { BASKET_STORAGE_VERSION, createBasketStore } from "./basket-store";

const KEY = "kedai-basket:demo";
const STORED_ID = "3f7c1c1e-0d7e-4a55-9a70-1d8a0b0b7c11";

const basket = (items: unknown[], extra: object = {}) => ({
  ...emptyBasketState(STORED_ID, "IDR"),
  selectedBranchId: "kemang",
  orderMode: "PICKUP",
  basket: { currency: "IDR", items },
  ...extra,
});
const store = (state: unknown, version: unknown = BASKET_STORAGE_VERSION) =>
  localStorage.setItem(KEY, JSON.stringify({ state, version }));
const written = () => JSON.parse(localStorage.getItem(KEY) ?? "null") as { state: BasketState };
const open = () => createBasketStore("demo", "IDR");
/** The data of the store's state, without its actions. */
const data = (s: object) =>
  Object.fromEntries(Object.entries(s).filter(([, v]) => typeof v !== "function"));

const menu: Menu = {
  id: "m",
  name: "M",
  sections: [
    {
      id: "s",
      name: "S",
      items: ["cake", "bun"].map((uid) => ({
        uid,
        name: uid,
        description: "",
        price: 1,
        images: [],
      })),
    },
  ],
};
const menus = (id: string) => (id === "kemang" ? menu : undefined);

afterEach(() => localStorage.clear());

describe("a first visit (nothing stored)", () => {
  it("is loaded at once: an add is kept and written without waiting for any check", () => {
    const s = open();
    s.getState().add({ itemId: "cake" });
    expect(s.getState().basket.items).toEqual([{ itemId: "cake", qty: 1 }]);
    expect(written().state.basket.items).toEqual([{ itemId: "cake", qty: 1 }]);
  });
});

describe("a blank basket (nothing in it, nothing chosen)", () => {
  it("is not stored, though a sign-in and the menus' repair ran: the next page has nothing to check", async () => {
    const s = open();
    s.getState().setGlobalCustomerId("uid-1");
    s.getState().repair(menus, () => undefined);
    await s.getState().whenLoaded();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("is forgotten when the last thing in it goes", async () => {
    store(basket([{ itemId: "cake", qty: 1 }], { selectedBranchId: null, orderMode: null }));
    const s = open();
    await s.getState().whenLoaded();
    expect(written().state.basket.items).toEqual([{ itemId: "cake", qty: 1 }]);
    s.getState().decrement("cake");
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});

describe("a stored basket", () => {
  it("is used once checked, and written back as checked", async () => {
    store(basket([{ itemId: "cake", qty: 2 }]));
    const s = open();
    expect(s.getState().basket.items).toEqual([]); // not checked yet
    const loaded = await s.getState().whenLoaded();
    expect(data(loaded)).toEqual(basket([{ itemId: "cake", qty: 2 }]));
    expect(data(s.getState())).toEqual(basket([{ itemId: "cake", qty: 2 }]));
    expect(written()).toEqual({
      state: basket([{ itemId: "cake", qty: 2 }]),
      version: BASKET_STORAGE_VERSION,
    });
  });

  it("keeps an add made before the check finished, on top of the stored lines", async () => {
    store(basket([{ itemId: "cake", qty: 2 }]));
    const raw = localStorage.getItem(KEY);
    const s = open();
    s.getState().add({ itemId: "cake" });
    s.getState().add({ itemId: "bun" });
    // Shown at once on the empty basket, but not written over the stored one.
    expect(s.getState().basket.items).toEqual([
      { itemId: "cake", qty: 1 },
      { itemId: "bun", qty: 1 },
    ]);
    expect(localStorage.getItem(KEY)).toBe(raw);
    await s.getState().whenLoaded();
    const items = [
      { itemId: "cake", qty: 3 },
      { itemId: "bun", qty: 1 },
    ];
    expect(s.getState().basket.items).toEqual(items);
    expect(s.getState().idempotencyKey).toBe(STORED_ID);
    expect(written().state.basket.items).toEqual(items);
  });

  it("applies a sign-in and the menus' repair that came before the check, in order", async () => {
    store(
      basket([
        { itemId: "cake", qty: 1 },
        { itemId: "retired", qty: 4 },
      ]),
    );
    const s = open();
    s.getState().setGlobalCustomerId("uid-1");
    s.getState().repair(menus, () => undefined);
    await s.getState().whenLoaded();
    expect(s.getState()).toMatchObject({
      globalCustomerId: "uid-1",
      selectedBranchId: "kemang",
      basket: { items: [{ itemId: "cake", qty: 1 }] },
    });
    expect(written().state.globalCustomerId).toBe("uid-1");
  });

  it("writes every change made after the check", async () => {
    store(basket([{ itemId: "cake", qty: 1 }]));
    const s = open();
    await s.getState().whenLoaded();
    s.getState().decrement("cake");
    s.getState().setNotes("after 5");
    expect(written().state).toMatchObject({ basket: { items: [] }, deliveryNotes: "after 5" });
  });
});

describe("a stored basket that is not valid (as before: basket-schema.ts)", () => {
  it("is replaced by a fresh basket", async () => {
    const invalid: [unknown, unknown][] = [
      [basket([{ itemId: "cake", qty: 0 }]), 1],
      [basket([{ itemId: "cake", qty: 1.5 }]), 1],
      [{ ...basket([]), orderStatus: "PAID" }, 1],
      [{ basket: "nope" }, 1],
      ["x", 1],
      [basket([{ itemId: "cake", qty: 1 }]), 0], // another version's
    ];
    for (const [state, version] of invalid) {
      store(state, version);
      const s = open();
      s.getState().add({ itemId: "bun" }); // before the check: kept on the fresh basket
      const loaded = await s.getState().whenLoaded();
      expect(loaded.idempotencyKey).not.toBe(STORED_ID);
      expect(loaded).toMatchObject({ selectedBranchId: null, orderStatus: "NOT_INIT" });
      expect(loaded.basket.items).toEqual([{ itemId: "bun", qty: 1 }]);
      expect(written().state.basket.items).toEqual([{ itemId: "bun", qty: 1 }]);
    }
  });

  it("is replaced when it is not JSON", async () => {
    localStorage.setItem(KEY, "{not json");
    const loaded = await open().getState().whenLoaded();
    expect(loaded).toMatchObject({ selectedBranchId: null, basket: { items: [] } });
  });

  it("keeps a line of more than 99 (from before the rule) at 99", async () => {
    store(basket([{ itemId: "cake", qty: 999 }]));
    const s = open();
    s.getState().add({ itemId: "cake" }); // at 99 an add changes nothing
    const loaded = await s.getState().whenLoaded();
    expect(loaded.basket.items).toEqual([{ itemId: "cake", qty: 99 }]);
    expect(written().state.basket.items).toEqual([{ itemId: "cake", qty: 99 }]);
  });

  it("forgets an address the order would refuse, with its method, and keeps the rest", async () => {
    store(
      basket([{ itemId: "cake", qty: 2 }], {
        orderMode: "DELIVERY",
        deliveryAddress: { ...TEST_ADDRESS, name: "n".repeat(201) },
        deliveryMethod: TEST_METHOD,
      }),
    );
    const loaded = await open().getState().whenLoaded();
    expect(loaded).toMatchObject({
      idempotencyKey: STORED_ID,
      orderMode: "DELIVERY",
      deliveryAddress: null,
      deliveryMethod: null,
      basket: { items: [{ itemId: "cake", qty: 2 }] },
    });
  });
});
