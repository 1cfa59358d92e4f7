import { describe, expect, it } from "vitest";
import { LOCALES } from "@/domain/locale";
import { MESSAGE_EVENTS, renderMessage, unknownPlaceholders } from "@/domain/order-status";
import { DEFAULT_MESSAGE_TEMPLATES, messageTemplate, signInCodeMessage } from "./templates";

describe("status messages", () => {
  const values = { brand: "Kue Demo", order: "A1B2C3", branch: "Kemang", reason: "", time: "" };
  const message = (...args: Parameters<typeof messageTemplate>) =>
    renderMessage(messageTemplate(...args), values);

  it("uses the defaults of the customer's language when the brand has no wording of its own", () => {
    expect(message({}, "en", "ACCEPTED")).toBe("Kue Demo: your order #A1B2C3 is being prepared");
    expect(message({}, "id", "ACCEPTED")).toBe("Kue Demo: pesanan #A1B2C3 sedang kami siapkan");
    expect(
      renderMessage(messageTemplate({}, "en", "CANCELLED"), { ...values, reason: "Sold out" }),
    ).toBe("Kue Demo: your order #A1B2C3 has been cancelled. Sold out");
  });

  it("tells an order for later its slot when it is accepted", () => {
    const later = { ...values, time: "Sat 28 Nov, 10:00" };
    expect(renderMessage(messageTemplate({}, "en", "ACCEPTED_FOR_LATER"), later)).toBe(
      "Kue Demo: your order #A1B2C3 for Sat 28 Nov, 10:00 is confirmed. We'll have it ready then.",
    );
    expect(
      renderMessage(messageTemplate({}, "id", "ACCEPTED_FOR_LATER"), {
        ...later,
        time: "Sab, 28 Nov, 10.00",
      }),
    ).toBe(
      "Kue Demo: pesanan #A1B2C3 untuk Sab, 28 Nov, 10.00 sudah kami terima. Kami siapkan tepat waktu, ya.",
    );
  });

  it("uses the brand's template for that language and fills every placeholder", () => {
    const templates = { id: { COMPLETED: "Pesanan {order} dari {branch} ({brand}) siap!" } };
    expect(message(templates, "id", "COMPLETED")).toBe(
      "Pesanan A1B2C3 dari Kemang (Kue Demo) siap!",
    );
    // Not for a customer who ordered in English: the English default.
    expect(message(templates, "en", "COMPLETED")).toBe(
      "Kue Demo: your order #A1B2C3 is complete. Thank you!",
    );
  });

  it("finds misspelt placeholders, and the defaults have none, in every language and event", () => {
    expect(unknownPlaceholders("{brand} {ordr} {reason} {}")).toEqual(["ordr", ""]);
    for (const l of LOCALES)
      for (const e of MESSAGE_EVENTS) {
        expect(DEFAULT_MESSAGE_TEMPLATES[l][e]).toBeTruthy();
        expect(unknownPlaceholders(DEFAULT_MESSAGE_TEMPLATES[l][e])).toEqual([]);
      }
  });

  it("has the same messages in every language, the sign-in code's included", () => {
    for (const l of LOCALES)
      expect(Object.keys(DEFAULT_MESSAGE_TEMPLATES[l]).sort()).toEqual(
        Object.keys(DEFAULT_MESSAGE_TEMPLATES.en).sort(),
      );
    expect(signInCodeMessage("Kopi Kita", "12345", "en")).toBe("Your Kopi Kita code is 12345");
    expect(signInCodeMessage("Kopi Kita", "12345", "id")).toBe("Kode Kopi Kita kamu: 12345");
  });
});
