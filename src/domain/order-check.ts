import { mergeQuantities } from "./basket";
import { MAX_ITEM_QTY } from "./basket-line";
import { branchOrderModes, offersMode } from "./branch-offer";
import { priceForDistance } from "./delivery";
import type { CourierFacts, QuoteClaim } from "./courier-quote";
import { checkQuote } from "./courier-quote";
import { parcelsOf } from "./courier-parcels";
import type { ErrorCode } from "./errors";
import { openState } from "./hours";
import { minimumOrder, shortOfMinimum } from "./minimum-order";
import { formatMoney, orderTotals } from "./money";
import type { ChoicesProblemReason } from "./options";
import { checkChoices, orderedChoices, unitPrice } from "./options";
import type { OrderView } from "./order";
import type { PromotionFacts } from "./order-discounts";
import { orderDiscounts, promotionLines } from "./order-discounts";
import type { AppliedDiscount, CodeProblem } from "./promotions";
import { discountTotal } from "./promotions";
import type { PlaceOrderBody } from "./order-schema";
import type { PaymentChannel } from "./online-payment";
import { availablePaymentMethods, NOT_REQUIRED, onlineConfigOf } from "./payment";
import type { SlotProblem } from "./slots";
import { earliestFor, itemNeedingNotice, slotProblem, slotsOf } from "./slots";
import { closedShopRefusal } from "./shop-gate";
import type { ShopState } from "./shop-state";
import type { SoldOutMark } from "./sold-out";
import { soldOutIds } from "./sold-out";
import type { Branch, Storefront } from "./storefront";
import { findItem, menuOfBranch } from "./storefront";
import { isoWithOffset } from "./time";
import { orderAheadAt } from "./order-ahead";

// The check of an order before it is placed (spec §7 create order; issue 33): the branch and its
// modes, its hours and pause, the slot, the menu and each item's options, quantities, sold-out
// marks, the minimum, the payment method and the delivery fee. Pure: what it needs from outside
// (the branches' pauses and marks, whether the receipt is the customer's own upload, the route's
// length) is given. It answers the priced order, or the refusal the customer is told.

/** Why an order is refused: the error's code, what exactly was wrong, and its details. */
export interface Refusal {
  code: ErrorCode;
  message: string;
  details?: Record<string, unknown>;
}

/** What the check needs from outside, read by the flow that places the order. */
export interface OrderFacts {
  now: Date;
  /** Only an open shop takes orders (issue 35: one being set up, or suspended, does not). */
  shopState: ShopState;
  /** Each branch's pause (staff's "busy"), until when. */
  pauses: ReadonlyMap<string, Date>;
  /** Each branch's sold-out marks. */
  soldOut: ReadonlyMap<string, SoldOutMark[]>;
  /** The brand may take payments through the simulator (never in production unless turned on). */
  simulatorAllowed: boolean;
  /** The transfer receipt named (proofUploadIdOf) is the customer's own upload of this brand. */
  proofFound: boolean;
  /**
   * Staff took the order (issue 36 item 4): a transfer needs no receipt in it; staff mark it paid
   * when the money is in, as they confirm a receipt (docs/staff-orders.md).
   */
  receiptLater: boolean;
  /** The delivery address is one the server issued (its signature holds). */
  addressVerified: boolean;
  /**
   * The route's length from the branch to the delivery address; null until the flow asked for it
   * (the check then answers `routeNeeded` once the rest of a delivery order is good).
   */
  distanceInMeters: number | null;
  /**
   * The brand's couriers and the order's quote, its signature checked (issue 38): null when the
   * brand has none and the order names no quote.
   */
  courier: CourierFacts | null;
  /** The brand's promotions, the customer's code and loyalty (issue 39). */
  promotions: PromotionFacts;
}

/** An order as it will be written: every price the server's own. */
export interface PricedOrder {
  branch: Branch;
  selectedBranch: OrderView["selectedBranch"];
  /** Null for NOW, else its slot. */
  scheduledFor: Date | null;
  items: OrderView["basket"]["items"];
  delivery: NonNullable<OrderView["deliveryMethod"]> | null;
  /** Its promotions and reward (src/domain/order-discounts.ts); `total` is after them. */
  discounts: AppliedDiscount[];
  /** Stamps or points the redeemed reward spends (0: none redeemed). */
  rewardCost: number;
  /** A code that applies but is beaten by another promotion (NOT_BEST): checkout says so. */
  codeProblem: { problem: CodeProblem; missing?: number } | null;
  total: number;
  confirmation: OrderView["payment"]["confirmation"];
  proofUploadId: string | null;
  /** Paying online: the gateway settings and the channel. */
  online: {
    config: NonNullable<ReturnType<typeof onlineConfigOf>>;
    channel: PaymentChannel;
  } | null;
}

export type OrderCheck =
  | { ok: true; order: PricedOrder }
  | { ok: false; refusal: Refusal }
  /** Good so far: the fee needs the route's length (OrderFacts.distanceInMeters). */
  | { ok: false; routeNeeded: true };

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}
class RouteNeeded extends Error {}
const refuse = (code: ErrorCode, message: string, details?: Record<string, unknown>) =>
  new Refused({ code, message, ...(details ? { details } : {}) });

/** The order `body` asks for, priced, or why it is refused. */
export function checkOrder(storefront: Storefront, body: PlaceOrderBody, facts: OrderFacts) {
  try {
    return { ok: true, order: priced(storefront, body, facts) } as OrderCheck;
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal } as OrderCheck;
    if (error instanceof RouteNeeded) return { ok: false, routeNeeded: true } as OrderCheck;
    throw error;
  }
}

function priced(storefront: Storefront, body: PlaceOrderBody, facts: OrderFacts): PricedOrder {
  const closed = closedShopRefusal(facts.shopState);
  if (closed) throw new Refused(closed);
  const branch = storefront.branches.find((b) => b.id === body.selectedBranchId);
  if (!branch) throw refuse("BRANCH_NOT_FOUND", "That branch does not exist.");
  // Closed by its owner until reopened (issue 35 item 3): not for now, not for later.
  if (branch.closedUntilReopened)
    throw refuse("BRANCH_CLOSED", `${branch.name} is closed until further notice.`, {
      reason: branch.closedUntilReopened.reason,
    });
  if (!offersMode(branch, body.orderMode))
    throw refuse(
      "ORDER_MODE_NOT_OFFERED",
      `${branch.name} does not take ${body.orderMode === "PICKUP" ? "pickup" : "delivery"} orders.`,
      { orderModes: branchOrderModes(branch) },
    );
  const scheduledFor = timeOf(storefront, branch, body, facts);
  const items = priceItems(storefront, branch.id, body.basket.items);
  refuseSoldOut(branch, facts.soldOut.get(branch.id), items, scheduledFor ?? facts.now);
  refuseBelowMinimum(storefront, branch, body, items);
  const payment = checkPayment(storefront, body, facts);
  const delivery =
    body.orderMode === "DELIVERY" ? deliveryOf(storefront, body, facts, items) : null;
  const { discounts, rewardCost, codeProblem } = discountsOf(
    storefront,
    branch,
    body,
    items,
    delivery,
    facts,
  );
  const { total } = orderTotals(items, delivery?.price ?? null, discountTotal(discounts));
  if (payment.online && !Number.isInteger(total))
    throw refuse("PAYMENT_METHOD_NOT_ALLOWED", "Paying online takes whole rupiah only.");
  const { address } = branch;
  return {
    branch,
    selectedBranch: {
      id: branch.id,
      name: branch.name,
      phoneNumber: branch.phoneNumber,
      address: { address: address.address, lat: address.lat, lng: address.lng },
    },
    scheduledFor,
    items,
    delivery,
    discounts,
    rewardCost,
    codeProblem,
    total,
    ...payment,
  };
}

/** The order's discounts, or the refusal of its code or its reward (src/domain/order-discounts.ts). */
function discountsOf(
  storefront: Storefront,
  branch: Branch,
  body: PlaceOrderBody,
  items: PricedOrder["items"],
  delivery: PricedOrder["delivery"],
  facts: OrderFacts,
) {
  const answer = orderDiscounts(
    {
      now: facts.now,
      timeZone: storefront.brand.timeZone,
      branchId: branch.id,
      orderMode: body.orderMode,
      paymentMethod: body.payment.method,
      lines: promotionLines(menuOfBranch(storefront, branch.id), items),
      deliveryFee: delivery?.price ?? null,
      redeemReward: body.redeemReward === true,
    },
    facts.promotions,
  );
  if (answer.ok) return answer;
  if (answer.code === "PROMO_CODE_NOT_APPLICABLE")
    throw refuse(answer.code, PROMO_MESSAGES[answer.problem], {
      reason: answer.problem,
      ...(answer.missing !== undefined && { missing: answer.missing }),
    });
  throw refuse(answer.code, "Your reward cannot be used on this order.", {
    reason: answer.problem,
  });
}

/** What an API caller is told of a code that gives nothing (customers read the catalog's words). */
const PROMO_MESSAGES: Record<CodeProblem, string> = {
  UNKNOWN_CODE: "There is no such code.",
  CODE_USED: "This code has already been used.",
  PAUSED: "This promotion is paused.",
  NOT_STARTED: "This promotion has not started yet.",
  ENDED: "This promotion has ended.",
  OUTSIDE_HOURS: "This promotion is not on at this hour.",
  BRANCH: "This promotion is not on at this branch.",
  ORDER_MODE: "This promotion is not on for this order mode.",
  PAYMENT_METHOD: "This promotion is not on for this payment method.",
  FIRST_ORDER_ONLY: "This code is for a first order only.",
  BELOW_MINIMUM: "The order is below this promotion's minimum spend.",
  NO_ITEMS: "The order has none of the items this promotion is for.",
  USED_UP: "This promotion has been used up.",
  CUSTOMER_LIMIT: "You have already used this promotion as often as it allows.",
  NOT_BEST: "Another promotion takes more off this order.",
};

/** The order's time as the branch's hours and pause leave it: NOW at a paused or closed branch is refused. */
function timeOf(storefront: Storefront, branch: Branch, body: PlaceOrderBody, facts: OrderFacts) {
  const pausedUntil = facts.pauses.get(branch.id) ?? null;
  if (body.deliveryOrPickupTime === "NOW") {
    const state = openState(branch, facts.now, storefront.brand.timeZone, pausedUntil);
    if (!state.open) {
      const opensAt = state.opensAt?.toISOString() ?? null;
      if (state.pausedUntil)
        throw refuse("STORE_IS_PAUSED", `${branch.name} is busy now. Order for later.`, {
          opensAt,
          pausedUntil: state.pausedUntil.toISOString(),
        });
      throw refuse("STORE_IS_CLOSED", `${branch.name} is closed now. Order for later.`, {
        opensAt,
      });
    }
  }
  return orderTime(storefront, branch, body, facts.now, pausedUntil);
}

const SLOT_MESSAGES: Record<SlotProblem | "MISSING", string> = {
  MISSING: "Choose a date and time for an order for later.",
  PAST: "That time has passed. Choose another.",
  NOTICE: "needs more notice than that.",
  NOT_A_SLOT: "does not take orders for that time. Choose one of its times.",
};

/**
 * The time an order is for: null for NOW, else its slot, checked (SLOT_UNAVAILABLE). An order for
 * NOW with an item that needs notice is refused the same way.
 */
function orderTime(
  storefront: Storefront,
  branch: Branch,
  body: PlaceOrderBody,
  now: Date,
  pausedUntil: Date | null,
): Date | null {
  const { timeZone } = storefront.brand;
  const orderAhead = orderAheadAt(storefront.brand.orderAhead, branch);
  const needy = itemNeedingNotice(body.basket.items, menuOfBranch(storefront, branch.id));
  const notice = needy?.leadTimeHours ?? 0;
  const earliest = isoWithOffset(earliestFor(now, notice), timeZone);
  const unavailable = (reason: SlotProblem | "MISSING") => {
    const who =
      reason === "NOTICE" ? `${needy?.name} ` : reason === "NOT_A_SLOT" ? `${branch.name} ` : "";
    return refuse("SLOT_UNAVAILABLE", `${who}${SLOT_MESSAGES[reason]}`, {
      reason,
      earliest,
      noticeHours: notice,
    });
  };
  if (body.deliveryOrPickupTime === "NOW") {
    if (notice > 0) throw unavailable("NOTICE");
    return null;
  }
  if (!body.scheduledFor) throw unavailable("MISSING");
  const at = new Date(body.scheduledFor);
  const problem = slotProblem(
    at,
    slotsOf(branch, orderAhead, now, timeZone, pausedUntil),
    now,
    notice,
  );
  if (problem) throw unavailable(problem);
  return at;
}

/** What an API caller is told of choices the item's groups refuse; the group is named. */
const CHOICES_PROBLEM: Record<ChoicesProblemReason, (group: string) => string> = {
  UNKNOWN_GROUP: (g) => `it has no option group "${g}"`,
  UNKNOWN_OPTION: (g) => `${g} has no such option, or names one twice`,
  TOO_FEW: (g) => `choose more of ${g}`,
  TOO_MANY: (g) => `choose fewer of ${g}`,
  TEXT_REQUIRED: (g) => `${g} must be filled in`,
  TEXT_TOO_LONG: (g) => `${g} is too long`,
  WRONG_FORM: (g) => `${g} is not as the group takes it (a list of option ids, or a line of text)`,
};

function priceItems(
  storefront: Storefront,
  branchId: string,
  items: PlaceOrderBody["basket"]["items"],
) {
  const menu = menuOfBranch(storefront, branchId);
  // Each line's choices as its item's groups have them (issue 18 item 5): lines of one item chosen
  // the same way are then one line, however the choices were written.
  const lines = items.map((line, index) => {
    const item = findItem(menu, line.itemId);
    if (!item) return line; // ITEM_NOT_IN_MENU below, after the quantity rule
    const checked = checkChoices(item, line.choices);
    if (checked.ok) return { ...line, choices: checked.choices };
    const { groupId, group, reason } = checked.problem;
    throw refuse(
      "OPTIONS_INVALID",
      `basket.items[${index}]: ${item.name}: ${CHOICES_PROBLEM[reason](group)}.`,
      { line: index, itemId: item.uid, groupId, group, reason },
    );
  });
  const merged = mergeQuantities(lines);
  if (!merged.ok) {
    const { line, itemId, qty } = merged;
    throw refuse(
      "QUANTITY_OUT_OF_RANGE",
      `basket.items[${line}]: ${qty} of ${findItem(menu, itemId)?.name ?? itemId} — an order can have 1 to ${MAX_ITEM_QTY} of an item.`,
      { line, itemId, qty, max: MAX_ITEM_QTY },
    );
  }
  return merged.items.map(({ itemId, qty, choices }): PricedOrder["items"][number] => {
    const item = findItem(menu, itemId);
    if (!item) throw refuse("ITEM_NOT_IN_MENU", `${itemId} is not on this branch's menu`);
    const ordered = orderedChoices(item, choices);
    return {
      uid: item.uid,
      itemId,
      qty,
      price: unitPrice(item, choices),
      name: item.name,
      description: item.description,
      images: item.images,
      ...(ordered.length > 0 ? { choices: ordered } : {}),
    };
  });
}

/** Marked sold out for when the order is for: a mark for today leaves a later day's order alone. */
function refuseSoldOut(
  branch: Branch,
  marks: SoldOutMark[] | undefined,
  items: { itemId: string; name: string }[],
  at: Date,
) {
  const soldOut = new Set(soldOutIds({ soldOut: marks }, at.getTime()));
  const gone = items.find((i) => soldOut.has(i.itemId));
  if (gone)
    throw refuse("ITEM_SOLD_OUT", `${gone.name} is sold out at ${branch.name}.`, {
      itemId: gone.itemId,
      name: gone.name,
    });
}

function refuseBelowMinimum(
  storefront: Storefront,
  branch: Branch,
  body: PlaceOrderBody,
  items: PricedOrder["items"],
) {
  const minimum = minimumOrder({
    orderMode: body.orderMode,
    deliveryMethodName: body.deliveryMethod?.humanReadableName,
    storeConfigs: storefront.storeConfigs,
    branch,
  });
  const missing = shortOfMinimum(orderTotals(items, null).items, minimum);
  const { currency } = storefront.brand;
  if (missing > 0)
    throw refuse(
      "BELOW_MINIMUM_ORDER",
      `The minimum order is ${formatMoney(minimum ?? 0, currency)}: add ${formatMoney(missing, currency)} more.`,
      { minimum, missing },
    );
}

/** The upload id of the transfer receipt the order names, if it names one of ours. */
export function proofUploadIdOf(body: PlaceOrderBody): string | null {
  const given = body.payment.confirmation;
  if (typeof given !== "object" || !("proofImageSrc" in given)) return null;
  return /^\/api\/uploads\/([A-Za-z0-9]{24})$/.exec(given.proofImageSrc)?.[1] ?? null;
}

function checkPayment(
  storefront: Storefront,
  body: PlaceOrderBody,
  facts: OrderFacts,
): Pick<PricedOrder, "confirmation" | "proofUploadId" | "online"> {
  const { method } = body.payment;
  if (!availablePaymentMethods(body.orderMode, storefront.storeConfigs).includes(method))
    throw refuse(
      "PAYMENT_METHOD_NOT_ALLOWED",
      `${method} is not available for ${body.orderMode.toLowerCase()} orders here.`,
    );
  if (method === "online") return { ...checkOnline(storefront, body, facts), proofUploadId: null };
  if (method !== "transfer")
    return { confirmation: NOT_REQUIRED, proofUploadId: null, online: null };
  const given = body.payment.confirmation;
  const confirmation = typeof given === "object" && "proofImageSrc" in given ? given : null;
  const uploadId = facts.proofFound ? proofUploadIdOf(body) : null;
  if (!confirmation || (!uploadId && !facts.receiptLater))
    throw refuse(
      "TRANSFER_PROOF_REQUIRED",
      "A bank transfer needs a photo of the transfer receipt.",
    );
  const options = Object.values(
    storefront.storeConfigs.salesChannels.customerApp.paymentsMethods.transfer?.merchantLevelConfigs
      .transferOptions ?? {},
  );
  if (!options.some((o) => o.humanReadableName === confirmation.transferMethod))
    throw refuse("TRANSFER_PROOF_REQUIRED", "Choose one of the shop's transfer options.");
  return {
    confirmation: {
      // A receipt staff will confirm (receiptLater) names none: the card shows no picture.
      proofImageSrc: uploadId ? confirmation.proofImageSrc : "",
      transferMethod: confirmation.transferMethod,
      noteFromClient: confirmation.noteFromClient,
    },
    proofUploadId: uploadId,
    online: null,
  };
}

/**
 * Paying online (issue 20): a channel the brand offers, through a gateway that can take it here.
 * The gateways take whole rupiah.
 */
function checkOnline(storefront: Storefront, body: PlaceOrderBody, facts: OrderFacts) {
  const config = onlineConfigOf(storefront.storeConfigs);
  const confirmation = body.payment.confirmation;
  const channel =
    typeof confirmation === "object" && "channel" in confirmation && confirmation.channel;
  if (!config || !channel || !config.channels.includes(channel))
    throw refuse("PAYMENT_METHOD_NOT_ALLOWED", "Choose one of the shop's ways to pay online.");
  if (config.provider === "simulator" && !facts.simulatorAllowed)
    throw refuse("PAYMENT_METHOD_NOT_ALLOWED", "The shop takes no payments through the simulator.");
  if (storefront.brand.currency !== "IDR")
    throw refuse("PAYMENT_METHOD_NOT_ALLOWED", "Paying online takes rupiah only.");
  return { confirmation: { channel }, online: { config, channel } };
}

/** The delivery fee from the route's length and the brand's segments for the chosen method. */
function deliveryOf(
  storefront: Storefront,
  body: PlaceOrderBody,
  facts: OrderFacts,
  items: PricedOrder["items"],
) {
  if (!body.deliveryAddress)
    throw refuse("DELIVERY_ADDRESS_REQUIRED", "A delivery order needs a delivery address.");
  if (!facts.addressVerified)
    throw refuse(
      "DELIVERY_ADDRESS_UNVERIFIED",
      "We could not confirm this address. Please search for your delivery address again.",
    );
  if (facts.courier?.kept) return facts.courier.kept;
  if (body.deliveryMethod?.courierQuote !== undefined)
    return courierDeliveryOf(storefront, body, facts, items);
  if (facts.courier && !facts.courier.keepSegments)
    throw refuse("COURIER_REQUIRED", "This shop delivers by courier. Choose one of the couriers.");
  const block = deliveryBlockOf(storefront, body);
  if (!block) throw refuse("DELIVERY_METHOD_INVALID", "Choose one of the shop's delivery methods.");
  const { distanceInMeters } = facts;
  if (distanceInMeters === null) throw new RouteNeeded();
  const price = priceForDistance(block.merchantLevelConfigs.segments, distanceInMeters);
  if (!price.ok) throw refuse("DELIVERY_NOT_POSSIBLE", "We can't deliver to your location");
  return { humanReadableName: block.humanReadableName, price: price.price, distanceInMeters };
}

/**
 * Delivery by a courier's quote (issue 38): the fee the customer was shown, as the server signed
 * it for this brand, branch and place, while it holds and the branch still offers the service.
 */
function courierDeliveryOf(
  storefront: Storefront,
  body: PlaceOrderBody,
  facts: OrderFacts,
  items: PricedOrder["items"],
) {
  const quote = facts.courier?.quote ?? null;
  const order = {
    brandId: storefront.brand.id,
    branchId: body.selectedBranchId,
    place: body.deliveryAddress?.placeSignature,
    now: facts.now,
    parcel: parcelsOf(items),
  };
  const refusal = checkQuote(quote, order, facts.courier?.services ?? []);
  if (refusal) throw refuse(refusal.code, refusal.message);
  const { name, fee, service, quote: quoted, etaMinutes } = quote as QuoteClaim;
  return { humanReadableName: name, price: fee, courier: { service, quote: quoted, etaMinutes } };
}

/** The brand's active delivery method the order names. */
const deliveryBlockOf = (storefront: Storefront, body: PlaceOrderBody) =>
  storefront.storeConfigs.salesChannels.customerApp.shippingBlocks.find(
    (b) => b.isActive && b.humanReadableName === body.deliveryMethod?.humanReadableName,
  );

/**
 * Whether two reads of staff's marks say the same: then an order checked with the one gets the same
 * answer checked with the other, and its write checks it again only when not (issue 34 item 1).
 * Marks read in another order count as different, which costs only that second check.
 */
export function sameMarks(
  a: Pick<OrderFacts, "pauses" | "soldOut">,
  b: Pick<OrderFacts, "pauses" | "soldOut">,
): boolean {
  if (a.pauses.size !== b.pauses.size || a.soldOut.size !== b.soldOut.size) return false;
  for (const [branchId, until] of a.pauses)
    if (b.pauses.get(branchId)?.getTime() !== until.getTime()) return false;
  for (const [branchId, marks] of a.soldOut) {
    const other = b.soldOut.get(branchId);
    if (other?.length !== marks.length) return false;
    if (marks.some((m, i) => m.itemId !== other[i]!.itemId || m.until !== other[i]!.until))
      return false;
  }
  return true;
}
