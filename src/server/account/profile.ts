import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { CustomerProfile } from "@/domain/account";
import type { profileBody } from "@/domain/account-schema";
import { DEFAULT_MESSAGE_CHOICE } from "@/domain/account";
import type { z } from "zod";
import type { Db } from "../db/client";
import { brandWhatsapp, customerProfiles } from "../db/schema";

// The customer's profile at one brand (issue 32 item 8): a name, a language, message choices.
// Per brand: each brand is its own data controller (docs/privacy.md).

/** What the brand knows of the customer's wishes; the defaults when they told it nothing. */
export async function profileOf(
  db: Db,
  brandId: string,
  customerId: string,
): Promise<Omit<CustomerProfile, "phoneNumber" | "whatsappOffered">> {
  const [row] = await db
    .select()
    .from(customerProfiles)
    .where(and(eq(customerProfiles.brandId, brandId), eq(customerProfiles.customerId, customerId)));
  return {
    name: row?.name ?? null,
    language: row?.language ?? null,
    messages: row?.messages ?? DEFAULT_MESSAGE_CHOICE,
    nameAsked: Boolean(row?.nameAskedAt),
    whatsapp: !row?.whatsappOffAt,
  };
}

/** Whether the brand sends order messages by WhatsApp (its account, a channel other than SMS). */
async function sendsOrdersByWhatsapp(db: Db, brandId: string): Promise<boolean> {
  const [row] = await db
    .select({ orderChannel: brandWhatsapp.orderChannel })
    .from(brandWhatsapp)
    .where(eq(brandWhatsapp.brandId, brandId));
  return Boolean(row && row.orderChannel !== "SMS");
}

export async function customerProfile(
  db: Db,
  brandId: string,
  user: { uid: string; phoneNumber: string },
): Promise<CustomerProfile> {
  const [profile, whatsappOffered] = await Promise.all([
    profileOf(db, brandId, user.uid),
    sendsOrdersByWhatsapp(db, brandId),
  ]);
  return { phoneNumber: user.phoneNumber, ...profile, whatsappOffered };
}

/**
 * Changes the fields given (a field left out stays), in one statement; answers the profile. A name
 * given or removed, or the question skipped (`nameAsked`), is the name asked: signing in does not
 * ask it again (issue 36 item 3).
 */
export async function saveProfile(
  db: Db,
  brandId: string,
  user: { uid: string; phoneNumber: string },
  change: z.output<typeof profileBody>,
): Promise<CustomerProfile> {
  const set = {
    ...(change.name !== undefined && { name: change.name }),
    ...(change.language !== undefined && { language: change.language }),
    ...(change.messages !== undefined && { messages: change.messages }),
    // Off: when they turned it off (the first time stays); on: never.
    ...(change.whatsapp === true && { whatsappOffAt: null }),
  };
  const asked = change.name !== undefined || change.nameAsked === true;
  await db
    .insert(customerProfiles)
    .values({
      brandId,
      customerId: user.uid,
      ...set,
      ...(asked && { nameAskedAt: sql`now()` }),
      ...(change.whatsapp === false && { whatsappOffAt: sql`now()` }),
    })
    .onConflictDoUpdate({
      target: [customerProfiles.brandId, customerProfiles.customerId],
      set: {
        ...set,
        updatedAt: sql`now()`,
        // The first time they were asked stays.
        ...(asked && { nameAskedAt: sql`coalesce(${customerProfiles.nameAskedAt}, now())` }),
        ...(change.whatsapp === false && {
          whatsappOffAt: sql`coalesce(${customerProfiles.whatsappOffAt}, now())`,
        }),
      },
    });
  return customerProfile(db, brandId, user);
}

/**
 * The customer's name at the brand, as a subquery an order's insert reads it with (issue 36 item
 * 3): the order keeps the name it was placed under, in the same statement as the order.
 */
export const nameOnOrder = (brandId: string, customerId: string) =>
  sql<string | null>`(select ${customerProfiles.name} from ${customerProfiles}
    where ${customerProfiles.brandId} = ${brandId} and ${customerProfiles.customerId} = ${customerId})`;
