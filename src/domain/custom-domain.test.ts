import { describe, expect, it } from "vitest";
import { baseDomainOf, checkDomain, isApex, judgeDns, recordFor } from "./custom-domain";

const reserved = { platformHost: "kedai.id", baseDomain: "kedai.id" };
const ok = (typed: string) => checkDomain(typed, reserved);
const problem = (typed: string) => {
  const checked = checkDomain(typed, reserved);
  return checked.ok ? undefined : checked.problem;
};

describe("checkDomain", () => {
  it("takes a host name in its one spelling", () => {
    expect(ok("order.mycakeshop.id")).toEqual({ ok: true, domain: "order.mycakeshop.id" });
    expect(ok("  Order.MyCakeShop.ID. ")).toEqual({ ok: true, domain: "order.mycakeshop.id" });
    expect(ok("https://order.mycakeshop.id/")).toEqual({ ok: true, domain: "order.mycakeshop.id" });
    expect(ok("mycakeshop.co.id")).toEqual({ ok: true, domain: "mycakeshop.co.id" });
    expect(ok("0xcafe.com")).toEqual({ ok: true, domain: "0xcafe.com" });
  });

  it("writes a name in another script in its ASCII form", () => {
    expect(ok("kué.id")).toEqual({ ok: true, domain: "xn--ku-cja.id" });
    expect(ok("xn--ku-cja.id")).toEqual({ ok: true, domain: "xn--ku-cja.id" });
  });

  it("refuses what is not a host name", () => {
    for (const typed of [
      "",
      "   ",
      "order mycakeshop.id",
      "order.mycakeshop.id/menu",
      "order.mycakeshop.id:8443",
      "user@order.mycakeshop.id",
      "a_b.mycakeshop.id",
      "-order.mycakeshop.id",
      "order-.mycakeshop.id",
      "order..mycakeshop.id",
      `${"a".repeat(64)}.id`,
      `${"abcdefghi.".repeat(26)}id`,
      "ftp://order.mycakeshop.id",
    ])
      expect(problem(typed), typed).toBe("format");
  });

  it("refuses one label, an address, and names that never leave the machine", () => {
    expect(problem("mycakeshop")).toBe("oneLabel");
    expect(problem("localhost")).toBe("local");
    expect(problem("203.0.113.7")).toBe("ip");
    expect(problem("0x7f.1")).toBe("ip");
    expect(problem("10.1")).toBe("ip");
    expect(problem("[::1]")).toBe("format");
    expect(problem("demo.localhost")).toBe("local");
    expect(problem("printer.local")).toBe("local");
    expect(problem("shop.internal")).toBe("local");
  });

  it("refuses the platform's own names and the shops' base domain", () => {
    expect(problem("kedai.id")).toBe("platform");
    expect(problem("dapurkue.kedai.id")).toBe("platform");
    expect(problem("a.b.kedai.id")).toBe("platform");
    expect(checkDomain("kedai.id", { platformHost: "www.kedai.id", baseDomain: null })).toEqual({
      ok: false,
      problem: "platform",
    });
    expect(checkDomain("kedai.id", { platformHost: null, baseDomain: null }).ok).toBe(true);
    expect(problem("notkedai.id")).toBeUndefined();
  });
});

describe("isApex and recordFor", () => {
  it("knows an apex, a country's second level included", () => {
    expect(isApex("mycakeshop.id")).toBe(true);
    expect(isApex("mycakeshop.co.id")).toBe(true);
    expect(isApex("order.mycakeshop.id")).toBe(false);
    expect(isApex("order.mycakeshop.co.id")).toBe(false);
  });

  it("gives a CNAME for a subdomain and an ALIAS or A records for an apex", () => {
    expect(recordFor("order.mycakeshop.id", "dapurkue.kedai.id", [])).toEqual({
      type: "CNAME",
      name: "order.mycakeshop.id",
      value: "dapurkue.kedai.id",
    });
    expect(recordFor("mycakeshop.id", "dapurkue.kedai.id", ["203.0.113.7"])).toEqual({
      type: "ALIAS",
      name: "mycakeshop.id",
      value: "dapurkue.kedai.id",
      addresses: ["203.0.113.7"],
    });
  });
});

describe("judgeDns", () => {
  const target = "dapurkue.kedai.id";
  const none = { cname: [], addresses: [], targetAddresses: ["203.0.113.7"] };

  it("is connected by a CNAME to the target, whatever its case or final dot", () => {
    expect(judgeDns(target, { ...none, cname: ["Dapurkue.Kedai.ID."] })).toEqual({
      state: "connected",
    });
  });

  it("is connected when every address found is the target's (flattened, or an apex's A)", () => {
    expect(judgeDns(target, { ...none, addresses: ["203.0.113.7"] })).toEqual({
      state: "connected",
    });
    expect(judgeDns(target, { ...none, addresses: ["203.0.113.7", "198.51.100.1"] }).state).toBe(
      "elsewhere",
    );
  });

  it("waits while there is no record, and says what a wrong one names", () => {
    expect(judgeDns(target, none)).toEqual({ state: "waiting" });
    expect(
      judgeDns(target, { ...none, cname: ["shops.example.net"], addresses: ["1.2.3.4"] }),
    ).toEqual({
      state: "elsewhere",
      found: ["shops.example.net"],
    });
    expect(judgeDns(target, { ...none, addresses: ["198.51.100.1"] })).toEqual({
      state: "elsewhere",
      found: ["198.51.100.1"],
    });
  });
});

describe("baseDomainOf", () => {
  it("is PUBLIC_URL's host without the shop's label", () => {
    expect(baseDomainOf("https://{brand}.kedai.id")).toBe("kedai.id");
    expect(baseDomainOf("http://{brand}.localhost:3000")).toBe("localhost");
    expect(baseDomainOf("https://shop-{brand}.kedai.id")).toBeNull();
  });
});
