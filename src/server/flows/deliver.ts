import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Locale } from "@/domain/locale";
import { maskPhoneNumber } from "@/domain/phone";
import type { Channel, ChannelChoice, MessageKind, MessageStatus } from "@/domain/whatsapp";
import type { WhatsAppOrderEvent } from "@/domain/whatsapp";
import { ORDER_TEMPLATES, SIGN_IN_TEMPLATE } from "@/domain/whatsapp";
import type { BrandRef } from "../brands/resolve";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { customerMessages, customerProfiles, customers, whatsappReplies } from "../db/schema";
import { env } from "../env";
import { AppError } from "../errors";
import { smsJob, whatsappFallbackJob, whatsappJob } from "./jobs";
import { enqueueJob } from "../jobs/jobs";
import { logger } from "../logger";
import { countMessage } from "../metrics";
import { seal } from "../seal";
import { sms } from "../sms/sms";
import { whatsapp } from "../whatsapp/provider";
import type { WhatsAppSettings } from "../whatsapp/settings";
import { whatsappOf } from "../whatsapp/settings";
import { signInCodeMessage } from "../messages/templates";

// The one place a message to a customer is queued or sent (issue 37, docs/whatsapp.md): by SMS or
// by WhatsApp as the brand chose for its kind, each one a row of customer_messages that says how
// it went. The jobs that send the queued ones: ./message-jobs.ts.

/** A text message to a customer, as queueSms takes it. */
export interface SmsInput {
  phoneNumber: string;
  text: string;
  language: Locale;
  kind: MessageKind;
  orderId?: string;
  event?: string;
  /** The WhatsApp message this SMS stands in for (WHATSAPP_THEN_SMS). */
  fallbackOf?: string;
}

/** Queues an SMS, sent once `tx` commits; answers its message's id. */
export async function queueSms(tx: Db, brandId: string, input: SmsInput): Promise<string> {
  const id = randomUUID();
  await tx.insert(customerMessages).values({
    id,
    brandId,
    orderId: input.orderId ?? null,
    kind: input.kind,
    event: input.event ?? null,
    channel: "sms",
    phoneNumber: input.phoneNumber,
    language: input.language,
    fallbackOf: input.fallbackOf ?? null,
  });
  await enqueueJob(tx, brandId, smsJob, {
    to: input.phoneNumber,
    message: input.text,
    messageId: id,
  });
  return id;
}

/** An order message, as queueOrderMessage takes it. */
export interface OrderMessageInput {
  orderId: string;
  event: WhatsAppOrderEvent;
  phoneNumber: string;
  language: Locale;
  /** The SMS's text (by SMS, or its fallback). */
  text: string;
  /** The WhatsApp template's {{1}}, {{2}}… (docs/whatsapp-templates.md). */
  parameters: string[];
}

/**
 * Queues an order's message by the brand's choice for orders, sent once `tx` commits: by SMS, or
 * by WhatsApp (then SMS if it does not reach the phone, where the brand chose so). It goes by SMS
 * when the brand has no WhatsApp, when the customer turned WhatsApp off (replied STOP), and when
 * the brand sent WHATSAPP_PER_BRAND_PER_HOUR WhatsApp messages in the last hour. Answers the
 * channel it was queued for.
 */
export async function queueOrderMessage(
  tx: Db,
  brand: Pick<BrandRef, "id">,
  input: OrderMessageInput,
): Promise<Channel> {
  const content = {
    phoneNumber: input.phoneNumber,
    text: input.text,
    language: input.language,
    kind: "order" as const,
    orderId: input.orderId,
    event: input.event,
  };
  const settings = await whatsappOf(tx, brand.id);
  if (
    !settings ||
    settings.orderChannel === "SMS" ||
    (await turnedWhatsappOff(tx, brand.id, input.phoneNumber)) ||
    (await overHourlyBound(tx, brand.id))
  ) {
    await queueSms(tx, brand.id, content);
    return "sms";
  }
  const messageId = randomUUID();
  const template = ORDER_TEMPLATES[input.event];
  await tx.insert(customerMessages).values({
    id: messageId,
    brandId: brand.id,
    orderId: input.orderId,
    kind: "order",
    event: input.event,
    channel: "whatsapp",
    phoneNumber: input.phoneNumber,
    language: input.language,
    template,
  });
  await enqueueJob(tx, brand.id, whatsappJob, {
    messageId,
    to: input.phoneNumber,
    text: input.text,
    language: input.language,
    kind: "order",
    orderId: input.orderId,
    event: input.event,
    template,
    parameters: input.parameters,
  });
  return "whatsapp";
}

/** Whether the customer with this number turned order messages by WhatsApp off at the brand. */
async function turnedWhatsappOff(tx: Db, brandId: string, phoneNumber: string): Promise<boolean> {
  const [row] = await tx
    .select({ off: customerProfiles.whatsappOffAt })
    .from(customerProfiles)
    .innerJoin(customers, eq(customers.id, customerProfiles.customerId))
    .where(and(eq(customerProfiles.brandId, brandId), eq(customers.phoneNumber, phoneNumber)));
  return Boolean(row?.off);
}

/** Whether the brand sent its hour's WhatsApp messages (WHATSAPP_PER_BRAND_PER_HOUR). */
export async function overHourlyBound(db: Db, brandId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customerMessages)
    .where(
      and(
        eq(customerMessages.brandId, brandId),
        eq(customerMessages.channel, "whatsapp"),
        sql`${customerMessages.createdAt} > now() - interval '1 hour'`,
      ),
    );
  return Number(row?.n ?? 0) >= env().WHATSAPP_PER_BRAND_PER_HOUR;
}

/** The channel a sign-in code goes by: the brand's choice, unless SMS is asked for or bound. */
async function signInChoice(
  db: Db,
  brandId: string,
  settings: WhatsAppSettings | null,
  bySms: boolean,
): Promise<ChannelChoice> {
  if (!settings || bySms || settings.signInChannel === "SMS") return "SMS";
  return (await overHourlyBound(db, brandId)) ? "SMS" : settings.signInChannel;
}

/**
 * Sends a sign-in code now (the sign-in waits for it): by the brand's choice for sign-in codes,
 * `bySms` forcing SMS (the customer asked for it). By WhatsApp it is the authentication template
 * with the code on its copy button; when WhatsApp fails it goes by SMS at once where the brand
 * chose WHATSAPP_THEN_SMS, else the sign-in is told it could not be sent (502 SMS_SEND_FAILED).
 * Its row in customer_messages never holds the code. Answers the channel it went by.
 */
export async function sendSignInCode(
  brand: Pick<BrandRef, "id" | "name">,
  input: { phoneNumber: string; code: string; language: Locale; bySms?: boolean },
): Promise<Channel> {
  const { db } = await getDb();
  const settings = await whatsappOf(db, brand.id);
  const choice = await signInChoice(db, brand.id, settings, input.bySms ?? false);
  const text = signInCodeMessage(brand.name, input.code, input.language);
  const row = {
    brandId: brand.id,
    kind: "signInCode" as const,
    phoneNumber: input.phoneNumber,
    language: input.language,
  };
  let fallbackOf: string | null = null;
  if (settings && choice !== "SMS") {
    const id = randomUUID();
    try {
      const { providerId } = await whatsapp().sendTemplate(settings.account, {
        to: input.phoneNumber,
        template: SIGN_IN_TEMPLATE,
        language: input.language,
        parameters: [input.code],
        code: input.code,
        text,
      });
      await db.insert(customerMessages).values({
        ...row,
        id,
        channel: "whatsapp",
        template: SIGN_IN_TEMPLATE,
        providerId,
        status: "sent",
      });
      countMessage("whatsapp", "sent");
      // WhatsApp then SMS: the same code by SMS if WhatsApp fails or has not delivered it in the
      // brand's time (./message-jobs.ts fallBackCode), sealed while it waits.
      if (choice === "WHATSAPP_THEN_SMS")
        await enqueueJob(
          db,
          brand.id,
          whatsappFallbackJob,
          {
            messageId: id,
            to: input.phoneNumber,
            text: "",
            language: input.language,
            kind: "signInCode",
            sealedCode: seal(brand.id, "sign-in-code", { code: input.code, text }),
          },
          { runAt: new Date(Date.now() + settings.fallbackSeconds * 1000) },
        );
      return "whatsapp";
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logger().warn(
        { err: reason, to: maskPhoneNumber(input.phoneNumber), brandId: brand.id },
        "could not send the sign-in code by WhatsApp",
      );
      await db.insert(customerMessages).values({
        ...row,
        id,
        channel: "whatsapp",
        template: SIGN_IN_TEMPLATE,
        status: "failed",
        error: reason,
      });
      countMessage("whatsapp", "failed");
      if (choice !== "WHATSAPP_THEN_SMS")
        throw new AppError("SMS_SEND_FAILED", "The code could not be sent. Please try again.");
      countMessage("whatsapp", "fell_back");
      fallbackOf = id;
    }
  }
  const id = randomUUID();
  try {
    await sms().send({ to: input.phoneNumber, message: text, brandId: brand.id });
  } catch (error) {
    countMessage("sms", "failed");
    logger().error(
      { err: error, to: maskPhoneNumber(input.phoneNumber) },
      "could not send the sign-in code",
    );
    await db.insert(customerMessages).values({
      ...row,
      id,
      channel: "sms",
      status: "failed",
      error: error instanceof Error ? error.message : String(error),
      fallbackOf,
    });
    throw new AppError("SMS_SEND_FAILED", "The code could not be sent. Please try again.");
  }
  countMessage("sms", "sent");
  await db
    .insert(customerMessages)
    .values({ ...row, id, channel: "sms", status: "sent", fallbackOf });
  return "sms";
}

/** One message to an order's customer, for the staff's timeline of the order. */
export interface OrderMessage {
  id: string;
  channel: Channel;
  /** The order event it told of (WHATSAPP_ORDER_EVENTS). */
  event: string | null;
  /** The WhatsApp template's name; null for an SMS. */
  template: string | null;
  status: MessageStatus;
  /** Why it failed (the provider's words), else null. */
  error: string | null;
  /** The WhatsApp message this SMS stood in for, else null. */
  fallbackOf: string | null;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
}

/** The messages sent to `orderId`'s customer about it, oldest first. */
export async function messagesOfOrder(
  db: Db,
  brandId: string,
  orderId: string,
): Promise<OrderMessage[]> {
  const rows = await db
    .select()
    .from(customerMessages)
    .where(and(eq(customerMessages.brandId, brandId), eq(customerMessages.orderId, orderId)))
    .orderBy(asc(customerMessages.createdAt), asc(customerMessages.id));
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    event: r.event,
    template: r.template,
    status: r.status,
    error: r.error,
    fallbackOf: r.fallbackOf,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** A customer's WhatsApp reply, for the staff's timeline of their order. */
export interface OrderReply {
  /** WhatsApp's id of the message. */
  id: string;
  phoneNumber: string;
  text: string;
  /** ISO 8601. */
  receivedAt: string;
}

/** The customer's WhatsApp replies that came while `orderId` was their latest, oldest first. */
export async function repliesOfOrder(
  db: Db,
  brandId: string,
  orderId: string,
): Promise<OrderReply[]> {
  const rows = await db
    .select()
    .from(whatsappReplies)
    .where(and(eq(whatsappReplies.brandId, brandId), eq(whatsappReplies.orderId, orderId)))
    .orderBy(asc(whatsappReplies.receivedAt), asc(whatsappReplies.providerId));
  return rows.map((r) => ({
    id: r.providerId,
    phoneNumber: r.phoneNumber,
    text: r.text,
    receivedAt: r.receivedAt.toISOString(),
  }));
}
