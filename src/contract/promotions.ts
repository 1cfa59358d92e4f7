// Promotions and loyalty at the customer's side (issue 39, docs/promotions.md): the automatic
// promotions a basket may point at, an order priced as it would be placed (its code, its reward),
// and the customer's stamps or points.
import type { LoyaltyView } from "@/domain/loyalty";
import { placeOrderBody } from "@/domain/order-schema";
import type {
  AppliedDiscount,
  CodeProblem,
  PromotionBenefit,
  PromotionConditions,
} from "@/domain/promotions";
import { endpoint, PRIVATE, returns } from "./endpoint";
import { ORDER_CHECK_ERRORS } from "./orders";
import { routes } from "./routes";

/** An automatic promotion as customers see it: what it gives and when; never its caps or counts. */
export interface PromotionOffer {
  id: string;
  name: string;
  benefit: PromotionBenefit;
  conditions: PromotionConditions;
}

export const promotions = endpoint(routes.storefront.promotions, {
  summary:
    "The brand's automatic promotions that are on, not ended and not used up: what each gives and its conditions, for the menu's banner and the basket's hints (\"add Rp 20.000 more\"). The server prices every order itself; this is for show.",
  data: returns<{ promotions: PromotionOffer[] }>("PromotionOffers"),
  errors: [],
});

/** An order as it would be priced now: what checkout shows before the customer places it. */
export interface PricePreview {
  /** The items' subtotal, before any discount. */
  items: number;
  delivery: number;
  discounts: AppliedDiscount[];
  total: number;
  /** The code applies but another promotion takes more off (NOT_BEST); null otherwise. */
  codeProblem: { problem: CodeProblem; missing?: number } | null;
  /** The customer's loyalty at the brand; null: the brand has no program on. */
  loyalty: LoyaltyView | null;
}

export const pricePreview = endpoint(routes.storefront.pricePreview, {
  summary:
    "Prices an order as placing it would (the same check: branch, time, items, delivery fee, payment method), without placing it: its discounts (at most one promotion off the items and one off the delivery, then a redeemed reward), its total, and the customer's loyalty. A transfer receipt is not asked for here. A code that gives nothing is answered 409 PROMO_CODE_NOT_APPLICABLE with details.reason (and details.missing below a minimum spend); a reward that cannot be used, 409 REWARD_NOT_AVAILABLE. Past 20 codes in an hour that name nothing, 429 RATE_LIMITED.",
  body: placeOrderBody,
  data: returns<PricePreview>("PricePreview"),
  cache: PRIVATE,
  // The check that places an order (src/domain/order-check.ts), its codes and rewards included.
  errors: [...ORDER_CHECK_ERRORS, "RATE_LIMITED"],
});

export const loyalty = endpoint(routes.account.loyalty, {
  summary:
    "The customer's stamps or points at this brand: the program, the balance, whether a reward can be redeemed, and the history (earned by completed orders, redeemed on one, given back when one was cancelled), newest first. null: the brand has no loyalty program on.",
  data: returns<LoyaltyView | null>("LoyaltyView"),
  cache: PRIVATE,
  errors: [],
});
