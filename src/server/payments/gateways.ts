import "server-only";
import type { PaymentProvider } from "@/domain/online-payment";
import { storeConfigsSchema } from "@/domain/brand-config";
import { eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { brands } from "../db/schema";
import { env } from "../env";
import { AppError } from "../errors";
import { credentialsOf } from "./credentials";
import type { GatewayMode, PaymentGateway } from "./gateway";
import { MidtransGateway } from "./midtrans";
import { SimulatorGateway } from "./simulator";
import { XenditGateway } from "./xendit";

// The gateway of one brand's merchant account (issue 20 item 2), made from its keys as sealed now:
// replaced keys are used from the next call on.

/**
 * Whether the built-in simulator may take the brand's payments: only when PAYMENT_SIMULATOR_BRANDS
 * names it, which production refuses (issue 31 item 3). Anyone can mark a simulated payment paid.
 */
export const simulatorAllowed = (brandId: string) => env().simulatorBrands.has(brandId);
/** The simulator off for the brand: not one of its ways to pay (its routes answer NOT_FOUND). */
export const simulatorOff = () =>
  new AppError("PAYMENT_METHOD_NOT_ALLOWED", "The shop takes no payments through the simulator.");

/** The mode the brand's online payment is set to (its brand file, its console). */
async function modeOf(brandId: string): Promise<GatewayMode> {
  const { db } = await getDb();
  const [row] = await db
    .select({ storeConfigs: brands.storeConfigs })
    .from(brands)
    .where(eq(brands.id, brandId));
  const configs = row && storeConfigsSchema.safeParse(row.storeConfigs);
  return (
    (configs?.success &&
      configs.data.salesChannels.customerApp.paymentsMethods.online?.merchantLevelConfigs.mode) ||
    "sandbox"
  );
}

const missingKeys = (provider: PaymentProvider) =>
  new AppError("PAYMENT_UNAVAILABLE", `The shop has no ${provider} keys.`);

export async function gatewayFor(
  brandId: string,
  provider: PaymentProvider,
  mode?: GatewayMode,
): Promise<PaymentGateway> {
  const settings = env();
  switch (provider) {
    case "simulator":
      if (!simulatorAllowed(brandId)) throw simulatorOff();
      return new SimulatorGateway(brandId);
    case "midtrans": {
      const keys = await credentialsOf(brandId, "midtrans");
      if (!keys) throw missingKeys(provider);
      return new MidtransGateway({
        serverKey: keys.serverKey,
        mode: mode ?? (await modeOf(brandId)),
        baseUrl: settings.MIDTRANS_BASE_URL,
      });
    }
    case "xendit": {
      const keys = await credentialsOf(brandId, "xendit");
      if (!keys) throw missingKeys(provider);
      return new XenditGateway({
        ...keys,
        mode: mode ?? (await modeOf(brandId)),
        baseUrl: settings.XENDIT_BASE_URL,
      });
    }
  }
}
