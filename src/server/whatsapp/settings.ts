import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { maskKey } from "@/domain/payment-keys";
import type { ChannelChoice } from "@/domain/whatsapp";
import type { Db } from "../db/client";
import { brandWhatsapp } from "../db/schema";
import { seal, unseal } from "../seal";

// A brand's WhatsApp Business account (issue 37 item 1, docs/whatsapp.md): the access token and
// the app secret sealed as payment keys are (AES-256-GCM under APP_SECRET, bound to the brand),
// never in clear in the database, an export, a log or an answer.

/** What the Cloud API needs to send as the brand and to check its webhooks. */
export interface WhatsAppAccount {
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
}

/** A brand's WhatsApp: its account and which channel each kind of message goes by. */
export interface WhatsAppSettings {
  account: WhatsAppAccount;
  verifyToken: string;
  signInChannel: ChannelChoice;
  orderChannel: ChannelChoice;
  fallbackSeconds: number;
}

type Secrets = Pick<WhatsAppAccount, "accessToken" | "appSecret">;

/** The brand's WhatsApp, or null when it has none (its messages go by SMS). */
export async function whatsappOf(db: Db, brandId: string): Promise<WhatsAppSettings | null> {
  const [row] = await db.select().from(brandWhatsapp).where(eq(brandWhatsapp.brandId, brandId));
  if (!row) return null;
  const secrets = unseal(brandId, "whatsapp", row.sealed) as Secrets;
  return {
    account: { phoneNumberId: row.phoneNumberId, ...secrets },
    verifyToken: row.verifyToken,
    signInChannel: row.signInChannel,
    orderChannel: row.orderChannel,
    fallbackSeconds: row.fallbackSeconds,
  };
}

/** What the console sees of it: the secrets masked, never in clear. */
export interface MaskedWhatsApp {
  phoneNumberId: string;
  masked: { accessToken: string; appSecret: string };
  verifyToken: string;
  signInChannel: ChannelChoice;
  orderChannel: ChannelChoice;
  fallbackSeconds: number;
  updatedBy: string;
  /** ISO 8601. */
  updatedAt: string;
}

export async function maskedWhatsapp(db: Db, brandId: string): Promise<MaskedWhatsApp | null> {
  const [row] = await db.select().from(brandWhatsapp).where(eq(brandWhatsapp.brandId, brandId));
  if (!row) return null;
  return {
    phoneNumberId: row.phoneNumberId,
    masked: row.masked as MaskedWhatsApp["masked"],
    verifyToken: row.verifyToken,
    signInChannel: row.signInChannel,
    orderChannel: row.orderChannel,
    fallbackSeconds: row.fallbackSeconds,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Stores (or replaces) the brand's WhatsApp. Secrets left out keep the stored ones (the console
 * shows them masked, so an owner changing a channel does not type them again); the verify token
 * is made once, on the first save.
 */
export async function saveWhatsapp(
  db: Db,
  brandId: string,
  input: {
    phoneNumberId: string;
    accessToken?: string;
    appSecret?: string;
    signInChannel: ChannelChoice;
    orderChannel: ChannelChoice;
    fallbackSeconds: number;
  },
  updatedBy: string,
): Promise<void> {
  const stored = await whatsappOf(db, brandId);
  const accessToken = input.accessToken ?? stored?.account.accessToken;
  const appSecret = input.appSecret ?? stored?.account.appSecret;
  if (!accessToken || !appSecret) throw new Error("a first WhatsApp save needs both secrets");
  const secrets: Secrets = { accessToken, appSecret };
  const row = {
    phoneNumberId: input.phoneNumberId,
    sealed: seal(brandId, "whatsapp", secrets),
    masked: { accessToken: maskKey(accessToken), appSecret: maskKey(appSecret) },
    signInChannel: input.signInChannel,
    orderChannel: input.orderChannel,
    fallbackSeconds: input.fallbackSeconds,
    updatedBy,
    updatedAt: new Date(),
  };
  await db
    .insert(brandWhatsapp)
    .values({ brandId, verifyToken: randomBytes(24).toString("base64url"), ...row })
    .onConflictDoUpdate({ target: brandWhatsapp.brandId, set: row });
}

/** Removes the brand's WhatsApp: its messages go by SMS again. */
export async function removeWhatsapp(db: Db, brandId: string): Promise<void> {
  await db.delete(brandWhatsapp).where(eq(brandWhatsapp.brandId, brandId));
}
