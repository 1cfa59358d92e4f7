import { describe, expect, it } from "vitest";
import type { QuoteClaim } from "@/domain/courier-quote";
import { signQuote, verifyQuote } from "./quote-token";

const claim: QuoteClaim = {
  brandId: "kopi",
  branchId: "kemang",
  place: "a".repeat(64),
  service: "gojek/instant",
  name: "GoSend Instant",
  fee: 18_000,
  quote: 17_250,
  etaMinutes: { min: 35, max: 60 },
  expiresAt: 1_800_000_000,
  parcel: { grams: 1000, value: 36_000 },
};

/** The token with its claim changed by `change`, the signature kept. */
function tampered(token: string, change: Partial<QuoteClaim>): string {
  const [body, mac] = token.split(".");
  const changed = { ...JSON.parse(Buffer.from(body!, "base64url").toString()), ...change };
  return `${Buffer.from(JSON.stringify(changed)).toString("base64url")}.${mac}`;
}

describe("courier quote tokens", () => {
  it("give back the claim they were signed with", () => {
    expect(verifyQuote(signQuote(claim))).toEqual(claim);
    expect(verifyQuote(signQuote({ ...claim, etaMinutes: null }))).toEqual({
      ...claim,
      etaMinutes: null,
    });
  });

  it("are forged when any field changes, or the signature does", () => {
    const token = signQuote(claim);
    expect(verifyQuote(tampered(token, { fee: 1_000 }))).toBe("forged");
    expect(verifyQuote(tampered(token, { expiresAt: claim.expiresAt + 3600 }))).toBe("forged");
    expect(verifyQuote(tampered(token, { branchId: "senopati" }))).toBe("forged");
    expect(verifyQuote(`${token.split(".")[0]}.${"0".repeat(64)}`)).toBe("forged");
    expect(verifyQuote(token.slice(0, -1))).toBe("forged");
    expect(verifyQuote(`${token}.x`)).toBe("forged");
    expect(verifyQuote("")).toBe("forged");
    expect(verifyQuote("x".repeat(2000))).toBe("forged");
  });

  it("are forged for a service kedai does not know, even signed", () => {
    expect(verifyQuote(signQuote({ ...claim, service: "pigeon/fast" as never }))).toBe("forged");
  });
});
