import "server-only";
import type { StaffRole } from "@/domain/auth";
import { AppError } from "./errors";

// Who may read or act on what (issue 15 item 4): the one module that decides, asked by the
// routes, the live streams, the order changes and the uploads. docs/orders.md "Staff".

/** A signed-in person of one brand, as far as access goes. */
export interface Viewer {
  uid: string;
  /** The branches they work at; null when they are not staff of the brand. Looked up once, and
   * only when asked (a customer reading their own order never needs it). */
  staffBranchIds(): Promise<readonly string[] | null>;
}

/**
 * An order, to its customer and the staff of its branch. Another customer learns nothing of it
 * (`not-found`, the same answer as an order that does not exist); staff of another branch are told
 * it is not theirs (`forbidden`).
 */
export async function orderAccess(
  viewer: Viewer,
  order: { customerId: string; branchId: string },
): Promise<"allowed" | "not-found" | "forbidden"> {
  if (order.customerId === viewer.uid) return "allowed";
  const branches = await viewer.staffBranchIds();
  if (!branches) return "not-found";
  return branches.includes(order.branchId) ? "allowed" : "forbidden";
}

/** The answer to staff acting on, or watching, an order of a branch they do not work at. */
export const notYourBranch = () =>
  new AppError("FORBIDDEN", "This order belongs to a branch you do not work at.");

/** Whose orders staff may change: a staff member's branches, or every branch (an operator). */
export type Scope = StaffRole | "all";

/** Whether `scope` covers `branchId`: staff see the orders of their branches on the board and may
 * accept, complete, cancel or mark them paid. */
export function covers(scope: Scope, branchId: string): boolean {
  return scope === "all" || scope.branchIds.includes(branchId);
}

/**
 * A payment proof, to the customer who uploaded it and the staff of the branch of the order it
 * pays (`orderBranchId`, null while no order uses it).
 */
export async function mayReadUpload(
  viewer: Viewer,
  upload: { ownerId: string; orderBranchId: string | null },
): Promise<boolean> {
  if (upload.ownerId === viewer.uid) return true;
  if (upload.orderBranchId === null) return false;
  return Boolean((await viewer.staffBranchIds())?.includes(upload.orderBranchId));
}

/** Whether a staff member still sees every branch a live board was opened for. */
export function stillCovers(now: StaffRole | null, opened: StaffRole): boolean {
  return Boolean(now && opened.branchIds.every((id) => now.branchIds.includes(id)));
}

/**
 * Whether a staff member runs the brand itself (the owner console, issue 19 item 8): its owners
 * only. A manager runs their branches' availability and hours and the board; staff the board.
 */
export function runsBrand(role: StaffRole): boolean {
  return role.role === "owner";
}

/** The answer to anyone but an owner asking for the owner console's endpoints. */
export const ownersOnly = () => new AppError("FORBIDDEN", "This is for the shop's owner only.");

/**
 * Whether a staff member runs branches (the console's branch pages, issue 19 item 8): an owner
 * every branch, a manager theirs. Which branch: `covers`.
 */
export function managesBranches(role: StaffRole): boolean {
  return role.role === "owner" || role.role === "manager";
}

/** The answer to staff asking for a manager's endpoints. */
export const managersOnly = () =>
  new AppError("FORBIDDEN", "This is for the shop's owner and branch managers only.");
