import { api } from "@/contract";
import { openShop } from "@/server/owner/shop";
import { route } from "@/server/route";

export const POST = route(api.owner.openShop, ({ brand }) => openShop(brand));
