import "server-only";
import type { BrandFileProblem, StoreConfigs } from "@/domain/brand-config";
import { isKeyedProvider } from "@/domain/payment-keys";
import type { Db } from "../db/client";
import { maskedCredentials } from "./credentials";

// "A brand without keys cannot turn the method on" (issue 20 item 2): what the owner console's
// save and `brand:import` refuse of a brand whose online payment is on.

const ONLINE =
  "$.storeConfigs.salesChannels.customerApp.paymentsMethods.online.merchantLevelConfigs";
export const ONLINE_PATHS = { isActive: `${ONLINE}.isActive`, mode: `${ONLINE}.mode` };

/**
 * The problems of turning online payment on as `storeConfigs` has it: a gateway the brand has no
 * keys for, or keys of the other mode than the one chosen. `howToSet` says where the keys are set, for the message.
 */
export async function onlinePaymentProblems(
  db: Db,
  brandId: string,
  storeConfigs: Pick<StoreConfigs, "salesChannels">,
  howToSet: string,
): Promise<BrandFileProblem[]> {
  const online =
    storeConfigs.salesChannels.customerApp.paymentsMethods.online?.merchantLevelConfigs;
  if (!online?.isActive) return [];
  const { provider, mode } = online;
  // The simulator needs no keys. In production it is simply not offered to customers
  // (src/server/brands/storefront.ts), so the demo brands still seed there.
  if (!isKeyedProvider(provider)) return [];
  const stored = (await maskedCredentials(brandId, db)).find((k) => k.provider === provider);
  if (!stored)
    return [
      {
        path: ONLINE_PATHS.isActive,
        message: `the brand has no ${provider} keys: set them first (${howToSet})`,
      },
    ];
  if (!stored.mode)
    return [
      {
        path: ONLINE_PATHS.isActive,
        message: `the ${provider} keys stored cannot be opened (APP_SECRET changed): set them again (${howToSet})`,
      },
    ];
  if (stored.mode !== mode)
    return [
      {
        path: ONLINE_PATHS.mode,
        message: `the ${provider} keys stored are ${stored.mode} keys: replace them with ${mode} keys, or choose ${stored.mode}`,
      },
    ];
  return [];
}
