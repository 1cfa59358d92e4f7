import "server-only";
import type { Viewer } from "../access";
import { stillCovers } from "../access";
import { and, eq } from "drizzle-orm";
import type { AuthUser, StaffRole } from "@/domain/auth";
import type { BrandRef } from "../brands/resolve";
import { requireCustomer } from "../auth/http";
import type { SignedIn } from "../auth/sessions";
import { authenticate } from "../auth/sessions";
import { getDb } from "../db/client";
import { staff } from "../db/schema";
import { AppError } from "../errors";

/**
 * The staff role of a phone number in a brand, read fresh from the database on every call:
 * someone taken off the brand file loses access with the next import, not when a token expires.
 */
export async function staffRole(brand: BrandRef, phoneNumber: string): Promise<StaffRole | null> {
  const { db } = await getDb();
  const [row] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.brandId, brand.id), eq(staff.phoneNumber, phoneNumber)));
  if (!row) return null;
  return {
    name: row.name,
    role: row.role,
    branchIds:
      row.role === "owner"
        ? brand.branchIds
        : row.branchIds.filter((id) => brand.branchIds.includes(id)),
  };
}

/** The user as answered by the session calls: with their staff role when they have one. */
export async function withStaffRole(brand: BrandRef, user: AuthUser): Promise<AuthUser> {
  const role = await staffRole(brand, user.phoneNumber);
  return role ? { ...user, staff: role } : user;
}

export interface StaffSignedIn extends SignedIn {
  role: StaffRole;
}

/** A signed-in staff member of this brand: 401 when signed out, 403 for anyone else. */
export async function requireStaff(
  request: Request,
  brand: BrandRef,
  { write }: { write: boolean },
): Promise<StaffSignedIn> {
  const signedIn = await requireCustomer(request, brand, { write });
  const role = await staffRole(brand, signedIn.user.phoneNumber);
  if (!role) throw new AppError("FORBIDDEN", "This is for the shop's staff only.");
  return { ...signedIn, role };
}

/** The signed-in `user` as access.ts sees them; their staff branches looked up once, if asked. */
export function viewerOf(brand: BrandRef, user: AuthUser): Viewer {
  let branches: Promise<readonly string[] | null> | undefined;
  return {
    uid: user.uid,
    staffBranchIds: () =>
      (branches ??= staffRole(brand, user.phoneNumber).then((role) => role?.branchIds ?? null)),
  };
}

/**
 * For a live stream: whether the caller is still signed in and still staff of the same branches.
 * Someone taken off the brand file, or signed out, loses an open board within a minute.
 */
export function stillStaff(request: Request, brand: BrandRef, role: StaffRole) {
  return async (): Promise<boolean> => {
    const signedIn = await authenticate(request, brand);
    return Boolean(
      signedIn && stillCovers(await staffRole(brand, signedIn.user.phoneNumber), role),
    );
  };
}
