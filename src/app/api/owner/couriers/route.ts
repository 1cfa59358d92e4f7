import { api } from "@/contract";
import { couriersView, saveOwnerCouriers } from "@/server/owner/couriers";
import { route } from "@/server/route";

export const GET = route(api.owner.couriers, ({ brand }) => couriersView(brand));

export const POST = route(api.owner.saveCouriers, ({ brand, role, body }) =>
  saveOwnerCouriers(brand, { name: role.name }, body),
);
