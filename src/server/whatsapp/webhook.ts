import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { maskPhoneNumber } from "@/domain/phone";
import type { MessageStatus } from "@/domain/whatsapp";
import { advancesTo, isOptOut } from "@/domain/whatsapp";
import type { BrandRef } from "../brands/resolve";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import {
  customerMessages,
  customerProfiles,
  customers,
  orders,
  whatsappReplies,
} from "../db/schema";
import { AppError } from "../errors";
import { whatsappFallbackJob } from "../flows/jobs";
import { kickJobs, runSoon } from "../jobs/jobs";
import { tellBoards } from "../live/tell-boards";
import { logger } from "../logger";
import { whatsappOf } from "./settings";

// The brand's webhook at Meta (issue 37, docs/whatsapp.md): the verification handshake, then the
// Cloud API's signed events: receipts of kedai's messages (sent, delivered, read, failed) and the
// customers' own messages (a reply shown on their order; STOP turns WhatsApp off).

export const SIGNATURE_HEADER = "X-Hub-Signature-256";
/** Meta batches up to a thousand events in one call; far past that is not Meta. */
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * GET /api/whatsapp/webhook: Meta's check that the URL is the brand's. It answers the challenge,
 * as text, only to the brand's own verify token; anything else is 403.
 */
export async function handshake(
  brand: BrandRef,
  query: { "hub.mode"?: string; "hub.verify_token"?: string; "hub.challenge"?: string },
): Promise<Response> {
  const settings = await whatsappOf((await getDb()).db, brand.id);
  const token = query["hub.verify_token"] ?? "";
  if (
    !settings ||
    query["hub.mode"] !== "subscribe" ||
    !sameText(token, settings.verifyToken) ||
    query["hub.challenge"] === undefined
  )
    throw new AppError("FORBIDDEN", "The verify token does not match.");
  return new Response(query["hub.challenge"], {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** `sha256=` and the hex HMAC of the body under the brand's app secret, as Meta signs it. */
export function signatureOf(appSecret: string, body: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(body, "utf8").digest("hex")}`;
}

/** Compares in time that does not depend on where the two differ. */
function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a, "utf8");
  const y = Buffer.from(b, "utf8");
  return x.length === y.length && timingSafeEqual(x, y);
}

/** What one webhook call changed (the stand-in's receipts try again while `unknown`). */
export interface WebhookTaken {
  statuses: number;
  /** Receipts of messages this brand has no record of (yet: the send's answer may still come). */
  unknown: number;
  replies: number;
}

/** POST /api/whatsapp/webhook: the raw body checked against its signature, then taken. */
export async function webhookFor(brand: BrandRef, request: Request): Promise<WebhookTaken> {
  const body = await request.text();
  if (Buffer.byteLength(body) > MAX_BODY_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", "A webhook is not that large.");
  return takeWebhook(brand.id, request.headers.get(SIGNATURE_HEADER), body);
}

/**
 * A webhook's body for `brandId`, signed as `signature` says: a missing or wrong signature is 401
 * and changes nothing. Receipts move messages forward only (a repeat, or a "delivered" after
 * "read", changes nothing); a customer's message is kept once (its id).
 */
export async function takeWebhook(
  brandId: string,
  signature: string | null,
  body: string,
): Promise<WebhookTaken> {
  const { db } = await getDb();
  const settings = await whatsappOf(db, brandId);
  if (
    !settings ||
    !signature ||
    !sameText(signature, signatureOf(settings.account.appSecret, body))
  ) {
    logger().warn({ brandId }, "WhatsApp webhook with a missing or wrong signature refused");
    throw new AppError("NOTIFICATION_FORGED", "The webhook's signature does not match.");
  }
  let payload: WebhookBody;
  try {
    payload = JSON.parse(body) as WebhookBody;
  } catch {
    throw new AppError("NOTIFICATION_INVALID", "The webhook is not JSON.");
  }
  const taken: WebhookTaken = { statuses: 0, unknown: 0, replies: 0 };
  for (const entry of asArray(payload?.entry))
    for (const change of asArray(entry?.changes)) {
      const value = change?.value;
      for (const status of asArray(value?.statuses)) {
        const outcome = await takeStatus(db, brandId, status);
        if (outcome === "unknown") taken.unknown++;
        else if (outcome === "moved") taken.statuses++;
      }
      for (const message of asArray(value?.messages))
        if (await takeMessage(db, brandId, message)) taken.replies++;
    }
  if (taken.statuses > 0) kickJobs();
  return taken;
}

interface WebhookStatus {
  id?: unknown;
  status?: unknown;
  errors?: { code?: unknown; title?: unknown; message?: unknown }[];
}
interface WebhookMessage {
  id?: unknown;
  from?: unknown;
  type?: unknown;
  text?: { body?: unknown };
  button?: { text?: unknown };
}
interface WebhookBody {
  entry?: { changes?: { value?: { statuses?: WebhookStatus[]; messages?: WebhookMessage[] } }[] }[];
}

const asArray = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);

const RECEIPT_STATUSES: readonly MessageStatus[] = ["sent", "delivered", "read", "failed"];

/** Why a message failed, in Meta's words: "131026 Message undeliverable". */
function failureOf(status: WebhookStatus): string {
  const error = asArray(status.errors)[0];
  if (!error) return "failed";
  const words = [error.code, error.title ?? error.message].filter(
    (w) => typeof w === "string" || typeof w === "number",
  );
  return words.join(" ").slice(0, 300) || "failed";
}

async function takeStatus(
  db: Db,
  brandId: string,
  status: WebhookStatus,
): Promise<"moved" | "unchanged" | "unknown"> {
  const next = RECEIPT_STATUSES.find((s) => s === status.status);
  if (typeof status.id !== "string" || !next) return "unchanged";
  const providerId = status.id;
  return db.transaction(async (tx) => {
    const [message] = await tx
      .select({
        id: customerMessages.id,
        status: customerMessages.status,
        orderId: customerMessages.orderId,
      })
      .from(customerMessages)
      .where(
        and(eq(customerMessages.brandId, brandId), eq(customerMessages.providerId, providerId)),
      )
      .for("update");
    if (!message) return "unknown";
    if (!advancesTo(message.status, next)) return "unchanged";
    await tx
      .update(customerMessages)
      .set({
        status: next,
        updatedAt: new Date(),
        ...(next === "failed" && { error: failureOf(status) }),
      })
      .where(eq(customerMessages.id, message.id));
    // Its SMS at once, where the brand chose WhatsApp then SMS (only those wait for one).
    if (next === "failed")
      await runSoon(tx, brandId, whatsappFallbackJob, { messageId: message.id });
    if (message.orderId) await tellBoards(tx, brandId, message.orderId);
    return "moved";
  });
}

/** A customer's message: kept once, on their latest order; STOP turns WhatsApp off. */
async function takeMessage(db: Db, brandId: string, message: WebhookMessage): Promise<boolean> {
  if (typeof message.id !== "string" || typeof message.from !== "string") return false;
  const providerId = message.id;
  const phoneNumber = `+${message.from.replace(/^\+/, "")}`;
  const text =
    typeof message.text?.body === "string"
      ? message.text.body
      : typeof message.button?.text === "string"
        ? message.button.text
        : `[${typeof message.type === "string" ? message.type : "message"}]`;
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.phoneNumber, phoneNumber));
    const [latest] = customer
      ? await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.brandId, brandId), eq(orders.customerId, customer.id)))
          .orderBy(desc(orders.createdAt))
          .limit(1)
      : [];
    const inserted = await tx
      .insert(whatsappReplies)
      .values({
        brandId,
        providerId,
        phoneNumber,
        orderId: latest?.id ?? null,
        text: text.slice(0, 4096),
      })
      .onConflictDoNothing()
      .returning({ providerId: whatsappReplies.providerId });
    if (inserted.length === 0) return false;
    if (customer && isOptOut(text)) {
      await tx
        .insert(customerProfiles)
        .values({ brandId, customerId: customer.id, whatsappOffAt: new Date() })
        .onConflictDoUpdate({
          target: [customerProfiles.brandId, customerProfiles.customerId],
          set: { whatsappOffAt: new Date(), updatedAt: new Date() },
        });
      logger().info(
        { brandId, from: maskPhoneNumber(phoneNumber) },
        "a customer turned WhatsApp messages off",
      );
    }
    if (latest) await tellBoards(tx, brandId, latest.id);
    return true;
  });
}
