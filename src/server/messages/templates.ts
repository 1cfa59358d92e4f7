import "server-only";
import type { LanguageTemplates } from "@/domain/brand-config";
import type { Locale } from "@/domain/locale";
import type { MessageEvent } from "@/domain/order-status";
import enDefaults from "@/i18n/server/en/status-messages.json";
import idDefaults from "@/i18n/server/id/status-messages.json";

// The default wording of the status messages, per language; a brand's own templates (its file's
// `messages`) take their place event by event (docs/orders.md).
export const DEFAULT_MESSAGE_TEMPLATES: Record<
  Locale,
  Record<MessageEvent | WhatsAppOnlyEvent | "signInCode" | "noReason", string>
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
