import "server-only";
/* eslint-disable import/no-restricted-paths -- a temporary stand-in, replaced by W1's messenger */
// TEMPORARY stand-in for W1's messenger (branch i37-core), with its signatures: replaced by
// theirs at the merge. Sends everything by SMS, as before WhatsApp.
import { randomUUID } from "node:crypto";
import type { Locale } from "@/domain/locale";
import type { Channel, MessageKind, WhatsAppOrderEvent } from "@/domain/whatsapp";
import type { BrandRef } from "../brands/resolve";
import type { Db } from "../db/client";
import { customerMessages } from "../db/schema";
import { AppError } from "../errors";
import { smsJob } from "../flows/jobs";
import { enqueueJob } from "../jobs/jobs";
import { sms } from "../sms/sms";
import { getDb } from "../db/client";
import { signInCodeMessage } from "./templates";

export async function queueSms(
  tx: Db,
  brandId: string,
  m: {
    phoneNumber: string;
    text: string;
    language: Locale;
    kind: MessageKind;
    orderId?: string;
    event?: string;
  },
): Promise<string> {
  const id = randomUUID();
  await tx.insert(customerMessages).values({
    id,
    brandId,
    orderId: m.orderId ?? null,
    kind: m.kind,
    event: m.event ?? null,
    channel: "sms",
    phoneNumber: m.phoneNumber,
    language: m.language,
  });
  await enqueueJob(tx, brandId, smsJob, { to: m.phoneNumber, message: m.text });
  return id;
}

export async function queueOrderMessage(
  tx: Db,
  brand: BrandRef,
  m: {
    orderId: string;
    event: WhatsAppOrderEvent;
    phoneNumber: string;
    language: Locale;
    text: string;
    parameters: string[];
  },
): Promise<void> {
  await queueSms(tx, brand.id, { ...m, kind: "order" });
}

export async function sendSignInCode(
  brand: BrandRef,
  m: { phoneNumber: string; code: string; language: Locale; bySms?: boolean },
): Promise<Channel> {
  try {
    await sms().send({
      to: m.phoneNumber,
      message: signInCodeMessage(brand.name, m.code, m.language),
      brandId: brand.id,
    });
  } catch {
    throw new AppError("SMS_SEND_FAILED", "The code could not be sent. Please try again.");
  }
  const { db } = await getDb();
  await db.insert(customerMessages).values({
    id: randomUUID(),
    brandId: brand.id,
    kind: "signInCode",
    channel: "sms",
    phoneNumber: m.phoneNumber,
    language: m.language,
    status: "sent",
  });
  return "sms";
}
