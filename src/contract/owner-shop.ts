// The shop's state from its console (issue 35 item 2, docs/owner.md "Setting up and opening your
// shop"): the set-up checklist, and opening the shop.
import { z } from "zod";
import type { SetupStep } from "@/domain/shop-setup";
import type { ShopState } from "@/domain/shop-state";
import { endpoint, PRIVATE, returns } from "./endpoint";
import { routes } from "./routes";

export interface OwnerShop {
  state: ShopState;
  /** When the shop opened (ISO 8601); null while it is being set up. */
  openedAt: string | null;
  /** Set by the platform's operators when they suspend the shop: told to its owner only. */
  suspendedReason: string | null;
  /** The set-up checklist (src/domain/shop-setup.ts); `preview` is the console's to mark. */
  steps: SetupStep[];
}

export const shop = endpoint(routes.owner.shop, {
  summary:
    "The shop's state (setup, open, suspended), the operators' reason when suspended, and the set-up checklist: each step's id, whether it is done and whether opening needs it.",
  data: returns<OwnerShop>("OwnerShop"),
  cache: PRIVATE,
  errors: [],
});

export const openShop = endpoint(routes.owner.openShop, {
  summary:
    "Open the shop: its storefront shows the menu and takes orders at once. Refused while a required set-up step is not done (`details.missing` names them), and for a suspended shop.",
  body: z.strictObject({}),
  data: returns<OwnerShop>("OwnerShop"),
  errors: ["SHOP_SETUP_INCOMPLETE", "SHOP_ALREADY_OPEN", "SHOP_SUSPENDED"],
});
