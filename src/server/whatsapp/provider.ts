import "server-only";
import type { Locale } from "@/domain/locale";
import { env } from "../env";
import { remember } from "../remember.mjs";
import { CloudApi } from "./cloud-api";
import type { WhatsAppAccount } from "./settings";
import { WhatsAppStandin } from "./standin";

// How kedai sends a WhatsApp message (issue 37, docs/whatsapp.md): a template message through
// Meta's Cloud API as the brand's business number, or the stand-in for demos and tests
// (WHATSAPP_PROVIDER=standin, refused in production).

/** One template message to a customer. */
export interface TemplateMessage {
  /** The customer's number, E.164 ("+62…"). */
  to: string;
  /** The template's name at Meta (src/domain/whatsapp.ts). */
  template: string;
  language: Locale;
  /** The body's {{1}}, {{2}}… in order. */
  parameters: string[];
  /** An authentication template's code: its copy-code button carries it too. */
  code?: string;
  /**
   * What the message says, as the customer reads it: only the stand-in's outbox keeps it (Meta
   * renders the approved template itself). Never logged.
   */
  text?: string;
}

/**
 * A send that did not go. `permanent`: the API refused the message itself (a number not on
 * WhatsApp, a template missing or not approved, a wrong token): sending it again changes nothing.
 * Otherwise (a timeout, a 5xx, a rate limit) a later try may go.
 */
export class WhatsAppError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = "WhatsAppError";
  }
}

export interface WhatsAppProvider {
  /** Sends `message` as `account`'s number; answers the id WhatsApp's receipts will name. */
  sendTemplate(account: WhatsAppAccount, message: TemplateMessage): Promise<{ providerId: string }>;
  /** The console's check of an account: Meta's own `hello_world` template (en_US) to `to`. */
  sendTest(account: WhatsAppAccount, to: string): Promise<void>;
}

/** This process's WhatsApp provider, as WHATSAPP_PROVIDER says. */
export function whatsapp(): WhatsAppProvider {
  return remember<WhatsAppProvider>("whatsapp", () => {
    const settings = env();
    return settings.WHATSAPP_PROVIDER === "standin"
      ? new WhatsAppStandin()
      : new CloudApi(settings.WHATSAPP_API_URL);
  });
}
