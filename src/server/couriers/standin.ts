import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { ServiceCode } from "@/domain/couriers";
import { serviceOf } from "@/domain/couriers";
import { haversineMeters } from "@/domain/geo";
import { getDb } from "../db/client";
import { courierStandinOrders } from "../db/schema";
import type {
  BookRequest,
  CourierProvider,
  Point,
  ProviderBooking,
  Rate,
  RateRequest,
} from "./provider";
import { CourierError } from "./provider";

// The courier stand-in (COURIER_PROVIDER=standin; demos and tests, refused in production): quotes
// by distance as a courier would, keeps its bookings in its own table, and lets its test page move
// them along (docs/couriers.md "The stand-in"). It books no real driver. A brand's key chooses how
// it fails, so tests and demos can show each failure:
// - "standin-unauthorized": every call is refused as a wrong key;
// - "standin-down": every call fails as a courier that does not answer;
// - "standin-refuse-booking": quotes, but refuses to book.
// Any other key works.

/** How far each kind of service goes, in meters of road. */
const RANGE = { instant: 40_000, same_day: 60_000 } as const;
/** Roads are longer than a straight line (the built-in router's factor too). */
const ROAD = 1.3;

/** Each company's price per km over the first, and its base: close to what they charge in Jakarta. */
const PRICES: Record<string, { base: number; perKm: number }> = {
  gojek: { base: 10_000, perKm: 2_500 },
  grab: { base: 11_000, perKm: 2_400 },
  lalamove: { base: 9_500, perKm: 2_600 },
  borzo: { base: 9_000, perKm: 2_700 },
};

const roadMeters = (a: Point, b: Point) =>
  Math.round(haversineMeters({ lat: a.lat, lng: a.lng }, { lat: b.lat, lng: b.lng }) * ROAD);

function rateOf(service: ServiceCode, meters: number): Rate | null {
  const known = serviceOf(service);
  if (!known || meters > RANGE[known.kind]) return null;
  const km = Math.max(0, Math.ceil(meters / 1000) - 1);
  const { base, perKm } = PRICES[known.company] ?? { base: 10_000, perKm: 2_500 };
  if (known.kind === "same_day")
    return { service, price: 15_000 + km * 1_000, etaMinutes: { min: 180, max: 480 } };
  const ride = Math.round((meters / 1000) * 3); // about 20 km/h in town
  return {
    service,
    price: base + km * perKm,
    etaMinutes: { min: 30 + ride, max: 60 + ride },
  };
}

function failing(apiKey: string, during: "rates" | "book" | "other") {
  if (apiKey === "standin-unauthorized")
    throw new CourierError("The courier key was refused.", "unauthorized");
  if (apiKey === "standin-down")
    throw new CourierError("The courier service did not answer.", "unavailable");
  if (apiKey === "standin-refuse-booking" && during === "book")
    throw new CourierError("The courier refused the booking.", "refused");
}

type StandinRow = typeof courierStandinOrders.$inferSelect;

export function standinBooking(row: StandinRow, trackingLink: string | null): ProviderBooking {
  return {
    providerOrderId: row.id,
    status: row.status,
    cost: row.cost,
    trackingId: `trk-${row.id}`,
    waybillId: null,
    driverName: row.driverName,
    driverPhone: row.driverPhone,
    driverPlate: row.driverPlate,
    trackingLink,
  };
}

/** The stand-in's tracking page of a booking (its test page): on the shop's own origin. */
export const standinTrackingPath = (id: string) => `/couriers-standin?booking=${id}`;

export class CourierStandin implements CourierProvider {
  async rates(apiKey: string, request: RateRequest): Promise<Rate[]> {
    failing(apiKey, "rates");
    const meters = roadMeters(request.origin, request.destination);
    return request.services.flatMap((s) => rateOf(s, meters) ?? []);
  }

  async book(apiKey: string, request: BookRequest): Promise<ProviderBooking> {
    failing(apiKey, "book");
    const rate = rateOf(
      request.service,
      roadMeters(request.origin.point, request.destination.point),
    );
    if (!rate) throw new CourierError("No courier goes that far.", "out_of_range");
    const { db } = await getDb();
    const [row] = await db
      .insert(courierStandinOrders)
      .values({
        id: `sb_${randomBytes(9).toString("base64url")}`,
        reference: request.reference,
        service: request.service,
        cost: rate.price,
      })
      .returning();
    return standinBooking(row!, standinTrackingPath(row!.id));
  }

  async booking(apiKey: string, providerOrderId: string): Promise<ProviderBooking> {
    failing(apiKey, "other");
    const { db } = await getDb();
    const [row] = await db
      .select()
      .from(courierStandinOrders)
      .where(eq(courierStandinOrders.id, providerOrderId));
    if (!row) throw new CourierError("No such booking.", "refused");
    return standinBooking(row, standinTrackingPath(row.id));
  }

  async cancel(apiKey: string, providerOrderId: string): Promise<void> {
    failing(apiKey, "other");
    const { db } = await getDb();
    await db
      .update(courierStandinOrders)
      .set({ status: "cancelled", updatedAt: new Date() })
      .where(eq(courierStandinOrders.id, providerOrderId));
  }
}
