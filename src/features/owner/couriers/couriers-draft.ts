import type { CourierSettingsProblem, CouriersView } from "@/domain/courier-settings-schema";
import { checkCourierSettings } from "@/domain/courier-settings-schema";
import type { BookingRule, FeeRule, ServiceCode } from "@/domain/couriers";
import { BEFORE_SLOT_MINUTES, DEFAULT_FEE_RULE } from "@/domain/couriers";
import type { MoneyProblem } from "@/domain/money-input";
import { moneyInputText, parseMoneyInput } from "@/domain/money-input";

// The Couriers form's state as typed (src/domain/courier-settings-schema.ts checks it, here and on
// the server): amounts as the owner writes them ("2.000"), read by the console's one rule; the key
// starts empty, which keeps the stored one.

/** What the shop does with the courier's quote: passes it on, adds to it, or pays part of it. */
export type AdjustKind = "none" | "margin" | "subsidy";

export interface BranchDraft {
  services: ServiceCode[];
  booking: BookingRule["kind"];
  /** As typed: whole minutes. */
  minutes: string;
}

export interface CouriersDraft {
  apiKey: string;
  feeKind: FeeRule["kind"];
  roundTo: number;
  adjustKind: AdjustKind;
  adjust: string;
  price: string;
  keepSegments: boolean;
  branches: Record<string, BranchDraft>;
}

/** A field's problem: from reading an amount, or from the form's check. */
export type DraftProblem =
  { source: "money"; problem: MoneyProblem } | { source: "check"; problem: CourierSettingsProblem };

export function draftOf(view: Pick<CouriersView, "settings" | "branches">): CouriersDraft {
  const fee = view.settings?.fee ?? DEFAULT_FEE_RULE;
  const adjust = fee.kind === "quote" ? fee.adjust : 0;
  return {
    apiKey: "",
    feeKind: fee.kind,
    roundTo: fee.kind === "quote" ? fee.roundTo : 1000,
    adjustKind: adjust > 0 ? "margin" : adjust < 0 ? "subsidy" : "none",
    adjust: adjust === 0 ? "" : moneyInputText(Math.abs(adjust)),
    price: fee.kind === "flat" ? moneyInputText(fee.price) : "",
    keepSegments: view.settings?.keepSegments ?? true,
    branches: Object.fromEntries(
      view.branches.map(({ id }) => {
        const branch = view.settings?.branches[id];
        const booking = branch?.booking ?? { kind: "manual" };
        const minutes =
          booking.kind === "before_slot" ? booking.minutes : BEFORE_SLOT_MINUTES.default;
        return [
          id,
          { services: branch?.services ?? [], booking: booking.kind, minutes: String(minutes) },
        ];
      }),
    ),
  };
}

/** Minutes as typed: digits only, else NaN (refused as out of range). */
const minutesOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

function bookingOf(branch: BranchDraft): BookingRule {
  if (branch.booking === "before_slot")
    return { kind: "before_slot", minutes: minutesOf(branch.minutes) };
  return { kind: branch.booking };
}

/**
 * The body to send, or the problems by field (shown at once, before any request): the amounts
 * read first, then the same check as the server's.
 */
export function bodyOf(
  draft: CouriersDraft,
  currency: string,
  stored: boolean,
):
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; problems: Record<string, DraftProblem> } {
  const problems: Record<string, DraftProblem> = {};
  const amount = (field: string, text: string): number => {
    const reading = parseMoneyInput(text, currency);
    if (reading.kind === "amount") return reading.amount;
    problems[field] = {
      source: "money",
      problem: reading.kind === "refused" ? reading.problem : "notAmount",
    };
    return 0;
  };
  let fee: FeeRule;
  if (draft.feeKind === "flat") fee = { kind: "flat", price: amount("fee.price", draft.price) };
  else {
    const adjust = draft.adjustKind === "none" ? 0 : amount("fee.adjust", draft.adjust);
    fee = {
      kind: "quote",
      roundTo: draft.roundTo,
      adjust: draft.adjustKind === "subsidy" ? -adjust : adjust,
    };
  }
  const body = {
    ...(draft.apiKey.trim() === "" ? {} : { apiKey: draft.apiKey }),
    fee,
    keepSegments: draft.keepSegments,
    branches: Object.fromEntries(
      Object.entries(draft.branches)
        .filter(([, branch]) => branch.services.length > 0)
        .map(([id, branch]) => [id, { services: branch.services, booking: bookingOf(branch) }]),
    ),
  };
  const checked = checkCourierSettings(body, Object.keys(draft.branches), stored);
  if (!checked.ok)
    for (const p of checked.problems) problems[p.field] ??= { source: "check", problem: p.problem };
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, body };
}
