import { describe, expect, it } from "vitest";
import type { WhatsAppInput } from "./whatsapp-account";
import { checkWhatsapp } from "./whatsapp-account";

const TOKEN = "EAAGm0PX4ZCpsBAKedaiUnitTestToken0123456789abcdef";
const SECRET = "0123456789abcdef0123456789abcdef";
const FORM: WhatsAppInput = {
  phoneNumberId: "106540352242922",
  accessToken: TOKEN,
  appSecret: SECRET,
  signInChannel: "WHATSAPP_THEN_SMS",
  orderChannel: "WHATSAPP",
  fallbackSeconds: 120,
};

describe("checkWhatsapp", () => {
  it("takes a whole first save, trimmed", () => {
    const checked = checkWhatsapp(
      { ...FORM, phoneNumberId: " 106540352242922 ", accessToken: `${TOKEN}\n` },
      false,
    );
    expect(checked).toEqual({ ok: true, value: FORM });
  });

  it("needs both secrets on the first save, and keeps the stored ones when left empty after", () => {
    const first = checkWhatsapp({ ...FORM, accessToken: "", appSecret: undefined }, false);
    expect(first).toEqual({
      ok: false,
      problems: [
        { field: "accessToken", problem: "missing" },
        { field: "appSecret", problem: "missing" },
      ],
    });
    const later = checkWhatsapp({ ...FORM, accessToken: " ", appSecret: undefined }, true);
    expect(later).toEqual({
      ok: true,
      value: {
        phoneNumberId: FORM.phoneNumberId,
        signInChannel: FORM.signInChannel,
        orderChannel: FORM.orderChannel,
        fallbackSeconds: 120,
      },
    });
  });

  it("refuses each field by its problem, never quoting it", () => {
    const checked = checkWhatsapp(
      {
        ...FORM,
        phoneNumberId: "+62 811 000",
        accessToken: "EAAG short",
        appSecret: "1234567890123456",
        fallbackSeconds: 29,
      },
      true,
    );
    expect(checked).toEqual({
      ok: false,
      problems: [
        { field: "phoneNumberId", problem: "shape" },
        { field: "accessToken", problem: "characters" },
        { field: "appSecret", problem: "appId" },
        { field: "fallbackSeconds", problem: "range" },
      ],
    });
    expect(JSON.stringify(checked)).not.toContain("EAAG");
  });

  it("bounds the fallback time by FALLBACK_SECONDS, whole seconds", () => {
    const at = (fallbackSeconds: number) => checkWhatsapp({ ...FORM, fallbackSeconds }, true).ok;
    expect([at(30), at(3600), at(29), at(3601), at(60.5)]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(checkWhatsapp({ ...FORM, phoneNumberId: "" }, true)).toMatchObject({
      problems: [{ field: "phoneNumberId", problem: "missing" }],
    });
    expect(checkWhatsapp({ ...FORM, appSecret: "short" }, true)).toMatchObject({
      problems: [{ field: "appSecret", problem: "tooShort" }],
    });
  });
});
