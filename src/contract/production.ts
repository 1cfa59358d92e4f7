// The kitchen's production list (issue 36 item 1, docs/production.md): a day's orders of the
// caller's branches summed per item and per options chosen, and the same orders by slot.
import { z } from "zod";
import type { BranchProduction, ProductionStatus } from "@/domain/production";
import { PRODUCTION_LIMIT, PRODUCTION_STATUSES, statusesOf } from "@/domain/production";
import { endpoint, PRIVATE, returns } from "./endpoint";
import { routes } from "./routes";

export interface ProductionList {
  /** The day listed (YYYY-MM-DD, the brand's), and the zone its slots are shown in. */
  date: string;
  timeZone: string;
  statuses: ProductionStatus[];
  /** The caller's branches, for the filter; `branch` is the one asked for, else null (all). */
  branches: { id: string; name: string }[];
  branch: string | null;
  /** Per branch with orders that day. */
  lists: BranchProduction[];
  /** More than PRODUCTION_LIMIT orders: the list holds the earliest due only. */
  truncated: boolean;
}

export const production = endpoint(routes.staff.production, {
  summary: `The caller's branches' orders due on \`date\` (YYYY-MM-DD, the brand's day; without it, today): an order for later on its slot's day, one for now on the day it was placed. Per branch: the lines summed per item and options chosen (how many carry writing), each sum's order lines, and the orders by slot. \`status\`: a comma-separated list of ${PRODUCTION_STATUSES.join(", ")} (without it, the open ones; a cancelled order is never listed); \`branch\`: one of the caller's branches (without it, all). At most ${PRODUCTION_LIMIT} orders.`,
  query: z.strictObject({
    date: z.string().max(40).default(""),
    status: z
      .string()
      .max(200)
      .optional()
      .refine((text) => statusesOf(text) !== null, {
        message: `a comma-separated list of ${PRODUCTION_STATUSES.join(", ")}`,
      }),
    branch: z.string().max(100).optional(),
  }),
  data: returns<ProductionList>("ProductionList"),
  cache: PRIVATE,
  errors: ["INVALID_DATE", "BRANCH_NOT_FOUND", "FORBIDDEN"],
});
