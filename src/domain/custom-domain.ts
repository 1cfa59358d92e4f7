// Issue 35 item 7: a shop's own domain (`order.mycakeshop.id`), docs/owner.md "Your own domain".
// The rules for the name an owner types, the DNS record they are told to add, and the judgement of
// what DNS answered when the record is checked. Pure: the server does the looking up
// (src/server/dns/), the console shows the same rules' answers.

/** Why a typed name cannot be a shop's own domain. */
export type DomainProblem =
  /** Not a host name: a character, a label or a length DNS does not allow. */
  | "format"
  /** One label only (`mycakeshop`): a domain has a dot. */
  | "oneLabel"
  /** An IP address: certificates and DNS records are for names. */
  | "ip"
  /** A name that only ever means this machine or the local network (localhost, .local, .internal…). */
  | "local"
  /** kedai's own: the platform's host, or a name under the shops' base domain. */
  | "platform";

export type DomainCheck = { ok: true; domain: string } | { ok: false; problem: DomainProblem };

/** What the platform's own names are, for the `platform` refusal. */
export interface ReservedNames {
  /** The platform's host (PLATFORM_URL), or null. */
  platformHost: string | null;
  /** The shops' base domain (PUBLIC_URL without `{brand}.`), e.g. `kedai.id`, or null. */
  baseDomain: string | null;
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** Names that never leave this machine or network (RFC 6761, RFC 6762, ICANN's .internal). */
const LOCAL_SUFFIXES = ["localhost", "local", "internal", "invalid", "onion", "arpa", "home.arpa"];

/**
 * The one spelling of a name an owner typed: lower case, without `https://`, a trailing slash or
 * a trailing dot; a name in another script (`kué.id`) in its ASCII form (`xn--ku-cja.id`), the
 * form DNS and certificates use, as the browser's own URL parser writes it. Refusals name why.
 */
export function checkDomain(typed: string, reserved: ReservedNames): DomainCheck {
  let name = typed.trim().toLowerCase();
  name = name.replace(/^https?:\/\//, "").replace(/\/$/, "");
  if (name === "" || name.length > 300 || /[\s/?#@:\\[\]%]/.test(name))
    return { ok: false, problem: "format" };
  try {
    name = new URL(`http://${name}`).hostname;
  } catch {
    return { ok: false, problem: "format" };
  }
  name = name.replace(/\.$/, "");
  const labels = name.split(".");
  // The URL parser reads `0x7f.1` or `10.1` as an address; so does a browser's address bar.
  // A last label of digits only is no top-level domain: an address, however written.
  if (/^\d+$/.test(labels.at(-1)!)) return { ok: false, problem: "ip" };
  if (name.length > 253 || !labels.every((l) => LABEL.test(l)))
    return { ok: false, problem: "format" };
  if (labels.length < 2) return { ok: false, problem: name === "localhost" ? "local" : "oneLabel" };
  if (LOCAL_SUFFIXES.some((s) => name === s || name.endsWith(`.${s}`)))
    return { ok: false, problem: "local" };
  for (const own of [reserved.platformHost, reserved.baseDomain]) {
    if (own && (name === own || name.endsWith(`.${own}`) || own.endsWith(`.${name}`)))
      return { ok: false, problem: "platform" };
  }
  return { ok: true, domain: name };
}

/**
 * Second-level names sold as a domain of their own (`mycakeshop.co.id` is an apex, like
 * `mycakeshop.id`): Indonesia's, and the ones its neighbours' shops use most. Not the whole public
 * suffix list: a name it misses is told "a subdomain" and given the CNAME, which a DNS host refuses
 * at an apex, and the console says what to do then.
 */
const SECOND_LEVEL = new Set([
  "co.id",
  "my.id",
  "web.id",
  "biz.id",
  "or.id",
  "ac.id",
  "sch.id",
  "net.id",
  "ponpes.id",
  "desa.id",
  "go.id",
  "com.sg",
  "com.my",
  "co.uk",
  "com.au",
]);

/** Whether a domain is an apex (no subdomain): DNS allows no CNAME there (RFC 1034 §3.6.2). */
export function isApex(domain: string): boolean {
  const labels = domain.split(".");
  if (labels.length <= 2) return true;
  return labels.length === 3 && SECOND_LEVEL.has(labels.slice(1).join("."));
}

/** The DNS record an owner adds at their DNS host. */
export type DnsRecord =
  | { type: "CNAME"; name: string; value: string }
  /** At an apex: an ALIAS/ANAME (or "CNAME flattening") to `value`, or A records to `addresses`. */
  | { type: "ALIAS"; name: string; value: string; addresses: string[] };

/** The record that points `domain` at the shop's address `target` (its subdomain, or CUSTOM_DOMAIN_TARGET). */
export function recordFor(domain: string, target: string, targetAddresses: string[]): DnsRecord {
  return isApex(domain)
    ? { type: "ALIAS", name: domain, value: target, addresses: targetAddresses }
    : { type: "CNAME", name: domain, value: target };
}

/** What DNS said about the owner's name, and about the target's, when checked. */
export interface DnsAnswers {
  /** The owner's name's CNAME (its first hop), if any. */
  cname: string[];
  /** The addresses the owner's name resolves to (IPv4 and IPv6, the CNAME chain followed). */
  addresses: string[];
  /** The addresses of the target. */
  targetAddresses: string[];
}

export type DnsVerdict =
  | { state: "connected" }
  /** No record for the name yet (or not yet seen by the resolver). */
  | { state: "waiting" }
  /** A record exists and names something else: `found` says what. */
  | { state: "elsewhere"; found: string[] };

const bare = (name: string) => name.toLowerCase().replace(/\.$/, "");

/**
 * Whether the owner's name points at the shop: its CNAME names the target, or (a DNS host that
 * flattens CNAMEs, an apex's A records) every address it resolves to is one of the target's.
 */
export function judgeDns(target: string, answers: DnsAnswers): DnsVerdict {
  const cname = answers.cname.map(bare);
  if (cname.includes(bare(target))) return { state: "connected" };
  const ours = new Set(answers.targetAddresses);
  if (answers.addresses.length > 0 && answers.addresses.every((a) => ours.has(a)))
    return { state: "connected" };
  const found = cname.length > 0 ? cname : answers.addresses;
  return found.length > 0 ? { state: "elsewhere", found } : { state: "waiting" };
}

/**
 * The shops' base domain of a PUBLIC_URL template (`https://{brand}.kedai.id` → `kedai.id`): the
 * names a shop's subdomain lives under. Null when `{brand}` is not a whole first label.
 */
export function baseDomainOf(publicUrlTemplate: string): string | null {
  const host = /^https?:\/\/([^/:?#]+)/i.exec(publicUrlTemplate)?.[1]?.toLowerCase();
  return host?.startsWith("{brand}.") ? host.slice("{brand}.".length) : null;
}
