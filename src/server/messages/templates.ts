import "server-only";
import type { LanguageTemplates } from "@/domain/brand-config";
import type { Locale } from "@/domain/locale";
import { formatMoney } from "@/domain/money";
import type { MessageEvent } from "@/domain/order-status";
import type { AppliedDiscount } from "@/domain/promotions";
import { discountTotal } from "@/domain/promotions";
import enDefaults from "@/i18n/server/en/status-messages.json";
import idDefaults from "@/i18n/server/id/status-messages.json";

// The default wording of the status messages, per language; a brand's own templates (its file's
// `messages`) take their place event by event (docs/orders.md).
export const DEFAULT_MESSAGE_TEMPLATES: Record<
  Locale,
  Record<MessageEvent | WhatsAppOnlyEvent | "signInCode" | "noReason" | "saved", string>
> = { en: enDefaults, id: idDefaults };

/**
 * The order events only a brand sending order messages by WhatsApp tells (issue 37 item 3); their
 * text is the SMS that stands in when WhatsApp does not reach the customer. Not in the brand file.
 */
export type WhatsAppOnlyEvent = "RECEIVED" | "PAYMENT_WAITING" | "REFUNDED";

/** The text message carrying a sign-in code, in the language the customer signs in in. */
export function signInCodeMessage(brandName: string, code: string, language: Locale): string {
  return DEFAULT_MESSAGE_TEMPLATES[language].signInCode
    .replace("{brand}", brandName)
    .replace("{code}", code);
}

/** The template of `event` for a customer who ordered in `language`. */
export function messageTemplate(
  templates: LanguageTemplates,
  language: Locale,
  event: MessageEvent | WhatsAppOnlyEvent,
): string {
  const own: Partial<Record<string, string>> | undefined = templates[language];
  return own?.[event] ?? DEFAULT_MESSAGE_TEMPLATES[language][event];
}

/**
 * An order's total as a message says it (issue 39): what the customer pays, after its discounts,
 * with what they took off when there are any: "Rp 85.000 after Rp 15.000 off".
 */
export function totalSaid(
  order: { total: number; basket: { currency: string }; discounts: readonly AppliedDiscount[] },
  language: Locale,
): string {
  const money = (amount: number) => formatMoney(amount, order.basket.currency);
  const saved = discountTotal(order.discounts);
  if (saved <= 0) return money(order.total);
  return DEFAULT_MESSAGE_TEMPLATES[language].saved
    .replace("{total}", money(order.total))
    .replace("{saved}", money(saved));
}
