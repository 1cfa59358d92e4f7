import "server-only";
import { and, eq, isNotNull, ne } from "drizzle-orm";
import type { CheckedDomain, OwnerDomain } from "@/contract/owner-domain";
import type { DomainProblem } from "@/domain/custom-domain";
import { baseDomainOf, checkDomain, isApex, judgeDns, recordFor } from "@/domain/custom-domain";
import { brandLabelFromHost } from "@/domain/host";
import { PLATFORM_BRAND_ID } from "@/domain/shop-state";
import type { BrandRef } from "../brands/resolve";
import { findBrand, forgetBrands, isPlatformHost } from "../brands/resolve";
import { announceBrandChange } from "../brands/events";
import { getDb } from "../db/client";
import { brands } from "../db/schema";
import { violates } from "../db/unavailable";
import { dnsLookup } from "../dns/lookup";
import { env } from "../env";
import { AppError } from "../errors";
import { logger } from "../logger";
import { siteOrigin } from "../site-url";

// A shop's own domain (issue 35 item 7, docs/owner.md "Your own domain"): brands.custom_domain,
// connected (custom_domain_verified_at) once DNS was found pointing at the shop. Only a connected
// domain reaches the shop (src/server/brands/resolve.ts); every change is announced on
// BRAND_CHANGED_CHANNEL, so every instance drops the brand and the pages that named the old origin.

type Brand = Pick<BrandRef, "id" | "subDomainName">;

/** The host a domain's CNAME must name: CUSTOM_DOMAIN_TARGET, else the shop's own address. */
function targetOf(brand: Brand): string {
  return env().CUSTOM_DOMAIN_TARGET ?? new URL(siteOrigin(brand.subDomainName)).hostname;
}

async function stored(brandId: string) {
  const { db } = await getDb();
  const [row] = await db
    .select({ domain: brands.customDomain, verifiedAt: brands.customDomainVerifiedAt })
    .from(brands)
    .where(eq(brands.id, brandId));
  return row ?? { domain: null, verifiedAt: null };
}

export async function domainView(brand: Brand): Promise<OwnerDomain> {
  const { domain, verifiedAt } = await stored(brand.id);
  const target = targetOf(brand);
  // An apex takes A records where its DNS host has no ALIAS: the target's addresses, asked now.
  const addresses = domain && isApex(domain) ? await dnsLookup().addresses(target) : [];
  return {
    domain,
    connectedAt: verifiedAt ? verifiedAt.toISOString() : null,
    record: domain ? recordFor(domain, target, addresses) : null,
    shopAddress: siteOrigin(brand.subDomainName),
  };
}

const CODE_OF: Record<DomainProblem, "CUSTOM_DOMAIN_INVALID" | "CUSTOM_DOMAIN_RESERVED"> = {
  format: "CUSTOM_DOMAIN_INVALID",
  oneLabel: "CUSTOM_DOMAIN_INVALID",
  ip: "CUSTOM_DOMAIN_INVALID",
  local: "CUSTOM_DOMAIN_INVALID",
  platform: "CUSTOM_DOMAIN_RESERVED",
};

/** The names a shop's domain may not be: the platform's host, the shops' base domain. */
function reservedNames() {
  const settings = env();
  return {
    platformHost: settings.platformHost,
    baseDomain: baseDomainOf(siteOrigin("{brand}")),
  };
}

/**
 * Sets (`typed`) or removes (null or blank) the shop's own domain. The same domain again changes
 * nothing; another is not connected until checked. A domain another shop has is refused.
 */
export async function saveDomain(brand: Brand, typed: string | null): Promise<OwnerDomain> {
  let domain: string | null = null;
  if (typed !== null && typed.trim() !== "") {
    const checked = checkDomain(typed, reservedNames());
    if (!checked.ok)
      throw new AppError(CODE_OF[checked.problem], undefined, {
        details: { problem: checked.problem },
      });
    domain = checked.domain;
  }
  const { db } = await getDb();
  let changed = false;
  try {
    changed = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ domain: brands.customDomain })
        .from(brands)
        .where(eq(brands.id, brand.id))
        .for("update");
      if (!row || row.domain === domain) return false;
      if (domain) {
        const [other] = await tx
          .select({ id: brands.id })
          .from(brands)
          .where(and(eq(brands.customDomain, domain), ne(brands.id, brand.id)));
        if (other) throw new AppError("CUSTOM_DOMAIN_TAKEN");
      }
      await tx
        .update(brands)
        .set({ customDomain: domain, customDomainVerifiedAt: null })
        .where(eq(brands.id, brand.id));
      await announceBrandChange(tx, brand.id);
      return true;
    });
  } catch (error) {
    // Two shops saving one domain at once: the unique index decides.
    if (violates(error, "brands_custom_domain_unique")) throw new AppError("CUSTOM_DOMAIN_TAKEN");
    throw error;
  }
  if (changed) {
    forgetBrands();
    logger().info({ brandId: brand.id, domain }, domain ? "own domain set" : "own domain removed");
  }
  return domainView(brand);
}

/**
 * Asks DNS whether the domain points at the shop now. Found right, it is connected (and reaches the
 * shop from then on). Found wrong or missing, a domain already connected stays so: a moment of
 * DNS trouble must not take a shop's address away; removing it is the owner's to do.
 */
export async function checkDomainNow(brand: Brand): Promise<CheckedDomain> {
  const { domain, verifiedAt } = await stored(brand.id);
  if (!domain) throw new AppError("CUSTOM_DOMAIN_NONE");
  const target = targetOf(brand);
  const dns = dnsLookup();
  const [cname, addresses, targetAddresses] = await Promise.all([
    dns.cname(domain),
    dns.addresses(domain),
    dns.addresses(target),
  ]);
  const verdict = judgeDns(target, { cname, addresses, targetAddresses });
  if (verdict.state === "connected" && !verifiedAt) {
    const { db } = await getDb();
    const connected = await db.transaction(async (tx) => {
      const done = await tx
        .update(brands)
        .set({ customDomainVerifiedAt: new Date() })
        // Only the domain that was checked: not one the owner changed to meanwhile.
        .where(and(eq(brands.id, brand.id), eq(brands.customDomain, domain)))
        .returning({ id: brands.id });
      if (done.length > 0) await announceBrandChange(tx, brand.id);
      return done.length > 0;
    });
    if (connected) {
      forgetBrands();
      logger().info({ brandId: brand.id, domain }, "own domain connected");
    }
  }
  return { ...(await domainView(brand)), verdict };
}

/**
 * Whether kedai serves `name` (a TLS proxy's on-demand certificate question): a shop's connected
 * own domain, a shop's subdomain, or the platform's host. Anything else gets no certificate.
 */
export async function domainServed(name: string): Promise<{ domain: string }> {
  const host = name.trim().toLowerCase().replace(/\.$/, "");
  if (isPlatformHost(host)) return { domain: host };
  const { db } = await getDb();
  const [own] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.customDomain, host), isNotNull(brands.customDomainVerifiedAt)));
  if (own) return { domain: host };
  const base = baseDomainOf(siteOrigin("{brand}"));
  if (base && host.endsWith(`.${base}`) && host.split(".").length === base.split(".").length + 1) {
    const label = brandLabelFromHost(host, env().DEFAULT_BRAND);
    if (label && label !== PLATFORM_BRAND_ID && (await findBrand(label))) return { domain: host };
  }
  throw new AppError("DOMAIN_NOT_SERVED");
}
