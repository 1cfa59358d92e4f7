import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { CourierView } from "@/domain/couriers";
import { courierStage, serviceOf } from "@/domain/couriers";
import type { Db } from "../db/client";
import { courierBookings } from "../db/schema";

// The courier of each order as the board and the tracking page show it (issue 38): its latest
// booking. The customer's view leaves out what the shop pays.

type BookingRow = typeof courierBookings.$inferSelect;

export function courierView(row: BookingRow, audience: "staff" | "customer"): CourierView {
  return {
    id: row.id,
    service: row.service,
    name: serviceOf(row.service)?.name ?? row.service,
    status: row.status,
    stage: courierStage(row.status),
    driverName: row.driverName,
    driverPhone: row.driverPhone,
    driverPlate: row.driverPlate,
    trackingLink: row.trackingLink,
    cost: audience === "staff" ? row.cost : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Each order's latest courier booking, by order id. */
export async function couriersOf(
  db: Db,
  brandId: string,
  orderIds: string[],
  audience: "staff" | "customer",
): Promise<Map<string, CourierView>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([courierBookings.orderId])
    .from(courierBookings)
    .where(and(eq(courierBookings.brandId, brandId), inArray(courierBookings.orderId, orderIds)))
    .orderBy(courierBookings.orderId, desc(courierBookings.createdAt), desc(courierBookings.id));
  return new Map(rows.map((row) => [row.orderId, courierView(row, audience)]));
}
