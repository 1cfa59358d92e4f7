import "server-only";
import type { PricePreview, PromotionOffer } from "@/contract/promotions";
import type { AuthUser } from "@/domain/auth";
import type { LoyaltyView } from "@/domain/loyalty";
import { orderTotals } from "@/domain/money";
import type { PlaceOrderBody } from "@/domain/order-schema";
import type { BrandRef } from "../brands/resolve";
import { storefrontFor } from "../brands/storefront";
import { getDb } from "../db/client";
import { AppError } from "../errors";
import { promotionOffers } from "../promotions/facts";
import { loyaltyView } from "../promotions/loyalty";
import { checkedWithRoute, factsFor } from "./place-order";

// What checkout shows before an order is placed (issue 39, docs/promotions.md): the order priced
// by the check that places it (./place-order.ts), with the same facts, but for the transfer
// receipt, which is uploaded only when the customer places it. Steps: read the facts, check and
// price (a code that gives nothing, a reward that cannot be used: refused as placing would),
// answer the totals, the discounts, a code beaten by another promotion (NOT_BEST), the loyalty.

/** The order `body` asks for, priced as placing it now would, without placing it. */
export async function previewPrice(
  brand: BrandRef,
  customer: AuthUser,
  body: PlaceOrderBody,
): Promise<PricePreview> {
  const storefront = await storefrontFor(brand);
  if (!storefront) throw new AppError("BRANCH_NOT_FOUND", "That branch does not exist.");
  const facts = { ...(await factsFor(brand, customer, body)), receiptLater: true };
  const { order } = await checkedWithRoute(storefront, body, facts);
  const { items, delivery } = orderTotals(order.items, order.delivery?.price ?? null);
  return {
    items,
    delivery,
    discounts: order.discounts,
    total: order.total,
    codeProblem: order.codeProblem,
    loyalty: await customerLoyalty(brand, customer),
  };
}

/** GET /api/me/{id}/loyalty: the customer's stamps or points at the brand; null without a program. */
export async function customerLoyalty(
  brand: BrandRef,
  customer: AuthUser,
): Promise<LoyaltyView | null> {
  return loyaltyView((await getDb()).db, brand.id, customer.uid);
}

/** GET /api/promotions: the automatic promotions a menu and a basket may show. */
export async function offeredPromotions(
  brand: BrandRef,
): Promise<{ promotions: PromotionOffer[] }> {
  return { promotions: await promotionOffers((await getDb()).db, brand.id, new Date()) };
}
