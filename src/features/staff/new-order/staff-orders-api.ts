import { customerRoutes } from "@/contract/routes-customer";
import { staffRoutes } from "@/contract/routes-staff";
import type { Correction } from "@/domain/order-correction";
import type { PlaceOrderBody } from "@/domain/order-schema";
import { call } from "@/features/api/client";

// The calls of orders taken by staff and their corrections (issue 36 item 4), on the staff
// member's session cookie as the board's (src/features/api/client.ts).
export const staffOrdersApi = {
  /** What the shop knows of a number (its name, its orders here); makes no customer. */
  customer: (phoneNumber: string) =>
    call(staffRoutes.staffOrders.customer, { query: { phoneNumber } }),
  /** The order priced by the rules it would be placed by, or its refusal. */
  quote: (order: PlaceOrderBody, signal?: AbortSignal) =>
    call(staffRoutes.staffOrders.quote, { body: order, signal }),
  /** Places it; the same key and body answer the same order (a second tap, a retry). */
  take: (
    body: { phoneNumber: string; name?: string; order: PlaceOrderBody },
    idempotencyKey: string,
  ) =>
    call(staffRoutes.staffOrders.take, { body, headers: { "x-idempotency-key": idempotencyKey } }),
  correct: (orderId: string, correction: Correction) =>
    call(staffRoutes.staffOrders.correct, { params: { orderId }, body: correction }),
  /** The first place for an address text, signed by the server: what a delivery is priced for. */
  findAddress: (q: string) => call(customerRoutes.geo.geocode, { query: { q } }),
};
