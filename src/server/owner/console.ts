import "server-only";
import type { OwnerBrand, RevisionDetail, SavedRevision } from "@/contract/owner";
import type { BrandDocument, BrandFileProblem } from "@/domain/brand-config";
import { brandImages } from "@/domain/brand-config";
import { contrastProblems, touchedColors } from "@/domain/brand-contrast";
import type { StaffRole } from "@/domain/auth";
import { normalPhoneNumber } from "@/domain/phone";
import type { SignedIn } from "../auth/sessions";
import type { BrandRef } from "../brands/resolve";
import type { RevisionAuthor } from "../brands/revisions";
import { canonicalDocument, currentDocument, revisionOf, saveBrand } from "../brands/revisions";
import { getDb } from "../db/client";
import { AppError } from "../errors";
import { onlinePaymentProblems } from "../payments/keys-check";
import { storage } from "../storage/storage";
import { removedWithOpenOrders } from "./branches";

// The owner console's writes (issue 19, docs/owner.md): a document checked as a brand file is,
// with what the console may not change, saved as a revision made from `base`.

const refused = (problems: BrandFileProblem[]) =>
  new AppError("BRAND_INVALID", "The change was refused; nothing was saved.", {
    details: { problems },
  });

async function current(brand: BrandRef) {
  const found = await currentDocument((await getDb()).db, brand.id);
  if (!found) throw new AppError("BRAND_NOT_FOUND");
  return found;
}

export async function ownerBrand(brand: BrandRef): Promise<OwnerBrand> {
  const { document, number } = await current(brand);
  return { revision: number, document };
}

/**
 * What a saved document may not do, beyond the brand file's rules: move the brand to another id
 * or address (the operator's), take its owner's own access away, make a colour it changes
 * unreadable (domain/brand-contrast.ts), name an image that was never uploaded to it, or turn
 * online payment on at a gateway it has no keys for (issue 20).
 */
async function consoleProblems(
  document: BrandDocument,
  before: BrandDocument,
  owner: SignedIn,
): Promise<BrandFileProblem[]> {
  const problems: BrandFileProblem[] = [];
  if (document.brand.id !== before.brand.id)
    problems.push({ path: "$.brand.id", message: `must stay "${before.brand.id}"` });
  if (document.brand.subDomainName !== before.brand.subDomainName)
    problems.push({
      path: "$.brand.subDomainName",
      message: `must stay "${before.brand.subDomainName}": the shop's address is set by kedai`,
    });
  const me = normalPhoneNumber(owner.user.phoneNumber);
  const i = document.staff.findIndex((m) => normalPhoneNumber(m.phoneNumber) === me);
  if (i === -1 || document.staff[i]!.role !== "owner")
    problems.push({
      path: i === -1 ? "$.staff" : `$.staff[${i}].role`,
      message: "you cannot take away your own owner access",
    });
  // A branch goes only once its orders are finished (issue 35 item 3), whichever page drops it.
  problems.push(...(await removedWithOpenOrders((await getDb()).db, before, document)));
  const colors = document.storeConfigs.branding.colors;
  problems.push(
    ...contrastProblems(colors, touchedColors(before.storeConfigs.branding.colors, colors)),
  );
  problems.push(
    ...(await onlinePaymentProblems(
      (await getDb()).db,
      before.brand.id,
      document.storeConfigs,
      "Delivery & payment, Replace keys",
    )),
  );
  const known = new Set(brandImages(before).map((image) => image.src));
  const fresh = brandImages(document).filter((image) => !known.has(image.src));
  const stored = await Promise.all(
    fresh.map((image) => storage().has(image.src.slice("/media/".length))),
  );
  const missing = fresh.filter((_, k) => !stored[k]);
  if (missing.length > 0)
    throw new AppError("IMAGE_NOT_FOUND", `No such image was uploaded: ${missing[0]!.src}`, {
      details: { problems: missing.map(({ path }) => ({ path, message: "was not uploaded" })) },
    });
  return problems;
}

const authorOf = (role: StaffRole, signedIn: SignedIn): RevisionAuthor => ({
  name: role.name,
  phoneNumber: signedIn.user.phoneNumber,
});

/** Saves a document from the console as the brand's next revision. */
export async function saveFromConsole(
  brand: BrandRef,
  role: StaffRole,
  signedIn: SignedIn,
  body: { base: number; document: unknown },
): Promise<SavedRevision> {
  const checked = canonicalDocument(body.document);
  if (!checked.ok) throw refused(checked.problems);
  const { document: before } = await current(brand);
  const problems = await consoleProblems(checked.document, before, signedIn);
  if (problems.length > 0) throw refused(problems);
  const saved = await saveBrand(await getDb(), checked.document, {
    source: "console",
    author: authorOf(role, signedIn),
    base: body.base,
  });
  return { unchanged: saved.unchanged, revision: saved.number, summary: saved.summary };
}

/** A revision by the number in its path; 404 for any other spelling or a number never made. */
export async function revisionDetail(brand: BrandRef, number: string): Promise<RevisionDetail> {
  const n = /^[1-9]\d{0,9}$/.test(number) ? Number(number) : 0;
  const found = n > 0 ? await revisionOf((await getDb()).db, brand.id, n) : null;
  if (!found) throw new AppError("REVISION_NOT_FOUND");
  return found;
}

/**
 * Brings revision `number` back as a new revision, checked by today's rules. The shop's address
 * stays what it is now (kedai's to set, not the revision's).
 */
export async function restoreRevision(
  brand: BrandRef,
  role: StaffRole,
  signedIn: SignedIn,
  number: string,
  base: number,
): Promise<SavedRevision> {
  const old = await revisionDetail(brand, number);
  const { document: before } = await current(brand);
  const checked = canonicalDocument({
    ...old.document,
    brand: { ...old.document.brand, subDomainName: before.brand.subDomainName },
  });
  if (!checked.ok) throw refused(checked.problems);
  const problems = await consoleProblems(checked.document, before, signedIn);
  if (problems.length > 0) throw refused(problems);
  const saved = await saveBrand(await getDb(), checked.document, {
    source: "restore",
    author: authorOf(role, signedIn),
    base,
    restoredFrom: old.number,
  });
  return { unchanged: saved.unchanged, revision: saved.number, summary: saved.summary };
}
