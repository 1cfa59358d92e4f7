import { api } from "@/contract";
import { changePromotionState } from "@/server/owner/promotions";
import { route } from "@/server/route";

export const POST = route(api.owner.resumePromotion, ({ brand, role, params }) =>
  changePromotionState(brand, { name: role.name }, params.promotionId, "resume"),
);
