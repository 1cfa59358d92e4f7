import { newId } from "./menu-edit";
import type { MoneyProblem } from "./money-input";
import { moneyInputText, parseMoneyInput } from "./money-input";
import type { OptionGroup } from "./options";
import { MAX_CHOSEN_OPTIONS, MAX_OPTION_TEXT } from "./options";

// An item's option groups as the owner console edits them (issue 19 item 1): numbers as typed,
// ids made once from names. The brand file's rules are in brand-config.ts; these are the ones a
// person can fix at once, said under the field they concern, keyed by the same path the server
// uses under the item ("optionGroups[0].options[1].price").

export interface OptionDraft {
  /** Kept once made, so baskets and orders naming it stay meaningful; none for a new option. */
  id?: string | undefined;
  /** A React key, stable while the list is reordered. */
  key: string;
  name: string;
  price: string;
}

interface DraftBase {
  id?: string | undefined;
  key: string;
  name: string;
}
export interface ChoiceDraft extends DraftBase {
  kind: "choice";
  min: string;
  max: string;
  options: OptionDraft[];
}
export interface TextDraft extends DraftBase {
  kind: "text";
  maxLength: string;
  required: boolean;
}
export type GroupDraft = ChoiceDraft | TextDraft;

/** What a field asks of the owner. */
export type GroupProblem =
  | "groupName"
  | "optionName"
  | "options"
  | "min"
  | "minOverMax"
  | "minOverOptions"
  | "max"
  | "price"
  /** An extra typed so that it cannot be read (money-input.ts): why. */
  | `price:${MoneyProblem}`
  | "maxLength"
  | "groups";

/** Problems by field key ("optionGroups[0].min"). */
export type GroupProblems = Record<string, GroupProblem>;

/** The drafts of an item's groups, as the form starts. */
export function draftsOf(groups: readonly OptionGroup[] | undefined): GroupDraft[] {
  return (groups ?? []).map((group) =>
    group.kind === "text"
      ? {
          kind: "text",
          id: group.id,
          key: group.id,
          name: group.name,
          maxLength: String(group.maxLength),
          required: group.required,
        }
      : {
          kind: "choice",
          id: group.id,
          key: group.id,
          name: group.name,
          min: String(group.min),
          max: String(group.max),
          options: group.options.map((o) => ({
            id: o.id,
            key: o.id,
            name: o.name,
            price: o.price ? moneyInputText(o.price) : "",
          })),
        },
  );
}

/** A new option: no name yet, nothing added to the price. */
export const newOption = (key: string): OptionDraft => ({ key, name: "", price: "" });

/** A new group: a choice of exactly one (a size), or optional words of up to 40 characters. */
export function newGroup(kind: GroupDraft["kind"], key: string): GroupDraft {
  return kind === "text"
    ? { kind, key, name: "", maxLength: "40", required: false }
    : { kind, key, name: "", min: "1", max: "1", options: [newOption(`${key}-0`)] };
}

/** A whole number as typed, or NaN. */
const wholeOf = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text) : NaN);

/**
 * The groups the drafts make, with their ids (a new one from its name, not one of the list's), and
 * every problem found. The groups are only to be saved when there is none.
 */
export function checkGroups(
  drafts: readonly GroupDraft[],
  currency: string,
): {
  groups: OptionGroup[];
  problems: GroupProblems;
} {
  const problems: GroupProblems = {};
  const groupIds = new Set(drafts.flatMap((d) => (d.id ? [d.id] : [])));
  const groups = drafts.map((draft, g): OptionGroup => {
    const at = `optionGroups[${g}]`;
    const name = draft.name.trim();
    if (!name) problems[`${at}.name`] = "groupName";
    const id = draft.id ?? newId(name, groupIds, "group");
    groupIds.add(id);
    if (draft.kind === "text") {
      const maxLength = wholeOf(draft.maxLength);
      if (!(maxLength >= 1 && maxLength <= MAX_OPTION_TEXT))
        problems[`${at}.maxLength`] = "maxLength";
      return { kind: "text", id, name, maxLength, required: draft.required };
    }
    const optionIds = new Set(draft.options.flatMap((o) => (o.id ? [o.id] : [])));
    const options = draft.options.map((option, o) => {
      const optionName = option.name.trim();
      if (!optionName) problems[`${at}.options[${o}].name`] = "optionName";
      // An extra is read as every amount of the console is; empty is none.
      const reading = parseMoneyInput(option.price, currency);
      const price = reading.kind === "amount" ? reading.amount : reading.kind === "empty" ? 0 : NaN;
      if (reading.kind === "refused")
        problems[`${at}.options[${o}].price`] = `price:${reading.problem}`;
      const optionId = option.id ?? newId(optionName, optionIds, "option");
      optionIds.add(optionId);
      return { id: optionId, name: optionName, price };
    });
    if (options.length === 0) problems[`${at}.options`] = "options";
    const min = wholeOf(draft.min);
    const max = wholeOf(draft.max);
    if (!(max >= 1 && max <= MAX_CHOSEN_OPTIONS)) problems[`${at}.max`] = "max";
    if (!(min >= 0 && min <= MAX_CHOSEN_OPTIONS)) problems[`${at}.min`] = "min";
    else if (min > max) problems[`${at}.min`] = "minOverMax";
    else if (min > options.length) problems[`${at}.min`] = "minOverOptions";
    return { kind: "choice", id, name, min, max, options };
  });
  return { groups, problems };
}

/**
 * The field a problem the server found under the item belongs to, and what it asks: its path
 * ("optionGroups[0].options[1].id": a clash of ids is the option's name to change).
 */
export function groupProblemAt(key: string): [field: string, problem: GroupProblem] | null {
  const option = /^(optionGroups\[\d+\]\.options\[\d+\])\.(\w+)/.exec(key);
  if (option)
    return option[2] === "price"
      ? [`${option[1]}.price`, "price"]
      : [`${option[1]}.name`, "optionName"];
  const group = /^(optionGroups\[\d+\])(?:\.(\w+))?/.exec(key);
  if (group) {
    const [, at, field] = group;
    if (field === "min") return [`${at}.min`, "min"];
    if (field === "max") return [`${at}.max`, "max"];
    if (field === "maxLength") return [`${at}.maxLength`, "maxLength"];
    if (field === "options") return [`${at}.options`, "options"];
    return [`${at}.name`, "groupName"];
  }
  return key.startsWith("optionGroups") ? ["optionGroups", "groups"] : null;
}
