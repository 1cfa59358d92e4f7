import { api } from "@/contract";
import { replaceKeys } from "@/server/owner/payment-keys";
import { route } from "@/server/route";

/** What `payment:keys` asks when a server holds the embedded database. */
export const POST = route(api.operator.paymentKeys, ({ params, body: { by, ...keys } }) =>
  replaceKeys(params.brandId, keys, by),
);
