import "server-only";
import type { Locale } from "@/domain/locale";
import type { WhatsAppOrderEvent } from "@/domain/whatsapp";
import { ORDER_TEMPLATES, SIGN_IN_TEMPLATE } from "@/domain/whatsapp";
import en from "@/i18n/server/en/whatsapp-templates.json";
import id from "@/i18n/server/id/whatsapp-templates.json";

// The WhatsApp templates kedai sends (issue 37 item 3): their body text in each language as the
// owner submits them at Meta (docs/whatsapp-templates.md lists them, and a test holds the two
// together), and what each variable {{1}}, {{2}}… is. Meta sends the approved text; kedai sends
// only the values, in this order.

export type TemplateName = keyof typeof en;

/** Each template's body, per language (`en` and `id` at Meta). */
export const TEMPLATE_TEXTS: Record<Locale, Record<TemplateName, string>> = { en, id };

/** What an order template's variables are: {{1}} is the first, and so on. */
export type OrderVariable = "brand" | "order" | "branch" | "amount" | "time" | "reason" | "link";

export const ORDER_TEMPLATE_VARIABLES: Record<WhatsAppOrderEvent, readonly OrderVariable[]> = {
  RECEIVED: ["brand", "order", "branch", "link"],
  PAYMENT_WAITING: ["brand", "order", "amount", "link"],
  ACCEPTED: ["brand", "order", "link"],
  ACCEPTED_FOR_LATER: ["brand", "order", "time", "link"],
  READY_FOR_PICKUP: ["brand", "order", "branch", "link"],
  ON_THE_WAY: ["brand", "order", "link"],
  COMPLETED: ["brand", "order", "link"],
  CANCELLED: ["brand", "order", "reason", "link"],
  PAID: ["brand", "order", "amount", "link"],
  REFUNDED: ["brand", "order", "amount", "link"],
};

/** The sign-in code's: Meta's preset authentication text; the code also goes to its copy button. */
export const SIGN_IN_VARIABLES = ["code"] as const;

export const templateOf = (event: WhatsAppOrderEvent) => ORDER_TEMPLATES[event] as TemplateName;
export const SIGN_IN = SIGN_IN_TEMPLATE as TemplateName;

/**
 * A value as the Cloud API takes it: no new lines, tabs or runs of spaces (a template parameter
 * with them is refused), never empty, at most 200 characters.
 */
export function parameterValue(value: string): string {
  const one = value.replace(/\s+/g, " ").trim().slice(0, 200);
  return one === "" ? "-" : one;
}

/** The values of `event`'s template, in the order of its variables. */
export function orderParameters(
  event: WhatsAppOrderEvent,
  values: Record<OrderVariable, string>,
): string[] {
  return ORDER_TEMPLATE_VARIABLES[event].map((name) => parameterValue(values[name]));
}

/** Whether kedai has the text of `template` (one of its own, not Meta's samples). */
export const knownTemplate = (template: string): template is TemplateName => template in en;

/** The text the customer reads: the template's body in `language` with the values in place. */
export function renderTemplate(
  template: string,
  language: Locale,
  parameters: readonly string[],
): string {
  const body = TEMPLATE_TEXTS[language][template as TemplateName];
  if (body === undefined) throw new Error(`no WhatsApp template ${template}`);
  return body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => parameters[Number(n) - 1] ?? "");
}
