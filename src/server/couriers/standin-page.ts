import "server-only";
import { createHash } from "node:crypto";
import http from "node:http";
import { and, desc, eq } from "drizzle-orm";
import type { CourierStatus } from "@/domain/couriers";
import type { StandinCourierBooking, StandinCourierEvent } from "@/contract/couriers-outside";
import type { BrandRef } from "../brands/resolve";
import { getDb } from "../db/client";
import { courierBookings, courierStandinOrders } from "../db/schema";
import { env } from "../env";
import { AppError } from "../errors";
import { siteOrigin } from "../site-url";
import { COURIER_SECRET_HEADER } from "./couriers";
import { brandCouriersOf } from "./settings";

// The courier stand-in's test page (issue 38: demos and tests): the stand-in's bookings of the
// brand, and buttons that move one as a courier would, each followed by the brand's own webhook
// over HTTP with its secret, exactly as Biteship calls it, so kedai's real verification runs. Not
// there (404) unless COURIER_PROVIDER=standin, which production refuses.

/** Whether the courier stand-in is on (COURIER_PROVIDER=standin; never in production). */
export const courierStandinOn = () => env().COURIER_PROVIDER === "standin";

const STATUS_OF: Record<StandinCourierEvent, CourierStatus> = {
  driverFound: "allocated",
  pickedUp: "picked",
  delivered: "delivered",
  noDriver: "courier_not_found",
  driverCancelled: "cancelled",
  returned: "returned",
};

const DRIVERS = ["Budi Santoso", "Agus Pratama", "Dewi Lestari", "Rudi Hartono", "Siti Aminah"];

/** A made-up driver, the same for one booking each time (a demo's driver does not change). */
export function madeUpDriver(id: string) {
  const hash = createHash("sha256").update(id).digest();
  const digits = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => String(hash[from + i]! % 10)).join("");
  return {
    driverName: DRIVERS[hash[0]! % DRIVERS.length]!,
    driverPhone: `+62812${digits(1, 8)}`,
    driverPlate: `B ${1000 + (hash.readUInt16BE(10) % 9000)} KDI`,
  };
}

type Row = typeof courierStandinOrders.$inferSelect;
const view = (row: Row, bookingId: string, orderId: string): StandinCourierBooking => ({
  id: row.id,
  bookingId,
  orderId,
  service: row.service,
  status: row.status,
  driverName: row.driverName,
  driverPhone: row.driverPhone,
  driverPlate: row.driverPlate,
  cost: row.cost,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The stand-in's bookings of kedai's bookings of `brandId` (the stand-in keeps kedai's id as its
 * reference), newest first; `id` keeps that one.
 */
async function brandBookings(brandId: string, id?: string) {
  const { db } = await getDb();
  return db
    .select({
      row: courierStandinOrders,
      bookingId: courierBookings.id,
      orderId: courierBookings.orderId,
    })
    .from(courierStandinOrders)
    .innerJoin(courierBookings, eq(courierBookings.id, courierStandinOrders.reference))
    .where(
      and(
        eq(courierBookings.brandId, brandId),
        id === undefined ? undefined : eq(courierStandinOrders.id, id),
      ),
    )
    .orderBy(desc(courierStandinOrders.createdAt), desc(courierStandinOrders.id))
    .limit(100);
}

/** GET /api/courier-standin/bookings: newest first; `booking` keeps that one. */
export async function standinCourierBookings(
  brand: BrandRef,
  booking?: string,
): Promise<{ bookings: StandinCourierBooking[] }> {
  if (!courierStandinOn()) throw new AppError("NOT_FOUND");
  const rows = await brandBookings(brand.id, booking);
  return { bookings: rows.map((r) => view(r.row, r.bookingId, r.orderId)) };
}

/**
 * POST /api/courier-standin/bookings/{id}: the stand-in's booking moves as `event` says, then
 * the brand's webhook is told, as Biteship would tell it.
 */
export async function pressOnStandin(
  brand: BrandRef,
  id: string,
  event: StandinCourierEvent,
): Promise<{ booking: StandinCourierBooking; webhookStatus: number }> {
  if (!courierStandinOn()) throw new AppError("NOT_FOUND");
  const { db } = await getDb();
  const [found] = await brandBookings(brand.id, id);
  const settings = await brandCouriersOf(db, brand.id);
  if (!found || !settings) throw new AppError("NOT_FOUND", "The stand-in has no such booking.");
  const [row] = await db
    .update(courierStandinOrders)
    .set({
      status: STATUS_OF[event],
      ...(event === "driverFound" && madeUpDriver(id)),
      updatedAt: new Date(),
    })
    .where(eq(courierStandinOrders.id, id))
    .returning();
  const webhookStatus = await sendWebhook(brand, settings.webhookSecret, {
    event: "order.status",
    order_id: row!.id,
    status: row!.status,
    courier_tracking_id: `trk-${row!.id}`,
    courier_driver_name: row!.driverName,
    courier_driver_phone: row!.driverPhone,
    courier_driver_plate_number: row!.driverPlate,
    order_price: row!.cost,
    updated_at: row!.updatedAt.toISOString(),
  });
  return { booking: view(row!, found.bookingId, found.orderId), webhookStatus };
}

/** POSTs `body` to the brand's courier webhook on this very server, as the brand's host. */
function sendWebhook(brand: BrandRef, secret: string, body: object): Promise<number> {
  const host = new URL(siteOrigin(brand.subDomainName)).host;
  // *.localhost does not resolve in Node: the request goes to this server, naming the brand's host.
  return new Promise((resolve, reject) => {
    const req = http.request(
      `http://127.0.0.1:${env().PORT}/api/couriers/${encodeURIComponent(brand.id)}/webhook`,
      {
        method: "POST",
        timeout: 10_000,
        headers: { host, "content-type": "application/json", [COURIER_SECRET_HEADER]: secret },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}
