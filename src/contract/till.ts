// The till (issue 36 item 5, docs/till.md): a branch's day by payment method, and its close of
// day, confirmed by the branch's manager or the owner.
import { z } from "zod";
import { MAX_AMOUNT } from "@/domain/money-input";
import { maxCharacters } from "@/domain/text-schema";
import { storableText } from "@/domain/order-schema";
import type { TillClose, TillDay } from "@/domain/till";
import { MAX_CLOSE_NOTE } from "@/domain/till";
import { endpoint, PRIVATE, returns } from "./endpoint";
import { routes } from "./routes";

const branchId = z.string().min(1).max(64);
/** A day of the brand, YYYY-MM-DD; checked by src/domain/till.ts tillDayProblem (its own codes). */
const date = z.string().max(40);
const amount = z.number().min(0).max(MAX_AMOUNT);

export const day = endpoint(routes.till.day, {
  summary:
    "A branch's day (`branchId`: the caller's first branch when left out; `date` YYYY-MM-DD: the brand's today when left out): its orders and takings per payment method, the cash to count, online refunds, cancellations, and its close once confirmed.",
  query: z.strictObject({ branchId: branchId.optional(), date: date.optional() }),
  data: returns<TillDay>("TillDay"),
  cache: PRIVATE,
  errors: ["BRANCH_NOT_FOUND", "FORBIDDEN", "INVALID_DATE", "TILL_DAY_AHEAD"],
});

const place = { branchId, date };

export const closeDay = endpoint(routes.till.closeDay, {
  summary:
    "The branch's manager (or the owner) confirms the day's close: the cash counted, against `expected`, the cash to count as the page showed it (409 TILL_FIGURES_CHANGED when it has moved since), with a note. Once per branch and day.",
  body: z.strictObject({
    ...place,
    expected: amount,
    counted: amount,
    note: storableText().trim().check(maxCharacters(MAX_CLOSE_NOTE)).default(""),
  }),
  bodyCodes: { counted: "TILL_COUNT_INVALID" },
  data: returns<TillClose>("TillClose"),
  errors: [
    "BRANCH_NOT_FOUND",
    "FORBIDDEN",
    "INVALID_DATE",
    "TILL_DAY_AHEAD",
    "TILL_COUNT_INVALID",
    "TILL_MANAGERS_ONLY",
    "TILL_ALREADY_CLOSED",
    "TILL_FIGURES_CHANGED",
  ],
});

export const reopenDay = endpoint(routes.till.reopenDay, {
  summary:
    "The owner re-opens a confirmed close (a count to correct): it is kept, marked re-opened, and the day may be closed again.",
  body: z.strictObject(place),
  data: returns<TillDay>("TillDay"),
  errors: ["BRANCH_NOT_FOUND", "INVALID_DATE", "TILL_DAY_AHEAD", "TILL_NOT_CLOSED"],
});
