import type { BrandDocument } from "./brand-config";
import type { MoneyProblem } from "./money-input";
import { parseMoneyInput } from "./money-input";
import type { GroupDraft, GroupProblems } from "./option-groups-edit";
import { checkGroups } from "./option-groups-edit";

type Item = BrandDocument["menus"][number]["sections"][number]["items"][number];

/** What the owner console edits of an item. */
export type ItemFields = Pick<
  Item,
  "name" | "description" | "price" | "leadTimeHours" | "hidden" | "images" | "optionGroups"
>;

/** An item as typed in the console's form: the price and the notice as the owner wrote them. */
export interface ItemDraft {
  name: string;
  description: string;
  price: string;
  leadTime: string;
  shown: boolean;
  images: ItemFields["images"];
  groups: readonly GroupDraft[];
}

/** Why a field of the item cannot be saved as typed (its words are the form's). */
export type ItemProblem = "needsName" | "needsPrice" | "needsLeadTime" | MoneyProblem;
export type ItemProblems = Partial<Record<"name" | "price" | "leadTimeHours", ItemProblem>>;

/**
 * The item's fields, or what stops them: a name, a price of 0 or more read as typed
 * (money-input.ts), a notice of whole hours (up to 4 digits), and options that hold together.
 */
export function checkItemDraft(
  draft: ItemDraft,
  currency: string,
):
  | { ok: true; fields: ItemFields }
  | { ok: false; problems: ItemProblems; groupProblems: GroupProblems } {
  const reading = parseMoneyInput(draft.price, currency);
  const problems: ItemProblems = {};
  if (!draft.name.trim()) problems.name = "needsName";
  if (reading.kind === "empty" || (reading.kind === "refused" && reading.problem === "negative"))
    problems.price = "needsPrice";
  else if (reading.kind === "refused") problems.price = reading.problem;
  if (!/^\d{1,4}$/.test(draft.leadTime.trim())) problems.leadTimeHours = "needsLeadTime";
  const options = checkGroups(draft.groups, currency);
  if (Object.keys(problems).length > 0 || Object.keys(options.problems).length > 0)
    return { ok: false, problems, groupProblems: options.problems };
  return {
    ok: true,
    fields: {
      name: draft.name.trim(),
      description: draft.description.trim(),
      price: reading.kind === "amount" ? reading.amount : 0,
      leadTimeHours: Number(draft.leadTime),
      images: draft.images,
      // Left out when shown: a shown item's document reads as it did before hiding existed.
      hidden: draft.shown ? undefined : true,
      optionGroups: options.groups,
    },
  };
}
