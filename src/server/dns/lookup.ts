import "server-only";
import { Resolver } from "node:dns/promises";
import { isIP } from "node:net";
import { env } from "../env";
import { logger } from "../logger";
import { remember } from "../remember.mjs";

// Issue 35 item 7: asking DNS about a shop's own domain. One small interface, the real adapter on
// node:dns, and an offline stand-in (DNS_STANDIN) for tests and demos, off unless set and refused
// in production (src/server/env.ts).

export interface DnsLookup {
  /** The name's CNAME target (one hop), or [] when it has none. */
  cname(name: string): Promise<string[]>;
  /** The name's IPv4 and IPv6 addresses (CNAMEs followed), or [] when it has none. */
  addresses(name: string): Promise<string[]>;
}

/** "No such record": an answer, not a failure (the owner has not added it yet). */
const NO_RECORD = new Set(["ENODATA", "ENOTFOUND", "ENONAME", "NXDOMAIN", "ENOTIMP", "EREFUSED"]);

/**
 * The real adapter. `servers` (host:port) for a test's DNS server on loopback; else the system's.
 * A resolver that does not answer within a few seconds, or fails, is no record: "waiting".
 */
export function systemDns(servers?: string[]): DnsLookup {
  const resolver = new Resolver({ timeout: 2000, tries: 2 });
  if (servers) resolver.setServers(servers);
  const quietly = async (ask: () => Promise<string[]>): Promise<string[]> => {
    try {
      return await ask();
    } catch (error) {
      // No answer is no record to the owner ("waiting"), whatever DNS's trouble was; an unusual
      // one is logged for the platform.
      const code = (error as NodeJS.ErrnoException).code ?? "";
      if (!NO_RECORD.has(code)) logger().warn({ code, err: error }, "DNS lookup failed");
      return [];
    }
  };
  return {
    cname: (name) => quietly(() => resolver.resolveCname(name)),
    async addresses(name) {
      const [v4, v6] = await Promise.all([
        quietly(() => resolver.resolve4(name)),
        quietly(() => resolver.resolve6(name)),
      ]);
      return [...v4, ...v6];
    },
  };
}

/**
 * DNS_STANDIN's records: a name's value is a CNAME when it is a host name, an address when it is
 * one; addresses follow CNAMEs as a resolver does.
 */
export function standinDns(records: ReadonlyMap<string, readonly string[]>): DnsLookup {
  const of = (name: string) => records.get(name.toLowerCase().replace(/\.$/, "")) ?? [];
  const addresses = (name: string, depth: number): string[] =>
    depth > 8 ? [] : of(name).flatMap((v) => (isIP(v) ? [v] : addresses(v, depth + 1)));
  return {
    cname: async (name) => of(name).filter((v) => !isIP(v)),
    addresses: async (name) => addresses(name, 0),
  };
}

/** The lookup this process uses: the stand-in when DNS_STANDIN is set, else the system's DNS. */
export function dnsLookup(): DnsLookup {
  return remember("dns-lookup", () => {
    const records = env().dnsStandin;
    return records ? standinDns(records) : systemDns();
  });
}
