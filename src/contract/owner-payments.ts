// A brand's keys at its payment gateway (issue 20, docs/payments.md "Keys and security"): set by
// the owner console or `npm run payment:keys`, stored sealed, only ever answered masked.
import { z } from "zod";
import type { MaskedKeys, PaymentKeysView } from "@/domain/payment-keys";
import { storableText } from "@/domain/order-schema";
import { endpoint, PRIVATE, returns } from "./endpoint";
import { routes } from "./routes";

/** A key as pasted: checked by src/domain/payment-keys.ts (checkKeys), which never echoes it. */
const pasted = z.string().max(1000).optional();

const midtrans = z.strictObject({
  provider: z.literal("midtrans"),
  keys: z.strictObject({ serverKey: pasted }),
});
const xendit = z.strictObject({
  provider: z.literal("xendit"),
  keys: z.strictObject({ secretKey: pasted, callbackToken: pasted }),
});

/** The gateway and its keys: only the fields it takes (KEY_FIELDS), each checked by its shape. */
export const paymentKeysBody = z.discriminatedUnion("provider", [midtrans, xendit]);
export type PaymentKeysBody = z.output<typeof paymentKeysBody>;

/** Who set them, in the brand's keys' history: the command's `--by`, else "payment:keys". */
const by = { by: storableText().trim().min(1).max(80).default("payment:keys") };

const KEY_ERRORS = ["PAYMENT_KEYS_INVALID"] as const;

export const paymentKeys = endpoint(routes.owner.paymentKeys, {
  summary:
    "The brand's keys at each payment gateway, masked (`SB-M…k3Xz`), with their mode, when and by whom they were set; the notification URL of each gateway; whether the simulator may be used.",
  data: returns<PaymentKeysView>("PaymentKeysView"),
  cache: PRIVATE,
  errors: [],
});

export const savePaymentKeys = endpoint(routes.owner.savePaymentKeys, {
  summary:
    "Store (replace) the brand's keys at `provider` ({provider: midtrans, keys: {serverKey}} or {provider: xendit, keys: {secretKey, callbackToken}}), sealed; answers the masked view. A key of the wrong shape, or of the other mode while the shop takes payments there, is refused by field (`problems`: [{field, problem}]) and the keys stored before are kept.",
  body: paymentKeysBody,
  data: returns<PaymentKeysView>("PaymentKeysView"),
  errors: KEY_ERRORS,
});

export const operatorPaymentKeys = endpoint(routes.operator.paymentKeys, {
  summary:
    "`npm run payment:keys` against a running server: the same as POST /api/owner/payment-keys for brand `brandId`, `by` naming who set them; answers the brand's keys, masked.",
  body: z.discriminatedUnion("provider", [midtrans.extend(by), xendit.extend(by)]),
  data: returns<MaskedKeys[]>("MaskedPaymentKeys"),
  errors: ["BRAND_NOT_FOUND", ...KEY_ERRORS],
});
