import type { BrandDocument } from "./brand-config";
import { newId } from "./menu-edit";

// Issue 35 item 3: adding, closing until reopened, reopening and removing a branch from the
// owner console. Each is a change of the brand's document (saved as a revision, so History can
// undo it); what the server refuses is decided here, for the console to say it before asking.

type Branch = BrandDocument["branches"][number];
type Member = BrandDocument["staff"][number];

/** A branch as the owner adds it: everything but its id, which is made from its name. */
export type NewBranch = Omit<Branch, "id">;

/** A new branch's id from its name ("Dapur Kue Cibubur" → "dapur-kue-cibubur"), unique. */
export const newBranchId = (name: string, branches: readonly Pick<Branch, "id">[]) =>
  newId(name, new Set(branches.map((b) => b.id)), "branch");

/** The menu a new branch sells from when the owner picks none: the brand's first. */
export const defaultMenuId = (document: Pick<BrandDocument, "menus">) => document.menus[0]?.id;

/** `document` with `branch` added last under a new id. */
export function withBranchAdded(
  document: BrandDocument,
  branch: NewBranch,
): { document: BrandDocument; id: string } {
  const id = newBranchId(branch.name, document.branches);
  const next = structuredClone(document);
  next.branches.push({ ...structuredClone(branch), id });
  return { document: next, id };
}

/**
 * `document` with the branch closed until reopened, saying `reason` to customers ("" for none).
 * Closing every branch is allowed: a shop on a long break stays browsable and takes no orders.
 */
export function withBranchClosed(
  document: BrandDocument,
  branchId: string,
  reason: string,
): BrandDocument {
  return changeBranch(document, branchId, (b) => {
    b.closedUntilReopened = { reason: reason.trim() };
  });
}

/** `document` with the branch open again by its hours. */
export function withBranchReopened(document: BrandDocument, branchId: string): BrandDocument {
  return changeBranch(document, branchId, (b) => {
    delete b.closedUntilReopened;
  });
}

function changeBranch(document: BrandDocument, branchId: string, change: (b: Branch) => void) {
  const next = structuredClone(document);
  const branch = next.branches.find((b) => b.id === branchId);
  if (branch) change(branch);
  return next;
}

/** Why a branch cannot be removed now. */
export type RemovalRefusal = "LAST_BRANCH" | "BRANCH_HAS_OPEN_ORDERS";

/** A person of the team as the removal dialog names them. */
export type TeamMember = Pick<Member, "name" | "phoneNumber" | "role">;

/** What removing a branch does, said before the owner confirms. */
export interface RemovalImpact {
  branchId: string;
  name: string;
  /** Its orders not yet completed or cancelled: they must be, before it can go. */
  openOrders: number;
  /** Managers and staff who work only there: taken off the team with it (signed out). */
  leaving: TeamMember[];
  /** Managers and staff who work there and elsewhere: they keep their other branches. */
  keeping: TeamMember[];
  /** Why it cannot be removed now; null: it can. */
  refusal: RemovalRefusal | null;
}

const memberOf = ({ name, phoneNumber, role }: Member): TeamMember => ({ name, phoneNumber, role });

/**
 * What removing `branchId` does, given its `openOrders`; null when there is no such branch.
 * The last branch stays (a shop sells from at least one); one with open orders stays until they
 * are finished or cancelled, so no customer waits on a branch nobody can see any more. Its
 * finished orders keep their rows, snapshots and timelines: nothing points back at the branch.
 */
export function removalImpact(
  document: BrandDocument,
  branchId: string,
  openOrders: number,
): RemovalImpact | null {
  const branch = document.branches.find((b) => b.id === branchId);
  if (!branch) return null;
  const there = document.staff.filter((m) => m.role !== "owner" && m.branchIds.includes(branchId));
  return {
    branchId,
    name: branch.name,
    openOrders,
    leaving: there.filter((m) => m.branchIds.length === 1).map(memberOf),
    keeping: there.filter((m) => m.branchIds.length > 1).map(memberOf),
    refusal:
      document.branches.length <= 1
        ? "LAST_BRANCH"
        : openOrders > 0
          ? "BRANCH_HAS_OPEN_ORDERS"
          : null,
  };
}

/**
 * `document` without the branch: the people who worked only there leave the team, the others
 * keep their other branches. Its menu stays (another branch may use it, or a new one).
 */
export function withBranchRemoved(document: BrandDocument, branchId: string): BrandDocument {
  const next = structuredClone(document);
  next.branches = next.branches.filter((b) => b.id !== branchId);
  next.staff = next.staff
    .map((m) => ({ ...m, branchIds: m.branchIds.filter((id) => id !== branchId) }))
    .filter((m) => m.role === "owner" || m.branchIds.length > 0);
  return next;
}

/** The branches a saved document no longer has: each must have no open order (console saves). */
export const removedBranchIds = (before: BrandDocument, after: BrandDocument) => {
  const kept = new Set(after.branches.map((b) => b.id));
  return before.branches.filter((b) => !kept.has(b.id)).map((b) => b.id);
};
