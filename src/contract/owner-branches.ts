// Branches from the owner console (issue 35 item 3, docs/owner.md "Branches"): add, close until
// reopened, reopen, remove. Each saves the brand's next revision from `base`, as a console save.
import { z } from "zod";
import { MAX_CLOSED_REASON } from "@/domain/brand-config";
import type { RemovalImpact } from "@/domain/branch-changes";
import { storableText } from "@/domain/order-schema";
import type { SavedRevision } from "./owner";
import { endpoint, PRIVATE, returns } from "./endpoint";
import { routes } from "./routes";

const base = z.number().int().min(0).max(2_147_483_647);

const addBranchBody = z.strictObject({
  base,
  branch: z
    .record(z.string(), z.unknown())
    .describe(
      "The brand file's branch without its id (name, address, phoneNumber, menuId, openingHours, orderModes, …): checked with the whole brand, problems by `$.branch.<field>`.",
    ),
});
export type AddBranchBody = z.output<typeof addBranchBody>;

/** A branch added: the revision saved, and the id made from its name. */
export interface AddedBranch extends SavedRevision {
  branchId: string;
}

const SAVE_ERRORS = ["BRANCH_NOT_FOUND", "BRAND_INVALID", "REVISION_STALE"] as const;

export const addBranch = endpoint(routes.owner.addBranch, {
  summary:
    "Add a branch ({base, branch}); its id is made from its name (`dapur-kue-cibubur`, `-2` when taken). Answers the revision saved and the id.",
  body: addBranchBody,
  maxBodyBytes: 64 * 1024,
  data: returns<AddedBranch>("AddedBranch"),
  errors: ["BRAND_INVALID", "REVISION_STALE"],
});

export const closeBranch = endpoint(routes.owner.closeBranch, {
  summary:
    "Close a branch until the owner reopens it ({base, reason}: what customers see, may be empty). It takes no order, for now or later (409 BRANCH_CLOSED); its open orders are still finished.",
  body: z.strictObject({
    base,
    reason: storableText().trim().max(MAX_CLOSED_REASON).default(""),
  }),
  data: returns<SavedRevision>("SavedRevision"),
  errors: SAVE_ERRORS,
});

export const reopenBranch = endpoint(routes.owner.reopenBranch, {
  summary: "Open a closed branch again ({base}): by its opening hours from now.",
  body: z.strictObject({ base }),
  data: returns<SavedRevision>("SavedRevision"),
  errors: SAVE_ERRORS,
});

export const branchRemoval = endpoint(routes.owner.branchRemoval, {
  summary:
    "What removing a branch would do now: its open orders, the managers and staff who work only there (they leave the team) and those who keep other branches; `refusal` says why it cannot go (LAST_BRANCH, BRANCH_HAS_OPEN_ORDERS).",
  data: returns<RemovalImpact>("BranchRemoval"),
  cache: PRIVATE,
  errors: ["BRANCH_NOT_FOUND"],
});

export const removeBranch = endpoint(routes.owner.removeBranch, {
  summary:
    "Remove a branch ({base}) as a new revision (History restores it). Refused for the last branch (409 LAST_BRANCH) and while it has open orders (409 BRANCH_HAS_OPEN_ORDERS). Its finished orders keep their rows; people who worked only there leave the team.",
  body: z.strictObject({ base }),
  data: returns<SavedRevision>("SavedRevision"),
  errors: [...SAVE_ERRORS, "LAST_BRANCH", "BRANCH_HAS_OPEN_ORDERS"],
});
