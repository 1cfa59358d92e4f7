import "server-only";
import fs from "node:fs";
import path from "node:path";
import { maskPhoneNumber } from "@/domain/phone";
import { env } from "../env";
import { logger } from "../logger";
import type { SmsMessage, SmsProvider } from "./sms";

/** The console provider's outbox: one JSON line per message, in DATA_DIR. */
export function smsOutboxPath(dataDir = env().dataDir): string {
  return path.join(dataDir, "sms-outbox.log");
}

/**
 * Development provider: nothing is sent. The message, sign-in code included, is appended to
 * DATA_DIR/sms-outbox.log, and the log says where it went. The code itself never goes to the log
 * (docs/RELIABILITY.md "Logs"): logs are shipped and kept; the outbox is a local file.
 */
export class ConsoleSms implements SmsProvider {
  async send({ to, message, brandId }: SmsMessage): Promise<void> {
    const file = smsOutboxPath();
    const line = JSON.stringify({ time: new Date().toISOString(), to, brandId, message });
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.appendFile(file, `${line}\n`, { mode: 0o600 });
    logger().info(
      { sms: { to: maskPhoneNumber(to), brandId, outbox: file } },
      "SMS written to the outbox",
    );
  }
}
