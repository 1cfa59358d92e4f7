import "server-only";
import type { PaymentKeysBody } from "@/contract/owner-payments";
import type { MaskedKeys, PaymentKeysView } from "@/domain/payment-keys";
import { checkKeys, KEYED_PROVIDERS } from "@/domain/payment-keys";
import type { BrandRef } from "../brands/resolve";
import { findBrandById } from "../brands/resolve";
import { currentDocument } from "../brands/revisions";
import { getDb } from "../db/client";
import { AppError } from "../errors";
import { logger } from "../logger";
import { maskedCredentials, storeCredentials } from "../payments/credentials";
import { simulatorAllowed } from "../payments/gateways";
import { siteOrigin } from "../site-url";

// The brand's keys at its gateway (issue 20 item 2, docs/payments.md "Keys and security"): the
// owner console's and `npm run payment:keys`'s way in. Stored sealed, answered masked; a refusal
// names the field and the problem, never the key.

export async function paymentKeysView(brand: Pick<BrandRef, "id" | "subDomainName">) {
  const origin = siteOrigin(brand.subDomainName);
  return {
    keys: await maskedCredentials(brand.id),
    notificationUrls: Object.fromEntries(
      KEYED_PROVIDERS.map((p) => [p, `${origin}/api/payments/${p}/notifications`]),
    ) as PaymentKeysView["notificationUrls"],
    simulatorAllowed: simulatorAllowed(brand.id),
  } satisfies PaymentKeysView;
}

/**
 * Stores (replaces) the brand's keys at a gateway, `by` naming who. While the shop takes payments
 * at that gateway, keys of the other mode are refused: pasting sandbox keys into a live shop would
 * stop its payments. The next charge uses the new keys; nothing waits for a restart.
 */
export async function replaceKeys(
  brandId: string,
  body: PaymentKeysBody,
  by: string,
): Promise<MaskedKeys[]> {
  const { db } = await getDb();
  const current = (await findBrandById(brandId)) && (await currentDocument(db, brandId));
  if (!current) throw new AppError("BRAND_NOT_FOUND", `There is no brand "${brandId}".`);
  const online =
    current.document.storeConfigs.salesChannels.customerApp.paymentsMethods.online
      ?.merchantLevelConfigs;
  const live = online?.isActive && online.provider === body.provider ? online.mode : undefined;
  const checked = checkKeys(body.provider, body.keys, live);
  if (!checked.ok)
    throw new AppError("PAYMENT_KEYS_INVALID", undefined, {
      details: { problems: checked.problems },
    });
  await storeCredentials(brandId, body.provider, checked.keys, by);
  logger().info({ brandId, provider: body.provider }, "payment keys replaced");
  return maskedCredentials(brandId);
}

export async function saveOwnerKeys(brand: BrandRef, by: string, body: PaymentKeysBody) {
  await replaceKeys(brand.id, body, by);
  return paymentKeysView(brand);
}
