import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { OrderDetail } from "@/domain/order";
import type { BrandRef } from "../brands/resolve";
import { customers, customerProfiles, hiddenAddresses, sessions, uploads } from "../db/schema";
import { allCustomerOrderDetails } from "../orders/views";
import { HOUR_S, withinLimits } from "../rate-limit";
import { uploadSrc } from "../uploads/uploads";

// "Download my data" (issue 32 item 8; UU PDP art. 7 and 13 as we read them, docs/privacy.md):
// everything this brand holds about the customer, and nothing another brand holds.

/** Copies a customer may make an hour: each one reads all their orders. */
export const EXPORTS_PER_HOUR = 5;

export interface AccountExport {
  format: "kedai-account-export/1";
  exportedAt: string;
  /** Who holds the data: the brand (the data controller). */
  brand: { id: string; name: string };
  customer: { id: string; phoneNumber: string; firstSignedInAt: string };
  profile: {
    name: string | null;
    language: string | null;
    messages: string;
    updatedAt: string;
    /** When they were first asked their name after signing in (or first set it), if ever. */
    nameAskedAt: string | null;
    /** When they turned order messages by WhatsApp off (issue 37); null: on. */
    whatsappOffAt: string | null;
  } | null;
  hiddenAddresses: { address: string; addressDetails: string; hiddenAt: string }[];
  /** Sign-ins on this brand: when, and until when; never the secret of the cookie. */
  sessions: {
    current: boolean;
    createdAt: string;
    lastSeenAt: string;
    expiresAt: string;
    revokedAt: string | null;
  }[];
  /** Each with the name it was placed under (null: none, or placed before orders kept it). */
  orders: (OrderDetail & { customerName: string | null })[];
  /** Payment receipts uploaded: what and when (the images themselves at `src`, signed in). */
  uploads: { id: string; contentType: string; size: number; createdAt: string; src: string }[];
}

const iso = (d: Date) => d.toISOString();

export async function accountExport(
  brand: BrandRef,
  user: { uid: string; phoneNumber: string },
  sessionId: string,
): Promise<AccountExport> {
  const limit = {
    bucket: "account-export",
    subject: `${brand.id}:${user.uid}`,
    max: EXPORTS_PER_HOUR,
    windowSeconds: HOUR_S,
  };
  return withinLimits([limit], "copies of your data", async (tx) => {
    const mine = (
      t: typeof customerProfiles | typeof hiddenAddresses | typeof sessions | typeof uploads,
    ) => and(eq(t.brandId, brand.id), eq(t.customerId, user.uid));
    const [[customer], [profile], hidden, signIns, orderList, files] = await Promise.all([
      tx.select().from(customers).where(eq(customers.id, user.uid)),
      tx.select().from(customerProfiles).where(mine(customerProfiles)),
      tx
        .select()
        .from(hiddenAddresses)
        .where(mine(hiddenAddresses))
        .orderBy(asc(hiddenAddresses.createdAt)),
      tx.select().from(sessions).where(mine(sessions)).orderBy(asc(sessions.createdAt)),
      allCustomerOrderDetails(tx, brand, user.uid),
      tx.select().from(uploads).where(mine(uploads)).orderBy(asc(uploads.createdAt)),
    ]);
    return {
      format: "kedai-account-export/1",
      exportedAt: new Date().toISOString(),
      brand: { id: brand.id, name: brand.name },
      customer: {
        id: user.uid,
        phoneNumber: user.phoneNumber,
        firstSignedInAt: iso(customer?.createdAt ?? new Date()),
      },
      profile: profile
        ? {
            name: profile.name,
            language: profile.language,
            messages: profile.messages,
            updatedAt: iso(profile.updatedAt),
            nameAskedAt: profile.nameAskedAt && iso(profile.nameAskedAt),
            whatsappOffAt: profile.whatsappOffAt && iso(profile.whatsappOffAt),
          }
        : null,
      hiddenAddresses: hidden.map((h) => ({
        address: h.address,
        addressDetails: h.addressDetails,
        hiddenAt: iso(h.createdAt),
      })),
      sessions: signIns.map((s) => ({
        current: s.id === sessionId,
        createdAt: iso(s.createdAt),
        lastSeenAt: iso(s.lastSeenAt),
        expiresAt: iso(s.expiresAt),
        revokedAt: s.revokedAt && iso(s.revokedAt),
      })),
      orders: orderList,
      uploads: files.map((u) => ({
        id: u.id,
        contentType: u.contentType,
        size: u.size,
        createdAt: iso(u.createdAt),
        src: uploadSrc(u.id),
      })),
    };
  });
}
