// A brand's couriers (issue 38 item 1, docs/couriers.md "Setting up couriers"): the owner enters
// the aggregator's key (stored sealed, only ever answered masked), chooses each branch's services
// and when they are booked, the fee customers pay, checks the key with a quote, or removes them.
import { z } from "zod";
import type { CourierCheck, CouriersView } from "@/domain/courier-settings-schema";
import { endpoint, PRIVATE, returns } from "./endpoint";
import { routes } from "./routes";

/**
 * The body of POST /api/owner/couriers, checked field by field by checkCourierSettings
 * (src/domain/courier-settings-schema.ts), so each refusal names its field.
 */
export const couriersBody = z.record(z.string(), z.unknown());

export const couriers = endpoint(routes.owner.couriers, {
  summary:
    "The brand's couriers: the aggregator's key masked (`bite…9Zq`), who set it and when, or null; the settings (fee rule, whether the shop's own segments stay, each branch's services and booking rule); the webhook URL, header and secret to paste at the aggregator; the brand's branches.",
  data: returns<CouriersView>("CouriersView"),
  cache: PRIVATE,
  errors: [],
});

export const saveCouriers = endpoint(routes.owner.saveCouriers, {
  summary:
    "Store (replace) the brand's couriers: {apiKey?, fee: {kind: quote, roundTo, adjust} | {kind: flat, price}, keepSegments, branches: {<branchId>: {services, booking: {kind: manual | on_ready} | {kind: before_slot, minutes}}}}. The key empty or left out keeps the stored one (needed the first time). A branch with no service is left out. Answers the view, masked. A refusal names each field and its problem (`problems`: [{field, problem}]), never the key, and keeps what was stored.",
  body: couriersBody,
  data: returns<CouriersView>("CouriersView"),
  errors: ["COURIER_SETTINGS_INVALID"],
});

export const checkCouriers = endpoint(routes.owner.checkCouriers, {
  summary:
    "Check the stored key: asks the aggregator for rates from the brand's first branch to a point 2 km away. Answers {branchId, rates: [{service, price}]}; a key refused or an aggregator that does not answer is 502 COURIER_CHECK_FAILED with `kind` (unauthorized, out_of_range, refused, unavailable).",
  body: z.strictObject({}),
  data: returns<CourierCheck>("CourierCheck"),
  errors: ["COURIERS_NOT_SET", "COURIER_CHECK_FAILED"],
});

export const removeCouriers = endpoint(routes.owner.removeCouriers, {
  summary:
    "Remove the brand's couriers: delivery is priced by its own segments again. Bookings already made and their costs stay. Answers the view.",
  body: z.strictObject({}),
  data: returns<CouriersView>("CouriersView"),
  errors: ["COURIERS_NOT_SET"],
});
