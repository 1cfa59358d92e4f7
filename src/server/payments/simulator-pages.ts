import "server-only";
import { and, eq } from "drizzle-orm";
import type { SimulatedCharge, SimulatedOutcome } from "@/domain/online-payment";
import type { BrandRef } from "../brands/resolve";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { simulatedCharges } from "../db/schema";
import { AppError } from "../errors";
import { GatewayError } from "./gateway";
import { simulatorAllowed } from "./gateways";
import { SimulatorGateway } from "./simulator";

// The payment simulator's own page (issue 20, issue 31 item 3): the charge it shows and its
// buttons, sent on as the simulator's signed notification.

/** The brand's simulator; off for it (issue 31 item 3), its routes answer as if they did not exist. */
export function simulatorFor(brand: BrandRef): SimulatorGateway {
  if (!simulatorAllowed(brand.id)) throw new AppError("NOT_FOUND");
  return new SimulatorGateway(brand.id);
}

async function chargeView(db: Db, brand: BrandRef, reference: string): Promise<SimulatedCharge> {
  const [row] = await db
    .select()
    .from(simulatedCharges)
    .where(and(eq(simulatedCharges.brandId, brand.id), eq(simulatedCharges.reference, reference)));
  if (!row) throw new AppError("PAYMENT_NOT_FOUND", "No such simulated payment.");
  return {
    reference: row.reference,
    brandName: brand.name,
    channel: row.channel,
    amount: row.amount,
    currency: row.currency,
    state: row.state,
    expiresAt: row.expiresAt.toISOString(),
    // The order's tracking page, as the charge was made (a later attempt's reference is not an
    // order's id).
    returnUrl: row.returnUrl,
  };
}

/** GET /api/payments/simulator/charges/{reference}: the simulator's payment page. */
export async function simulatedCharge(brand: BrandRef, reference: string) {
  simulatorFor(brand);
  return chargeView((await getDb()).db, brand, reference);
}

/** POST …/{reference}: the page's buttons, sent on as the gateway's signed notification. */
export async function simulate(brand: BrandRef, reference: string, outcome: SimulatedOutcome) {
  try {
    await simulatorFor(brand).simulate(reference, outcome);
  } catch (error) {
    if (error instanceof GatewayError && error.failure === "not-found")
      throw new AppError("PAYMENT_NOT_FOUND", "No such simulated payment.");
    if (error instanceof GatewayError && error.failure === "rejected")
      throw new AppError("PAYMENT_ALREADY_ENDED", error.message);
    throw error;
  }
  return chargeView((await getDb()).db, brand, reference);
}
