import { describe, expect, it } from "vitest";
import { decodeJwt, SignJWT } from "jose";
import { AUTH_STATES, idTokenLifetime, showsOtpStep, TARGET_APP } from "./auth";
import { createOtpBody, getCustomTokenBody } from "./auth-schemas";

describe("showsOtpStep", () => {
  it("shows the code form once requested, while verifying and after a failed verification only", () => {
    const shown = AUTH_STATES.filter(showsOtpStep);
    expect(shown).toEqual(["requestingOtpSuccess", "verifyingOtp", "verifyingOtpError"]);
  });
});

describe("auth request schemas", () => {
  it("takes an E.164 number, the fixed target app and a brand id", () => {
    expect(
      createOtpBody.safeParse({
        phoneNumber: "+6281234567890",
        targetApp: TARGET_APP,
        brandId: "demo",
      }).success,
    ).toBe(true);
    expect(
      createOtpBody.safeParse({
        phoneNumber: "+62 812 3456 7890",
        targetApp: TARGET_APP,
        brandId: "demo",
      }).success,
    ).toBe(false);
    expect(
      createOtpBody.safeParse({ phoneNumber: "+6281234567890", targetApp: "x", brandId: "demo" })
        .success,
    ).toBe(false);
  });

  it("answers the number in its one E.164 spelling, and refuses one that does not normalize", () => {
    const body = (phoneNumber: string) => ({ phoneNumber, otp: "12345", targetApp: TARGET_APP });
    for (const spelling of ["+6281100000001", "+62081100000001"])
      expect(getCustomTokenBody.parse(body(spelling)).phoneNumber).toBe("+6281100000001");
    expect(
      createOtpBody.parse({
        phoneNumber: "+62081100000001",
        targetApp: TARGET_APP,
        brandId: "demo",
      }).phoneNumber,
    ).toBe("+6281100000001");
    const invalid = getCustomTokenBody.safeParse(body("+62000000000"));
    expect(invalid.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [["phoneNumber"], "is not a valid phone number"],
    ]);
  });

  it("takes exactly five digits as a code", () => {
    const body = (otp: string) => ({ phoneNumber: "+6281234567890", otp, targetApp: TARGET_APP });
    expect(getCustomTokenBody.safeParse(body("01234")).success).toBe(true);
    for (const otp of ["1234", "123456", "12a45", " 12345"])
      expect(getCustomTokenBody.safeParse(body(otp)).success).toBe(false);
  });
});

describe("idTokenLifetime", () => {
  const key = new TextEncoder().encode("k".repeat(32));
  const token = (claims: Record<string, unknown>, iat: number, exp: string | number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(key);

  it("is exp less iat, as jose decodes them, whatever else the payload holds", async () => {
    const iat = 1_790_000_000;
    for (const claims of [{}, { sid: "s-1", phone: "+62 812 ✓ Bánh" }, { pad: "??>>~~" }]) {
      const idToken = await token(claims, iat, iat + 900);
      const { iat: i, exp: e } = decodeJwt(idToken);
      expect(idTokenLifetime(idToken)).toBe(900);
      expect(idTokenLifetime(idToken)).toBe((e ?? 0) - (i ?? 0));
    }
  });
  it("is 0 for a token without the times, so it is renewed at once", async () => {
    const bare = await new SignJWT({ sub: "u" }).setProtectedHeader({ alg: "HS256" }).sign(key);
    expect(idTokenLifetime(bare)).toBe(0);
  });
});
