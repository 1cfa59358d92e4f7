import "server-only";
import type { StaffRole } from "@/domain/auth";
import type { PlaceOrderBody } from "@/domain/order-schema";
import type { TakenOrderBody } from "@/domain/staff-order-schema";
import type { OrderQuote } from "@/contract/staff-orders";
import { covers } from "../access";
import { profileOf, saveProfile } from "../account/profile";
import { customerForPhone } from "../auth/customers";
import type { BrandRef } from "../brands/resolve";
import { storefrontFor } from "../brands/storefront";
import { getDb } from "../db/client";
import { AppError } from "../errors";
import { kickJobs } from "../jobs/jobs";
import type { Staff } from "./place-order";
import { checkedWithRoute, factsFor, placeOrder, refusedBeforeRoute } from "./place-order";

// Issue 36 item 4: an order staff take by phone or WhatsApp (docs/staff-orders.md). Steps: check
// the branch is the staff member's, find or make the customer of the number (one number, one
// customer: decision 0011) and save the name they gave, place the order as theirs through the
// same flow a customer's goes through (./place-order.ts: the same check, locks and bounds), tell
// them, with the link to follow it. The quote is that check alone, for the total staff read out
// (its promotions judged without the customer: a first-order or per-customer condition is judged
// when the order is placed for them).

const notYourBranch = () =>
  new AppError("FORBIDDEN", "You can take orders for your own branches only.");

/**
 * Promotions on an order staff take (issue 39): the brand's automatic ones as on any order, and a
 * code the customer reads out; a loyalty reward is redeemed by its customer at checkout only (their
 * stamps or points are spent by them, signed in), never by a phone call.
 */
function refuseReward(body: PlaceOrderBody) {
  if (body.redeemReward)
    throw new AppError(
      "BAD_REQUEST",
      "redeemReward: a reward is redeemed by its customer at checkout, not on an order staff take.",
    );
}

/** The storefront and what the check needs of an order staff take (no receipt: they confirm it). */
async function quoteFacts(brand: BrandRef, body: PlaceOrderBody) {
  refuseReward(body);
  const storefront = await storefrontFor(brand);
  if (!storefront) throw new AppError("BRANCH_NOT_FOUND", "That branch does not exist.");
  return { storefront, facts: { ...(await factsFor(brand, null, body)), receiptLater: true } };
}

/** Places `body.order` for the customer of `body.phoneNumber`, taken by `staff`. */
export async function takeOrder(
  brand: BrandRef,
  role: StaffRole,
  staff: Staff,
  body: TakenOrderBody,
  idempotencyKey: string | null,
): Promise<{ uid: string }> {
  if (!covers(role, body.order.selectedBranchId)) throw notYourBranch();
  // An order the rules refuse makes no customer and saves no name (the route's length aside,
  // asked for once, when it is placed).
  const { storefront, facts } = await quoteFacts(brand, body.order);
  refusedBeforeRoute(storefront, body.order, facts);
  const { db } = await getDb();
  const customer = await customerForPhone(db, body.phoneNumber);
  // Saved before the order, which reads it as its customer's name; an empty name leaves theirs.
  const { language } = body.name
    ? await saveProfile(db, brand.id, customer, { name: body.name })
    : await profileOf(db, brand.id, customer.uid);
  const placed = await placeOrder({
    brand,
    customer,
    body: body.order,
    idempotencyKey,
    // Their messages in the language they chose at this shop, else the shop's own.
    language: language ?? brand.defaultLanguage,
    takenBy: staff,
  });
  kickJobs(); // the customer's message
  return placed;
}

/** The order priced by the rules it would be placed by, or the refusal it would meet. */
export async function quoteOrder(
  brand: BrandRef,
  role: StaffRole,
  body: PlaceOrderBody,
): Promise<OrderQuote> {
  if (!covers(role, body.selectedBranchId)) throw notYourBranch();
  const { storefront, facts } = await quoteFacts(brand, body);
  const { order } = await checkedWithRoute(storefront, body, facts);
  return {
    items: order.items.map(({ itemId, name, qty, price, choices }) => ({
      itemId,
      name,
      qty,
      price,
      ...(choices ? { choices } : {}),
    })),
    deliveryFee: order.delivery?.price ?? null,
    discounts: order.discounts,
    total: order.total,
  };
}
