// A branch's own pages of the console (issue 19 item 8, docs/owner.md "Managers"): what the
// branch sells and its hours, for the brand's owner and the branch's managers.
import { z } from "zod";
import type { BrandDocument } from "@/domain/brand-config";
import type { SavedRevision } from "./owner";
import { endpoint, PRIVATE, returns } from "./endpoint";
import { routes } from "./routes";

type Document = BrandDocument;
type Item = Document["menus"][number]["sections"][number]["items"][number];

/**
 * What a manager changes of a branch: its hours, closed days and the items it does not sell, as
 * the brand file has them. Checked with the whole brand (BRAND_INVALID by path, as every console
 * save), not here: a wrong day lands on its field rather than failing the request's shape.
 */
const branchChangeSchema = z.strictObject({
  base: z.number().int().min(0).max(2_147_483_647),
  openingHours: z
    .unknown()
    .optional()
    .describe("The brand file's branch openingHours; absent: open at all times."),
  closures: z.unknown().describe("The brand file's branch closures."),
  hiddenItems: z
    .unknown()
    .optional()
    .describe("The uids of its menu's items the branch does not sell."),
});
export type BranchChangeBody = z.output<typeof branchChangeSchema>;

/** A branch as its manager runs it. */
export type ManagedBranch = Pick<
  Document["branches"][number],
  "id" | "name" | "menuId" | "openingHours" | "closures" | "hiddenItems"
>;

/** The caller's branches with the menus they use: an item's name, price and whether it is shown. */
export interface ManagedBranches {
  /** The brand's revision: sent back with a save as `base`. */
  revision: number;
  currency: string;
  branches: ManagedBranch[];
  menus: {
    id: string;
    name: string;
    sections: {
      id: string;
      name: string;
      items: Pick<Item, "uid" | "name" | "price" | "hidden">[];
    }[];
  }[];
}

export const branches = endpoint(routes.manage.branches, {
  summary:
    "The branches the caller runs (an owner every one, a manager theirs): hours, closed days and the items of their menus each does not sell.",
  data: returns<ManagedBranches>("ManagedBranches"),
  cache: PRIVATE,
  errors: [],
});

export const saveBranch = endpoint(routes.manage.saveBranch, {
  summary:
    "Save a branch's hours, closed days and unsold items ({base, openingHours, closures, hiddenItems}) as the brand's next revision. Refused with 409 REVISION_STALE only when someone changed this branch's same fields since `base`.",
  body: branchChangeSchema,
  maxBodyBytes: 64 * 1024,
  data: returns<SavedRevision>("SavedRevision"),
  errors: ["BRANCH_NOT_FOUND", "BRAND_INVALID", "REVISION_STALE"],
});
