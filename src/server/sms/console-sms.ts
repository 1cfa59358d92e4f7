import "server-only";
import { maskPhoneNumber } from "@/domain/phone";
import { logger } from "../logger";
import type { SmsMessage, SmsProvider } from "./sms";

/** Development provider: the message goes to the log instead of a phone. */
export class ConsoleSms implements SmsProvider {
  async send({ to, message, brandId }: SmsMessage): Promise<void> {
    logger().info({ sms: { to: maskPhoneNumber(to), brandId } }, message);
  }
}
