import "server-only";
import { and, count, eq, inArray } from "drizzle-orm";
import type { AddBranchBody, AddedBranch } from "@/contract/owner-branches";
import type { SavedRevision } from "@/contract/owner";
import type { StaffRole } from "@/domain/auth";
import type { BrandDocument, BrandFileProblem } from "@/domain/brand-config";
import type { NewBranch, RemovalImpact } from "@/domain/branch-changes";
import {
  removalImpact,
  withBranchAdded,
  withBranchClosed,
  withBranchRemoved,
  withBranchReopened,
} from "@/domain/branch-changes";
import { OPEN_STATUSES } from "@/domain/order-status";
import type { SignedIn } from "../auth/sessions";
import type { BrandRef } from "../brands/resolve";
import { canonicalDocument, currentDocument, saveBrand } from "../brands/revisions";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { orders } from "../db/schema";
import { AppError } from "../errors";

// Branches from the owner console (issue 35 item 3, docs/owner.md "Branches"): add one, close it
// until reopened, reopen it, remove it. Each is a change of the brand's current document by the
// rules of src/domain/branch-changes.ts, saved as a revision made from `base` (History undoes it).

async function current(brand: BrandRef) {
  const found = await currentDocument((await getDb()).db, brand.id);
  if (!found) throw new AppError("BRAND_NOT_FOUND");
  return found;
}

/** How many orders of each branch are still open (pending, accepted, ready). */
export async function openOrdersOf(
  db: Db,
  brandId: string,
  branchIds: string[],
): Promise<Map<string, number>> {
  if (branchIds.length === 0) return new Map();
  const rows = await db
    .select({ branchId: orders.branchId, n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.brandId, brandId),
        inArray(orders.branchId, branchIds),
        inArray(orders.status, [...OPEN_STATUSES]),
      ),
    )
    .groupBy(orders.branchId);
  return new Map(rows.map((r) => [r.branchId, Number(r.n)]));
}

/**
 * Refusals of a console save or restore that drops branches with open orders: whatever page
 * sends the document, a branch goes only once its orders are finished.
 */
export async function removedWithOpenOrders(
  db: Db,
  before: BrandDocument,
  after: BrandDocument,
): Promise<BrandFileProblem[]> {
  const kept = new Set(after.branches.map((b) => b.id));
  const gone = before.branches.filter((b) => !kept.has(b.id));
  const open = await openOrdersOf(
    db,
    before.brand.id,
    gone.map((b) => b.id),
  );
  return gone
    .filter((b) => (open.get(b.id) ?? 0) > 0)
    .map((b) => ({
      path: "$.branches",
      message: `${b.name} has ${open.get(b.id)} open orders: it can go once they are completed or cancelled`,
    }));
}

const branchIn = (document: BrandDocument, branchId: string) => {
  const branch = document.branches.find((b) => b.id === branchId);
  if (!branch) throw new AppError("BRANCH_NOT_FOUND", "That branch does not exist.");
  return branch;
};

async function save(
  brand: BrandRef,
  role: StaffRole,
  signedIn: SignedIn,
  base: number,
  next: BrandDocument,
  at: string,
): Promise<SavedRevision> {
  const checked = canonicalDocument(next);
  if (!checked.ok)
    throw new AppError("BRAND_INVALID", "The change was refused; nothing was saved.", {
      details: {
        // By their path in the request ("$.branch.name"), for the form's fields.
        problems: checked.problems.map((p) => ({
          ...p,
          path:
            p.path === at || p.path.startsWith(`${at}.`)
              ? `$.branch${p.path.slice(at.length)}`
              : p.path,
        })),
      },
    });
  const saved = await saveBrand(await getDb(), checked.document, {
    source: "console",
    author: { name: role.name, phoneNumber: signedIn.user.phoneNumber },
    base,
  });
  return { unchanged: saved.unchanged, revision: saved.number, summary: saved.summary };
}

/** Adds a branch under an id made from its name; its problems come by `$.branch.<field>`. */
export async function addBranch(
  brand: BrandRef,
  role: StaffRole,
  signedIn: SignedIn,
  { base, branch }: AddBranchBody,
): Promise<AddedBranch> {
  const { document } = await current(brand);
  const name = typeof branch.name === "string" ? branch.name : "";
  const added = withBranchAdded(document, { ...branch, name } as unknown as NewBranch);
  const at = `$.branches[${added.document.branches.length - 1}]`;
  const saved = await save(brand, role, signedIn, base, added.document, at);
  return { ...saved, branchId: added.id };
}

/** Closes a branch until reopened, with the reason customers see. */
export async function closeBranch(
  brand: BrandRef,
  role: StaffRole,
  signedIn: SignedIn,
  branchId: string,
  { base, reason }: { base: number; reason: string },
): Promise<SavedRevision> {
  const { document } = await current(brand);
  branchIn(document, branchId);
  const next = withBranchClosed(document, branchId, reason);
  return save(brand, role, signedIn, base, next, "$");
}

/** Opens a closed branch again, by its hours. */
export async function reopenBranch(
  brand: BrandRef,
  role: StaffRole,
  signedIn: SignedIn,
  branchId: string,
  { base }: { base: number },
): Promise<SavedRevision> {
  const { document } = await current(brand);
  branchIn(document, branchId);
  return save(brand, role, signedIn, base, withBranchReopened(document, branchId), "$");
}

/** What removing a branch would do now: its open orders, who leaves, who stays. */
export async function branchRemoval(brand: BrandRef, branchId: string): Promise<RemovalImpact> {
  const { document } = await current(brand);
  branchIn(document, branchId);
  const open = await openOrdersOf((await getDb()).db, brand.id, [branchId]);
  return removalImpact(document, branchId, open.get(branchId) ?? 0)!;
}

/** Removes a branch: refused for the last one, and for one with open orders. */
export async function removeBranch(
  brand: BrandRef,
  role: StaffRole,
  signedIn: SignedIn,
  branchId: string,
  { base }: { base: number },
): Promise<SavedRevision> {
  const { document } = await current(brand);
  const impact = await branchRemoval(brand, branchId);
  if (impact.refusal === "LAST_BRANCH") throw new AppError("LAST_BRANCH");
  if (impact.refusal === "BRANCH_HAS_OPEN_ORDERS")
    throw new AppError(
      "BRANCH_HAS_OPEN_ORDERS",
      `${impact.name} has ${impact.openOrders} open orders. Remove it once they are completed or cancelled.`,
      { details: { openOrders: impact.openOrders } },
    );
  return save(brand, role, signedIn, base, withBranchRemoved(document, branchId), "$");
}
