import type { LoyaltyReward, LoyaltySettings } from "@/domain/loyalty";
import { moneyInputText, parseMoneyInput } from "@/domain/money-input";
import { checkLoyaltySettings } from "@/domain/promotion-schema";
import type { DraftProblem } from "./promotion-draft";

// The loyalty form's state as typed: amounts as the owner writes them, read by the console's one
// rule, then the same check as the server's (src/domain/promotion-schema.ts).

export interface LoyaltyDraft {
  active: boolean;
  kind: "STAMPS" | "POINTS";
  minimumSpend: string;
  rupiahPerPoint: string;
  /** Stamps for a full card, or points for a reward. */
  forReward: string;
  reward: LoyaltyReward["type"];
  rewardAmount: string;
  rewardItemId: string;
}

/** The form filled with the stored settings, or a 10-stamp card to start from. */
export function loyaltyDraftOf(settings: LoyaltySettings | null): LoyaltyDraft {
  const program = settings?.program;
  const reward = program?.reward;
  return {
    active: settings?.active ?? true,
    kind: program?.kind ?? "STAMPS",
    minimumSpend: program?.kind === "STAMPS" ? moneyInputText(program.minimumSpend) : "",
    rupiahPerPoint: program?.kind === "POINTS" ? moneyInputText(program.rupiahPerPoint) : "10.000",
    forReward: program
      ? String(program.kind === "STAMPS" ? program.stampsForReward : program.pointsForReward)
      : "10",
    reward: reward?.type ?? "FREE_ITEM",
    rewardAmount: reward?.type === "AMOUNT_OFF" ? moneyInputText(reward.amount) : "",
    rewardItemId: reward?.type === "FREE_ITEM" ? (reward.itemIds[0] ?? "") : "",
  };
}

const wholeOf = (typed: string) => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN);

export function loyaltyBodyOf(
  draft: LoyaltyDraft,
  currency: string,
  itemIds: readonly string[],
): { ok: true; body: LoyaltySettings } | { ok: false; problems: Record<string, DraftProblem> } {
  const problems: Record<string, DraftProblem> = {};
  const amount = (field: string, typed: string, empty: number | null): number | null => {
    const reading = parseMoneyInput(typed, currency);
    if (reading.kind === "amount") return reading.amount;
    if (reading.kind === "empty") return empty;
    problems[field] = { source: "money", problem: reading.problem };
    return 0;
  };
  const reward =
    draft.reward === "AMOUNT_OFF"
      ? { type: "AMOUNT_OFF", amount: amount("program.reward.amount", draft.rewardAmount, null) }
      : { type: "FREE_ITEM", itemIds: draft.rewardItemId ? [draft.rewardItemId] : [] };
  const program =
    draft.kind === "STAMPS"
      ? {
          kind: "STAMPS",
          minimumSpend: amount("program.minimumSpend", draft.minimumSpend, 0),
          stampsForReward: wholeOf(draft.forReward),
          reward,
        }
      : {
          kind: "POINTS",
          rupiahPerPoint: amount("program.rupiahPerPoint", draft.rupiahPerPoint, null),
          pointsForReward: wholeOf(draft.forReward),
          reward,
        };
  const checked = checkLoyaltySettings({ active: draft.active, program }, itemIds);
  if (!checked.ok)
    for (const p of checked.problems) problems[p.field] ??= { source: "check", problem: p.problem };
  if (Object.keys(problems).length > 0 || !checked.ok) return { ok: false, problems };
  return { ok: true, body: checked.value };
}
