import "./zod-setup";
import { z } from "zod";
import { nameSchema } from "./account-schema";
import { ORDER_TIMES } from "./basket";
import { placeOrderBody } from "./order-schema";
import { phoneNumberSchema } from "./phone-schema";

// Issue 36 item 4: the bodies of the staff's order calls (docs/staff-orders.md). The order itself
// is the body a customer sends (placeOrderBody): the same rules check and price it.

/**
 * POST /api/staff/taken-orders: an order staff took by phone or WhatsApp for the customer of
 * `phoneNumber` (found, or made: one number, one customer), with the name they gave (saved to their
 * profile at the brand; left out: as it is).
 */
export const takenOrderBody = z.strictObject({
  phoneNumber: phoneNumberSchema,
  name: nameSchema.nullable().optional(),
  order: placeOrderBody,
});
export type TakenOrderBody = z.infer<typeof takenOrderBody>;

/** GET /api/staff/customers: what the brand knows of the customer of a number. */
export const customerQuery = z.strictObject({ phoneNumber: phoneNumberSchema });

/**
 * POST /api/staff/orders/{orderId}/correction: the order's lines as they should be now (each with
 * its quantity and choices) and its time; the rest of the order stays as placed.
 */
export const correctionBody = z.strictObject({
  items: placeOrderBody.shape.basket.shape.items,
  deliveryOrPickupTime: z.enum(ORDER_TIMES),
  scheduledFor: placeOrderBody.shape.scheduledFor,
});
