import "server-only";
import { and, eq, gte, ne, sql } from "drizzle-orm";
import type { WhatsAppBody } from "@/contract/owner-whatsapp";
import { localDate, wallClockInstant } from "@/domain/time";
import type { MessagesThisMonth, WhatsAppView } from "@/domain/whatsapp-account";
import { checkWhatsapp } from "@/domain/whatsapp-account";
import type { BrandRef } from "../brands/resolve";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { customerMessages } from "../db/schema";
import { AppError } from "../errors";
import { logger } from "../logger";
import { siteOrigin } from "../site-url";
import { maskedWhatsapp, removeWhatsapp, saveWhatsapp, whatsappOf } from "../whatsapp/settings";
import { whatsapp } from "../whatsapp/provider";

// The owner console's WhatsApp section (issue 37 item 1, docs/owner.md "WhatsApp"): the brand's
// Cloud API account saved sealed and answered masked, a test message to the owner's own phone,
// and this month's messages by channel. A refusal names the field, never a secret; nothing here
// logs one.

type Owner = { name: string; phoneNumber: string };

/**
 * The brand's messages to its customers since the first of its month, by channel: each message
 * once (an SMS standing in for a WhatsApp counts as an SMS too); a message that failed is not.
 */
export async function messagesThisMonth(
  db: Db,
  brandId: string,
  timeZone: string,
  now = new Date(),
): Promise<MessagesThisMonth> {
  const month = localDate(now, timeZone).slice(0, 7);
  const start = wallClockInstant(`${month}-01`, 0, timeZone);
  const rows = await db
    .select({ channel: customerMessages.channel, count: sql<number>`count(*)::int` })
    .from(customerMessages)
    .where(
      and(
        eq(customerMessages.brandId, brandId),
        gte(customerMessages.createdAt, start),
        ne(customerMessages.status, "failed"),
      ),
    )
    .groupBy(customerMessages.channel);
  const count = (channel: string) => rows.find((r) => r.channel === channel)?.count ?? 0;
  return { month, sms: count("sms"), whatsapp: count("whatsapp") };
}

export async function whatsappView(
  brand: Pick<BrandRef, "id" | "subDomainName" | "timeZone">,
  owner: Owner,
): Promise<WhatsAppView> {
  const { db } = await getDb();
  const stored = await maskedWhatsapp(db, brand.id);
  const account = stored && {
    phoneNumberId: stored.phoneNumberId,
    masked: stored.masked,
    signInChannel: stored.signInChannel,
    orderChannel: stored.orderChannel,
    fallbackSeconds: stored.fallbackSeconds,
    updatedBy: stored.updatedBy,
    updatedAt: stored.updatedAt,
  };
  return {
    account,
    // The shop's own subdomain, not its domain: the address stays if the domain changes.
    webhookUrl: `${siteOrigin(brand.subDomainName)}/api/whatsapp/webhook`,
    verifyToken: stored?.verifyToken ?? null,
    testNumber: owner.phoneNumber,
    thisMonth: await messagesThisMonth(db, brand.id, brand.timeZone),
  };
}

/** Checks and stores the form (a secret left empty keeps the stored one); answers the view. */
export async function saveOwnerWhatsapp(
  brand: Pick<BrandRef, "id" | "subDomainName" | "timeZone">,
  owner: Owner,
  body: WhatsAppBody,
): Promise<WhatsAppView> {
  const { db } = await getDb();
  const stored = (await maskedWhatsapp(db, brand.id)) !== null;
  const checked = checkWhatsapp(body, stored);
  if (!checked.ok)
    throw new AppError("WHATSAPP_SETTINGS_INVALID", undefined, {
      details: { problems: checked.problems },
    });
  await saveWhatsapp(db, brand.id, checked.value, owner.name);
  logger().info(
    {
      brandId: brand.id,
      signInChannel: checked.value.signInChannel,
      orderChannel: checked.value.orderChannel,
    },
    "whatsapp settings saved",
  );
  return whatsappView(brand, owner);
}

/** Meta's `hello_world` to the owner's own phone, from the brand's account, now. */
export async function testOwnerWhatsapp(brandId: string, owner: Owner) {
  const { db } = await getDb();
  const settings = await whatsappOf(db, brandId);
  if (!settings) throw new AppError("WHATSAPP_NOT_SET");
  try {
    await whatsapp().sendTest(settings.account, owner.phoneNumber);
  } catch (error) {
    // The provider's words may quote the request; only whether it was a refusal is said.
    const permanent = Boolean((error as { permanent?: unknown }).permanent);
    logger().warn({ brandId, permanent }, "whatsapp test message failed");
    throw new AppError("WHATSAPP_TEST_FAILED", undefined, { details: { permanent } });
  }
  logger().info({ brandId }, "whatsapp test message sent");
  return { sentTo: owner.phoneNumber };
}

export async function removeOwnerWhatsapp(
  brand: Pick<BrandRef, "id" | "subDomainName" | "timeZone">,
  owner: Owner,
): Promise<WhatsAppView> {
  const { db } = await getDb();
  if (!(await maskedWhatsapp(db, brand.id))) throw new AppError("WHATSAPP_NOT_SET");
  await removeWhatsapp(db, brand.id);
  logger().info({ brandId: brand.id }, "whatsapp removed");
  return whatsappView(brand, owner);
}
