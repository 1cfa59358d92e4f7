// Issue 35 item 2: the steps of setting a shop up, read from its brand document. The console shows
// them as a checklist; "Open the shop" needs every required one (the server checks again); the
// platform's console shows the progress. One rule, here.
import type { BrandDocument } from "./brand-config";
import { branchOrderModes } from "./branch-offer";
import { STARTER_ADDRESS } from "./shop-starter";

export const SETUP_STEP_IDS = [
  "name",
  "look",
  "branch",
  "menu",
  "payment",
  "orderModes",
  "preview",
] as const;
export type SetupStepId = (typeof SETUP_STEP_IDS)[number];

export interface SetupStep {
  id: SetupStepId;
  done: boolean;
  /** The shop cannot open until it is done; the others are recommended. */
  required: boolean;
}

/** What the document alone does not say. */
export interface SetupFacts {
  /** The document the shop started with (its first revision): its look is the starter's until changed. */
  first?: Pick<BrandDocument, "storeConfigs"> | null;
  /** The owner has looked at the storefront as a customer will (the console remembers it). */
  previewed?: boolean;
}

type Doc = Pick<BrandDocument, "brand" | "storeConfigs" | "branches" | "menus">;

const hasPin = (b: Doc["branches"][number]) => !(b.address.lat === 0 && b.address.lng === 0);

/** A branch customers can find and know when to come: its address, its pin on the map, its hours. */
/**
 * A branch with a real address (not blank, not a new shop's placeholder) and its pin, whose hours
 * open it on some day. No hours at all is "open at all times" (the brand file's rule), a choice as
 * good as any: a shop started empty has it until its owner sets hours.
 */
const branchReady = (b: Doc["branches"][number]) =>
  !["", STARTER_ADDRESS.address].includes(b.address.address.trim()) &&
  hasPin(b) &&
  (b.openingHours === undefined ||
    Object.values(b.openingHours).some((day) => Array.isArray(day) && day.length > 0));

/** At least one item a branch shows, with a price above zero. */
function hasPricedItem(doc: Doc): boolean {
  return doc.branches.some((branch) => {
    const menu = doc.menus.find((m) => m.id === branch.menuId);
    return !!menu?.sections.some((s) =>
      s.items.some((i) => !i.hidden && i.price > 0 && !branch.hiddenItems?.includes(i.uid)),
    );
  });
}

function takesPayment(doc: Doc): boolean {
  const methods = doc.storeConfigs.salesChannels.customerApp.paymentsMethods;
  return Object.values(methods).some((m) => m?.merchantLevelConfigs.isActive === true);
}

/**
 * Delivery or pickup only, decided: a branch that takes delivery has a delivery price to charge
 * (an active delivery block), so a customer is never offered what cannot be priced.
 */
function orderModesDecided(doc: Doc): boolean {
  const delivers = doc.storeConfigs.salesChannels.customerApp.shippingBlocks.some(
    (b) => b.isActive,
  );
  return doc.branches.every((b) => delivers || !branchOrderModes(b).includes("DELIVERY"));
}

function lookChanged(doc: Doc, first: SetupFacts["first"]): boolean {
  if (!first) return true;
  const now = doc.storeConfigs.branding;
  const then = first.storeConfigs.branding;
  return (
    now.onBrandColorLogoVariantSrc !== then.onBrandColorLogoVariantSrc ||
    JSON.stringify(now.colors) !== JSON.stringify(then.colors)
  );
}

/** The set-up steps of a shop, in the checklist's order. */
export function setupSteps(doc: Doc, facts: SetupFacts = {}): SetupStep[] {
  const done: Record<SetupStepId, [boolean, boolean]> = {
    name: [doc.brand.name.trim() !== "", true],
    look: [lookChanged(doc, facts.first), false],
    branch: [doc.branches.some(branchReady), true],
    menu: [hasPricedItem(doc), true],
    payment: [takesPayment(doc), true],
    orderModes: [orderModesDecided(doc), true],
    preview: [facts.previewed === true, false],
  };
  return SETUP_STEP_IDS.map((id) => ({ id, done: done[id][0], required: done[id][1] }));
}

/** The required steps not done yet: "Open the shop" is refused while there is one. */
export const missingSteps = (steps: readonly SetupStep[]): SetupStepId[] =>
  steps.filter((s) => s.required && !s.done).map((s) => s.id);

/** Steps done out of all, and whether the shop may open (every required step done). */
export function setupProgress(steps: readonly SetupStep[]): {
  done: number;
  total: number;
  canOpen: boolean;
} {
  return {
    done: steps.filter((s) => s.done).length,
    total: steps.length,
    canOpen: missingSteps(steps).length === 0,
  };
}
