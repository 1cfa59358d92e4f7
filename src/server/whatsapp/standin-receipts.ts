import "server-only";
import { randomUUID } from "node:crypto";
import http from "node:http";
import { findBrandById } from "../brands/resolve";
import { env } from "../env";
import type { StandinReceiptJob } from "../flows/jobs";
import type { JobRun } from "../jobs/jobs";
import { siteOrigin } from "../site-url";
import { whatsappOf } from "./settings";
import { getDb } from "../db/client";
import { SIGNATURE_HEADER, signatureOf } from "./webhook";
import type { WebhookTaken } from "./webhook";

// The stand-in's side of Meta's webhook (issue 37): what Meta would POST to the brand's webhook,
// signed with the brand's app secret, sent over HTTP to this very server as the brand's host.

/** Meta's webhook body of one change to `phoneNumberId`'s number (statuses, or messages). */
export function webhookBody(phoneNumberId: string, value: Record<string, unknown>): string {
  return JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "standin-waba",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "15550000000", phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  });
}

const waId = (phone: string) => phone.replace(/^\+/, "");
const now = () => String(Math.floor(Date.now() / 1000));

/** POSTs `body` to the brand's webhook, signed with its app secret; answers what it took. */
export async function postToWebhook(brandId: string, body: string): Promise<WebhookTaken> {
  const [brand, settings] = await Promise.all([
    findBrandById(brandId),
    getDb().then(({ db }) => whatsappOf(db, brandId)),
  ]);
  if (!brand || !settings) return { statuses: 0, unknown: 0, replies: 0 };
  const host = new URL(siteOrigin(brand.subDomainName)).host;
  // *.localhost does not resolve in Node: the request goes to this server, naming the brand's host.
  const { status, text } = await new Promise<{ status: number; text: string }>(
    (resolve, reject) => {
      const req = http.request(
        `http://127.0.0.1:${env().PORT}/api/whatsapp/webhook`,
        {
          method: "POST",
          timeout: 10_000,
          headers: {
            host,
            "content-type": "application/json",
            [SIGNATURE_HEADER]: signatureOf(settings.account.appSecret, body),
          },
        },
        (res) => {
          let answer = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (answer += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text: answer }));
        },
      );
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", reject);
      req.end(body);
    },
  );
  if (status !== 200) throw new Error(`the brand's WhatsApp webhook answered ${status}`);
  return (JSON.parse(text) as { data: WebhookTaken }).data;
}

/** The stand-in's receipts of one message; tried again while the brand does not know it yet. */
export async function sendStandinReceipts(job: StandinReceiptJob, run: JobRun): Promise<void> {
  const { db } = await getDb();
  const settings = await whatsappOf(db, run.brandId);
  if (!settings) return;
  const body = webhookBody(settings.account.phoneNumberId, {
    statuses: job.statuses.map((status) => ({
      id: job.providerId,
      status,
      timestamp: now(),
      recipient_id: waId(job.to),
      ...(status === "failed" && {
        errors: [{ code: 131026, title: "Message undeliverable (stand-in)" }],
      }),
    })),
  });
  const taken = await postToWebhook(run.brandId, body);
  if (taken.unknown > 0) throw new Error("the brand has no record of the message yet");
}

/** A customer's reply from the stand-in's page, as Meta's `messages` webhook carries it. */
export async function standinReply(brandId: string, phone: string, text: string) {
  const { db } = await getDb();
  const settings = await whatsappOf(db, brandId);
  if (!settings) return null;
  const providerId = `wamid.standin.${randomUUID()}`;
  const body = webhookBody(settings.account.phoneNumberId, {
    contacts: [{ profile: { name: "" }, wa_id: waId(phone) }],
    messages: [
      { from: waId(phone), id: providerId, timestamp: now(), type: "text", text: { body: text } },
    ],
  });
  await postToWebhook(brandId, body);
  return { providerId, phoneNumberId: settings.account.phoneNumberId };
}
