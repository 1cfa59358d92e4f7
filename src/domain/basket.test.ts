import { describe, expect, it } from "vitest";
import type { BasketState } from "./basket";
import {
  addItem,
  applyStoreChoice,
  basketTotal,
  basketTotals,
  canAddOne,
  canCheckout,
  checkAddability,
  chooseStoreBranch,
  deliveryFeeLine,
  deliveryGap,
  itemsOffMenu,
  decrementItem,
  emptyBasketState,
  isBlankBasket,
  itemCount,
  locationLines,
  mergeQuantities,
  pendingAddOf,
  pendingAddText,
  reorder,
  repairBasketState,
  selectBranch,
  setDeliveryAddress,
  storeChoiceOf,
} from "./basket";
import { MAX_ITEM_QTY } from "./basket-line";
import type { Menu } from "./storefront";
import { TEST_ADDRESS, TEST_METHOD } from "./test-fixtures";

const item = (uid: string, price: number) => ({
  uid,
  name: uid,
  description: "",
  price,
  images: [],
});
const menuA: Menu = {
  id: "a",
  name: "A",
  sections: [{ id: "s", name: "S", items: [item("cake", 100), item("bun", 20), item("tea", 15)] }],
};
const menuB: Menu = {
  id: "b",
  name: "B",
  sections: [{ id: "s", name: "S", items: [item("cake", 110), item("tea", 15)] }],
};
const KEY = "3b241101-e2bb-4255-8caf-4136c566a962";
const method = TEST_METHOD;
const address = TEST_ADDRESS;

const withItems = (
  items: BasketState["basket"]["items"],
  extra: Partial<BasketState> = {},
): BasketState => ({
  ...emptyBasketState(KEY),
  selectedBranchId: "kemang",
  basket: { currency: "IDR", items },
  ...extra,
});

describe("checkAddability (spec order)", () => {
  it("cannot check without a menu, even with no branch", () => {
    expect(checkAddability(undefined, "cake", null)).toBe("CAN_NOT_CHECK_AVAILABILITY");
  });
  it("reports an item not in the menu before a closed store", () => {
    expect(checkAddability(menuA, "durian", null)).toBe("ITEM_NOT_IN_MENU");
  });
  it("reports a closed store when no branch is selected", () => {
    expect(checkAddability(menuA, "cake", null)).toBe("STORE_IS_CLOSED");
  });
  it("allows an item on the menu of a selected branch", () => {
    expect(checkAddability(menuA, "cake", "kemang")).toBe("ITEM_AVAILABLE");
  });
  it("reports an item its branch sold out (issue 18 item 6), after one not on the menu", () => {
    expect(checkAddability(menuA, "cake", "kemang", ["cake"])).toBe("ITEM_SOLD_OUT");
    expect(checkAddability(menuA, "cake", null, ["cake"])).toBe("ITEM_SOLD_OUT");
    expect(checkAddability(menuA, "durian", "kemang", ["durian"])).toBe("ITEM_NOT_IN_MENU");
    expect(checkAddability(menuA, "cake", "kemang", ["tart"])).toBe("ITEM_AVAILABLE");
  });
});

describe("addItem and decrementItem", () => {
  it("adds with qty 1, then increments by 1", () => {
    const once = addItem([], { itemId: "cake" });
    expect(once).toEqual([{ itemId: "cake", qty: 1 }]);
    expect(addItem(once, { itemId: "cake" })).toEqual([{ itemId: "cake", qty: 2 }]);
    expect(addItem(once, { itemId: "bun" })).toEqual([
      { itemId: "cake", qty: 1 },
      { itemId: "bun", qty: 1 },
    ]);
  });
  it("decrements and removes at zero", () => {
    expect(decrementItem([{ itemId: "cake", qty: 2 }], "cake")).toEqual([
      { itemId: "cake", qty: 1 },
    ]);
    expect(decrementItem([{ itemId: "cake", qty: 1 }], "cake")).toEqual([]);
  });
  it("leaves the basket unchanged when decrementing an absent item", () => {
    const items = [{ itemId: "cake", qty: 1 }];
    expect(decrementItem(items, "bun")).toEqual(items);
    expect(decrementItem([], "bun")).toEqual([]);
  });
  it("stops at MAX_ITEM_QTY, which canAddOne (the + control) says", () => {
    let items = addItem([], { itemId: "cake" });
    for (let i = 1; i < 150; i++) items = addItem(items, { itemId: "cake" });
    expect(items).toEqual([{ itemId: "cake", qty: MAX_ITEM_QTY }]);
    expect(canAddOne(items, { itemId: "cake" })).toBe(false);
    expect(canAddOne(decrementItem(items, "cake"), { itemId: "cake" })).toBe(true);
    expect(canAddOne(items, { itemId: "bun" })).toBe(true);
  });
  it("counts items", () => {
    const items = [
      { itemId: "cake", qty: 2 },
      { itemId: "bun", qty: 3 },
    ];
    expect(itemCount(items)).toBe(5);
  });
});

describe("selectBranch", () => {
  it("does nothing when the same branch is chosen again", () => {
    const state = withItems([{ itemId: "bun", qty: 1 }], { deliveryMethod: method });
    const result = selectBranch(state, "kemang", menuB);
    expect(result.state).toBe(state);
    expect(result.dropped).toEqual([]);
  });
  it("keeps only items on the new branch's menu and reports the dropped ones", () => {
    const state = withItems([
      { itemId: "cake", qty: 2 },
      { itemId: "bun", qty: 1 },
    ]);
    const result = selectBranch(state, "menteng", menuB);
    expect(result.state.selectedBranchId).toBe("menteng");
    expect(result.state.basket.items).toEqual([{ itemId: "cake", qty: 2 }]);
    expect(result.dropped).toEqual([{ itemId: "bun", qty: 1 }]);
  });
  it("can drop everything", () => {
    const result = selectBranch(withItems([{ itemId: "bun", qty: 3 }]), "menteng", menuB);
    expect(result.state.basket.items).toEqual([]);
    expect(result.dropped).toHaveLength(1);
  });
  it("clears the chosen delivery method", () => {
    const result = selectBranch(withItems([], { deliveryMethod: method }), "menteng", menuB);
    expect(result.state.deliveryMethod).toBeNull();
  });
  it("selects a first branch with nothing to drop", () => {
    const result = selectBranch(emptyBasketState(KEY), "kemang", menuA);
    expect(result.state.selectedBranchId).toBe("kemang");
    expect(result.dropped).toEqual([]);
  });
});

describe("setDeliveryAddress", () => {
  it("sets the address and clears the delivery method", () => {
    const state = setDeliveryAddress(withItems([], { deliveryMethod: method }), address);
    expect(state.deliveryAddress).toEqual(address);
    expect(state.deliveryMethod).toBeNull();
  });
});

describe("basketTotal", () => {
  const items = [
    { itemId: "cake", qty: 2 },
    { itemId: "tea", qty: 1 },
  ];
  it("sums qty x current menu price", () => {
    expect(basketTotal(withItems(items, { orderMode: "PICKUP" }), menuA)).toBe(215);
    expect(basketTotal(withItems(items, { orderMode: "PICKUP" }), menuB)).toBe(235); // B's cake costs more
  });
  it("adds the delivery method's price for DELIVERY only", () => {
    expect(
      basketTotal(withItems(items, { orderMode: "DELIVERY", deliveryMethod: method }), menuA),
    ).toBe(10215);
    expect(
      basketTotal(withItems(items, { orderMode: "PICKUP", deliveryMethod: method }), menuA),
    ).toBe(215);
    expect(basketTotal(withItems(items, { orderMode: "DELIVERY" }), menuA)).toBe(215);
  });
  it("prices an item missing from the menu at nothing rather than a stale price", () => {
    expect(basketTotal(withItems([{ itemId: "gone", qty: 3 }]), menuA)).toBe(0);
  });
  it("splits into items, delivery and total, as the invoice shows them", () => {
    expect(
      basketTotals(withItems(items, { orderMode: "DELIVERY", deliveryMethod: method }), menuA),
    ).toEqual({ items: 215, delivery: 10000, discount: 0, total: 10215 });
  });
});

describe("repairBasketState", () => {
  const menus = (id: string) => ({ kemang: menuA, menteng: menuB })[id];

  it("drops items that left the branch's menu", () => {
    const stored = withItems([
      { itemId: "cake", qty: 1 },
      { itemId: "retired", qty: 2 },
    ]);
    expect(repairBasketState(stored, menus).basket.items).toEqual([{ itemId: "cake", qty: 1 }]);
  });
  it("forgets a branch that no longer exists, with its items", () => {
    const stored = withItems([{ itemId: "cake", qty: 1 }], {
      selectedBranchId: "closed-branch",
      deliveryMethod: method,
    });
    const repaired = repairBasketState(stored, menus);
    expect(repaired).toMatchObject({
      selectedBranchId: null,
      deliveryMethod: null,
      basket: { items: [] },
    });
  });
  it("forgets an address the server did not issue, with its delivery method", () => {
    const unsigned = withItems([{ itemId: "cake", qty: 1 }], {
      orderMode: "DELIVERY",
      deliveryAddress: { ...address, placeSignature: undefined },
      deliveryMethod: method,
    });
    expect(repairBasketState(unsigned, menus)).toMatchObject({
      deliveryAddress: null,
      deliveryMethod: null,
      basket: { items: [{ itemId: "cake", qty: 1 }] },
    });
    const signed = withItems([], { deliveryAddress: address, deliveryMethod: method });
    expect(repairBasketState(signed, menus)).toEqual(signed);
  });
  it("forgets a mode the branch no longer takes, so checkout asks again (issue 19 item 2)", () => {
    const stored = withItems([{ itemId: "cake", qty: 1 }], {
      orderMode: "DELIVERY",
      deliveryAddress: address,
      deliveryMethod: method,
    });
    const offers = (id: string) => (id === "kemang" ? { orderModes: ["PICKUP" as const] } : {});
    expect(repairBasketState(stored, menus, offers)).toEqual({ ...stored, orderMode: null });
    const pickup = { ...stored, orderMode: "PICKUP" as const };
    expect(repairBasketState(pickup, menus, offers)).toEqual(pickup);
    expect(repairBasketState(stored, menus, () => ({}))).toEqual(stored);
  });
  it("keeps a healthy basket as it is", () => {
    const stored = withItems([{ itemId: "cake", qty: 2 }], {
      orderMode: "PICKUP",
      deliveryOrPickupTime: "LATER",
      deliveryNotes: "after 5",
    });
    expect(repairBasketState(stored, menus)).toEqual(stored);
  });
});

describe("locationLines (sticky bottom bar)", () => {
  it("asks for a location until a branch is chosen", () => {
    expect(locationLines(emptyBasketState(KEY), "Kemang")).toEqual({
      top: "NO_CHOICE",
      bottom: null,
    });
  });
  it("names the branch for pickup and the address for delivery", () => {
    expect(locationLines(withItems([], { orderMode: "PICKUP" }), "Kemang")).toEqual({
      top: "PICKUP",
      bottom: "Kemang",
    });
    expect(
      locationLines(withItems([], { orderMode: "DELIVERY", deliveryAddress: address }), "Kemang"),
    ).toEqual({ top: "DELIVERY", bottom: "Home" });
    expect(locationLines(withItems([], { orderMode: "DELIVERY" }), "Kemang")).toEqual({
      top: "DELIVERY",
      bottom: null,
    });
  });
  it("a branch without a mode is no choice yet (issue 14: the bar never says Pickup while checkout says Error)", () => {
    expect(locationLines(withItems([], { orderMode: null }), "Kemang")).toEqual({
      top: "NO_CHOICE",
      bottom: null,
    });
  });
});

describe("delivery readiness (issue 14)", () => {
  it("a pickup needs no address and shows no fee line", () => {
    const pickup = withItems([], { orderMode: "PICKUP" });
    expect(deliveryGap(pickup)).toBeNull();
    expect(deliveryFeeLine(pickup)).toBeNull();
    expect(canCheckout(pickup, "payAtOutlet", undefined)).toBe(true);
  });
  it("a delivery lacks the address first, then the method, each named in place of the fee", () => {
    const none = withItems([], { orderMode: "DELIVERY" });
    expect(deliveryGap(none)).toBe("address");
    expect(deliveryFeeLine(none)).toEqual({
      missing: "address",
    });
    const noMethod = { ...none, deliveryAddress: address };
    expect(deliveryGap(noMethod)).toBe("method");
    expect(deliveryFeeLine(noMethod)).toEqual({
      missing: "method",
    });
    const ready = { ...noMethod, deliveryMethod: method };
    expect(deliveryGap(ready)).toBeNull();
    expect(deliveryFeeLine(ready)).toEqual({ price: 10000 });
  });
  it("a method without an address is still no delivery", () => {
    const state = withItems([], { orderMode: "DELIVERY", deliveryMethod: method });
    expect(deliveryGap(state)).toBe("address");
  });
  it("checkout needs the spec's payment method and, for a delivery, address and method", () => {
    const delivery = withItems([], { orderMode: "DELIVERY" });
    expect(canCheckout(delivery, "cashOnDelivery", undefined)).toBe(false);
    expect(
      canCheckout({ ...delivery, deliveryAddress: address }, "cashOnDelivery", undefined),
    ).toBe(false);
    const complete = { ...delivery, deliveryAddress: address, deliveryMethod: method };
    expect(canCheckout(complete, "cashOnDelivery", undefined)).toBe(true);
    expect(canCheckout(complete, null, undefined)).toBe(false);
  });
  it("checkout needs a mode, and one the branch takes (issue 19 item 2)", () => {
    const complete = withItems([], {
      orderMode: "DELIVERY",
      deliveryAddress: address,
      deliveryMethod: method,
    });
    expect(canCheckout(complete, "transfer", { orderModes: ["DELIVERY"] })).toBe(true);
    expect(canCheckout(complete, "transfer", { orderModes: ["PICKUP"] })).toBe(false);
    expect(canCheckout({ ...complete, orderMode: null }, "transfer", undefined)).toBe(false);
  });
});

describe("the store selector's choice (issue 14: applied together, on Confirm)", () => {
  it("opens on the confirmed choice, Pickup when no mode was confirmed", () => {
    const state = withItems([], { deliveryAddress: address, deliveryMethod: method });
    expect(storeChoiceOf(state)).toEqual({
      selectedBranchId: "kemang",
      orderMode: "PICKUP",
      deliveryAddress: address,
      deliveryMethod: method,
    });
  });
  it("another branch clears the method (priced from the branch); the same keeps it", () => {
    const choice = storeChoiceOf(withItems([], { deliveryMethod: method }));
    expect(chooseStoreBranch(choice, "kemang")).toBe(choice);
    expect(chooseStoreBranch(choice, "menteng")).toMatchObject({
      selectedBranchId: "menteng",
      deliveryMethod: null,
    });
  });
  it("an address in the choice clears its method, as in the basket", () => {
    const choice = storeChoiceOf(withItems([], { deliveryAddress: null, deliveryMethod: method }));
    expect(setDeliveryAddress(choice, address)).toMatchObject({
      deliveryAddress: address,
      deliveryMethod: null,
    });
  });
  it("Confirm applies branch, mode, address and method at once, dropping items off the menu", () => {
    const state = withItems([
      { itemId: "cake", qty: 1 },
      { itemId: "bun", qty: 2 },
    ]);
    const choice = {
      selectedBranchId: "menteng",
      orderMode: "DELIVERY" as const,
      deliveryAddress: address,
      deliveryMethod: method,
    };
    const { state: next, dropped } = applyStoreChoice(state, choice, menuB);
    expect(next).toMatchObject({ ...choice, basket: { items: [{ itemId: "cake", qty: 1 }] } });
    expect(dropped).toEqual([{ itemId: "bun", qty: 2 }]);
    expect(next.idempotencyKey).toBe(KEY);
  });
  it("Confirm on the same branch sets the mode and keeps the items", () => {
    const state = withItems([{ itemId: "bun", qty: 2 }], { orderMode: null });
    const { state: next, dropped } = applyStoreChoice(state, storeChoiceOf(state), menuA);
    expect(next.orderMode).toBe("PICKUP");
    expect(next.basket.items).toEqual([{ itemId: "bun", qty: 2 }]);
    expect(dropped).toEqual([]);
  });
  it("itemsOffMenu names what a branch would drop (the warning on the tap), everything without a menu", () => {
    const items = [
      { itemId: "cake", qty: 1 },
      { itemId: "bun", qty: 2 },
    ];
    expect(itemsOffMenu(items, menuB)).toEqual([{ itemId: "bun", qty: 2 }]);
    expect(itemsOffMenu(items, menuA)).toEqual([]);
    expect(itemsOffMenu(items, undefined)).toEqual(items);
  });
  it("no branch chosen: nothing changes", () => {
    const state = emptyBasketState(KEY);
    expect(applyStoreChoice(state, storeChoiceOf(state), menuA).state).toBe(state);
  });
});

describe("a branch's order modes in the store selector (issue 19 item 2)", () => {
  const pickupOnly = { orderModes: ["PICKUP" as const] };
  const deliveryOnly = { orderModes: ["DELIVERY" as const] };

  it("another branch that does not take the chosen mode switches the choice to the one it takes", () => {
    const choice = storeChoiceOf(
      withItems([], { orderMode: "DELIVERY", deliveryAddress: address }),
    );
    expect(chooseStoreBranch(choice, "menteng", pickupOnly)).toEqual({
      ...choice,
      selectedBranchId: "menteng",
      orderMode: "PICKUP",
      deliveryMethod: null,
    });
    expect(chooseStoreBranch(choice, "menteng", deliveryOnly).orderMode).toBe("DELIVERY");
    expect(chooseStoreBranch(choice, "menteng", {}).orderMode).toBe("DELIVERY");
  });
  it("opens on the mode its branch takes when none was confirmed, or the confirmed one", () => {
    expect(storeChoiceOf(withItems([], { orderMode: null }), deliveryOnly).orderMode).toBe(
      "DELIVERY",
    );
    expect(storeChoiceOf(withItems([], { orderMode: null }), pickupOnly).orderMode).toBe("PICKUP");
    expect(storeChoiceOf(withItems([], { orderMode: "DELIVERY" }), {}).orderMode).toBe("DELIVERY");
  });
});

describe("mergeQuantities (issue 13: refused, never clamped)", () => {
  it("merges the lines of one item at its first line", () => {
    expect(
      mergeQuantities([
        { itemId: "cake", qty: 2 },
        { itemId: "bun", qty: 1 },
        { itemId: "cake", qty: 3 },
      ]),
    ).toEqual({
      ok: true,
      items: [
        { itemId: "cake", qty: 5 },
        { itemId: "bun", qty: 1 },
      ],
    });
  });
  it("accepts exactly 99 of an item, in one line or several", () => {
    expect(mergeQuantities([{ itemId: "cake", qty: 99 }]).ok).toBe(true);
    expect(
      mergeQuantities([
        { itemId: "cake", qty: 50 },
        { itemId: "cake", qty: 49 },
      ]).ok,
    ).toBe(true);
  });
  it("names the item's first line and its merged total over 99", () => {
    expect(
      mergeQuantities([
        { itemId: "bun", qty: 1 },
        { itemId: "cake", qty: 60 },
        { itemId: "cake", qty: 60 },
      ]),
    ).toEqual({ ok: false, line: 1, itemId: "cake", qty: 120 });
    expect(mergeQuantities([{ itemId: "cake", qty: 9900 }])).toEqual({
      ok: false,
      line: 0,
      itemId: "cake",
      qty: 9900,
    });
  });
  it("refuses a line of zero, a negative or a fraction where it stands", () => {
    for (const qty of [0, -1, 1.5])
      expect(
        mergeQuantities([
          { itemId: "bun", qty: 1 },
          { itemId: "cake", qty },
        ]),
      ).toEqual({ ok: false, line: 1, itemId: "cake", qty });
  });
});

describe("reorder (issue 18 item 10)", () => {
  const menus: Record<string, Menu> = { kemang: menuA, menteng: menuB };
  const menuOf = (id: string) => menus[id];
  const earlier = {
    branchId: "kemang",
    orderMode: "DELIVERY" as const,
    items: [
      { itemId: "cake", qty: 2, name: "Cake" },
      { itemId: "bun", qty: 1, name: "Bun" },
    ],
  };

  it("adds the order's items to the basket of the branch chosen now, leaving out and naming what its menu lacks", () => {
    const state = withItems([{ itemId: "tea", qty: 1 }], {
      selectedBranchId: "menteng",
      orderMode: "PICKUP",
    });
    const result = reorder(state, earlier, menuOf);
    expect(result.branchId).toBe("menteng");
    expect(result.state.basket.items).toEqual([
      { itemId: "tea", qty: 1 },
      { itemId: "cake", qty: 2 },
    ]);
    expect(result.leftOut).toEqual(["Bun"]);
    expect(result.state.orderMode).toBe("PICKUP"); // the customer's choice stays
  });

  it("adds to an item already in the basket, never past the most one line may hold", () => {
    const state = withItems([{ itemId: "cake", qty: MAX_ITEM_QTY - 1 }]);
    const result = reorder(state, earlier, menuOf);
    expect(result.state.basket.items).toEqual([
      { itemId: "cake", qty: MAX_ITEM_QTY },
      { itemId: "bun", qty: 1 },
    ]);
    expect(result.leftOut).toEqual([]);
  });

  it("takes the order's branch and mode when no branch is chosen", () => {
    const result = reorder(emptyBasketState(KEY), earlier, menuOf);
    expect(result.state).toMatchObject({ selectedBranchId: "kemang", orderMode: "DELIVERY" });
    expect(result.state.basket.items).toHaveLength(2);
  });

  it("takes no mode from the order when its branch no longer takes it (issue 19 item 2)", () => {
    const pickupOnly = () => ({ orderModes: ["PICKUP" as const] });
    const result = reorder(emptyBasketState(KEY), earlier, menuOf, pickupOnly);
    expect(result.state).toMatchObject({ selectedBranchId: "kemang", orderMode: null });
    const chosen = withItems([], { orderMode: "PICKUP" });
    expect(reorder(chosen, earlier, menuOf, pickupOnly).state.orderMode).toBe("PICKUP");
  });

  it("leaves everything out at a branch that no longer exists", () => {
    const gone = { ...earlier, branchId: "closed-for-good" };
    const result = reorder(emptyBasketState(KEY), gone, menuOf);
    expect(result.state.basket.items).toEqual([]);
    expect(result.leftOut).toEqual(["Cake", "Bun"]);
    expect(result.state.selectedBranchId).toBeNull();
  });
});

describe("an Add carried to the store selector (issue 32 item 2)", () => {
  it("reads back the line it wrote, with or without choices", () => {
    const plain = { itemId: "americano" };
    const chosen = { itemId: "black-forest-whole", choices: { size: ["20cm"], writing: "Hi" } };
    expect(pendingAddOf(pendingAddText(plain))).toEqual(plain);
    expect(pendingAddOf(pendingAddText(chosen))).toEqual(chosen);
  });

  it("takes anything else in the URL for no line", () => {
    for (const text of [
      null,
      "",
      "not json",
      "[]",
      "null",
      '"americano"',
      '{"itemId":""}',
      '{"itemId":7}',
      '{"itemId":"a","choices":[]}',
      '{"itemId":"a","choices":{"size":[1]}}',
      '{"itemId":"a","choices":{"size":{"x":1}}}',
      `{"itemId":"${"a".repeat(5000)}"}`,
    ])
      expect(pendingAddOf(text), String(text)).toBeNull();
  });
});

describe("isBlankBasket", () => {
  const blank = () => emptyBasketState("key", "IDR");

  it("is true of a fresh basket, whoever owns it and whatever its key", () => {
    expect(isBlankBasket(blank())).toBe(true);
    expect(isBlankBasket({ ...blank(), globalCustomerId: "uid-1", idempotencyKey: "other" })).toBe(
      true,
    );
  });

  it("is false once anything is in it or chosen", () => {
    const chosen: Partial<BasketState>[] = [
      { basket: { currency: "IDR", items: [{ itemId: "cake", qty: 1 }] } },
      { orderMode: "PICKUP" },
      { selectedBranchId: "kemang" },
      { deliveryAddress: TEST_ADDRESS },
      { deliveryMethod: TEST_METHOD },
      { deliveryOrPickupTime: "LATER" },
      { deliveryNotes: "after 5" },
      { scheduledFor: "2026-11-29T03:00:00.000Z" },
      { payment: { method: "cash", confirmation: null } },
    ];
    for (const change of chosen) expect(isBlankBasket({ ...blank(), ...change })).toBe(false);
  });
});
