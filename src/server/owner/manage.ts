import "server-only";
import type { SavedRevision } from "@/contract/owner";
import type { BranchChangeBody, ManagedBranches } from "@/contract/manage";
import type { StaffRole } from "@/domain/auth";
import type { BrandFileProblem } from "@/domain/brand-config";
import { canonicalJson } from "@/domain/brand-revisions";
import type { SignedIn } from "../auth/sessions";
import { covers } from "../access";
import type { BrandRef } from "../brands/resolve";
import { canonicalDocument, currentDocument, revisionOf, saveBrand } from "../brands/revisions";
import { getDb } from "../db/client";
import { AppError } from "../errors";

// A branch's own pages (issue 19 item 8, docs/owner.md "Managers"): an owner or the branch's
// manager changes its hours, closed days and the items it does not sell. The change is made on
// the brand's current document and saved as a revision like any other, by the same rules.

const FIELDS = ["openingHours", "closures", "hiddenItems"] as const;

async function current(brand: BrandRef) {
  const found = await currentDocument((await getDb()).db, brand.id);
  if (!found) throw new AppError("BRAND_NOT_FOUND");
  return found;
}

/** The branches `role` runs, with the menus they use (names and prices only). */
export async function managedBranches(brand: BrandRef, role: StaffRole): Promise<ManagedBranches> {
  const { document, number } = await current(brand);
  const branches = document.branches
    .filter((b) => covers(role, b.id))
    .map(({ id, name, menuId, openingHours, closures, hiddenItems }) => ({
      id,
      name,
      menuId,
      openingHours,
      closures,
      hiddenItems,
    }));
  const used = new Set(branches.map((b) => b.menuId));
  return {
    revision: number,
    currency: document.brand.currency,
    branches,
    menus: document.menus
      .filter((m) => used.has(m.id))
      .map((m) => ({
        id: m.id,
        name: m.name,
        sections: m.sections.map((s) => ({
          id: s.id,
          name: s.name,
          items: s.items.map(({ uid, name, price, hidden }) => ({ uid, name, price, hidden })),
        })),
      })),
  };
}

/** The branch's fields a manager changes, to compare two revisions of them. */
const fieldsOf = (branch: Record<string, unknown> | undefined) =>
  canonicalJson(branch && Object.fromEntries(FIELDS.map((f) => [f, branch[f]])));

/**
 * Saves `change` of branch `branchId` on the brand's current document. It was made from revision
 * `base`: refused as stale only when someone changed these very fields of this branch since, so a
 * manager's hours never wait on the owner's price change, and never overwrite another's hours.
 */
export async function saveBranchChange(
  brand: BrandRef,
  role: StaffRole,
  signedIn: SignedIn,
  branchId: string,
  { base, ...change }: BranchChangeBody,
): Promise<SavedRevision> {
  const { document, number } = await current(brand);
  const at = document.branches.findIndex((b) => b.id === branchId);
  if (at === -1) throw new AppError("BRANCH_NOT_FOUND", "That branch does not exist.");
  if (!covers(role, branchId)) throw new AppError("FORBIDDEN", "This branch is not one you run.");
  const then = base === number ? null : await revisionOf((await getDb()).db, brand.id, base);
  const moved =
    base !== number &&
    (!then ||
      fieldsOf(then.document.branches.find((b) => b.id === branchId)) !==
        fieldsOf(document.branches[at]));
  const next = structuredClone(document);
  // Checked below with the whole brand; absent and empty are stored as absent.
  const branch: Record<string, unknown> = { ...next.branches[at]!, ...change };
  if (change.openingHours == null) delete branch.openingHours;
  if (
    change.hiddenItems == null ||
    (Array.isArray(change.hiddenItems) && !change.hiddenItems.length)
  )
    delete branch.hiddenItems;
  (next.branches as unknown[])[at] = branch;
  const checked = canonicalDocument(next);
  if (!checked.ok) throw refused(checked.problems, `$.branches[${at}]`);
  const saved = await saveBrand(await getDb(), checked.document, {
    source: "console",
    author: { name: role.name, phoneNumber: signedIn.user.phoneNumber },
    // A stale base is handed on, for saveBrand's answer naming who changed what.
    base: moved ? base : number,
  });
  return { unchanged: saved.unchanged, revision: saved.number, summary: saved.summary };
}

/** BRAND_INVALID with the branch's problems by their path in the request (`$.openingHours.mon[0]`). */
function refused(problems: BrandFileProblem[], at: string) {
  return new AppError("BRAND_INVALID", "The change was refused; nothing was saved.", {
    details: {
      problems: problems.map((p) => ({
        ...p,
        path: p.path.startsWith(`${at}.`) ? `$${p.path.slice(at.length)}` : p.path,
      })),
    },
  });
}
