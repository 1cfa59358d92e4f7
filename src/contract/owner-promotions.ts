// A brand's promotions and loyalty in the console (issue 39 items 1, 4 and 5; docs/owner.md
// "Promotions"): the list with each promotion's sentence, status and numbers for a period; create
// and change one, pause, resume, archive; a campaign's generated codes made and downloaded; the
// loyalty program's settings and its numbers in brief. The owner's only: a manager gets 403.
import { z } from "zod";
import type { LoyaltySettings } from "@/domain/loyalty";
import type { NumbersRange } from "@/domain/numbers";
import { NUMBER_RANGES } from "@/domain/numbers";
import type { PromotionCodesSummary, PromotionStatus } from "@/domain/promotion-sentence";
import type { Promotion } from "@/domain/promotions";
import { endpoint, PRIVATE, returns } from "./endpoint";
import { routes } from "./routes";

/** What the orders that used a promotion come to in a period (uses not given back). */
export interface PromotionNumbers {
  uses: number;
  /** What it took off, in all. */
  discount: number;
  /** The totals (after their discounts) of the orders that used it. */
  sales: number;
}

/** A promotion as the console lists it. */
export interface OwnerPromotion {
  promotion: Promotion;
  codes: PromotionCodesSummary;
  /** Its uses not given back, since it began: what its total cap counts. */
  uses: number;
  status: PromotionStatus;
  /** ISO 8601; null unless archived. */
  archivedAt: string | null;
  updatedBy: string;
  /** ISO 8601. */
  updatedAt: string;
  /** In the period asked for. */
  numbers: PromotionNumbers;
}

/** The loyalty program in brief: its members, and what was earned and redeemed in the period. */
export interface LoyaltyNumbers {
  /** Customers with a balance at the brand, ever. */
  members: number;
  /** Stamps or points earned in the period. */
  earned: number;
  /** Rewards redeemed in the period, less those given back with a cancelled order. */
  redeemed: number;
}

export interface OwnerLoyalty {
  /** Null: none set up yet. */
  settings: LoyaltySettings | null;
  updatedBy: string | null;
  /** ISO 8601. */
  updatedAt: string | null;
  numbers: LoyaltyNumbers;
}

/** What a promotion may name: the brand's branches, its menus' sections and items, by name. */
export interface PromotionChoices {
  branches: { id: string; name: string }[];
  sections: { id: string; name: string }[];
  items: { id: string; name: string; sectionId: string }[];
}

export interface OwnerPromotions {
  /** Newest first; archived ones last. */
  promotions: OwnerPromotion[];
  /** The period the numbers are of: the brand's days, both counted. */
  period: { range: NumbersRange; from: string; to: string };
  loyalty: OwnerLoyalty;
  choices: PromotionChoices;
  timeZone: string;
  currency: string;
}

/** A promotion saved: its id and its codes now. */
export interface SavedPromotion {
  id: string;
  codes: PromotionCodesSummary;
}

/** A day of the brand, YYYY-MM-DD; checked by src/domain/sales-days.ts (its own error codes). */
const day = z.string().max(40).default("");
const promotionBody = z.record(z.string(), z.unknown());
const PROMOTION_BODY_BYTES = 64 * 1024;
const FORM =
  "{name, trigger: AUTOMATIC | CODE, benefit: {type: PERCENT_OFF, percent, maxDiscount?, target} | {type: AMOUNT_OFF, amount, target} | {type: DELIVERY_OFF, amount: null (free) | number} | {type: BUY_X_GET_Y, buy, get, target}; target: {scope: ORDER} | {scope: SECTIONS, sectionIds} | {scope: ITEMS, itemIds}; conditions?: {minimumSpend, startsAt, endsAt (ISO instants), hours: {from, to} (HH:MM), branchIds, orderModes, paymentMethods, firstOrderOnly}; caps?: {total, perCustomer}; codes (CODE only): {kind: ONE, code} | {kind: CAMPAIGN, count, prefix?}}";

export const promotions = endpoint(routes.owner.promotions, {
  summary:
    "The brand's promotions, each with its rules, its codes (the owner's code, or a campaign's count and how many were used), its status (ON, PAUSED, SCHEDULED, ENDED, USED_UP, ARCHIVED) and its numbers for a period (`range` and `from`/`to` as the Numbers page's): uses not given back, the discount given and the sales of the orders that used it. With the loyalty program's settings and numbers, and what a promotion may name (branches, sections, items).",
  query: z.strictObject({
    range: z.enum(NUMBER_RANGES).default("thisWeek"),
    from: day,
    to: day,
  }),
  data: returns<OwnerPromotions>("OwnerPromotions"),
  cache: PRIVATE,
  errors: ["INVALID_DATE", "DATE_RANGE_REVERSED", "DATE_RANGE_TOO_LONG"],
});

export const createPromotion = endpoint(routes.owner.createPromotion, {
  summary: `Create a promotion: ${FORM}. A code is kept normalized (upper case, no spaces) and must be the brand's only one; a campaign's codes are generated at once, each usable once. A refusal (400 PROMOTION_INVALID) names each field and its problem (\`problems\`: [{field, problem}], \`codes.code\` \`taken\` for a code the brand has); nothing is written.`,
  body: promotionBody,
  maxBodyBytes: PROMOTION_BODY_BYTES,
  data: returns<SavedPromotion>("SavedPromotion"),
  errors: ["PROMOTION_INVALID"],
});

export const updatePromotion = endpoint(routes.owner.updatePromotion, {
  summary: `Change a promotion (the whole form, as for creating one). Orders that used it keep what they were given. A campaign keeps its codes (\`count\` left out); a changed code replaces the old one; an automatic promotion has no codes. Answers as creating; an archived promotion is 409 PROMOTION_ARCHIVED.`,
  body: promotionBody,
  maxBodyBytes: PROMOTION_BODY_BYTES,
  data: returns<SavedPromotion>("SavedPromotion"),
  errors: ["PROMOTION_INVALID", "PROMOTION_NOT_FOUND", "PROMOTION_ARCHIVED"],
});

const stateChange = (what: string) => ({
  summary: what,
  body: z.strictObject({}),
  data: returns<SavedPromotion>("SavedPromotion"),
  errors: ["PROMOTION_NOT_FOUND", "PROMOTION_ARCHIVED"] as const,
});

export const pausePromotion = endpoint(
  routes.owner.pausePromotion,
  stateChange("Pause a promotion: it applies to no order until resumed. Its uses are kept."),
);
export const resumePromotion = endpoint(
  routes.owner.resumePromotion,
  stateChange("Turn a paused promotion on again."),
);
export const archivePromotion = endpoint(
  routes.owner.archivePromotion,
  stateChange(
    "Archive a promotion: it applies to nothing from now on and cannot be changed; it stays in the list for its numbers, and its orders keep their discounts. Its codes are kept, so no other promotion takes them.",
  ),
);

export const generateCodes = endpoint(routes.owner.generateCodes, {
  summary:
    "More codes for a campaign ({count: 1–5000, prefix?}): random, of letters and digits without look-alikes (no 0/O, 1/I/L), after the prefix; each unique in the brand and usable once; at most 5000 in a campaign. Answers the campaign's codes now.",
  body: z.record(z.string(), z.unknown()),
  data: returns<SavedPromotion>("SavedPromotion"),
  errors: ["PROMOTION_INVALID", "PROMOTION_NOT_FOUND", "PROMOTION_ARCHIVED"],
});

export const promotionCodes = endpoint(routes.owner.promotionCodes, {
  summary:
    "A promotion's codes as a CSV file (UTF-8 with a BOM): code, uses, uses allowed (empty: as its caps allow), created; oldest first.",
  data: returns<Blob>("CsvFile"),
  cache: PRIVATE,
  errors: ["PROMOTION_NOT_FOUND"],
});

export const loyalty = endpoint(routes.owner.loyalty, {
  summary:
    "The brand's loyalty settings ({active, program: stamps or points, and the reward}), who saved them when, and its numbers for a period (as for promotions).",
  query: z.strictObject({
    range: z.enum(NUMBER_RANGES).default("thisWeek"),
    from: day,
    to: day,
  }),
  data: returns<OwnerLoyalty>("OwnerLoyalty"),
  cache: PRIVATE,
  errors: ["INVALID_DATE", "DATE_RANGE_REVERSED", "DATE_RANGE_TOO_LONG"],
});

export const saveLoyalty = endpoint(routes.owner.saveLoyalty, {
  summary:
    "Store the brand's loyalty settings: {active, program: {kind: STAMPS, minimumSpend, stampsForReward, reward} | {kind: POINTS, rupiahPerPoint, pointsForReward, reward}}, reward {type: AMOUNT_OFF, amount} | {type: FREE_ITEM, itemIds}. Balances are kept whatever changes. A refusal (400 LOYALTY_SETTINGS_INVALID) names each field; what was stored is kept.",
  body: z.record(z.string(), z.unknown()),
  data: returns<OwnerLoyalty>("OwnerLoyalty"),
  errors: ["LOYALTY_SETTINGS_INVALID"],
});
