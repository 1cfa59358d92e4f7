import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { normalPhoneNumber } from "@/domain/phone";
import type { Db } from "./client";
import { rowsOf } from "./client";
import { customers, jobs, otpCodes, otpRequests, staff } from "./schema";

// Decision 0011: every stored phone number in libphonenumber's E.164, and one customer per number.
// Before it, "+62081100000001" and "+6281100000001" could be two customers. Runs once, in one
// transaction (src/server/db/data-migrations.ts). A number that does not normalize (never valid)
// is left as it is: no request can name it any more.

/** Every (table, column) with a foreign key to customers.id, read from the catalogue. */
async function columnsReferencingCustomers(tx: Db) {
  return rowsOf<{ tbl: string; col: string }>(
    tx.execute(sql`
      select c.conrelid::regclass::text as tbl, quote_ident(a.attname) as col
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'customers'::regclass
      order by 1, 2`),
  );
}

/**
 * Customers whose numbers are one number: the oldest keeps its uid and takes the normal spelling;
 * everything of the others (orders, sessions, sign-in tokens, uploads, whatever else points at
 * customers) moves to it, then they are deleted.
 */
async function mergeCustomers(tx: Db) {
  const rows = await tx
    .select({ id: customers.id, phoneNumber: customers.phoneNumber })
    .from(customers)
    .orderBy(asc(customers.createdAt), asc(customers.id));
  const byNumber = new Map<string, typeof rows>();
  for (const row of rows) {
    if (row.phoneNumber === null) continue; // an erased customer (docs/privacy.md) names nobody
    const normal = normalPhoneNumber(row.phoneNumber);
    byNumber.set(normal, [...(byNumber.get(normal) ?? []), row]);
  }
  const references = await columnsReferencingCustomers(tx);
  let merged = 0;
  let respelled = 0;
  for (const [normal, [keep, ...others]] of byNumber) {
    if (!keep) continue;
    for (const other of others) {
      // One order key per customer and brand: a key both used keeps its meaning on the older order.
      await tx.execute(sql`
        update orders o set idempotency_key = null
        where o.customer_id = ${other.id} and exists (
          select 1 from orders k where k.brand_id = o.brand_id and k.customer_id = ${keep.id}
            and k.idempotency_key = o.idempotency_key)`);
      for (const { tbl, col } of references)
        await tx.execute(
          sql`update ${sql.raw(tbl)} set ${sql.raw(col)} = ${keep.id} where ${sql.raw(col)} = ${other.id}`,
        );
      await tx.delete(customers).where(eq(customers.id, other.id));
      merged++;
    }
    if (keep.phoneNumber !== normal) {
      await tx.update(customers).set({ phoneNumber: normal }).where(eq(customers.id, keep.id));
      respelled++;
    }
  }
  return { customersMerged: merged, customersRespelled: respelled };
}

/** The distinct numbers of a column that are not written in their normal form. */
async function misspelled(numbers: Promise<{ phoneNumber: string }[]>) {
  return (await numbers)
    .map(({ phoneNumber }) => ({ from: phoneNumber, to: normalPhoneNumber(phoneNumber) }))
    .filter(({ from, to }) => from !== to);
}

export async function onePhoneOneCustomer(tx: Db): Promise<Record<string, number>> {
  const changed = await mergeCustomers(tx);

  const codes = await misspelled(
    tx.selectDistinct({ phoneNumber: otpCodes.phoneNumber }).from(otpCodes),
  );
  for (const { from, to } of codes)
    // A code's hash covers the number as spelled: under the new spelling it can never match.
    await tx
      .update(otpCodes)
      .set({ phoneNumber: to, consumedAt: sql`coalesce(${otpCodes.consumedAt}, now())` })
      .where(eq(otpCodes.phoneNumber, from));

  const requests = await misspelled(
    tx.selectDistinct({ phoneNumber: otpRequests.phoneNumber }).from(otpRequests),
  );
  for (const { from, to } of requests)
    await tx.update(otpRequests).set({ phoneNumber: to }).where(eq(otpRequests.phoneNumber, from));

  let staffRows = 0;
  const members = await tx
    .select({ brandId: staff.brandId, phoneNumber: staff.phoneNumber })
    .from(staff);
  const listed = new Set(members.map((m) => `${m.brandId}:${m.phoneNumber}`));
  for (const { brandId, phoneNumber } of members) {
    const normal = normalPhoneNumber(phoneNumber);
    if (normal === phoneNumber) continue;
    const where = and(eq(staff.brandId, brandId), eq(staff.phoneNumber, phoneNumber));
    // Listed twice in one brand: the entry already in the normal form stands (the next import of
    // the brand file replaces the list anyway).
    if (listed.has(`${brandId}:${normal}`)) await tx.delete(staff).where(where);
    else await tx.update(staff).set({ phoneNumber: normal }).where(where);
    listed.add(`${brandId}:${normal}`);
    staffRows++;
  }

  // Status messages not sent yet go to the number's one spelling.
  let messages = 0;
  const pending = await tx
    .select({ id: jobs.id, to: sql<string>`${jobs.payload}->>'to'` })
    .from(jobs)
    .where(and(eq(jobs.kind, "sms"), isNull(jobs.doneAt), isNull(jobs.failedAt)));
  for (const job of pending) {
    const normal = typeof job.to === "string" ? normalPhoneNumber(job.to) : job.to;
    if (normal === job.to) continue;
    await tx
      .update(jobs)
      .set({ payload: sql`jsonb_set(${jobs.payload}, '{to}', to_jsonb(${normal}::text))` })
      .where(eq(jobs.id, job.id));
    messages++;
  }

  return {
    ...changed,
    otpCodeNumbers: codes.length,
    otpRequestNumbers: requests.length,
    staffRows,
    messages,
  };
}
