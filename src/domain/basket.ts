import type { OrderMode } from "./order-mode";
import type { Currency, OrderTotals } from "./money";
import { DEFAULT_CURRENCY, orderTotals } from "./money";
import { isAllowedQuantity, MAX_ITEM_QTY } from "./basket-line";
import type { BasketItem } from "./basket-line-schema";
import type { DeliveryAddress } from "./delivery-address";
import { isReadyForCheckout } from "./payment";
import type { Choices, OrderedChoice } from "./options";
import { checkChoices, choicesOf, lineKey, unitPrice } from "./options";
import type { Menu } from "./storefront";
import { findItem } from "./storefront";
import type { Offering } from "./branch-offer";
import { keptMode, modeAt, offersMode } from "./branch-offer";

// Spec §3 (Basket state, Basket item) and §4 (Basket). Pure rules: the store in the browser and
// the server checking an order use the same functions.

export const ORDER_TIMES = ["NOW", "LATER"] as const;
export type OrderTime = (typeof ORDER_TIMES)[number];

export const ADDABILITY = {
  CAN_NOT_CHECK_AVAILABILITY: "CAN_NOT_CHECK_AVAILABILITY",
  ITEM_NOT_IN_MENU: "ITEM_NOT_IN_MENU",
  ITEM_SOLD_OUT: "ITEM_SOLD_OUT",
  STORE_IS_CLOSED: "STORE_IS_CLOSED",
  ITEM_AVAILABLE: "ITEM_AVAILABLE",
} as const;
export type Addability = keyof typeof ADDABILITY;

/**
 * Defined once in delivery-address.ts (spec §3); named here too only for the modules that still
 * import it from the basket (features/delivery, server/geo), until they import it from there.
 */

export interface DeliveryMethod {
  id: string;
  humanReadableName: string;
  price: number;
  /** A courier's quote (issue 38): its signed token, sent with the order, and its time. */
  courier?: ChosenCourier;
}

/** The courier chosen at checkout: what the order sends and what checkout shows. */
export interface ChosenCourier {
  token: string;
  etaMinutes: { min: number; max: number } | null;
  /** ISO 8601: after it, placing asks for a fresh quote first. */
  expiresAt: string;
}

/** The persisted part of the basket state (spec §3); menus and branches are never stored. */
export interface BasketState {
  idempotencyKey: string;
  globalCustomerId: string | null;
  basket: { currency: Currency; items: BasketItem[] };
  orderMode: OrderMode | null;
  orderStatus: "NOT_INIT";
  payment: { method: string | null; confirmation: unknown };
  selectedBranchId: string | null;
  deliveryAddress: DeliveryAddress | null;
  deliveryOrPickupTime: OrderTime;
  deliveryNotes: string;
  /** LATER: the slot chosen (ISO 8601 with the brand's offset; domain/slots.ts), or none yet. */
  scheduledFor: string | null;
  deliveryMethod: DeliveryMethod | null;
}

export function emptyBasketState(
  idempotencyKey: string,
  currency: Currency = DEFAULT_CURRENCY,
): BasketState {
  return {
    idempotencyKey,
    globalCustomerId: null,
    basket: { currency, items: [] },
    orderMode: null,
    orderStatus: "NOT_INIT",
    payment: { method: null, confirmation: null },
    selectedBranchId: null,
    deliveryAddress: null,
    deliveryOrPickupTime: "NOW",
    deliveryNotes: "",
    scheduledFor: null,
    deliveryMethod: null,
  };
}

/**
 * A basket with nothing in it and nothing chosen: a fresh one is the same, so it is not worth
 * keeping between pages (its idempotency key and owner are made again). A visitor who only looks
 * then has nothing stored, and the next page loads no check for it (issue 34 item 4).
 */
export function isBlankBasket(state: BasketState): boolean {
  const blank = emptyBasketState(state.idempotencyKey, state.basket.currency);
  return (
    state.basket.items.length === 0 &&
    state.orderMode === blank.orderMode &&
    state.orderStatus === blank.orderStatus &&
    state.payment.method === blank.payment.method &&
    state.selectedBranchId === blank.selectedBranchId &&
    state.deliveryAddress === blank.deliveryAddress &&
    state.deliveryOrPickupTime === blank.deliveryOrPickupTime &&
    state.deliveryNotes === blank.deliveryNotes &&
    state.scheduledFor === blank.scheduledFor &&
    state.deliveryMethod === blank.deliveryMethod
  );
}

/**
 * Spec §4 item addability, in the spec's order; an item its branch sold out (issue 18 item 6,
 * `soldOut`: the uids GET /api/branches gives the branch) after ITEM_NOT_IN_MENU.
 */
export function checkAddability(
  menu: Menu | undefined,
  itemId: string,
  selectedBranchId: string | null,
  soldOut: readonly string[] = [],
): Addability {
  if (!menu) return "CAN_NOT_CHECK_AVAILABILITY";
  if (!findItem(menu, itemId)) return "ITEM_NOT_IN_MENU";
  if (soldOut.includes(itemId)) return "ITEM_SOLD_OUT";
  if (!selectedBranchId) return "STORE_IS_CLOSED";
  return "ITEM_AVAILABLE";
}

/**
 * A line as it is found and added: the item and what was chosen of it (domain/options.ts). The
 * basket holds one line per item + choices (lineKey); an item without options is one line.
 */
export type LineRef = { itemId: string; choices?: Choices | undefined };

/**
 * Issue 32 item 2: an Add tapped before a branch is chosen goes to the store selector carrying the
 * line in its URL (`?add=`), and Confirm adds it at the branch chosen. Read back from a URL, so
 * anything but a line's shape is no line (what the branch's menu takes is checked on Confirm).
 */
export const PENDING_ADD_PARAM = "add";
export const pendingAddText = (line: LineRef): string =>
  JSON.stringify(line.choices ? { itemId: line.itemId, choices: line.choices } : line);
export function pendingAddOf(text: string | null | undefined): LineRef | null {
  if (!text || text.length > 4096) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { itemId, choices } = value as { itemId?: unknown; choices?: unknown };
  if (typeof itemId !== "string" || itemId.length === 0) return null;
  if (choices === undefined) return { itemId };
  const isChoice = (c: unknown) =>
    typeof c === "string" || (Array.isArray(c) && c.every((o) => typeof o === "string"));
  if (typeof choices !== "object" || choices === null || Array.isArray(choices)) return null;
  if (!Object.values(choices).every(isChoice)) return null;
  return { itemId, choices: choices as Choices };
}

const withChoices = (itemId: string, choices: Choices | undefined, qty: number): BasketItem =>
  Object.keys(choices ?? {}).length > 0 ? { itemId, qty, choices } : { itemId, qty };

/** How many of this line (the item chosen this way) the basket holds. */
export function lineQuantity(items: readonly BasketItem[], key: string): number {
  return items.find((i) => lineKey(i) === key)?.qty ?? 0;
}

/** How many of the item, however chosen: what a menu card shows. */
export function quantityOf(items: readonly BasketItem[], itemId: string): number {
  return items.filter((i) => i.itemId === itemId).reduce((n, i) => n + i.qty, 0);
}

/** Whether one more of the line fits the quantity rule (basket-line.ts): the + control's state. */
export function canAddOne(items: readonly BasketItem[], line: LineRef): boolean {
  return isAllowedQuantity(lineQuantity(items, lineKey(line)) + 1);
}

/**
 * Adding a line already in the basket (the same item, chosen the same way) increments it by 1;
 * otherwise it is added with qty 1. At MAX_ITEM_QTY nothing changes: the basket never holds what
 * the server would refuse.
 */
export function addItem(items: readonly BasketItem[], line: LineRef): BasketItem[] {
  if (!canAddOne(items, line)) return [...items];
  const key = lineKey(line);
  return items.some((i) => lineKey(i) === key)
    ? items.map((i) => (lineKey(i) === key ? { ...i, qty: i.qty + 1 } : i))
    : [...items, withChoices(line.itemId, line.choices, 1)];
}

/**
 * Whether the line with this key may take these choices: when it would join a line already chosen
 * that way, the two together must still fit the quantity rule (never a clamp, issue 13).
 */
export function canReplaceChoices(
  items: readonly BasketItem[],
  key: string,
  choices: Choices,
): boolean {
  const itemId = items.find((i) => lineKey(i) === key)?.itemId ?? "";
  const nextKey = lineKey({ itemId, choices });
  return (
    nextKey === key || isAllowedQuantity(lineQuantity(items, key) + lineQuantity(items, nextKey))
  );
}

/**
 * A line chosen again (Edit from checkout): it keeps its place and quantity with the new choices,
 * and joins a line already chosen that way; beyond the quantity rule nothing changes.
 */
export function replaceChoices(
  items: readonly BasketItem[],
  key: string,
  choices: Choices,
): BasketItem[] {
  const line = items.find((i) => lineKey(i) === key);
  if (!line || !canReplaceChoices(items, key, choices)) return [...items];
  const next = withChoices(line.itemId, choices, line.qty);
  const nextKey = lineKey(next);
  if (nextKey === key) return items.map((i) => (i === line ? next : i));
  const same = items.find((i) => lineKey(i) === nextKey);
  return items.flatMap((i) =>
    i === line ? (same ? [] : [next]) : i === same ? [{ ...i, qty: i.qty + line.qty }] : [i],
  );
}

export type QuantityCheck =
  { ok: true; items: BasketItem[] } | { ok: false; line: number; itemId: string; qty: number };

/**
 * Lines of one item chosen the same way merged into one (first place kept), each quantity checked
 * against the rule. A wrong one names the first such line, and its total: never clamped (issue 13).
 */
export function mergeQuantities(lines: readonly BasketItem[]): QuantityCheck {
  const merged = new Map<string, { line: number; item: BasketItem }>();
  for (const [line, item] of lines.entries()) {
    const { itemId, qty } = item;
    if (!Number.isInteger(qty) || qty < 1) return { ok: false, line, itemId, qty };
    const key = lineKey(item);
    const seen = merged.get(key);
    merged.set(
      key,
      seen ? { ...seen, item: { ...seen.item, qty: seen.item.qty + qty } } : { line, item },
    );
  }
  for (const { line, item } of merged.values())
    if (!isAllowedQuantity(item.qty))
      return { ok: false, line, itemId: item.itemId, qty: item.qty };
  return { ok: true, items: [...merged.values()].map(({ item }) => item) };
}

/** Decrementing reduces a line's qty and removes it at 0; an absent line changes nothing. */
export function decrementItem(items: readonly BasketItem[], key: string): BasketItem[] {
  return items.flatMap((i) =>
    lineKey(i) !== key ? [i] : i.qty > 1 ? [{ ...i, qty: i.qty - 1 }] : [],
  );
}

/** Whether the menu has the line's item, and the line's choices are still among its options. */
export function lineFits(menu: Menu | undefined, line: LineRef): boolean {
  const item = findItem(menu, line.itemId);
  return !!item && checkChoices(item, line.choices).ok;
}

/**
 * Spec §4: selecting the same branch does nothing; another branch keeps only the items on its
 * menu (reporting the dropped ones) and clears the chosen delivery method.
 */
export function selectBranch(
  state: BasketState,
  branchId: string,
  menuOfBranch: Menu | undefined,
): { state: BasketState; dropped: BasketItem[] } {
  if (state.selectedBranchId === branchId) return { state, dropped: [] };
  const dropped = itemsOffMenu(state.basket.items, menuOfBranch);
  const kept = state.basket.items.filter((i) => !dropped.includes(i));
  return {
    state: {
      ...state,
      selectedBranchId: branchId,
      basket: { ...state.basket, items: kept },
      deliveryMethod: null,
    },
    dropped,
  };
}

/**
 * The lines a branch's menu lacks, the item or its choices (another menu may offer other sizes):
 * what choosing that branch would drop (all, without a menu).
 */
export function itemsOffMenu(items: readonly BasketItem[], menu: Menu | undefined): BasketItem[] {
  return items.filter((i) => !lineFits(menu, i));
}

/** What a branch takes and sells (branch-offer.ts), by id; nothing known: it takes both modes. */
export type OfferOf = (branchId: string) => Offering | undefined;
const takesAll: OfferOf = () => undefined;

/**
 * Issue 18 item 10, reorder: an earlier order's items put back in the basket for the branch
 * chosen now, or the order's own branch and mode when none is (no mode when that branch no
 * longer takes the order's: issue 19 item 2). Each is added to what the basket
 * holds (at most MAX_ITEM_QTY of a line); those that branch's menu lacks, or whose choices it no
 * longer offers, are left out and named once each, so the customer can be told which; `added`
 * counts the lines put back.
 */
export function reorder(
  state: BasketState,
  order: {
    branchId: string;
    orderMode: OrderMode;
    items: readonly {
      itemId: string;
      qty: number;
      name: string;
      choices?: readonly OrderedChoice[] | undefined;
    }[];
  },
  menuOfBranch: (branchId: string) => Menu | undefined,
  offerOf: OfferOf = takesAll,
): { state: BasketState; branchId: string; leftOut: string[]; added: number } {
  const branchId = state.selectedBranchId ?? order.branchId;
  const menu = menuOfBranch(branchId);
  const leftOut: string[] = [];
  let added = 0;
  let items = state.basket.items;
  for (const line of order.items) {
    // The choices as the menu has them now: a size no longer offered leaves the line out.
    const item = findItem(menu, line.itemId);
    const checked = item && checkChoices(item, choicesOf(line.choices));
    if (!checked?.ok) {
      if (!leftOut.includes(line.name)) leftOut.push(line.name); // two sizes of it: one name
      continue;
    }
    added += 1;
    const key = lineKey({ itemId: line.itemId, choices: checked.choices });
    const qty = Math.min(lineQuantity(items, key) + line.qty, MAX_ITEM_QTY);
    items = items.some((i) => lineKey(i) === key)
      ? items.map((i) => (lineKey(i) === key ? { ...i, qty } : i))
      : [...items, withChoices(line.itemId, checked.choices, qty)];
  }
  const chosen =
    state.selectedBranchId || !menu // a branch that is gone is not chosen
      ? {}
      : {
          selectedBranchId: branchId,
          orderMode: state.orderMode ?? keptMode(offerOf(branchId), order.orderMode),
        };
  return {
    state: { ...state, ...chosen, basket: { ...state.basket, items } },
    branchId,
    leftOut,
    added,
  };
}

/** Setting a delivery address clears the chosen delivery method (its price depends on distance). */
export function setDeliveryAddress<
  S extends Pick<BasketState, "deliveryAddress" | "deliveryMethod">,
>(state: S, address: DeliveryAddress | null): S {
  return { ...state, deliveryAddress: address, deliveryMethod: null };
}

/**
 * What the store selector edits (issue 14): branch, mode, address and method, applied together
 * on Confirm. Until then the bottom bar, checkout and the server's menu keep the confirmed choice.
 */
export type StoreChoice = Pick<
  BasketState,
  "selectedBranchId" | "deliveryAddress" | "deliveryMethod"
> & { orderMode: OrderMode };

/**
 * The confirmed choice, as the store selector opens on it; no mode yet shows the default, Pickup,
 * or the mode its branch (`branch`, absent: one taking both) takes when that is Delivery only.
 */
export function storeChoiceOf(
  state: Pick<BasketState, "selectedBranchId" | "orderMode" | "deliveryAddress" | "deliveryMethod">,
  branch?: Offering,
): StoreChoice {
  return {
    selectedBranchId: state.selectedBranchId,
    orderMode: modeAt(branch, state.orderMode ?? "PICKUP"),
    deliveryAddress: state.deliveryAddress,
    deliveryMethod: state.deliveryMethod,
  };
}

/**
 * Another branch in the choice clears its delivery method (priced from the branch), and a mode it
 * does not take becomes the one it takes (`branch`: what it takes; issue 19 item 2). The same
 * branch does nothing.
 */
export function chooseStoreBranch(
  choice: StoreChoice,
  branchId: string,
  branch?: Offering,
): StoreChoice {
  return choice.selectedBranchId === branchId
    ? choice
    : {
        ...choice,
        selectedBranchId: branchId,
        orderMode: modeAt(branch, choice.orderMode),
        deliveryMethod: null,
      };
}

/**
 * Confirm: the branch as selectBranch has it (items off its menu dropped, reported), then the
 * mode, address and method of the choice, in one new state. Without a branch nothing changes.
 */
export function applyStoreChoice(
  state: BasketState,
  choice: StoreChoice,
  menuOfBranch: Menu | undefined,
): { state: BasketState; dropped: BasketItem[] } {
  if (!choice.selectedBranchId) return { state, dropped: [] };
  const selected = selectBranch(state, choice.selectedBranchId, menuOfBranch);
  return { state: { ...selected.state, ...choice }, dropped: selected.dropped };
}

/**
 * Spec §9 via orderTotals (money.ts): the items priced from the current menu (never from storage;
 * an item the menu lacks at nothing), plus the delivery method's price for DELIVERY only.
 */
export function basketTotals(
  state: Pick<BasketState, "basket" | "orderMode" | "deliveryMethod">,
  menu: Menu | undefined,
): OrderTotals {
  const lines = state.basket.items.map(({ itemId, qty, choices }) => {
    const item = findItem(menu, itemId);
    return { qty, price: item ? unitPrice(item, choices) : 0 };
  });
  const fee = state.orderMode === "DELIVERY" ? (state.deliveryMethod?.price ?? null) : null;
  return orderTotals(lines, fee);
}

/** The amount to pay: what the bottom bar and the checkout button show. */
export function basketTotal(
  state: Pick<BasketState, "basket" | "orderMode" | "deliveryMethod">,
  menu: Menu | undefined,
): number {
  return basketTotals(state, menu).total;
}

/** What a delivery order still lacks before it can go: where, then how (issue 14). */
export type DeliveryGap = "address" | "method";

/**
 * The invoice's delivery fee line: none for pickup (spec §2: the fee is for DELIVERY only), the
 * method's price, or what is missing in its place (never a fee of 0 for a method not chosen).
 */
export type DeliveryFeeLine = null | { price: number } | { missing: DeliveryGap };

export function deliveryFeeLine(
  state: Pick<BasketState, "orderMode" | "deliveryAddress" | "deliveryMethod">,
): DeliveryFeeLine {
  if (state.orderMode !== "DELIVERY") return null;
  if (!state.deliveryAddress) return { missing: "address" };
  if (!state.deliveryMethod) return { missing: "method" };
  return { price: state.deliveryMethod.price };
}

export function deliveryGap(
  state: Pick<BasketState, "orderMode" | "deliveryAddress" | "deliveryMethod">,
): DeliveryGap | null {
  const line = deliveryFeeLine(state);
  return line && "missing" in line ? line.missing : null;
}

/**
 * The checkout button's rule: the spec's readiness (a payment method is set, §4), a mode the
 * branch takes (`branch`, issue 19 item 2; the server refuses another with ORDER_MODE_NOT_OFFERED)
 * and, for a delivery, an address and a delivery method (issue 14). `paymentMethod` is the method
 * still allowed for the mode.
 */
export function canCheckout(
  state: Pick<BasketState, "orderMode" | "deliveryAddress" | "deliveryMethod">,
  paymentMethod: string | null,
  branch: Offering | undefined,
): boolean {
  return (
    isReadyForCheckout({ method: paymentMethod }) &&
    state.orderMode !== null &&
    offersMode(branch, state.orderMode) &&
    deliveryGap(state) === null
  );
}

export function itemCount(items: readonly { qty: number }[]): number {
  return items.reduce((n, i) => n + i.qty, 0);
}

/**
 * A checked basket (basket-schema.ts parseStoredBasket) made to fit the current menus: a branch
 * that no longer exists is forgotten (with the items, which were that branch's); items no longer
 * on the branch's menu, or chosen in a way it no longer offers, are dropped; a mode the branch no
 * longer takes (`offerOf`, issue 19 item 2) is forgotten, so checkout asks for one it takes; an
 * address the server did not issue (kept from before decision 0012) is forgotten with its
 * delivery method, so checkout asks for it again.
 */
export function repairBasketState(
  basket: BasketState,
  menuOfBranch: (branchId: string) => Menu | undefined,
  offerOf: OfferOf = takesAll,
): BasketState {
  const state: BasketState =
    basket.deliveryAddress && !basket.deliveryAddress.placeSignature
      ? { ...basket, deliveryAddress: null, deliveryMethod: null }
      : basket;
  if (!state.selectedBranchId) return { ...state, basket: { ...state.basket, items: [] } };
  const menu = menuOfBranch(state.selectedBranchId);
  if (!menu)
    return {
      ...state,
      selectedBranchId: null,
      deliveryMethod: null,
      basket: { ...state.basket, items: [] },
    };
  return {
    ...state,
    orderMode: keptMode(offerOf(state.selectedBranchId), state.orderMode),
    basket: { ...state.basket, items: state.basket.items.filter((i) => lineFits(menu, i)) },
  };
}

/**
 * Spec §2 "Sticky bottom bar": the top line says how (or, NO_CHOICE, that availability needs a
 * location), the second line where: the delivery address's name, or the branch's name for pickup;
 * null asks the customer to choose a location. A branch without a mode (stored before issue 14)
 * is no choice yet, as checkout says too. The words are the catalog's (basket.location).
 */
export function locationLines(
  state: Pick<BasketState, "selectedBranchId" | "orderMode" | "deliveryAddress">,
  branchName: string | undefined,
): { top: OrderMode | "NO_CHOICE"; bottom: string | null } {
  if (!state.selectedBranchId || !state.orderMode) return { top: "NO_CHOICE", bottom: null };
  if (state.orderMode === "DELIVERY")
    return { top: "DELIVERY", bottom: state.deliveryAddress?.name ?? null };
  return { top: "PICKUP", bottom: branchName ?? "" };
}
