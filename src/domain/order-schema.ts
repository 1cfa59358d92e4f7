import "./zod-setup";
import { z } from "zod";
import { ORDER_TIMES } from "./basket";
import { choicesSchema, itemIdSchema } from "./basket-line-schema";
import { deliveryAddressSchema, NOT_STORABLE, STORABLE_TEXT } from "./delivery-address";
import { ORDER_STATUSES } from "./order";
import { ORDER_MODES } from "./order-mode";
import { MAX_REASON_LENGTH } from "./order-status";
import { PAYMENT_METHODS } from "./payment";
import { maxCharacters } from "./text-schema";
import { PAYMENT_CHANNELS } from "./online-payment";

// Spec §3 (Order payload, Transfer confirmation) and the staff's and operator's status change:
// the bodies the API reads, checked on the server (the browser's pages carry no zod, issue 34
// item 6; the order's vocabulary and views are in order.ts).

/** A string the database can store (see STORABLE_TEXT): a 400 at the gate instead of a 500. */
export const storableText = () => z.string().regex(STORABLE_TEXT, NOT_STORABLE);

export const transferConfirmationSchema = z.object({
  proofImageSrc: storableText().max(300),
  transferMethod: storableText().min(1).max(80),
  noteFromClient: storableText().check(maxCharacters(500)),
});

/** Paying online (issue 20): the way the customer chose (QRIS, an e-wallet, a bank's VA). */
export const onlineConfirmationSchema = z.strictObject({ channel: z.enum(PAYMENT_CHANNELS) });

/**
 * The body of POST /api/orders/{brandId}/customer (docs/API.md). Unknown fields, such as prices,
 * names or totals a client sends, are dropped here: the server computes those itself.
 */
export const placeOrderBody = z.object({
  orderMode: z.enum(ORDER_MODES),
  selectedBranchId: z.string().min(1).max(64),
  deliveryOrPickupTime: z.enum(ORDER_TIMES),
  deliveryNotes: storableText().check(maxCharacters(500)).default(""),
  /** LATER: the slot chosen, ISO 8601 with an offset (domain/slots.ts); ignored for NOW. */
  scheduledFor: z.iso
    .datetime({ offset: true, message: "must be a time like 2026-11-28T10:00:00+07:00" })
    .nullable()
    .default(null),
  deliveryAddress: z.nullable(deliveryAddressSchema).default(null),
  deliveryMethod: z
    .object({
      humanReadableName: z.string().min(1).max(80),
      /** A courier's quote token (issue 38, POST /api/couriers/quotes): its fee is the order's. */
      courierQuote: z.string().min(1).max(1000).optional(),
    })
    .nullable()
    .default(null),
  basket: z.object({
    currency: z.string().max(3).optional(),
    items: z
      // Any number here: the quantity rule (basket-line.ts, 1-99 per item after merging lines)
      // answers its own QUANTITY_OUT_OF_RANGE naming the line (basket.ts mergeQuantities).
      // choices: judged against the item's own option groups, OPTIONS_INVALID naming the group.
      .array(
        z.object({ itemId: itemIdSchema, qty: z.number(), choices: z.optional(choicesSchema) }),
      )
      .min(1, "the basket is empty")
      .max(100),
  }),
  /**
   * A promotion code the customer typed (issue 39, src/domain/promotions.ts): normalized by the
   * server; one that gives nothing is refused (PROMO_CODE_NOT_APPLICABLE, with why).
   */
  promoCode: storableText().max(40).optional(),
  /** Redeem one loyalty reward on this order (src/domain/loyalty.ts). */
  redeemReward: z.boolean().optional(),
  payment: z.object({
    method: z.enum(PAYMENT_METHODS),
    confirmation: z.union([
      z.literal("NOT_REQUIRED"),
      onlineConfirmationSchema,
      transferConfirmationSchema,
    ]),
  }),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

/** The body of POST /api/staff/orders/{orderId}/status. */
export const statusChangeBody = z.object({
  status: z.enum(ORDER_STATUSES),
  reason: storableText().trim().check(maxCharacters(MAX_REASON_LENGTH)).optional(),
});

/** The body of POST /api/staff/orders/{orderId}/payment. */
export const paymentBody = z.object({ paid: z.literal(true) });
