import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FakeDns } from "../../../tests/support/fake-dns";
import { startFakeDns } from "../../../tests/support/fake-dns";
import { parseEnv } from "../env";
import { standinDns, systemDns } from "./lookup";

// The real adapter's contract, against a DNS server on loopback (tests/support/fake-dns.ts): what
// a CNAME, an apex's addresses, no record and a failing server answer through node:dns.

let dns: FakeDns;
beforeAll(async () => {
  dns = await startFakeDns(
    {
      "order.mycakeshop.test": ["dapurkue.kedai.test"],
      "dapurkue.kedai.test": ["203.0.113.7", "2001:db8::7"],
      "mycakeshop.test": ["203.0.113.7"],
      "empty.mycakeshop.test": [],
    },
    ["broken.mycakeshop.test"],
  );
});
afterAll(() => dns.close());

describe("systemDns against a DNS server", () => {
  it("reads a CNAME, and addresses of IPv4 and IPv6", async () => {
    const lookup = systemDns([dns.server]);
    expect(await lookup.cname("order.mycakeshop.test")).toEqual(["dapurkue.kedai.test"]);
    expect(await lookup.addresses("dapurkue.kedai.test")).toEqual(["203.0.113.7", "2001:db8::7"]);
    expect(await lookup.addresses("mycakeshop.test")).toEqual(["203.0.113.7"]);
    expect(dns.asked).toContain("CNAME order.mycakeshop.test");
  });

  it("answers no record for an unknown name, an empty one and a failing server", async () => {
    const lookup = systemDns([dns.server]);
    expect(await lookup.cname("nothing.mycakeshop.test")).toEqual([]);
    expect(await lookup.cname("empty.mycakeshop.test")).toEqual([]);
    expect(await lookup.cname("mycakeshop.test")).toEqual([]); // an apex: addresses, no CNAME
    expect(await lookup.addresses("broken.mycakeshop.test")).toEqual([]);
  });
});

describe("the stand-in (DNS_STANDIN)", () => {
  const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "kedai-dns-"));

  it("is off unless set, and refused in production", () => {
    expect(parseEnv({ DATA_DIR: tmp() }).dnsStandin).toBeNull();
    expect(() =>
      parseEnv({
        DATA_DIR: tmp(),
        APP_ENV: "production",
        APP_SECRET: "x".repeat(32),
        DNS_STANDIN: "a.test=b.test",
      }),
    ).toThrow("DNS_STANDIN: must be unset when APP_ENV=production");
    expect(() => parseEnv({ DATA_DIR: tmp(), DNS_STANDIN: "a.test" })).toThrow(
      'DNS_STANDIN: "a.test" is not name=value',
    );
  });

  it("answers its records as DNS would: CNAMEs, and addresses through them", async () => {
    const records = parseEnv({
      DATA_DIR: tmp(),
      DNS_STANDIN:
        "Order.Shop.test=dapurkue.kedai.test, dapurkue.kedai.test=203.0.113.7,apex.test=203.0.113.7",
    }).dnsStandin!;
    const lookup = standinDns(records);
    expect(await lookup.cname("order.shop.test")).toEqual(["dapurkue.kedai.test"]);
    expect(await lookup.addresses("order.shop.test")).toEqual(["203.0.113.7"]);
    expect(await lookup.cname("apex.test")).toEqual([]);
    expect(await lookup.addresses("apex.test")).toEqual(["203.0.113.7"]);
    expect(await lookup.cname("unknown.test")).toEqual([]);
  });
});
