// A brand's couriers (issue 38, docs/couriers.md): instant and same-day couriers (GoSend,
// GrabExpress, Lalamove…) quoted at checkout through an aggregator (Biteship first) and booked
// per order. The rules here are shared by the console, the checkout, the board and the server.

/** The aggregators kedai talks to. A second one is a new adapter and a new name here. */
export const COURIER_AGGREGATORS = ["biteship"] as const;
export type CourierAggregator = (typeof COURIER_AGGREGATORS)[number];

/** How fast a service is: within the hour or two (instant), or the same day. */
export const SERVICE_KINDS = ["instant", "same_day"] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

/**
 * The services a shop may offer, by the aggregator's codes: `company` and `type` are Biteship's
 * `courier_company` and `courier_type`. `code` ("gojek/instant") is how kedai names one.
 */
export const COURIER_SERVICES = [
  {
    code: "gojek/instant",
    company: "gojek",
    type: "instant",
    kind: "instant",
    name: "GoSend Instant",
  },
  {
    code: "gojek/same_day",
    company: "gojek",
    type: "same_day",
    kind: "same_day",
    name: "GoSend Same Day",
  },
  {
    code: "grab/instant",
    company: "grab",
    type: "instant",
    kind: "instant",
    name: "GrabExpress Instant",
  },
  {
    code: "grab/same_day",
    company: "grab",
    type: "same_day",
    kind: "same_day",
    name: "GrabExpress Same Day",
  },
  {
    code: "lalamove/motorcycle",
    company: "lalamove",
    type: "motorcycle",
    kind: "instant",
    name: "Lalamove Motor",
  },
  {
    code: "borzo/instant",
    company: "borzo",
    type: "instant",
    kind: "instant",
    name: "Borzo Instant",
  },
] as const satisfies readonly {
  code: `${string}/${string}`;
  company: string;
  type: string;
  kind: ServiceKind;
  name: string;
}[];
export type CourierService = (typeof COURIER_SERVICES)[number];
export type ServiceCode = CourierService["code"];
export const SERVICE_CODES = COURIER_SERVICES.map((s) => s.code) as [ServiceCode, ...ServiceCode[]];

export const serviceOf = (code: string): CourierService | undefined =>
  COURIER_SERVICES.find((s) => s.code === code);

/** The service with this aggregator `company` and `type`, as its answers name it. */
export const serviceNamed = (company: string, type: string): CourierService | undefined =>
  COURIER_SERVICES.find((s) => s.company === company && s.type === type);

/**
 * What the customer pays for a courier:
 * - `quote`: the courier's quote rounded up to `roundTo` rupiah, plus `adjust` (the shop's margin,
 *   or a subsidy when negative), never below zero;
 * - `flat`: the same `price` whatever the courier quotes (the shop pays the difference).
 */
export type FeeRule =
  { kind: "quote"; roundTo: number; adjust: number } | { kind: "flat"; price: number };
export const ROUND_TO_CHOICES = [1, 500, 1000, 5000] as const;
export const DEFAULT_FEE_RULE: FeeRule = { kind: "quote", roundTo: 1000, adjust: 0 };

/** The customer's fee for a courier quoting `quote` rupiah. */
export function customerFee(quote: number, rule: FeeRule): number {
  if (rule.kind === "flat") return rule.price;
  const rounded = Math.ceil(quote / rule.roundTo) * rule.roundTo;
  return Math.max(0, rounded + rule.adjust);
}

/**
 * When a branch's courier is booked:
 * - `manual`: staff book it from the order card;
 * - `on_ready`: when the order is marked ready (staff may still book earlier);
 * - `before_slot`: `minutes` before a later order's slot (an order for now: when it is accepted).
 */
export type BookingRule =
  { kind: "manual" } | { kind: "on_ready" } | { kind: "before_slot"; minutes: number };
export const BEFORE_SLOT_MINUTES = { min: 15, default: 45, max: 240 } as const;

/** A branch's couriers: which services it offers, and when they are booked. */
export interface BranchCouriers {
  services: ServiceCode[];
  booking: BookingRule;
}

/** A brand's courier settings (the key is sealed apart: src/server/couriers/settings.ts). */
export interface CourierSettings {
  aggregator: CourierAggregator;
  fee: FeeRule;
  /** Whether the shop's own distance segments stay a delivery choice beside the couriers. */
  keepSegments: boolean;
  /** By branch id; a branch not here offers no courier. */
  branches: Record<string, BranchCouriers>;
}

/**
 * The aggregator's statuses of a booking (Biteship's `status`), and what each means to kedai:
 * - `booking`: sent, no driver yet;
 * - `allocated`: a driver is on the way to the shop;
 * - `picked`: the driver has the order (the order is "on the way");
 * - `delivered`: the customer has it (the order is completed);
 * - `failed`: no driver, cancelled, rejected or returned: staff rebook or switch courier.
 */
export const COURIER_STATUSES = [
  "confirmed",
  "scheduled",
  "allocated",
  "picking_up",
  "picked",
  "dropping_off",
  "delivered",
  "on_hold",
  "courier_not_found",
  "cancelled",
  "rejected",
  "return_in_transit",
  "returned",
  "disposed",
] as const;
export type CourierStatus = (typeof COURIER_STATUSES)[number];

export const COURIER_STAGES = ["booking", "allocated", "picked", "delivered", "failed"] as const;
export type CourierStage = (typeof COURIER_STAGES)[number];

const STAGE_OF: Record<CourierStatus, CourierStage> = {
  confirmed: "booking",
  scheduled: "booking",
  on_hold: "booking",
  allocated: "allocated",
  picking_up: "allocated",
  picked: "picked",
  dropping_off: "picked",
  delivered: "delivered",
  courier_not_found: "failed",
  cancelled: "failed",
  rejected: "failed",
  return_in_transit: "failed",
  returned: "failed",
  disposed: "failed",
};

export const courierStage = (status: CourierStatus): CourierStage => STAGE_OF[status];

/** A booking that still runs: a new one for the same order waits until it ends. */
export const isLiveStage = (stage: CourierStage) => stage !== "delivered" && stage !== "failed";

/** The statuses a booking ends in (the database's one-live-booking index says the same). */
export const ENDED_COURIER_STATUSES = COURIER_STATUSES.filter((s) => !isLiveStage(courierStage(s)));

/**
 * Whether a booking at `current` takes `next`: webhooks arrive late, twice and out of order, so a
 * stage never goes back and an ended booking stays ended (a failure may still end a live one).
 */
export function courierAdvancesTo(current: CourierStatus, next: CourierStatus): boolean {
  if (current === next) return false;
  const from = courierStage(current);
  const to = courierStage(next);
  if (!isLiveStage(from)) return false;
  if (to === "failed") return true;
  return COURIER_STAGES.indexOf(to) >= COURIER_STAGES.indexOf(from);
}

/**
 * The statuses at which the aggregator charges the shop for a booking: once the driver has the
 * parcel (delivered, or on its way back). A booking that found no driver, or was cancelled before
 * pickup, costs nothing.
 */
export const COSTED_COURIER_STATUSES: readonly CourierStatus[] = [
  "picked",
  "dropping_off",
  "delivered",
  "return_in_transit",
  "returned",
];

/** The courier as its customer and staff see it on an order (null fields: not known yet). */
export interface CourierView {
  /** The booking's id at kedai. */
  id: string;
  service: ServiceCode;
  /** The service's name ("GoSend Instant"). */
  name: string;
  status: CourierStatus;
  stage: CourierStage;
  driverName: string | null;
  driverPhone: string | null;
  driverPlate: string | null;
  /** The courier's own live tracking page. */
  trackingLink: string | null;
  /** Staff only: what the shop pays the courier (null on the customer's view). */
  cost: number | null;
  /** ISO 8601. */
  updatedAt: string;
}

/**
 * The courier an order was placed with: the quote the customer accepted, kept on the order's
 * delivery method (`OrderView.deliveryMethod.courier`).
 */
export interface OrderedCourier {
  service: ServiceCode;
  /** What the courier quoted, before the shop's rule: what the shop expects to pay. */
  quote: number;
  /** Minutes from booking to delivery the courier estimated, as a range. */
  etaMinutes: { min: number; max: number } | null;
}

/** How long a quote shown at checkout holds: placing after it asks for a fresh one. */
export const QUOTE_VALID_SECONDS = 15 * 60;
