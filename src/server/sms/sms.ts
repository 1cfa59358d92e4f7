import "server-only";
import { env } from "../env";
import { remember } from "../remember.mjs";
import { ConsoleSms } from "./console-sms";
import { WebhookSms } from "./webhook-sms";

export interface SmsMessage {
  to: string;
  message: string;
  brandId: string;
  /** Stable across retries of one message, so a gateway can drop a repeat. */
  id?: string;
}

/** Sends one text message; throws when the provider did not accept it. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

export function sms(): SmsProvider {
  return remember<SmsProvider>("sms", () => {
    const settings = env();
    return settings.SMS_PROVIDER === "webhook"
      ? new WebhookSms(settings.SMS_WEBHOOK_URL!, settings.SMS_WEBHOOK_SECRET!)
      : new ConsoleSms();
  });
}
