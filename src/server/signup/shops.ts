import "server-only";
import { eq, or } from "drizzle-orm";
import type { AuthUser } from "@/domain/auth";
import type { ErrorCode } from "@/domain/errors";
import type { ShopAddressProblem } from "@/domain/shop-address";
import { checkShopAddress, isOffensive } from "@/domain/shop-address";
import type { StarterChoice } from "@/domain/shop-starter";
import { STARTER_LOGO, starterBrandFile, starterLogoSvg } from "@/domain/shop-starter";
import { issueSignInToken } from "../auth/otp";
import { memoryAssets } from "../brands/assets";
import { importBrand } from "../brands/import-brand";
import { forgetBrands } from "../brands/resolve";
import { brandWriteLock } from "../brands/revisions";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { brands } from "../db/schema";
import { env } from "../env";
import { AppError } from "../errors";
import type { Limit } from "../rate-limit";
import { DAILY_BUCKET, DAY_S, withinLimits } from "../rate-limit";
import { siteOrigin } from "../site-url";
import { storage } from "../storage/storage";

// Opening a shop (issue 35 item 1, docs/owner.md "Opening a shop"): a signed-in person names a
// shop and its address on the platform's host; the shop is written like an imported brand file,
// being set up (opened_at null), with them as its owner, and they are handed to its host signed in.

/** How long the hand-off to the new shop's host may wait: one page load, not a bookmark. */
export const HANDOFF_TOKEN_TTL_S = 90;

export type AddressStatus = "free" | "taken" | ShopAddressProblem;

export interface AddressCheck {
  /** The address in its one spelling. */
  address: string;
  status: AddressStatus;
  /** The shop's public address as it will be (PUBLIC_URL's {brand} filled in). */
  origin: string;
}

const PROBLEM_CODE: Record<ShopAddressProblem, ErrorCode> = {
  short: "SHOP_ADDRESS_INVALID",
  long: "SHOP_ADDRESS_INVALID",
  characters: "SHOP_ADDRESS_INVALID",
  reserved: "SHOP_ADDRESS_RESERVED",
  offensive: "SHOP_ADDRESS_NOT_ALLOWED",
};

/** Whether a shop has the address, as its id or its subdomain (an imported brand's may differ). */
async function isTaken(db: Db, address: string): Promise<boolean> {
  const rows = await db
    .select({ id: brands.id })
    .from(brands)
    .where(or(eq(brands.id, address), eq(brands.subDomainName, address)))
    .limit(1);
  return rows.length > 0;
}

/** GET /api/signup/address: what the form says under the address as it is typed. */
export async function checkAddress(typed: string): Promise<AddressCheck> {
  const verdict = checkShopAddress(typed);
  const origin = siteOrigin(verdict.address || "…");
  if (!verdict.ok) return { address: verdict.address, status: verdict.problem, origin };
  const taken = await isTaken((await getDb()).db, verdict.address);
  return { address: verdict.address, status: taken ? "taken" : "free", origin };
}

export interface NewShop {
  brandId: string;
  origin: string;
  /** The single-use sign-in token the shop's host trades for a session (HANDOFF_TOKEN_TTL_S). */
  handoffToken: string;
}

const taken = () => new AppError("SHOP_ADDRESS_TAKEN");

/** A unique constraint of PostgreSQL, however the driver wraps it (the address, at a race). */
const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === "23505") return true;
  return false;
};

/** The sign-up limits (SIGNUPS_PER_PHONE_PER_DAY, SIGNUPS_PER_ADDRESS_PER_DAY), in a sliding day. */
function signupLimits(phoneNumber: string, ip: string): Limit[] {
  const { SIGNUPS_PER_PHONE_PER_DAY, SIGNUPS_PER_ADDRESS_PER_DAY } = env();
  return [
    {
      bucket: `${DAILY_BUCKET}signup:phone`,
      subject: phoneNumber,
      max: SIGNUPS_PER_PHONE_PER_DAY,
      windowSeconds: DAY_S,
      refusal: {
        code: "SIGNUPS_PER_PHONE_EXCEEDED",
        message: () => "This phone number has opened as many shops as it may today.",
      },
    },
    {
      bucket: `${DAILY_BUCKET}signup:ip`,
      subject: ip,
      max: SIGNUPS_PER_ADDRESS_PER_DAY,
      windowSeconds: DAY_S,
      refusal: {
        code: "SIGNUPS_PER_ADDRESS_EXCEEDED",
        message: () =>
          "As many shops as may be opened from this connection today have been opened.",
      },
    },
  ];
}

/**
 * Makes the shop in one transaction with the limits' count and the hand-off token: its brand file
 * imported (brand, branch, menu, the person as owner, revision 1), set to "being set up". Any
 * refusal writes nothing, and counts nothing against the limits.
 */
export async function createShop(
  person: AuthUser,
  choice: Omit<StarterChoice, "ownerPhone">,
  ip: string,
): Promise<NewShop> {
  const verdict = checkShopAddress(choice.address);
  if (!verdict.ok) throw new AppError(PROBLEM_CODE[verdict.problem]);
  if (isOffensive(choice.name)) throw new AppError("SHOP_NAME_NOT_ALLOWED");
  const address = verdict.address;
  const handle = await getDb();
  if (await isTaken(handle.db, address)) throw taken(); // before counting anything
  const file = starterBrandFile({ ...choice, address, ownerPhone: person.phoneNumber });
  const logo = Buffer.from(starterLogoSvg(choice.name));
  let handoffToken: string;
  try {
    handoffToken = await withinLimits(
      signupLimits(person.phoneNumber, ip),
      "sign-ups",
      async (tx) => {
        // Under the brand's own write lock (saveBrand's): a second sign-up for the address waits,
        // then finds it taken rather than writing over it.
        if (await isTaken(tx, address)) throw taken();
        const imported = await importBrand(
          { ...handle, db: tx },
          storage(),
          file,
          memoryAssets(new Map([[STARTER_LOGO, logo]])),
          { name: file.staff[0]!.name, phoneNumber: person.phoneNumber },
        );
        if (!imported.ok) {
          if (imported.problems.some((p) => p.path === "$.brand.subDomainName")) throw taken();
          throw new Error(`a starter brand file was refused: ${JSON.stringify(imported.problems)}`);
        }
        await tx.update(brands).set({ openedAt: null }).where(eq(brands.id, address));
        return issueSignInToken(tx, address, person, HANDOFF_TOKEN_TTL_S);
      },
      [brandWriteLock(address)],
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  forgetBrands(); // the new host's first request finds it, even before the NOTIFY arrives
  return { brandId: address, origin: siteOrigin(address), handoffToken };
}
