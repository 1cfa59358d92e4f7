import "./zod-setup";
import { z } from "zod";
import { placeSchema } from "./delivery-address";

// Spec §3 (MerchantLevelConfigs, Delivery price input; Place is in delivery-address.ts) and §5
// (segments).

export const NO_MATCHING_SEGMENT = "No matching segment found";
export const INVALID_REQUEST_METHOD = "Invalid request method";

export const segmentSchema = z.object({
  from: z.number().finite().optional(),
  to: z.number().finite().optional(),
  price: z.number().finite(),
});
export type Segment = z.infer<typeof segmentSchema>;

export const deliveryPriceInputSchema = z.object({
  origin: z.optional(placeSchema),
  destination: z.optional(placeSchema),
  distanceInMeters: z.number().finite().min(0, "distanceInMeters must not be negative"),
  time: z.string().optional(),
  merchantLevelConfigs: z.object({ segments: z.array(segmentSchema) }),
});
export type DeliveryPriceInput = z.infer<typeof deliveryPriceInputSchema>;

/** A segment matches per spec §5: both bounds inclusive; one bound open-ended; neither never. */
export function segmentMatches({ from, to }: Segment, distance: number): boolean {
  if (from === undefined && to === undefined) return false;
  return (from === undefined || distance >= from) && (to === undefined || distance <= to);
}

export type PriceResult = { ok: true; price: number } | { ok: false; error: string };

/** The price of the first segment, in list order, that matches the distance. */
export function priceForDistance(
  segments: readonly Segment[],
  distanceInMeters: number,
): PriceResult {
  const segment = segments.find((s) => segmentMatches(s, distanceInMeters));
  return segment ? { ok: true, price: segment.price } : { ok: false, error: NO_MATCHING_SEGMENT };
}

/** Spec §5: the whole price calculation, input checked by its schema first. */
export function calculateDeliveryPrice(input: unknown): PriceResult {
  const parsed = deliveryPriceInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: z.prettifyError(parsed.error) };
  return priceForDistance(parsed.data.merchantLevelConfigs.segments, parsed.data.distanceInMeters);
}
