import { api } from "@/contract";
import { ownerShop } from "@/server/owner/shop";
import { route } from "@/server/route";

export const GET = route(api.owner.shop, ({ brand }) => ownerShop(brand));
