import { describe, expect, it } from "vitest";
import { bodyOf, draftOf, fallsBack } from "./whatsapp-draft";

const STORED = {
  phoneNumberId: "106540352242922",
  masked: { accessToken: "EAAG…9Zq1", appSecret: "0123…cdef" },
  signInChannel: "WHATSAPP_THEN_SMS" as const,
  orderChannel: "WHATSAPP" as const,
  fallbackSeconds: 90,
  updatedBy: "Sari (owner)",
  updatedAt: "2026-11-29T09:00:00.000Z",
};

describe("the WhatsApp form", () => {
  it("starts from SMS and the default fallback time, with no account", () => {
    expect(draftOf(null)).toEqual({
      phoneNumberId: "",
      accessToken: "",
      appSecret: "",
      signInChannel: "SMS",
      orderChannel: "SMS",
      fallbackSeconds: "120",
    });
    expect(bodyOf(draftOf(null), false)).toEqual({
      ok: false,
      problems: { phoneNumberId: "missing", accessToken: "missing", appSecret: "missing" },
    });
  });

  it("starts from the stored account with the secrets empty, which keeps them", () => {
    const draft = draftOf(STORED);
    expect(draft).toMatchObject({ phoneNumberId: STORED.phoneNumberId, accessToken: "" });
    expect(bodyOf(draft, true)).toEqual({
      ok: true,
      body: {
        phoneNumberId: STORED.phoneNumberId,
        signInChannel: "WHATSAPP_THEN_SMS",
        orderChannel: "WHATSAPP",
        fallbackSeconds: 90,
      },
    });
    expect(fallsBack(draft)).toBe(true);
    expect(fallsBack({ signInChannel: "SMS", orderChannel: "WHATSAPP" })).toBe(false);
  });

  it("refuses a fallback time that is not whole seconds in bounds", () => {
    for (const typed of ["", "1.5", "2m", "10", "4000"])
      expect(bodyOf({ ...draftOf(STORED), fallbackSeconds: typed }, true)).toEqual({
        ok: false,
        problems: { fallbackSeconds: "range" },
      });
    expect(bodyOf({ ...draftOf(STORED), fallbackSeconds: " 45 " }, true)).toMatchObject({
      ok: true,
      body: { fallbackSeconds: 45 },
    });
  });
});
