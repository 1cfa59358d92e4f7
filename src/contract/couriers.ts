// Couriers at checkout (issue 38 item 2, docs/couriers.md "At checkout"): the branch's courier
// options for an address and a basket, each with its fee, time and signed quote.
import { z } from "zod";
import type { CourierQuotes } from "@/domain/courier-quote";
import { choicesSchema, itemIdSchema } from "@/domain/basket-line-schema";
import { deliveryAddressSchema } from "@/domain/delivery-address";
import { endpoint, returns } from "./endpoint";
import { routes } from "./routes";

export const quotes = endpoint(routes.storefront.courierQuotes, {
  summary:
    "The courier options of a branch for a delivery address the server issued and a basket: each service's fee (the brand's rule over the courier's quote), estimated minutes and a quote token (valid QUOTE_VALID_SECONDS) sent back as the order's deliveryMethod.courierQuote. `problem` says why none can go (COURIERS_OUT_OF_RANGE, COURIERS_UNAVAILABLE); `offered: false` when the branch has no couriers. Calls reaching the aggregator are limited per client (429 RATE_LIMITED); the same request is answered from a short cache.",
  body: z.object({
    branchId: z.string().min(1).max(64),
    address: deliveryAddressSchema,
    items: z
      .array(
        z.object({ itemId: itemIdSchema, qty: z.number(), choices: z.optional(choicesSchema) }),
      )
      // Empty while the address is chosen before the items: quoted as one item.
      .max(100),
  }),
  data: returns<CourierQuotes>("CourierQuotes"),
  errors: ["DELIVERY_ADDRESS_UNVERIFIED", "BRANCH_NOT_FOUND", "RATE_LIMITED"],
});
