import { errorResponse } from "@/server/errors";
import { ok, requireBrand } from "@/server/http";
import { boardOrders } from "@/server/orders/status";
import { requireStaff } from "@/server/staff/staff";

/** The staff board: today's orders of the caller's branches and older open ones, newest first. */
export async function GET(request: Request): Promise<Response> {
  try {
    const brand = await requireBrand(request);
    const { role } = await requireStaff(request, brand, { write: false });
    return ok(
      { staff: role, timeZone: brand.timeZone, orders: await boardOrders(brand, role) },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  } catch (error) {
    return errorResponse(error);
  }
}
