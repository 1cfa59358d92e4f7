import { describe, expect, it } from "vitest";
import { LOCALES } from "@/domain/locale";
import { MESSAGE_EVENTS, renderMessage, unknownPlaceholders } from "@/domain/order-status";
import {
  DEFAULT_MESSAGE_TEMPLATES,
  messageTemplate,
  signInCodeMessage,
  totalSaid,
} from "./templates";
import { renderTemplate } from "./whatsapp-templates";

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

describe("an order's total in a message (issue 39)", () => {
  const order = (discounts: { amount: number; on: "ORDER" | "DELIVERY" }[], total: number) => ({
    total,
    basket: { currency: "IDR" },
    discounts: discounts.map((d) => ({
      ...d,
      source: "PROMOTION" as const,
      promotionId: "p",
      name: "Promo",
      code: null,
    })),
  });

  it("is the total alone without discounts, and says what they took off with them", () => {
    expect(totalSaid(order([], 100_000), "en")).toBe("Rp\u00a0100.000");
    const discounted = order(
      [
        { amount: 10_000, on: "ORDER" },
        { amount: 5_000, on: "DELIVERY" },
      ],
      85_000,
    );
    expect(totalSaid(discounted, "en")).toBe("Rp\u00a085.000 after Rp\u00a015.000 off");
    expect(totalSaid(discounted, "id")).toBe("Rp\u00a085.000 setelah diskon Rp\u00a015.000");
  });

  it("reads naturally in the WhatsApp templates that say an amount", () => {
    const said = totalSaid(order([{ amount: 15_000, on: "ORDER" }], 85_000), "en").replace(
      /\u00a0/g,
      " ",
    );
    expect(renderTemplate("kedai_payment_waiting", "en", ["Kue", "A1", said, "L"])).toContain(
      "waiting for your payment of Rp 85.000 after Rp 15.000 off. Pay or check it here: L",
    );
    const idSaid = totalSaid(order([{ amount: 15_000, on: "ORDER" }], 85_000), "id");
    expect(renderTemplate("kedai_order_paid", "id", ["Kue", "A1", idSaid, "L"])).toContain(
      "pembayaran pesanan #A1 (Rp\u00a085.000 setelah diskon Rp\u00a015.000).",
    );
  });
});
