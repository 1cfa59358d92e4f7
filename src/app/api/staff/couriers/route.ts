import { api } from "@/contract";
import { staffCouriers } from "@/server/couriers/staff-couriers";
import { route } from "@/server/route";

export const GET = route(api.staffCouriers.services, async ({ brand, role }) =>
  staffCouriers(brand.id, role),
);
