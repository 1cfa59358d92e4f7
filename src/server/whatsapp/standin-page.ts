import "server-only";
import type { StandinMessage } from "@/contract/whatsapp";
import type { BrandRef } from "../brands/resolve";
import { getDb } from "../db/client";
import { env } from "../env";
import { AppError } from "../errors";
import { whatsappOf } from "./settings";
import { appendOutbox, readOutbox } from "./standin";
import { standinReply } from "./standin-receipts";

// The stand-in's test page (issue 37: demos and tests): what each phone received from the brand's
// number, and a reply as that phone. Not there (404) unless WHATSAPP_PROVIDER=standin, which
// production refuses, nor for a brand without WhatsApp.

/** Whether the stand-in is on (WHATSAPP_PROVIDER=standin; never in production). */
export const standinOn = () => env().WHATSAPP_PROVIDER === "standin";

async function standinAccount(brand: BrandRef) {
  if (!standinOn()) throw new AppError("NOT_FOUND");
  const settings = await whatsappOf((await getDb()).db, brand.id);
  if (!settings) throw new AppError("NOT_FOUND", "This shop has no WhatsApp.");
  return settings.account;
}

/** GET /api/whatsapp/standin/messages: newest first, one phone's where `phone` is given. */
export async function standinMessages(
  brand: BrandRef,
  phone?: string,
): Promise<{ messages: StandinMessage[] }> {
  const account = await standinAccount(brand);
  const lines = await readOutbox(account.phoneNumberId);
  return {
    messages: lines
      .filter((l) => !phone || l.phone === phone)
      .map((l) => ({
        time: l.time,
        phone: l.phone,
        direction: l.direction,
        template: l.template ?? null,
        text: l.text,
      })),
  };
}

/** POST /api/whatsapp/standin/replies: `phone` writes `text` to the brand's number. */
export async function replyOnStandin(brand: BrandRef, phone: string, text: string) {
  await standinAccount(brand);
  const sent = await standinReply(brand.id, phone, text);
  if (!sent) throw new AppError("NOT_FOUND", "This shop has no WhatsApp.");
  await appendOutbox({
    time: new Date().toISOString(),
    phoneNumberId: sent.phoneNumberId,
    phone,
    direction: "sent",
    text,
    providerId: sent.providerId,
  });
  return { id: sent.providerId };
}
