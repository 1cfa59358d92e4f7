import { api } from "@/contract";
import { updatePromotion } from "@/server/owner/promotions";
import { route } from "@/server/route";

export const POST = route(api.owner.updatePromotion, ({ brand, role, params, body }) =>
  updatePromotion(brand, { name: role.name }, params.promotionId, body),
);
