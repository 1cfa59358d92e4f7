import { describe, expect, it } from "vitest";
import { checkPhoneNumber, maskPhoneNumber } from "./phone";

describe("checkPhoneNumber", () => {
  it("accepts valid Indonesian mobile and landline numbers, normalised to E.164", () => {
    expect(checkPhoneNumber("+6281234567890")).toEqual({ ok: true, e164: "+6281234567890" });
    expect(checkPhoneNumber("+62 812-3456-7890")).toEqual({ ok: true, e164: "+6281234567890" });
    expect(checkPhoneNumber("+62215550100")).toEqual({ ok: true, e164: "+62215550100" });
  });

  it("accepts valid numbers of other countries", () => {
    expect(checkPhoneNumber("+966501234567")).toEqual({ ok: true, e164: "+966501234567" });
  });

  it("rejects numbers libphonenumber calls invalid", () => {
    expect(checkPhoneNumber("+62")).toEqual({ ok: false });
    expect(checkPhoneNumber("+621")).toEqual({ ok: false });
    expect(checkPhoneNumber("+6212")).toEqual({ ok: false });
    expect(checkPhoneNumber("+62000000000")).toEqual({ ok: false });
  });

  it("rejects national numbers outside 2 to 17 digits and inputs over 250 characters", () => {
    expect(checkPhoneNumber(`+62${"8".repeat(18)}`)).toEqual({ ok: false });
    expect(checkPhoneNumber(`+6281234567890${" ".repeat(240)}`)).toEqual({ ok: false });
  });

  it("rejects non-international and non-string input", () => {
    expect(checkPhoneNumber("081234567890")).toEqual({ ok: false });
    expect(checkPhoneNumber("")).toEqual({ ok: false });
    expect(checkPhoneNumber(6281234567890)).toEqual({ ok: false });
    expect(checkPhoneNumber("+62 812 abc")).toEqual({ ok: false });
  });
});

describe("maskPhoneNumber", () => {
  it("keeps the country prefix and the last three digits", () => {
    expect(maskPhoneNumber("+6281234567890")).toBe("+62812*****890");
  });
});
