// The platform's console (issue 35 item 6, docs/platform.md): the operators named in
// PLATFORM_OPERATORS list every shop, see one, and suspend or resume it. Answered on the
// platform's host only. Nothing of a shop's customers is in any answer: the owners' names and
// numbers are there so support can reach them.
import { z } from "zod";
import type { ShopState } from "@/domain/shop-state";
import { oneLine, SUSPENSION_REASON_MAX } from "@/domain/shop-suspension";
import { endpoint, PRIVATE, returns } from "./endpoint";
import { routes } from "./routes";

/** A shop as the operators see it in the list. */
export interface PlatformShop {
  id: string;
  name: string;
  /** Its address on kedai: `{subDomainName}.` the platform's shop domain. */
  subDomainName: string;
  /** Its storefront's public origin (PUBLIC_URL with its subdomain). */
  url: string;
  state: ShopState;
  /** When the operators suspended it and why (null when not suspended). */
  suspendedAt: string | null;
  suspendedReason: string | null;
  createdAt: string;
  /** When its owner opened it; null while it is being set up. */
  openedAt: string | null;
  /** Its newest order's time, whatever became of the order; null: none ever. */
  lastOrderAt: string | null;
  /**
   * Its orders (not cancelled) of the shop's last 7 days, its today and the 6 days before on its
   * own clock (`timeZone`), as the owner's Today page counts them.
   */
  ordersThisWeek: number;
  timeZone: string;
  /** Who to call about the shop: its owners (never its customers). */
  owners: { name: string; phoneNumber: string }[];
  branches: number;
  /** Menu items, over all its menus. */
  items: number;
}

export interface PlatformShops {
  shops: PlatformShop[];
  /** 1-based; `total` shops match the search, `pageSize` a page. */
  page: number;
  pageSize: number;
  total: number;
}

/** Where a shop's set-up stands (the set-up checklist's steps, issue 35 item 2). */
export interface SetupSteps {
  done: number;
  total: number;
}

export interface PlatformShopDetail extends PlatformShop {
  defaultLanguage: string;
  customDomain: string | null;
  /** Its brand's latest revision number (the owner's saves). */
  revisionNumber: number;
  /** Its branches: where they are and their phone (the shop's own, public numbers). */
  branchList: { id: string; name: string; city: string; phoneNumber: string }[];
  /**
   * Its set-up checklist's progress while it is being set up; null when not known here (see
   * src/server/platform/setup-steps.ts).
   */
  setup: SetupSteps | null;
}

export const shops = endpoint(routes.platform.shops, {
  summary:
    "Every shop (not the platform's own row), newest first, 50 a page: its state, when it was created and opened, its last order, its orders of its last 7 days, its owners, branch and item counts. `q` searches name and subdomain.",
  query: z.strictObject({
    q: z.string().trim().max(100).default(""),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  }),
  data: returns<PlatformShops>("PlatformShops"),
  cache: PRIVATE,
  hosts: "platform",
  errors: [],
});

export const shop = endpoint(routes.platform.shop, {
  summary:
    "One shop: what the list says, with its branches, language, own domain and set-up progress.",
  data: returns<PlatformShopDetail>("PlatformShopDetail"),
  cache: PRIVATE,
  hosts: "platform",
  errors: ["SHOP_NOT_FOUND"],
});

export const suspendBody = z.strictObject({
  reason: z
    .string()
    .max(2000)
    .transform(oneLine)
    .pipe(z.string().min(1).max(SUSPENSION_REASON_MAX)),
});

export const suspend = endpoint(routes.platform.suspend, {
  summary: `Suspend a shop ({reason}: 1 to ${SUSPENSION_REASON_MAX} characters, for its owner and the operators): its storefront says so and takes no orders until it is resumed. On a suspended shop, replaces the reason and keeps the time.`,
  body: suspendBody,
  bodyCodes: { reason: "SUSPENSION_REASON_INVALID" },
  data: returns<PlatformShopDetail>("PlatformShopDetail"),
  hosts: "platform",
  errors: ["SHOP_NOT_FOUND", "SUSPENSION_REASON_INVALID"],
});

export const resume = endpoint(routes.platform.resume, {
  summary:
    "Lift a shop's suspension: it is again open, or being set up if it never opened. On a shop not suspended, changes nothing.",
  data: returns<PlatformShopDetail>("PlatformShopDetail"),
  hosts: "platform",
  errors: ["SHOP_NOT_FOUND"],
});
