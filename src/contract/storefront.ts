// The shop's public data (spec §3, §5).
import { z } from "zod";
import type { StoreConfigs } from "@/domain/brand-config";
import type { OpenStateView } from "@/domain/hours";
import type { SlotView } from "@/domain/slots";
import type { SoldOutMark } from "@/domain/sold-out";
import type { Branch, Menu } from "@/domain/storefront";
import { endpoint, PRIVATE, PUBLIC_READ, returns } from "./endpoint";
import { routes } from "./routes";

/**
 * A branch with its menu, whether it is open (domain/hours.ts) and its items sold out
 * (domain/sold-out.ts), as of the answer.
 */
export type BranchWithMenu = Branch & {
  menu: Menu | undefined;
  openState: OpenStateView;
  soldOut: SoldOutMark[];
};

export const branches = endpoint(routes.storefront.branches, {
  summary: "The host's branches, each with its menu (spec §3 linkedMenusAndBranches).",
  data: returns<BranchWithMenu[]>("BranchesWithMenus"),
  cache: PUBLIC_READ,
  errors: [],
});

/** The times a customer may order for at a branch (domain/slots.ts), as of the answer. */
export interface BranchSlots {
  slots: SlotView[];
}

export const slots = endpoint(routes.storefront.slots, {
  summary:
    "The slots a branch takes orders for LATER (issue 18 item 3): inside its hours, after a pause, up to the days ahead in force there (the branch's own or the brand's); full ones marked. Notice for items is the caller's filter.",
  data: returns<BranchSlots>("BranchSlots"),
  cache: PRIVATE,
  errors: ["BRANCH_NOT_FOUND"],
});

export const events = endpoint(routes.storefront.events, {
  summary:
    "The storefront's live feed (Server-Sent Events): `branch` with {branchId} when a branch is paused or resumed or an item is marked sold out or back; `resync` when changes may have been missed. Read GET /api/branches again on either.",
  data: returns<{ branchId: string }>("BranchChange"),
  errors: ["TOO_MANY_STREAMS"],
});

export const storeConfigs = endpoint(routes.storefront.storeConfigs, {
  summary: "The host's brand storeConfigs (spec §3).",
  data: returns<StoreConfigs>("StoreConfigs"),
  cache: PUBLIC_READ,
  errors: [],
});

export const deliveryPrice = endpoint(routes.storefront.deliveryPrice, {
  summary:
    "The delivery price of a distance under a shipping block (spec §5); any other method is 400 INVALID_REQUEST_METHOD.",
  body: z.object({ data: z.unknown() }),
  data: returns<{ price: number }>("DeliveryPrice"),
  errors: ["NO_MATCHING_SEGMENT"],
});
