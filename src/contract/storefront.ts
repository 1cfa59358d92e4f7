// The shop's public data (spec §3, §5).
import { z } from "zod";
import type { StoreConfigs } from "@/domain/brand-config";
import type { Branch, Menu } from "@/domain/storefront";
import { endpoint, PUBLIC_READ, returns } from "./endpoint";

export type BranchWithMenu = Branch & { menu: Menu | undefined };

export const branches = endpoint({
  method: "GET",
  path: "/api/branches",
  summary: "The host's branches, each with its menu (spec §3 linkedMenusAndBranches).",
  caller: "anyone",
  answer: "data",
  data: returns<BranchWithMenu[]>("BranchesWithMenus"),
  cache: PUBLIC_READ,
  errors: [],
});

export const storeConfigs = endpoint({
  method: "GET",
  path: "/api/store-configs",
  summary: "The host's brand storeConfigs (spec §3).",
  caller: "anyone",
  answer: "data",
  data: returns<StoreConfigs>("StoreConfigs"),
  cache: PUBLIC_READ,
  errors: [],
});

export const deliveryPrice = endpoint({
  method: "POST",
  path: "/api/delivery/price",
  summary:
    "The delivery price of a distance under a shipping block (spec §5); any other method is 400 INVALID_REQUEST_METHOD.",
  caller: "anyone",
  body: z.object({ data: z.unknown() }),
  answer: "data",
  data: returns<{ price: number }>("DeliveryPrice"),
  errors: ["NO_MATCHING_SEGMENT"],
});
