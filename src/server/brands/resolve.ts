import "server-only";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { LanguageTemplates } from "@/domain/brand-config";
import type { Locale } from "@/domain/locale";
import { brandIdSchema } from "@/domain/brand-config";
import { brandLabelFromHost } from "@/domain/host";
import { baseDomainOf } from "@/domain/custom-domain";
import type { ShopState } from "@/domain/shop-state";
import { PLATFORM_BRAND_ID, shopState } from "@/domain/shop-state";
import { getDb } from "../db/client";
import { branches, brands } from "../db/schema";
import { env } from "../env";
import { remember } from "../remember.mjs";

/** What every request needs to know about its brand; cached, because every request asks. */
export interface BrandRef {
  id: string;
  subDomainName: string;
  name: string;
  revision: string;
  timeZone: string;
  defaultLanguage: Locale;
  messageTemplates: LanguageTemplates;
  branchIds: string[];
  /** Being set up, open or suspended (issue 35, src/domain/shop-state.ts). */
  state: ShopState;
  /** The shop's own domain once its DNS was checked (issue 35 item 7), else null. */
  customDomain: string | null;
}

const TTL_MS = 30_000; // a safety net; imports invalidate at once through BRAND_CHANGED_CHANNEL
const MISS_TTL_MS = 5_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  value: Promise<BrandRef | null>;
  /** What `value` resolved to, once it has (for peekBrandForHost). */
  settled?: BrandRef | null;
  expires: number;
}

// One per process (remember): the proxy and the route handlers are separate bundles of it.
const cache = remember("brands", () => new Map<string, Entry>());

async function load(subDomainName: string): Promise<BrandRef | null> {
  const { db } = await getDb();
  const [brand] = await db
    .select({
      id: brands.id,
      subDomainName: brands.subDomainName,
      name: brands.name,
      revision: brands.revision,
      timeZone: brands.timeZone,
      defaultLanguage: brands.defaultLanguage,
      messageTemplates: brands.messageTemplates,
      openedAt: brands.openedAt,
      suspendedAt: brands.suspendedAt,
      customDomain: brands.customDomain,
      customDomainVerifiedAt: brands.customDomainVerifiedAt,
    })
    .from(brands)
    .where(eq(brands.subDomainName, subDomainName));
  if (!brand) return null;
  const rows = await db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.brandId, brand.id))
    .orderBy(asc(branches.position));
  const { openedAt, suspendedAt, customDomain, customDomainVerifiedAt, ...ref } = brand;
  return {
    ...ref,
    branchIds: rows.map((r) => r.id),
    state: shopState({ openedAt, suspendedAt }),
    customDomain: customDomainVerifiedAt ? customDomain : null,
  };
}

/** The same, by brand id (operator commands name the brand, not a host). */
export async function findBrandById(brandId: string): Promise<BrandRef | null> {
  // Not a brand id: no brand, without a query (PostgreSQL refuses a NUL in a text parameter).
  if (!brandIdSchema.safeParse(brandId).success) return null;
  const { db } = await getDb();
  const [row] = await db
    .select({ subDomainName: brands.subDomainName })
    .from(brands)
    .where(eq(brands.id, brandId));
  return row ? findBrand(row.subDomainName) : null;
}

export function findBrand(subDomainName: string): Promise<BrandRef | null> {
  const now = Date.now();
  const hit = cache.get(subDomainName);
  if (hit && hit.expires > now) return hit.value;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  // Stale if error: when a refresh fails (the database is briefly away), the brand we knew keeps
  // serving its cached pages for another MISS_TTL_MS instead of every page failing.
  const value = hit
    ? load(subDomainName).catch((error: unknown) =>
        hit.value.then((known: BrandRef | null) => {
          if (!known) throw error;
          cache.set(subDomainName, {
            value: hit.value,
            settled: known,
            expires: Date.now() + MISS_TTL_MS,
          });
          return known;
        }),
      )
    : load(subDomainName);
  const entry: Entry = { value, expires: now + TTL_MS };
  cache.set(subDomainName, entry);
  value.then(
    (brand) => {
      entry.settled = brand;
      if (!brand) entry.expires = Date.now() + MISS_TTL_MS;
    },
    () => {
      if (cache.get(subDomainName)?.value === value) cache.delete(subDomainName);
    },
  );
  return value;
}

/** The brand of a request's Host header (spec §1), or null: BRAND_NOT_FOUND. */
export async function brandForHost(host: string | null): Promise<BrandRef | null> {
  const named = hostLookup(host);
  if (!named) return null;
  if ("label" in named) return findBrand(named.label);
  const subDomainName = await findDomain(named.domain);
  const brand = subDomainName ? await findBrand(subDomainName) : null;
  // Both caches are dropped together on a change; this guards the moment between two reads.
  if (brand?.customDomain === named.domain) return brand;
  return named.orLabel ? findBrand(named.orLabel) : null;
}

/**
 * What a Host header names: a shop's subdomain (`label`), or a name outside the shops' base domain
 * that may be a shop's own domain (issue 35 item 7). Without PUBLIC_URL (development, tests) there
 * is no base domain to be outside of: such a name is looked up as a shop's own domain first, then
 * by its first label as before (`demo.kedai.example`). A `.localhost` name is always a subdomain.
 */
type HostLookup = { label: string } | { domain: string; orLabel: string | null } | null;

function hostLookup(host: string | null | undefined): HostLookup {
  if (isPlatformHost(host)) return null;
  const label = brandLabelFromHost(host, env().DEFAULT_BRAND);
  const name = (host ?? "").trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  // No subdomain (localhost, an address): the default brand, as brandLabelFromHost says.
  if (!name.includes(".") || name.startsWith("[") || /^[\d.]+$/.test(name))
    return label ? { label } : null;
  const base = baseDomain();
  const under = (b: string) => name === b || name.endsWith(`.${b}`);
  if (under("localhost") || (base.value && under(base.value))) return label ? { label } : null;
  return { domain: name, orLabel: base.strict ? null : label };
}

/** The shops' base domain (PUBLIC_URL's), and whether it is set (strict: no first-label fallback). */
function baseDomain(): { value: string | null; strict: boolean } {
  const template = env().PUBLIC_URL;
  return template
    ? { value: baseDomainOf(template), strict: true }
    : { value: "localhost", strict: false };
}

/** The subdomain of the shop whose verified own domain is `domain`, cached like brands. */
function findDomain(domain: string): Promise<string | null> {
  const now = Date.now();
  const hit = domains.get(domain);
  if (hit && hit.expires > now) return hit.value;
  if (domains.size >= MAX_ENTRIES) domains.clear();
  const value = loadDomain(domain);
  const entry: DomainEntry = { value, expires: now + TTL_MS };
  domains.set(domain, entry);
  value.then(
    (sub) => {
      entry.settled = sub;
      if (!sub) entry.expires = Date.now() + MISS_TTL_MS;
    },
    () => {
      if (domains.get(domain)?.value === value) domains.delete(domain);
    },
  );
  return value;
}

interface DomainEntry {
  value: Promise<string | null>;
  settled?: string | null;
  expires: number;
}
// Misses are cached too (briefly): a stranger's Host header costs one query per MISS_TTL_MS.
const domains = remember("brand-domains", () => new Map<string, DomainEntry>());

async function loadDomain(domain: string): Promise<string | null> {
  const { db } = await getDb();
  const [row] = await db
    .select({ subDomainName: brands.subDomainName })
    .from(brands)
    .where(and(eq(brands.customDomain, domain), isNotNull(brands.customDomainVerifiedAt)));
  return row?.subDomainName ?? null;
}

/** Whether a Host header names the platform's own pages (PLATFORM_URL, issue 35). */
export function isPlatformHost(host: string | null | undefined): boolean {
  const platform = env().platformHost;
  if (!platform || !host) return false;
  return host.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "") === platform;
}

/**
 * The platform as the sign-in modules see it: a brand row no host reaches (decision 0033), so the
 * platform's codes, sessions and limits are kept exactly as a shop's.
 */
export async function platformBrand(): Promise<BrandRef> {
  const brand = await findBrand(PLATFORM_BRAND_ID);
  if (!brand) throw new Error("the platform's row is missing: are the migrations applied?");
  return brand;
}

/**
 * The brand of a Host header as the cache knows it now, without waiting: undefined when the cache
 * has no fresh answer (the caller then goes the slow way, which asks the database). For the edge's
 * page cache (src/edge/page-cache.mjs), which must not wait on anything.
 */
export function peekBrandForHost(host: string | undefined): BrandRef | null | undefined {
  const named = hostLookup(host);
  if (!named) return null;
  if ("label" in named) return peekBrand(named.label);
  const hit = domains.get(named.domain);
  if (!hit || hit.expires <= Date.now() || hit.settled === undefined) return undefined;
  if (hit.settled === null) return named.orLabel ? peekBrand(named.orLabel) : null;
  const brand = peekBrand(hit.settled);
  return brand && brand.customDomain !== named.domain ? undefined : brand;
}

function peekBrand(subDomainName: string): BrandRef | null | undefined {
  const hit = cache.get(subDomainName);
  return hit && hit.expires > Date.now() ? hit.settled : undefined;
}

export function forgetBrands(): void {
  cache.clear();
  domains.clear();
}
