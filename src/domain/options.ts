// Issue 18 item 5: an item's option groups and what a customer chose of them. Pure rules, used as
// they are by the item page (what Add allows), the basket (one line per item + choices, its price)
// and the server (it prices the choices from the menu and refuses what these rules refuse). The
// brand file's schema of a group is in brand-config.ts; the wire shape of choices is in
// basket-line-schema.ts.

import { fitsCharacters } from "./text";

/** The longest words a text group may take (a brand sets its own maxLength up to this). */
export const MAX_OPTION_TEXT = 100;
/** The most groups an item has, and options a group has. */
export const MAX_OPTION_GROUPS = 10;
export const MAX_CHOSEN_OPTIONS = 30;

export interface ChoiceOption {
  id: string;
  name: string;
  /** Added to the item's price for each one chosen; 0 for none. */
  price: number;
}

/** Choose from `options`, at least `min` and at most `max` of them. max 1: a single choice. */
export interface ChoiceGroup {
  kind: "choice";
  id: string;
  name: string;
  min: number;
  max: number;
  options: ChoiceOption[];
}

/** Short words the customer writes (writing on a cake), at most `maxLength` characters. */
export interface TextGroup {
  kind: "text";
  id: string;
  name: string;
  maxLength: number;
  required: boolean;
}

export type OptionGroup = ChoiceGroup | TextGroup;

/** What a customer chose, by group id: a choice group's option ids, a text group's words. */
export type Choices = Record<string, string[] | string>;

/** What an item needs of these rules: its price and its groups (absent: none). */
export interface WithOptions {
  price: number;
  optionGroups?: readonly OptionGroup[] | undefined;
}

export type ChoicesProblemReason =
  | "UNKNOWN_GROUP"
  | "UNKNOWN_OPTION"
  | "TOO_FEW"
  | "TOO_MANY"
  | "TEXT_REQUIRED"
  | "TEXT_TOO_LONG"
  | "WRONG_FORM";

/** What is wrong with the choices, naming the group (its id, and its name when the item has it). */
export interface ChoicesProblem {
  groupId: string;
  group: string;
  reason: ChoicesProblemReason;
}

export type ChoicesCheck = { ok: true; choices: Choices } | { ok: false; problem: ChoicesProblem };

export const hasOptions = (item: Pick<WithOptions, "optionGroups">): boolean =>
  (item.optionGroups?.length ?? 0) > 0;

/** A single choice offered as radio buttons: exactly one must be chosen. */
export const isPickOne = (group: ChoiceGroup): boolean => group.min === 1 && group.max === 1;

/** Text as it is kept: runs of white space made one space, none at either end. */
export const tidyText = (text: string): string => text.replace(/\s+/gu, " ").trim();

// Control characters and unpaired surrogates (nothing to print on a cake, and jsonb refuses some),
// and invisible format characters such as U+202E, which would turn the words round on the board;
// the zero-width joiner of emoji sequences is kept.
const UNPRINTABLE = /[\p{Cc}\p{Cs}]|(?!\u200d)\p{Cf}/u;

/** The value chosen for a group: an own property only (a group may be called "constructor"). */
const chosenFor = (choices: Choices | undefined, groupId: string) =>
  choices && Object.hasOwn(choices, groupId) ? choices[groupId] : undefined;

/** A text group's words as chosen so far; "" for none. */
export function chosenText(choices: Choices | undefined, groupId: string): string {
  const value = chosenFor(choices, groupId);
  return typeof value === "string" ? value : "";
}

/** A choice group's option ids as chosen so far; none: []. */
export function chosenIds(choices: Choices | undefined, groupId: string): string[] {
  const value = chosenFor(choices, groupId);
  return Array.isArray(value) ? value : [];
}

/**
 * The choices checked against the item's groups, in the one form kept and compared: groups in the
 * item's order, option ids in the group's order, text tidied, and nothing for a group left empty.
 * The first problem names its group.
 */
export function checkChoices(
  item: Pick<WithOptions, "optionGroups">,
  choices: Choices | undefined,
): ChoicesCheck {
  const groups = item.optionGroups ?? [];
  const given = choices ?? {};
  const fail = (groupId: string, group: string, reason: ChoicesProblemReason): ChoicesCheck => ({
    ok: false,
    problem: { groupId, group, reason },
  });
  for (const groupId of Object.keys(given))
    if (!groups.some((g) => g.id === groupId)) return fail(groupId, groupId, "UNKNOWN_GROUP");
  const kept: Choices = {};
  for (const group of groups) {
    const value = chosenFor(given, group.id);
    if (group.kind === "text") {
      if (value !== undefined && typeof value !== "string")
        return fail(group.id, group.name, "WRONG_FORM");
      const text = tidyText(value ?? "");
      if (UNPRINTABLE.test(text)) return fail(group.id, group.name, "WRONG_FORM");
      if (!fitsCharacters(text, group.maxLength))
        return fail(group.id, group.name, "TEXT_TOO_LONG");
      if (!text && group.required) return fail(group.id, group.name, "TEXT_REQUIRED");
      if (text) kept[group.id] = text;
      continue;
    }
    if (value !== undefined && typeof value === "string")
      return fail(group.id, group.name, "WRONG_FORM");
    const ids = value ?? [];
    if (
      new Set(ids).size !== ids.length ||
      ids.some((id) => !group.options.some((o) => o.id === id))
    )
      return fail(group.id, group.name, "UNKNOWN_OPTION");
    if (ids.length < group.min) return fail(group.id, group.name, "TOO_FEW");
    if (ids.length > group.max) return fail(group.id, group.name, "TOO_MANY");
    if (ids.length > 0)
      kept[group.id] = group.options.filter((o) => ids.includes(o.id)).map((o) => o.id);
  }
  return { ok: true, choices: kept };
}

/**
 * The one line of the basket an item with these choices is: the same item chosen the same way is
 * the same line, however the choices were written down.
 */
export function lineKey(line: { itemId: string; choices?: Choices | undefined }): string {
  const entries = Object.entries(line.choices ?? {})
    .map(
      ([group, value]) =>
        [group, typeof value === "string" ? tidyText(value) : [...value].sort()] as const,
    )
    .filter(([, value]) => value.length > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length === 0 ? line.itemId : `${line.itemId}:${JSON.stringify(entries)}`;
}

/** A choice as an order keeps it: the group's and options' names and prices of the day it was made. */
export interface OrderedChoice {
  groupId: string;
  name: string;
  options: ChoiceOption[];
  /** A text group's words. */
  text?: string;
}

/** The choices with the menu's names and prices, in the item's order (unknown ones left out). */
export function orderedChoices(
  item: Pick<WithOptions, "optionGroups">,
  choices: Choices | undefined,
): OrderedChoice[] {
  return (item.optionGroups ?? []).flatMap((group): OrderedChoice[] => {
    const value = chosenFor(choices, group.id);
    if (group.kind === "text")
      return typeof value === "string" && value
        ? [{ groupId: group.id, name: group.name, options: [], text: value }]
        : [];
    const ids = typeof value === "string" ? [] : (value ?? []);
    const options = group.options.filter((o) => ids.includes(o.id));
    return options.length > 0 ? [{ groupId: group.id, name: group.name, options }] : [];
  });
}

/** An order's choices as a basket line takes them again (reorder). */
export function choicesOf(ordered: readonly OrderedChoice[] | undefined): Choices {
  return Object.fromEntries(
    (ordered ?? []).map((c) => [c.groupId, c.text ?? c.options.map((o) => o.id)]),
  );
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** One of the item with these choices: its price plus each chosen option's. */
export function unitPrice(item: WithOptions, choices: Choices | undefined): number {
  const extra = orderedChoices(item, choices)
    .flatMap((c) => c.options)
    .reduce((sum, o) => sum + o.price, 0);
  return cents(item.price + extra);
}

/**
 * A tap on an option of a choice group: a single choice takes the new one in place of the old;
 * otherwise the option is added or taken away, never beyond max (the item page disables the rest).
 */
export function toggleOption(
  group: ChoiceGroup,
  chosen: readonly string[],
  optionId: string,
): string[] {
  if (chosen.includes(optionId))
    return isPickOne(group) ? [...chosen] : chosen.filter((id) => id !== optionId);
  if (group.max === 1) return [optionId];
  return chosen.length < group.max ? [...chosen, optionId] : [...chosen];
}

/** What a group asks, as the item page says it ("Required · choose 1", "Optional · up to 3"). */
export type GroupRule =
  | { required: boolean; rule: "exactly"; count: number }
  | { required: boolean; rule: "range"; min: number; max: number }
  | { required: boolean; rule: "upTo"; max: number }
  | { required: boolean; rule: "characters"; max: number };

export function groupRule(group: OptionGroup): GroupRule {
  if (group.kind === "text")
    return { required: group.required, rule: "characters", max: group.maxLength };
  const required = group.min > 0;
  if (group.min === group.max || (!required && group.max === 1))
    return { required, rule: "exactly", count: group.max };
  return required
    ? { required, rule: "range", min: group.min, max: group.max }
    : { required, rule: "upTo", max: group.max };
}
