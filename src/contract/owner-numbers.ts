// The console's Numbers page (issue 36 item 6, docs/owner.md "Numbers"): a range's figures per
// day, branch, hour of the day and payment method, the best sellers and the customers, for the
// brand's owners (every branch) and its managers (their branches).
import { z } from "zod";
import type { NumbersReport } from "@/domain/numbers";
import { NUMBER_RANGES } from "@/domain/numbers";
import { endpoint, PRIVATE, returns } from "./endpoint";
import { routes } from "./routes";

/** A day of the brand, YYYY-MM-DD; checked by src/domain/sales-days.ts (its own error codes). */
const day = z.string().max(40).default("");

export const numbers = endpoint(routes.manage.numbers, {
  summary:
    "A range of the brand's days (`range`: thisWeek, lastWeek, thisMonth, last30, or custom with `from` and `to`, YYYY-MM-DD, both counted, at most 366 days): orders (not cancelled), revenue, cancelled orders, average order, new and returning customers, per day, branch, hour of the brand's clock and payment method, and every item sold. An owner sees every branch, a manager theirs; `branch` narrows to one.",
  query: z.strictObject({
    range: z.enum(NUMBER_RANGES).default("thisWeek"),
    from: day,
    to: day,
    branch: z.string().max(100).default(""),
  }),
  data: returns<NumbersReport>("NumbersReport"),
  cache: PRIVATE,
  errors: ["INVALID_DATE", "DATE_RANGE_REVERSED", "DATE_RANGE_TOO_LONG", "BRANCH_NOT_FOUND"],
});
