// A shop's own domain (issue 35 item 7, docs/owner.md "Your own domain"): the owner enters it, is
// shown the DNS record to add, checks it; once checked it reaches the shop. The TLS proxy asks
// whether a name is served before getting it a certificate (docs/DEPLOYMENT.md).
import { z } from "zod";
import type { DnsRecord, DnsVerdict } from "@/domain/custom-domain";
import { endpoint, PRIVATE, returns } from "./endpoint";
import { routes } from "./routes";

/** The shop's own domain as the console shows it. */
export interface OwnerDomain {
  /** The domain entered (its one spelling), or null: none. */
  domain: string | null;
  /** When its DNS was found pointing at the shop (ISO time); null: it does not reach the shop yet. */
  connectedAt: string | null;
  /** The record to add at the owner's DNS host, or null without a domain. */
  record: DnsRecord | null;
  /** The shop's own address, which keeps working whatever the domain does. */
  shopAddress: string;
}

/** A check's answer: what DNS said, and the domain as it now stands. */
export interface CheckedDomain extends OwnerDomain {
  verdict: DnsVerdict;
}

export const domain = endpoint(routes.owner.domain, {
  summary: "The shop's own domain, whether it is connected, and the DNS record to add.",
  data: returns<OwnerDomain>("OwnerDomain"),
  cache: PRIVATE,
  errors: [],
});

export const saveDomain = endpoint(routes.owner.saveDomain, {
  summary:
    "Set the shop's own domain ({domain: 'order.mycakeshop.id'}) or remove it ({domain: null}). A new domain is not connected until checked; the problem of a refused one is in `details.problem` (src/domain/custom-domain.ts).",
  body: z.strictObject({ domain: z.string().max(300).nullable() }),
  data: returns<OwnerDomain>("OwnerDomain"),
  errors: ["CUSTOM_DOMAIN_INVALID", "CUSTOM_DOMAIN_RESERVED", "CUSTOM_DOMAIN_TAKEN"],
});

export const checkDomain = endpoint(routes.owner.checkDomain, {
  summary:
    "Ask DNS whether the shop's own domain points at the shop now: connected (from then on it reaches the shop), waiting (no record yet) or elsewhere (`found` says what the record names). A failed check leaves a connected domain connected.",
  data: returns<CheckedDomain>("CheckedDomain"),
  errors: ["CUSTOM_DOMAIN_NONE"],
});

export const allowed = endpoint(routes.domains.allowed, {
  summary:
    "For a TLS proxy's on-demand certificates (Caddy's `ask`): 200 when `domain` is a shop's connected own domain, a shop's subdomain or the platform's host; 404 DOMAIN_NOT_SERVED otherwise. Answered on any host, about none.",
  query: z.strictObject({ domain: z.string().max(300) }),
  data: returns<{ domain: string }>("ServedDomain"),
  errors: ["DOMAIN_NOT_SERVED"],
  hosts: "any",
});
