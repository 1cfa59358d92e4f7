import "server-only";
import { z } from "zod";
import type { CourierStatus, ServiceCode } from "@/domain/couriers";
import { COURIER_STATUSES, serviceNamed, serviceOf } from "@/domain/couriers";
import type {
  BookRequest,
  Contact,
  CourierErrorKind,
  CourierProvider,
  Parcel,
  ProviderBooking,
  Rate,
  RateRequest,
} from "./provider";
import { CourierError } from "./provider";

// Biteship's API (biteship.com/id/docs/api): rates by coordinates (POST /v1/rates/couriers), an
// instant order (POST /v1/orders with coordinates, delivery_type "now"), the order as it is now
// (GET /v1/orders/{id}) and its cancellation (POST /v1/orders/{id}/cancel). The brand's key goes
// raw in `Authorization`, as Biteship's docs show it; it is never logged nor put in an error.

const TIMEOUT_MS = 10_000;

const pricingSchema = z.object({
  company: z.string().optional(),
  courier_code: z.string().optional(),
  courier_service_code: z.string().optional(),
  type: z.string().optional(),
  price: z.coerce.number(),
  duration: z.string().nullish(),
  shipment_duration_range: z.string().nullish(),
  shipment_duration_unit: z.string().nullish(),
});
const ratesSchema = z.object({ pricing: z.array(pricingSchema).default([]) });

const orderSchema = z.object({
  id: z.string().min(1),
  status: z.enum(COURIER_STATUSES),
  price: z.coerce.number().nullish(),
  courier: z
    .object({
      tracking_id: z.string().nullish(),
      waybill_id: z.string().nullish(),
      link: z.string().nullish(),
      driver_name: z.string().nullish(),
      driver_phone: z.string().nullish(),
      driver_plate_number: z.string().nullish(),
    })
    .nullish(),
});

/** An answer not in Biteship's documented shape: as if it did not answer (a later try may). */
function parsed<T>(schema: z.ZodType<T>, answer: unknown): T {
  const result = schema.safeParse(answer);
  if (!result.success)
    throw new CourierError("Biteship answered in an unexpected shape", "unavailable");
  return result.data;
}

const MINUTES_PER: Record<string, number> = { minutes: 1, hours: 60, days: 1440 };

/** "1 - 3" hours → 60-180 minutes; a duration kedai cannot read is no estimate. */
export function etaOf(
  range: string | null | undefined,
  unit: string | null | undefined,
): Rate["etaMinutes"] {
  const per = MINUTES_PER[(unit ?? "").toLowerCase()];
  const numbers = (range ?? "").match(/\d+(\.\d+)?/g)?.map(Number) ?? [];
  if (!per || numbers.length === 0) return null;
  const min = numbers[0]!;
  const max = numbers[1] ?? min;
  return { min: Math.round(min * per), max: Math.round(Math.max(min, max) * per) };
}

/** Words of a 4xx that mean the place is out of the couriers' reach (Biteship's, en and id). */
const OUT_OF_RANGE =
  /range|distance|too far|coverage|not available|no courier|unavailable for|jangkauan|jarak/i;

/** The kind of a failed answer: only its status and Biteship's words decide. */
export function failureKind(status: number, said: string): CourierErrorKind {
  if (status === 401 || status === 403) return "unauthorized";
  if (status >= 500 || status === 429 || status === 408) return "unavailable";
  return OUT_OF_RANGE.test(said) ? "out_of_range" : "refused";
}

const items = (parcels: readonly Parcel[]) =>
  parcels.map((p) => ({ name: p.name, value: p.value, weight: p.weight, quantity: p.quantity }));

const contactOf = (side: "origin" | "destination", c: Contact) => ({
  [`${side}_contact_name`]: c.name,
  [`${side}_contact_phone`]: c.phone,
  [`${side}_address`]: c.address,
  ...(c.note && { [`${side}_note`]: c.note }),
  [`${side}_coordinate`]: { latitude: c.point.lat, longitude: c.point.lng },
});

function bookingOf(answer: z.infer<typeof orderSchema>): ProviderBooking {
  const courier = answer.courier ?? {};
  return {
    providerOrderId: answer.id,
    status: answer.status as CourierStatus,
    cost: answer.price ?? null,
    trackingId: courier.tracking_id ?? null,
    waybillId: courier.waybill_id ?? null,
    driverName: courier.driver_name || null,
    driverPhone: courier.driver_phone || null,
    driverPlate: courier.driver_plate_number || null,
    trackingLink: courier.link || null,
  };
}

export class Biteship implements CourierProvider {
  private readonly root: string;

  /** `timeoutMs`: how long a call may take before it counts as unavailable (tests shorten it). */
  constructor(
    root: string,
    private readonly timeoutMs = TIMEOUT_MS,
  ) {
    this.root = root.replace(/\/$/, "");
  }

  async rates(apiKey: string, request: RateRequest): Promise<Rate[]> {
    const wanted = new Set<ServiceCode>(request.services);
    const companies = [...new Set(request.services.map((s) => serviceOf(s)?.company ?? ""))];
    const answer = parsed(
      ratesSchema,
      await this.call(apiKey, "POST", "/v1/rates/couriers", {
        origin_latitude: request.origin.lat,
        origin_longitude: request.origin.lng,
        destination_latitude: request.destination.lat,
        destination_longitude: request.destination.lng,
        couriers: companies.filter(Boolean).join(","),
        items: items(request.items),
      }),
    );
    return answer.pricing.flatMap((p) => {
      const service = serviceNamed(
        p.courier_code ?? p.company ?? "",
        p.courier_service_code ?? p.type ?? "",
      );
      if (!service || !wanted.has(service.code)) return [];
      const eta = etaOf(p.shipment_duration_range ?? p.duration, p.shipment_duration_unit);
      return [{ service: service.code, price: p.price, etaMinutes: eta }];
    });
  }

  async book(apiKey: string, request: BookRequest): Promise<ProviderBooking> {
    const service = serviceOf(request.service);
    if (!service) throw new CourierError(`unknown service ${request.service}`, "refused");
    const answer = await this.call(apiKey, "POST", "/v1/orders", {
      ...contactOf("origin", request.origin),
      ...contactOf("destination", request.destination),
      courier_company: service.company,
      courier_type: service.type,
      delivery_type: "now",
      reference_id: request.reference,
      items: items(request.items),
      ...(request.note && { order_note: request.note }),
    });
    return bookingOf(parsed(orderSchema, answer));
  }

  async booking(apiKey: string, providerOrderId: string): Promise<ProviderBooking> {
    const path = `/v1/orders/${encodeURIComponent(providerOrderId)}`;
    return bookingOf(parsed(orderSchema, await this.call(apiKey, "GET", path)));
  }

  async cancel(apiKey: string, providerOrderId: string, reason: string): Promise<void> {
    await this.call(apiKey, "POST", `/v1/orders/${encodeURIComponent(providerOrderId)}/cancel`, {
      cancellation_reason_code: "others",
      cancellation_reason: reason.slice(0, 200),
    });
  }

  private async call(apiKey: string, method: "GET" | "POST", path: string, body?: object) {
    let response: Response;
    try {
      response = await fetch(`${this.root}${path}`, {
        method,
        headers: {
          Authorization: apiKey,
          Accept: "application/json",
          ...(body && { "Content-Type": "application/json" }),
        },
        body: body && JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      // The reason only: the request (and its key) never goes into an error's message.
      const reason = error instanceof Error ? error.name : "error";
      throw new CourierError(`Biteship could not be reached (${reason})`, "unavailable");
    }
    const answer: unknown = await response.json().catch(() => null);
    if (response.ok) return answer;
    const said =
      answer && typeof answer === "object" && "error" in answer && typeof answer.error === "string"
        ? answer.error.slice(0, 200)
        : "";
    throw new CourierError(
      `Biteship answered ${response.status} to ${method} ${path.split("/").slice(0, 3).join("/")}${said ? `: ${said}` : ""}`,
      failureKind(response.status, said),
    );
  }
}
