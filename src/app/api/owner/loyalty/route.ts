import { api } from "@/contract";
import { ownerLoyalty, saveOwnerLoyalty } from "@/server/owner/loyalty";
import { periodOf } from "@/server/owner/promotions";
import { route } from "@/server/route";

export const GET = route(api.owner.loyalty, ({ brand, query }) =>
  ownerLoyalty(brand.id, periodOf(brand, query).instants),
);

export const POST = route(api.owner.saveLoyalty, ({ brand, role, body }) =>
  saveOwnerLoyalty(brand, { name: role.name }, body, periodOf(brand, DEFAULT_PERIOD).instants),
);

const DEFAULT_PERIOD = { range: "thisWeek", from: "", to: "" } as const;
