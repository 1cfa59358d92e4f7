import "server-only";
import { createHmac } from "node:crypto";
import { logger } from "../logger";
import type { SmsMessage, SmsProvider } from "./sms";

export const SIGNATURE_HEADER = "X-Kedai-Signature";
export const MESSAGE_ID_HEADER = "X-Kedai-Message-Id";
const TIMEOUT_MS = 5000;

/**
 * POSTs `{to, message, brandId}` to a gateway of the brand's choice (SMS or WhatsApp), signed
 * with `X-Kedai-Signature: sha256=<hex HMAC of the body>`. One retry after a failure or timeout.
 */
export class WebhookSms implements SmsProvider {
  constructor(
    private readonly url: string,
    private readonly secret: string,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const body = JSON.stringify({
      to: message.to,
      message: message.message,
      brandId: message.brandId,
    });
    const signature = `sha256=${createHmac("sha256", this.secret).update(body).digest("hex")}`;
    let lastError: unknown;
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        const response = await fetch(this.url, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            [SIGNATURE_HEADER]: signature,
            ...(message.id && { [MESSAGE_ID_HEADER]: message.id }),
          },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (response.ok) return;
        lastError = new Error(`SMS webhook answered ${response.status}`);
      } catch (error) {
        lastError = error;
      }
      logger().warn({ err: lastError, attempt }, "SMS webhook failed");
    }
    throw lastError;
  }
}
