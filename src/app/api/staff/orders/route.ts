import { api } from "@/contract";
import { boardOrders } from "@/server/orders/views";
import { route } from "@/server/route";
import { boardBranches } from "@/server/staff/pauses";

export const GET = route(api.staff.board, async ({ brand, role }) => ({
  staff: role,
  timeZone: brand.timeZone,
  orders: await boardOrders(brand, role),
  branches: await boardBranches(brand, role),
}));
