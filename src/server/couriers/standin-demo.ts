import "server-only";
import { createHmac } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { BranchCouriers, CourierSettings } from "@/domain/couriers";
import type { Db } from "../db/client";
import { brandCouriers, branches } from "../db/schema";
import { saveCouriers } from "./settings";

// `npm start`'s demo with the courier stand-in on (COURIER_PROVIDER=standin, never in
// production): the demo brands get stand-in couriers on their first start, so the demo quotes
// and books couriers from the first order.

/** The key of the demo's stand-in couriers (any key but the stand-in's failing ones works). */
export const STANDIN_DEMO_KEY = "standin-demo";

/**
 * The webhook secret of a demo brand's stand-in couriers, derived from APP_SECRET (a test that
 * knows its server's can call the brand's webhook as the aggregator does).
 */
export const standinDemoWebhookSecret = (appSecret: string, brandId: string) =>
  createHmac("sha256", appSecret).update(`couriers-standin:${brandId}`).digest("base64url");

/** Every branch: GoSend and GrabExpress instant, GoSend same day, booked when marked ready. */
const DEMO_BRANCH: BranchCouriers = {
  services: ["gojek/instant", "grab/instant", "gojek/same_day"],
  booking: { kind: "on_ready" },
};

/** Gives each of `brandIds` stand-in couriers at every branch. */
export async function giveStandinCouriers(db: Db, appSecret: string, brandIds: string[]) {
  if (brandIds.length === 0) return;
  const rows = await db
    .select({ brandId: branches.brandId, id: branches.id })
    .from(branches)
    .where(inArray(branches.brandId, brandIds));
  for (const brandId of brandIds) {
    const settings: CourierSettings = {
      aggregator: "biteship",
      fee: { kind: "quote", roundTo: 1000, adjust: 0 },
      keepSegments: true,
      branches: Object.fromEntries(
        rows.filter((r) => r.brandId === brandId).map((r) => [r.id, DEMO_BRANCH]),
      ),
    };
    await saveCouriers(db, brandId, { apiKey: STANDIN_DEMO_KEY, settings }, "demo");
    await db
      .update(brandCouriers)
      .set({ webhookSecret: standinDemoWebhookSecret(appSecret, brandId) })
      .where(eq(brandCouriers.brandId, brandId));
  }
}
