import { describe, expect, it } from "vitest";
import { AUTH_STATES, showsOtpStep, TARGET_APP } from "./auth";
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

  it("takes exactly five digits as a code", () => {
    const body = (otp: string) => ({ phoneNumber: "+6281234567890", otp, targetApp: TARGET_APP });
    expect(getCustomTokenBody.safeParse(body("01234")).success).toBe(true);
    for (const otp of ["1234", "123456", "12a45", " 12345"])
      expect(getCustomTokenBody.safeParse(body(otp)).success).toBe(false);
  });
});
