import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { OPEN_STATUSES } from "@/domain/order-status";
import type { BrandRef } from "../brands/resolve";
import type { Db } from "../db/client";
import { getDb, rowsOf } from "../db/client";
import {
  customerMessages,
  customerProfiles,
  customers,
  hiddenAddresses,
  jobs,
  orders,
  otpCodes,
  sessions,
  signInTokens,
  uploads,
  whatsappReplies,
} from "../db/schema";
import { AppError } from "../errors";
import { uploadStorage } from "../storage/storage";

// "Delete my account" at one brand (issue 32 item 8; docs/privacy.md says what goes and what is
// kept, and why). One transaction: nothing is half-deleted.

export interface DeletedAccount {
  /** Orders kept for the brand's books, without the customer's personal data. */
  ordersKept: number;
  /** Whether the customer (the phone number) is gone from kedai: no brand holds anything of theirs. */
  customerDeleted: boolean;
}

/**
 * Ends the customer's account at `brand`. Refused (409 ACCOUNT_HAS_OPEN_ORDERS) while an order of
 * theirs there is still open: the kitchen and the courier need the address and the number.
 */
export async function deleteAccount(
  brand: BrandRef,
  user: { uid: string; phoneNumber: string },
): Promise<DeletedAccount> {
  const { db } = await getDb();
  return db.transaction(async (tx) => {
    // Held until the end: an order placed meanwhile waits, then finds the customer as left.
    await tx.execute(sql`select id from ${customers} where id = ${user.uid} for update`);
    const mine = and(eq(orders.brandId, brand.id), eq(orders.customerId, user.uid));
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(mine, inArray(orders.status, [...OPEN_STATUSES])));
    if (Number(open?.n ?? 0) > 0)
      throw new AppError(
        "ACCOUNT_HAS_OPEN_ORDERS",
        "An order of yours is still open. Delete your account once it is completed or cancelled.",
        { details: { openOrders: Number(open!.n) } },
      );

    // The orders stay for the brand's books, pointing to a new customer that names nobody.
    const ordersKept = await keepOrdersAnonymously(tx, brand.id, user.uid);
    const receipts = await tx
      .delete(uploads)
      .where(and(eq(uploads.brandId, brand.id), eq(uploads.customerId, user.uid)))
      .returning({ storageKey: uploads.storageKey, thumbKey: uploads.thumbKey });
    await tx
      .delete(customerProfiles)
      .where(
        and(eq(customerProfiles.brandId, brand.id), eq(customerProfiles.customerId, user.uid)),
      );
    await tx
      .delete(hiddenAddresses)
      .where(and(eq(hiddenAddresses.brandId, brand.id), eq(hiddenAddresses.customerId, user.uid)));
    // Signed out everywhere on this brand, cookie and bearer alike (a token dies with its session).
    await tx
      .delete(sessions)
      .where(and(eq(sessions.brandId, brand.id), eq(sessions.customerId, user.uid)));
    await tx
      .delete(signInTokens)
      .where(and(eq(signInTokens.brandId, brand.id), eq(signInTokens.customerId, user.uid)));
    await tx
      .delete(otpCodes)
      .where(and(eq(otpCodes.brandId, brand.id), eq(otpCodes.phoneNumber, user.phoneNumber)));
    // Messages to the number, SMS or WhatsApp, sent (kept a week for support questions) or still
    // waiting, with their fallbacks and the WhatsApp stand-in's receipts (issue 37).
    await tx
      .delete(jobs)
      .where(
        and(
          eq(jobs.brandId, brand.id),
          inArray(jobs.kind, ["sms", "whatsapp", "whatsapp-fallback", "whatsapp-standin-receipt"]),
          sql`${jobs.payload}->>'to' = ${user.phoneNumber}`,
        ),
      );
    // The brand keeps its count of messages sent (its bill), not to whom; their replies go.
    await tx
      .update(customerMessages)
      .set({ phoneNumber: "" })
      .where(
        and(
          eq(customerMessages.brandId, brand.id),
          eq(customerMessages.phoneNumber, user.phoneNumber),
        ),
      );
    await tx
      .delete(whatsappReplies)
      .where(
        and(
          eq(whatsappReplies.brandId, brand.id),
          eq(whatsappReplies.phoneNumber, user.phoneNumber),
        ),
      );
    const customerDeleted = !(await heldAnywhere(tx, user.uid));
    if (customerDeleted) await tx.delete(customers).where(eq(customers.id, user.uid));
    // Last, so a failure here undoes all of the above; the rows are gone once this commits.
    const store = uploadStorage();
    for (const r of receipts) {
      if (r.thumbKey) await store.delete(r.thumbKey);
      await store.delete(r.storageKey);
    }
    return { ordersKept, customerDeleted };
  });
}

/**
 * Re-points the customer's orders at `brandId` to a fresh customer without a phone number, and
 * takes out what is theirs: their name, the delivery address and notes, the note and receipt of a
 * transfer, the idempotency key. Kept: what was ordered, where from, when, the amounts and how it
 * was paid.
 */
async function keepOrdersAnonymously(tx: Db, brandId: string, customerId: string) {
  const mine = and(eq(orders.brandId, brandId), eq(orders.customerId, customerId));
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(mine);
  const n = Number(count?.n ?? 0);
  if (n === 0) return 0;
  const erased = randomUUID();
  await tx.insert(customers).values({ id: erased, phoneNumber: null });
  await tx
    .update(orders)
    .set({
      customerId: erased,
      deliveryAddress: null,
      deliveryNotes: "",
      idempotencyKey: null,
      requestHash: null,
      proofUploadId: null,
      customerName: null,
      payment: sql`case when ${orders.payment}->>'method' = 'transfer'
          and jsonb_typeof(${orders.payment}->'confirmation') = 'object'
        then jsonb_set(jsonb_set(${orders.payment}, '{confirmation,noteFromClient}', '""'),
          '{confirmation,proofImageSrc}', '""')
        else ${orders.payment} end`,
    })
    .where(mine);
  return n;
}

/**
 * Whether any brand still holds something of the customer's. A sign-in token of another brand
 * (single use, 5 minutes) does not count: it goes with the customer.
 */
async function heldAnywhere(tx: Db, customerId: string): Promise<boolean> {
  const [row] = await rowsOf<{ held: boolean }>(
    tx.execute(sql`select
      exists (select 1 from ${orders} where customer_id = ${customerId})
      or exists (select 1 from ${sessions} where customer_id = ${customerId})
      or exists (select 1 from ${uploads} where customer_id = ${customerId})
      or exists (select 1 from ${customerProfiles} where customer_id = ${customerId})
      or exists (select 1 from ${hiddenAddresses} where customer_id = ${customerId}) as held`),
  );
  return Boolean(row?.held);
}
