import { api } from "@/contract";
import { createPromotion, ownerPromotions } from "@/server/owner/promotions";
import { route } from "@/server/route";

export const GET = route(api.owner.promotions, ({ brand, query }) => ownerPromotions(brand, query));

export const POST = route(api.owner.createPromotion, ({ brand, role, body }) =>
  createPromotion(brand, { name: role.name }, body),
);
