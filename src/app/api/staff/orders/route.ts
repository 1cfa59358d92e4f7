import { api } from "@/contract";
import { boardOrders } from "@/server/orders/board";
import { route } from "@/server/route";
import { boardBranches } from "@/server/staff/pauses";

export const GET = route(api.staff.board, async ({ brand, role }) => {
  const [{ orders, older }, branches] = await Promise.all([
    boardOrders(brand, role),
    boardBranches(brand, role),
  ]);
  return { staff: role, timeZone: brand.timeZone, orders, older, branches };
});
