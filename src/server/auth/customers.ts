import "server-only";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AuthUser } from "@/domain/auth";
import type { Db } from "../db/client";
import { customers } from "../db/schema";

/** The customer of a phone number, created on first sign-in: one uid per number, every brand. */
export async function customerForPhone(db: Db, phoneNumber: string): Promise<AuthUser> {
  await db.insert(customers).values({ id: randomUUID(), phoneNumber }).onConflictDoNothing();
  const [row] = await db.select().from(customers).where(eq(customers.phoneNumber, phoneNumber));
  if (!row) throw new Error("customer vanished right after its insert");
  return { uid: row.id, phoneNumber };
}
