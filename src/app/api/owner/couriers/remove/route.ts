import { api } from "@/contract";
import { removeOwnerCouriers } from "@/server/owner/couriers";
import { route } from "@/server/route";

export const POST = route(api.owner.removeCouriers, ({ brand }) => removeOwnerCouriers(brand));
