import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Locale } from "@/domain/locale";
import { maskPhoneNumber } from "@/domain/phone";
import { getDb } from "../db/client";
import { brandWhatsapp } from "../db/schema";
import { env } from "../env";
import type { StandinReceiptJob } from "../flows/jobs";
import { standinReceiptJob } from "../flows/jobs";
import { enqueueJob } from "../jobs/jobs";
import { logger } from "../logger";
import { knownTemplate, renderTemplate } from "../messages/whatsapp-templates";
import type { TemplateMessage, WhatsAppProvider } from "./provider";
import { WhatsAppError } from "./provider";
import type { WhatsAppAccount } from "./settings";

// The WhatsApp stand-in (WHATSAPP_PROVIDER=standin; demos and tests, refused in production): sends
// nothing. It keeps what each phone would receive in DATA_DIR/whatsapp-outbox.log (its test page
// shows it), and a moment later sends the brand's webhook the receipts Meta would, signed with the
// brand's app secret. The number's last four digits choose how it goes (docs/whatsapp.md):
//   …0003 refused (a 400, as Meta refuses a number not on WhatsApp); …0001 taken, then failed;
//   …0002 taken, never delivered; any other delivered, then read.

/** The receipts come this long after the send: after the sender has kept the message's id. */
const RECEIPT_DELAY_MS = 300;

/** One line of the outbox: a message a phone received, or one it sent (a reply on the page). */
export interface OutboxLine {
  time: string;
  /** The business number's id it went from or to. */
  phoneNumberId: string;
  /** The customer's number, E.164. */
  phone: string;
  direction: "received" | "sent";
  template?: string;
  language?: Locale | "en_US";
  parameters?: string[];
  /** What the message says (a reply: what the customer wrote). */
  text: string;
  providerId: string;
}

export function whatsappOutboxPath(dataDir = env().dataDir): string {
  return path.join(dataDir, "whatsapp-outbox.log");
}

export async function appendOutbox(line: OutboxLine): Promise<void> {
  const file = whatsappOutboxPath();
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.appendFile(file, `${JSON.stringify(line)}\n`, { mode: 0o600 });
}

/** Every line of the outbox for `phoneNumberId`, newest first. */
export async function readOutbox(phoneNumberId: string): Promise<OutboxLine[]> {
  let text: string;
  try {
    text = await fs.promises.readFile(whatsappOutboxPath(), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return text
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as OutboxLine)
    .filter((l) => l.phoneNumberId === phoneNumberId)
    .reverse();
}

/** How the stand-in treats a number, by its last four digits. */
export function standinOutcome(phone: string): "refused" | "failed" | "undelivered" | "read" {
  if (phone.endsWith("0003")) return "refused";
  if (phone.endsWith("0001")) return "failed";
  if (phone.endsWith("0002")) return "undelivered";
  return "read";
}

const RECEIPTS: Record<string, StandinReceiptJob["statuses"]> = {
  failed: ["failed"],
  undelivered: [],
  read: ["delivered", "read"],
};

/** A rendering of a template for the outbox when the sender gave no text. */
const rendered = (message: TemplateMessage) =>
  `${message.template}: ${message.parameters.join(" · ")}`;

export class WhatsAppStandin implements WhatsAppProvider {
  async sendTemplate(account: WhatsAppAccount, message: TemplateMessage) {
    const outcome = standinOutcome(message.to);
    if (outcome === "refused")
      throw new WhatsAppError(
        "the Cloud API answered 400 (code 131026): Message undeliverable (stand-in)",
        true,
      );
    const providerId = `wamid.standin.${randomUUID()}`;
    await appendOutbox({
      time: new Date().toISOString(),
      phoneNumberId: account.phoneNumberId,
      phone: message.to,
      direction: "received",
      template: message.template,
      language: message.language,
      parameters: message.parameters,
      // What Meta would deliver: the approved template's text in the customer's language.
      text: knownTemplate(message.template)
        ? renderTemplate(message.template, message.language, message.parameters)
        : (message.text ?? rendered(message)),
      providerId,
    });
    logger().info(
      { whatsapp: { to: maskPhoneNumber(message.to), template: message.template, outcome } },
      "WhatsApp message written to the stand-in's outbox",
    );
    const statuses = RECEIPTS[outcome] ?? [];
    if (statuses.length > 0) await this.receipts(account, { providerId, to: message.to, statuses });
    return { providerId };
  }

  async sendTest(account: WhatsAppAccount, to: string): Promise<void> {
    if (standinOutcome(to) === "refused")
      throw new WhatsAppError(
        "the Cloud API answered 400 (code 131026): Message undeliverable (stand-in)",
        true,
      );
    await appendOutbox({
      time: new Date().toISOString(),
      phoneNumberId: account.phoneNumberId,
      phone: to,
      direction: "received",
      template: "hello_world",
      language: "en_US",
      parameters: [],
      text: "Hello World! Welcome and congratulations!! This message demonstrates your ability to send a WhatsApp message notification from the Cloud API, hosted by Meta.",
      providerId: `wamid.standin.${randomUUID()}`,
    });
  }

  /** Queues the receipts for every brand on this business number, as Meta sends its app's. */
  private async receipts(account: WhatsAppAccount, receipt: StandinReceiptJob): Promise<void> {
    const { db } = await getDb();
    const brands = await db
      .select({ brandId: brandWhatsapp.brandId })
      .from(brandWhatsapp)
      .where(eq(brandWhatsapp.phoneNumberId, account.phoneNumberId));
    const runAt = new Date(Date.now() + RECEIPT_DELAY_MS);
    for (const { brandId } of brands)
      await enqueueJob(db, brandId, standinReceiptJob, receipt, { runAt });
  }
}
