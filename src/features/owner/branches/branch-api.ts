import type { OwnerBrand } from "@/contract";
import { consoleRoutes } from "@/contract/routes-console";
import type { BrandDocument } from "@/domain/brand-config";
import { defaultMenuId } from "@/domain/branch-changes";
import { call } from "@/features/api/client";

// Branches from the console (issue 35 item 3): POST /api/owner/branches and its branch's
// close, reopen, removal and remove (docs/API.md).
type Branch = BrandDocument["branches"][number];

export const branchApi = {
  add: (base: number, branch: Omit<Branch, "id">) =>
    call(consoleRoutes.owner.addBranch, { body: { base, branch } }),
  close: (base: number, branchId: string, reason: string) =>
    call(consoleRoutes.owner.closeBranch, { params: { branchId }, body: { base, reason } }),
  reopen: (base: number, branchId: string) =>
    call(consoleRoutes.owner.reopenBranch, { params: { branchId }, body: { base } }),
  removal: (branchId: string) =>
    call(consoleRoutes.owner.branchRemoval, { params: { branchId }, fresh: true }),
  remove: (base: number, branchId: string) =>
    call(consoleRoutes.owner.removeBranch, { params: { branchId }, body: { base } }),
};

/**
 * A new branch's first draft: no name or place yet (the place search sets the map point), the
 * first branch's hours to start from, both order modes, the brand's first menu.
 */
export function blankBranch(owner: OwnerBrand): Branch {
  const first = owner.document.branches[0];
  return {
    // Made from its name by the server; this one only lets the form's own check run.
    id: "new-branch",
    name: "",
    phoneNumber: "",
    address: { address: "", city: "", postalCode: "", lat: Number.NaN, lng: Number.NaN },
    menuId: defaultMenuId(owner.document) ?? "",
    ...(first?.openingHours && { openingHours: structuredClone(first.openingHours) }),
    closures: [],
  };
}
