import { api } from "@/contract";
import { checkOwnerCouriers } from "@/server/owner/couriers";
import { route } from "@/server/route";

export const POST = route(api.owner.checkCouriers, ({ brand }) => checkOwnerCouriers(brand.id));
