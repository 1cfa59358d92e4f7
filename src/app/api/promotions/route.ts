import { api } from "@/contract";
import { offeredPromotions } from "@/server/flows/price-order";
import { route } from "@/server/route";

export const GET = route(api.storefront.promotions, async ({ brand }) => offeredPromotions(brand));
