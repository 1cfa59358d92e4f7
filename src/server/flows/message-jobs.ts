import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { reachedPhone } from "@/domain/whatsapp";
import { getDb } from "../db/client";
import type { Db } from "../db/client";
import { customerMessages } from "../db/schema";
import type { MessageContent, SmsJob, WhatsappFallbackJob, WhatsappJob } from "./jobs";
import { whatsappFallbackJob } from "./jobs";
import type { JobRun } from "../jobs/jobs";
import { enqueueJob } from "../jobs/jobs";
import { sms } from "../sms/sms";
import { whatsapp, WhatsAppError } from "../whatsapp/provider";
import { whatsappOf } from "../whatsapp/settings";
import { queueSms } from "./deliver";
import { isCurrentCode } from "../auth/otp";
import { unseal } from "../seal";
import { tellBoards } from "../live/tell-boards";
import { countMessage } from "../metrics";

// The jobs that send the messages src/server/flows/deliver.ts queued (registered in ./work.ts):
// an SMS, a WhatsApp message, and a WhatsApp message's SMS fallback.

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Records how a message went; the boards showing its order read it again. */
async function mark(
  db: Db,
  brandId: string,
  messageId: string,
  change: Partial<typeof customerMessages.$inferInsert>,
) {
  const [row] = await db
    .update(customerMessages)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(customerMessages.brandId, brandId), eq(customerMessages.id, messageId)))
    .returning({ orderId: customerMessages.orderId });
  if (row?.orderId) await tellBoards(db, brandId, row.orderId);
}

/** An SMS: sent, then its row marked sent; its last failed try marks it failed. */
export async function sendQueuedSms(
  { to, message, messageId }: SmsJob,
  { id, brandId, lastTry }: JobRun,
): Promise<void> {
  try {
    await sms().send({ to, message, brandId, id: `job-${id}` });
  } catch (error) {
    if (lastTry) countMessage("sms", "failed");
    if (lastTry && messageId)
      await mark((await getDb()).db, brandId, messageId, {
        status: "failed",
        error: reason(error),
      });
    throw error;
  }
  countMessage("sms", "sent");
  if (messageId) await mark((await getDb()).db, brandId, messageId, { status: "sent" });
}

/** The SMS standing in for WhatsApp message `messageId`. */
const smsFor = (content: MessageContent, messageId: string) => ({
  phoneNumber: content.to,
  text: content.text,
  language: content.language,
  kind: content.kind,
  orderId: content.orderId,
  event: content.event,
  fallbackOf: messageId,
});

/**
 * A WhatsApp message, as the brand's settings are now: sent, its id kept for the receipts, and
 * where the brand chose WhatsApp then SMS, its fallback set for the brand's fallback time. A
 * refusal (or, with WhatsApp then SMS, any failure) marks it failed and sends its SMS at once, if
 * the brand chose that; other failures are tried again, the last marks it failed.
 */
export async function sendQueuedWhatsapp(job: WhatsappJob, run: JobRun): Promise<void> {
  const { db } = await getDb();
  const [row] = await db
    .select({ status: customerMessages.status })
    .from(customerMessages)
    .where(and(eq(customerMessages.brandId, run.brandId), eq(customerMessages.id, job.messageId)));
  // Gone with the customer's account, or sent by an earlier try whose end was not recorded.
  if (!row || row.status !== "queued") return;
  const settings = await whatsappOf(db, run.brandId);
  if (!settings) {
    // The brand removed its WhatsApp meanwhile: its messages go by SMS again.
    await db.transaction(async (tx) => {
      await mark(tx, run.brandId, job.messageId, { status: "failed", error: "no WhatsApp" });
      await queueSms(tx, run.brandId, smsFor(job, job.messageId));
    });
    countMessage("whatsapp", "failed");
    countMessage("whatsapp", "fell_back");
    return;
  }
  const thenSms = settings.orderChannel === "WHATSAPP_THEN_SMS";
  let providerId: string;
  try {
    ({ providerId } = await whatsapp().sendTemplate(settings.account, {
      to: job.to,
      template: job.template,
      language: job.language,
      parameters: job.parameters,
      text: job.text,
    }));
  } catch (error) {
    const permanent = !(error instanceof WhatsAppError) || error.permanent;
    if (!permanent && !thenSms && !run.lastTry) throw error;
    await db.transaction(async (tx) => {
      await mark(tx, run.brandId, job.messageId, { status: "failed", error: reason(error) });
      if (thenSms) await queueSms(tx, run.brandId, smsFor(job, job.messageId));
    });
    countMessage("whatsapp", "failed");
    if (thenSms) countMessage("whatsapp", "fell_back");
    return;
  }
  await db.transaction(async (tx) => {
    await mark(tx, run.brandId, job.messageId, { status: "sent", providerId });
    if (thenSms) {
      const { messageId, to, text, language, kind, orderId, event } = job;
      await enqueueJob(
        tx,
        run.brandId,
        whatsappFallbackJob,
        { messageId, to, text, language, kind, orderId, event },
        { runAt: new Date(Date.now() + settings.fallbackSeconds * 1000) },
      );
    }
  });
  countMessage("whatsapp", "sent");
}

/**
 * Whether WhatsApp message `messageId` still needs its SMS: it has not reached the phone, and no
 * SMS went for it. Takes the message's row lock for `tx`, so two runs send one SMS.
 */
async function stillNeedsSms(tx: Db, brandId: string, messageId: string): Promise<boolean> {
  const [message] = await tx
    .select({ status: customerMessages.status })
    .from(customerMessages)
    .where(and(eq(customerMessages.brandId, brandId), eq(customerMessages.id, messageId)))
    .for("update");
  if (!message || reachedPhone(message.status)) return false;
  const [sent] = await tx
    .select({ id: customerMessages.id })
    .from(customerMessages)
    .where(and(eq(customerMessages.brandId, brandId), eq(customerMessages.fallbackOf, messageId)));
  return !sent;
}

/**
 * The brand's fallback time is up, or the message failed: its SMS, unless the message reached
 * the phone or its SMS went already. Under the message's lock, so two runs send one SMS.
 */
export async function fallBack(job: WhatsappFallbackJob, run: JobRun): Promise<void> {
  if (job.sealedCode) return fallBackCode({ ...job, sealedCode: job.sealedCode }, run);
  const { db } = await getDb();
  const queued = await db.transaction(async (tx) => {
    if (!(await stillNeedsSms(tx, run.brandId, job.messageId))) return false;
    await queueSms(tx, run.brandId, smsFor(job, job.messageId));
    return true;
  });
  if (queued) countMessage("whatsapp", "fell_back");
}

/**
 * A sign-in code WhatsApp failed to deliver, or has not in the brand's time: the same code by
 * SMS, while it is still the number's code (not used, replaced or expired) and no SMS went for it.
 * Sent now, as sign-in codes are (never through a queued SMS, whose payload would hold the code);
 * its row is claimed first, so two runs send one SMS.
 */
async function fallBackCode(
  job: WhatsappFallbackJob & { sealedCode: string },
  run: JobRun,
): Promise<void> {
  const { code, text } = unseal(run.brandId, "sign-in-code", job.sealedCode) as {
    code: string;
    text: string;
  };
  const { db } = await getDb();
  const id = randomUUID();
  const claimed = await db.transaction(async (tx) => {
    if (!(await stillNeedsSms(tx, run.brandId, job.messageId))) return false;
    if (!(await isCurrentCode(tx, run.brandId, job.to, code))) return false;
    await tx.insert(customerMessages).values({
      id,
      brandId: run.brandId,
      kind: "signInCode",
      channel: "sms",
      phoneNumber: job.to,
      language: job.language,
      fallbackOf: job.messageId,
    });
    return true;
  });
  if (!claimed) return;
  countMessage("whatsapp", "fell_back");
  try {
    await sms().send({ to: job.to, message: text, brandId: run.brandId, id: `job-${run.id}` });
  } catch (error) {
    countMessage("sms", "failed");
    await mark(db, run.brandId, id, { status: "failed", error: reason(error) });
    return;
  }
  countMessage("sms", "sent");
  await mark(db, run.brandId, id, { status: "sent" });
}
