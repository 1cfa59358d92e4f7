import { z } from "zod";
import type { BranchCouriers, CourierSettings, FeeRule } from "./couriers";
import { BEFORE_SLOT_MINUTES, ROUND_TO_CHOICES, SERVICE_CODES } from "./couriers";
import { MAX_AMOUNT } from "./money-input";

// The console's Couriers form (issue 38 item 1, docs/couriers.md "Setting up couriers"), checked
// the same way in the browser and on the server: every refusal names its field and its problem,
// never the key. Amounts arrive as numbers: the form reads what the owner typed by the one rule of
// src/domain/money-input.ts first.

/**
 * Why a field is refused:
 * - `missing`: the key on the first save (later, empty keeps the stored one);
 * - `shape`: a key with spaces inside, or too short to be one;
 * - `notNumber`: an amount or a number of minutes that is not a number;
 * - `negative`: a flat fee under zero;
 * - `tooLarge`: an amount over MAX_AMOUNT;
 * - `range`: minutes outside BEFORE_SLOT_MINUTES, or not whole;
 * - `choice`: a rounding not in ROUND_TO_CHOICES, a fee or booking kind that is not one;
 * - `unknownBranch`: not a branch of the brand;
 * - `unknownService`: not one of COURIER_SERVICES;
 * - `invalid`: anything else of the wrong shape.
 */
export type CourierSettingsProblem =
  | "missing"
  | "shape"
  | "notNumber"
  | "negative"
  | "tooLarge"
  | "range"
  | "choice"
  | "unknownBranch"
  | "unknownService"
  | "invalid";

/** A field by its path: `apiKey`, `fee.adjust`, `branches.<id>.booking.minutes`… */
export interface CourierFieldProblem {
  field: string;
  problem: CourierSettingsProblem;
}

const KEY_LENGTH = { min: 8, max: 500 } as const;

const amount = z.number({ error: "notNumber" }).refine(Number.isFinite, "notNumber");

const feeRule = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({
      kind: z.literal("quote"),
      roundTo: z
        .number({ error: "notNumber" })
        .refine((n) => (ROUND_TO_CHOICES as readonly number[]).includes(n), "choice"),
      adjust: amount.refine((n) => Math.abs(n) <= MAX_AMOUNT, "tooLarge"),
    }),
    z.strictObject({
      kind: z.literal("flat"),
      price: amount.refine((n) => n >= 0, "negative").refine((n) => n <= MAX_AMOUNT, "tooLarge"),
    }),
  ],
  { error: "choice" },
);

const bookingRule = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({ kind: z.literal("manual") }),
    z.strictObject({ kind: z.literal("on_ready") }),
    z.strictObject({
      kind: z.literal("before_slot"),
      minutes: z
        .number({ error: "notNumber" })
        .refine(
          (n) =>
            Number.isInteger(n) && n >= BEFORE_SLOT_MINUTES.min && n <= BEFORE_SLOT_MINUTES.max,
          "range",
        ),
    }),
  ],
  { error: "choice" },
);

const branchCouriers = z.strictObject({
  services: z.array(z.enum(SERVICE_CODES, { error: "unknownService" }), { error: "invalid" }),
  booking: bookingRule,
});

/** The form as sent (PUT-like POST /api/owner/couriers): the key, the fee, and each branch's. */
export const courierSettingsSchema = z.strictObject({
  /** Empty or left out keeps the stored key (needed on the first save). */
  apiKey: z.string({ error: "shape" }).max(KEY_LENGTH.max, "shape").optional(),
  fee: feeRule,
  keepSegments: z.boolean({ error: "invalid" }),
  branches: z.record(z.string(), branchCouriers, { error: "invalid" }),
});
export type CourierSettingsInput = z.output<typeof courierSettingsSchema>;

/** What is stored once checked: the key trimmed (left out to keep it), the settings normalized. */
export interface CheckedCouriers {
  apiKey?: string;
  settings: CourierSettings;
}

const PROBLEMS = new Set<string>([
  "missing",
  "shape",
  "notNumber",
  "negative",
  "tooLarge",
  "range",
  "choice",
  "unknownBranch",
  "unknownService",
]);

function problemOf(issue: z.core.$ZodIssue): CourierFieldProblem {
  const path = issue.path.filter((p) => typeof p !== "symbol");
  // A service's index says nothing to the owner: the branch's list is the field.
  const last = path.at(-1);
  const field = (typeof last === "number" ? path.slice(0, -1) : path).join(".");
  if (issue.code === "unrecognized_keys")
    return { field: [...path, issue.keys[0]].join("."), problem: "invalid" };
  const problem = PROBLEMS.has(issue.message) ? issue.message : "invalid";
  return { field: field || "settings", problem: problem as CourierSettingsProblem };
}

/**
 * Checks the form: `branchIds` are the brand's branches (settings name no other), `stored` whether
 * the brand has a key already. A branch offering no service is left out of `branches`.
 */
export function checkCourierSettings(
  input: unknown,
  branchIds: readonly string[],
  stored: boolean,
): { ok: true; value: CheckedCouriers } | { ok: false; problems: CourierFieldProblem[] } {
  const parsed = courierSettingsSchema.safeParse(input);
  const problems: CourierFieldProblem[] = parsed.success ? [] : parsed.error.issues.map(problemOf);
  const data = parsed.success ? parsed.data : null;
  const raw = (typeof input === "object" && input !== null ? input : {}) as {
    apiKey?: unknown;
    branches?: unknown;
  };
  const key = typeof raw.apiKey === "string" ? raw.apiKey.trim() : "";
  if (key === "" && !stored) problems.push({ field: "apiKey", problem: "missing" });
  else if (key !== "" && (/\s/.test(key) || key.length < KEY_LENGTH.min))
    problems.push({ field: "apiKey", problem: "shape" });
  if (typeof raw.branches === "object" && raw.branches !== null)
    for (const id of Object.keys(raw.branches))
      if (!branchIds.includes(id))
        problems.push({ field: `branches.${id}`, problem: "unknownBranch" });
  if (!data || problems.length > 0) return { ok: false, problems: unique(problems) };
  const branches: Record<string, BranchCouriers> = {};
  for (const [id, branch] of Object.entries(data.branches))
    if (branch.services.length > 0)
      branches[id] = { services: [...new Set(branch.services)], booking: branch.booking };
  const fee: FeeRule = data.fee;
  return {
    ok: true,
    value: {
      ...(key === "" ? {} : { apiKey: key }),
      settings: { aggregator: "biteship", fee, keepSegments: data.keepSegments, branches },
    },
  };
}

/** One problem per field: the first said. */
function unique(problems: CourierFieldProblem[]): CourierFieldProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => !seen.has(p.field) && seen.add(p.field));
}

/** The header Biteship's webhook calls carry the brand's secret in (set in its dashboard). */
export const COURIER_SECRET_HEADER = "x-kedai-courier-secret";

/** What the console's Couriers page shows (GET /api/owner/couriers). */
export interface CouriersView {
  /** The brand's key, masked, and who saved it when; null when it has no couriers. */
  account: {
    aggregator: CourierSettings["aggregator"];
    maskedKey: string;
    updatedBy: string;
    /** ISO 8601. */
    updatedAt: string;
  } | null;
  settings: CourierSettings | null;
  /** What to paste at the aggregator: the URL, and the header's secret (null until a save). */
  webhookUrl: string;
  webhookHeader: typeof COURIER_SECRET_HEADER;
  webhookSecret: string | null;
  /** The brand's branches, in its order: the ones settings may name. */
  branches: { id: string; name: string }[];
}

/** The answer of a key check: the services that quoted from the first branch to 2 km away. */
export interface CourierCheck {
  branchId: string;
  rates: { service: string; price: number }[];
}
