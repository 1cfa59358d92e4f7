import "server-only";
import type { ParcelItem } from "@/domain/courier-parcels";
import type { CourierStatus, ServiceCode } from "@/domain/couriers";

// How kedai quotes and books a courier (issue 38, docs/couriers.md): through an aggregator's API
// (Biteship: ./biteship.ts), or the stand-in for demos and tests (COURIER_PROVIDER=standin,
// refused in production: ./standin.ts). A second aggregator is a second class of this interface.

export interface Point {
  lat: number;
  lng: number;
}

/** What is sent (src/domain/courier-parcels.ts): the aggregators price by weight and value too. */
export type Parcel = ParcelItem;

export interface RateRequest {
  origin: Point;
  destination: Point;
  services: readonly ServiceCode[];
  items: readonly Parcel[];
}

/** One service's price and time from the branch to the address. */
export interface Rate {
  service: ServiceCode;
  /** What the courier charges, rupiah. */
  price: number;
  etaMinutes: { min: number; max: number } | null;
}

export interface Contact {
  name: string;
  /** E.164. */
  phone: string;
  address: string;
  note?: string;
  point: Point;
}

export interface BookRequest {
  /** kedai's booking id: the aggregator keeps it as its reference. */
  reference: string;
  service: ServiceCode;
  origin: Contact;
  destination: Contact;
  items: readonly Parcel[];
  note?: string;
}

/** A booking as the aggregator tells it (on booking, and when asked again). */
export interface ProviderBooking {
  providerOrderId: string;
  status: CourierStatus;
  /** What the shop is charged, rupiah; null when the aggregator does not say. */
  cost: number | null;
  trackingId: string | null;
  waybillId: string | null;
  driverName: string | null;
  driverPhone: string | null;
  driverPlate: string | null;
  trackingLink: string | null;
}

/**
 * A call that did not go, said so staff and customers understand it:
 * - `unauthorized`: the brand's key is wrong or revoked (the owner must fix it in the console);
 * - `out_of_range`: no courier goes that far, or to that place;
 * - `refused`: the aggregator refused the request itself (sending it again changes nothing);
 * - `unavailable`: a timeout, a 5xx, a courier down: a later try may go.
 */
export type CourierErrorKind = "unauthorized" | "out_of_range" | "refused" | "unavailable";

export class CourierError extends Error {
  constructor(
    message: string,
    readonly kind: CourierErrorKind,
  ) {
    super(message);
    this.name = "CourierError";
  }
}

export interface CourierProvider {
  /** The rates of `services` that can take the parcel; a service that cannot is left out. */
  rates(apiKey: string, request: RateRequest): Promise<Rate[]>;
  book(apiKey: string, request: BookRequest): Promise<ProviderBooking>;
  /** The booking as the aggregator has it now (a webhook is only a hint to ask). */
  booking(apiKey: string, providerOrderId: string): Promise<ProviderBooking>;
  cancel(apiKey: string, providerOrderId: string, reason: string): Promise<void>;
}
