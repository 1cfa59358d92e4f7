import "server-only";
import type { Locale } from "@/domain/locale";
import type { TemplateMessage, WhatsAppProvider } from "./provider";
import { WhatsAppError } from "./provider";
import type { WhatsAppAccount } from "./settings";

// Meta's WhatsApp Cloud API (developers.facebook.com/docs/whatsapp/cloud-api): a template message
// is POST {root}/{phone-number-id}/messages with the account's bearer token; the answer names the
// message's id (wamid), which the webhook's status receipts carry.

const TIMEOUT_MS = 10_000;

/** Meta's language code of each of kedai's languages (the template's translation). */
const LANGUAGE_CODES: Record<Locale, string> = { en: "en", id: "id" };

/**
 * Error codes Meta answers with a 4xx although a later try may go: rate and pair limits, and its
 * own temporary trouble (developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes).
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

type Component = Record<string, unknown>;

/** The body's parameters and, for an authentication template, its copy-code button's. */
function components({ parameters, code }: TemplateMessage): Component[] {
  const text = (value: string) => ({ type: "text", text: value });
  const list: Component[] = [];
  if (parameters.length > 0) list.push({ type: "body", parameters: parameters.map(text) });
  if (code !== undefined)
    list.push({ type: "button", sub_type: "url", index: "0", parameters: [text(code)] });
  return list;
}

export class CloudApi implements WhatsAppProvider {
  private readonly root: string;

  constructor(root: string) {
    this.root = root.replace(/\/$/, "");
  }

  async sendTemplate(account: WhatsAppAccount, message: TemplateMessage) {
    return this.send(account, message.to, {
      name: message.template,
      language: { code: LANGUAGE_CODES[message.language] },
      components: components(message),
    });
  }

  async sendTest(account: WhatsAppAccount, to: string): Promise<void> {
    await this.send(account, to, { name: "hello_world", language: { code: "en_US" } });
  }

  private async send(
    account: WhatsAppAccount,
    to: string,
    template: Record<string, unknown>,
  ): Promise<{ providerId: string }> {
    const url = `${this.root}/${encodeURIComponent(account.phoneNumberId)}/messages`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${account.accessToken}`,
          "Content-Type": "application/json",
        },
        body: JSON.stringify({
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to: to.replace(/^\+/, ""),
          type: "template",
          template,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      // The reason only: the request (and its token) never goes into an error's message.
      const reason = error instanceof Error ? error.name : "error";
      throw new WhatsAppError(`the Cloud API could not be reached (${reason})`, false);
    }
    const answer = (await response.json().catch(() => null)) as {
      messages?: { id?: unknown }[];
      error?: { code?: unknown; message?: unknown };
    } | null;
    if (response.ok) {
      const id = answer?.messages?.[0]?.id;
      if (typeof id === "string" && id) return { providerId: id };
      throw new WhatsAppError("the Cloud API answered without a message id", false);
    }
    const code = typeof answer?.error?.code === "number" ? answer.error.code : undefined;
    const said = typeof answer?.error?.message === "string" ? answer.error.message : "";
    const permanent =
      response.status >= 400 &&
      response.status < 500 &&
      response.status !== 429 &&
      !(code !== undefined && RETRYABLE_CODES.has(code));
    throw new WhatsAppError(
      `the Cloud API answered ${response.status}${code !== undefined ? ` (code ${code})` : ""}${said ? `: ${said.slice(0, 200)}` : ""}`,
      permanent,
    );
  }
}
