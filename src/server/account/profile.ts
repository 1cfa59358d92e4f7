import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { CustomerProfile, MessageChoice } from "@/domain/account";
import type { profileBody } from "@/domain/account-schema";
import { DEFAULT_MESSAGE_CHOICE } from "@/domain/account";
import type { Locale } from "@/domain/locale";
import type { z } from "zod";
import type { Db } from "../db/client";
import { customerProfiles } from "../db/schema";

// The customer's profile at one brand (issue 32 item 8): a name, a language, message choices.
// Per brand: each brand is its own data controller (docs/privacy.md).

/** What the brand knows of the customer's wishes; the defaults when they told it nothing. */
export async function profileOf(
  db: Db,
  brandId: string,
  customerId: string,
): Promise<{ name: string | null; language: Locale | null; messages: MessageChoice }> {
  const [row] = await db
    .select()
    .from(customerProfiles)
    .where(and(eq(customerProfiles.brandId, brandId), eq(customerProfiles.customerId, customerId)));
  return {
    name: row?.name ?? null,
    language: row?.language ?? null,
    messages: row?.messages ?? DEFAULT_MESSAGE_CHOICE,
  };
}

export async function customerProfile(
  db: Db,
  brandId: string,
  user: { uid: string; phoneNumber: string },
): Promise<CustomerProfile> {
  return { phoneNumber: user.phoneNumber, ...(await profileOf(db, brandId, user.uid)) };
}

/** Changes the fields given (a field left out stays), in one statement; answers the profile. */
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
  };
  await db
    .insert(customerProfiles)
    .values({ brandId, customerId: user.uid, ...set })
    .onConflictDoUpdate({
      target: [customerProfiles.brandId, customerProfiles.customerId],
      set: { ...set, updatedAt: sql`now()` },
    });
  return customerProfile(db, brandId, user);
}
