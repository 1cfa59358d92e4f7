import "server-only";
import { asc, eq } from "drizzle-orm";
import type { CourierCheck, CouriersView } from "@/domain/courier-settings-schema";
import { checkCourierSettings, COURIER_SECRET_HEADER } from "@/domain/courier-settings-schema";
import { SERVICE_CODES } from "@/domain/couriers";
import type { BrandRef } from "../brands/resolve";
import { couriers } from "../couriers/couriers";
import { CourierError } from "../couriers/provider";
import {
  brandCouriersOf,
  maskedCouriers,
  removeCouriers,
  saveCouriers,
} from "../couriers/settings";
import { getDb } from "../db/client";
import { branches } from "../db/schema";
import { AppError } from "../errors";
import { logger } from "../logger";
import { siteOrigin } from "../site-url";

// The owner console's Couriers page (issue 38 item 1, docs/couriers.md "Setting up couriers"): the
// aggregator's key saved sealed and answered masked, each branch's services and booking rule, the
// fee, a check of the key by a quote, and removing it all. A refusal names the field, never the
// key; nothing here logs one.

type Brand = Pick<BrandRef, "id" | "subDomainName">;

async function branchesOf(brandId: string) {
  const { db } = await getDb();
  return db
    .select({ id: branches.id, name: branches.name, lat: branches.lat, lng: branches.lng })
    .from(branches)
    .where(eq(branches.brandId, brandId))
    .orderBy(asc(branches.position));
}

export async function couriersView(brand: Brand): Promise<CouriersView> {
  const { db } = await getDb();
  const stored = await maskedCouriers(db, brand.id);
  return {
    account: stored && {
      aggregator: stored.settings.aggregator,
      maskedKey: stored.maskedKey,
      updatedBy: stored.updatedBy,
      updatedAt: stored.updatedAt,
    },
    settings: stored?.settings ?? null,
    // The shop's own subdomain, not its domain: the address stays if the domain changes.
    webhookUrl: `${siteOrigin(brand.subDomainName)}/api/couriers/${brand.id}/webhook`,
    webhookHeader: COURIER_SECRET_HEADER,
    webhookSecret: stored?.webhookSecret ?? null,
    branches: (await branchesOf(brand.id)).map(({ id, name }) => ({ id, name })),
  };
}

/** Checks and stores the form (the key left empty keeps the stored one); answers the view. */
export async function saveOwnerCouriers(
  brand: Brand,
  owner: { name: string },
  body: unknown,
): Promise<CouriersView> {
  const { db } = await getDb();
  const stored = (await maskedCouriers(db, brand.id)) !== null;
  const ids = (await branchesOf(brand.id)).map((b) => b.id);
  const checked = checkCourierSettings(body, ids, stored);
  if (!checked.ok)
    throw new AppError("COURIER_SETTINGS_INVALID", undefined, {
      details: { problems: checked.problems },
    });
  await saveCouriers(db, brand.id, checked.value, owner.name);
  const { settings } = checked.value;
  logger().info(
    { brandId: brand.id, fee: settings.fee.kind, branches: Object.keys(settings.branches).length },
    "couriers saved",
  );
  return couriersView(brand);
}

/** About 2 km north of a point: a ride every instant courier takes. */
const TWO_KM_NORTH = 2_000 / 111_320;

/** A quote from the first branch to 2 km away with the stored key: whether the key works. */
export async function checkOwnerCouriers(brandId: string): Promise<CourierCheck> {
  const { db } = await getDb();
  const stored = await brandCouriersOf(db, brandId);
  const [first] = await branchesOf(brandId);
  if (!stored || !first) throw new AppError("COURIERS_NOT_SET");
  const offered = Object.values(stored.settings.branches).flatMap((b) => b.services);
  try {
    const rates = await couriers().rates(stored.apiKey, {
      origin: { lat: first.lat, lng: first.lng },
      destination: { lat: first.lat + TWO_KM_NORTH, lng: first.lng },
      services: offered.length > 0 ? [...new Set(offered)] : SERVICE_CODES,
      items: [{ name: "Check", value: 50_000, quantity: 1, weight: 1_000 }],
    });
    logger().info({ brandId, rates: rates.length }, "couriers key checked");
    return {
      branchId: first.id,
      rates: rates.map((r) => ({ service: r.service, price: r.price })),
    };
  } catch (error) {
    if (!(error instanceof CourierError)) throw error;
    // The aggregator's words may quote the request; only the kind is said.
    logger().warn({ brandId, kind: error.kind }, "couriers key check failed");
    throw new AppError("COURIER_CHECK_FAILED", undefined, { details: { kind: error.kind } });
  }
}

export async function removeOwnerCouriers(brand: Brand): Promise<CouriersView> {
  const { db } = await getDb();
  if (!(await maskedCouriers(db, brand.id))) throw new AppError("COURIERS_NOT_SET");
  await removeCouriers(db, brand.id);
  logger().info({ brandId: brand.id }, "couriers removed");
  return couriersView(brand);
}
