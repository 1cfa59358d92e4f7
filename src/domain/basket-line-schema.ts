import "./zod-setup";
import { z } from "zod/mini";
import { MAX_ITEM_QTY } from "./basket-line";
import { MAX_CHOSEN_OPTIONS, MAX_OPTION_GROUPS, MAX_OPTION_TEXT } from "./options";
import { keepingProtoKey } from "./record-schema";
import { maxCharacters } from "./text-schema";

// Spec §3 Basket item as a schema, on the quantity rule of basket-line.ts: the stored basket's
// lines (basket-schema.ts) and the order body's item ids (order.ts) are checked with it.

export const itemIdSchema = z.string().check(z.minLength(1), z.maxLength(64));

/**
 * What was chosen of an item's option groups (domain/options.ts Choices), by group id: option ids,
 * or a text group's words. Only its shape here: the item's own groups judge it (checkChoices), a
 * group named "__proto__" too (issue 31 item 8).
 */
export const choicesSchema = keepingProtoKey(
  z
    .record(
      itemIdSchema,
      z.union([
        z.array(itemIdSchema).check(z.maxLength(MAX_CHOSEN_OPTIONS)),
        // Room for white space the check tidies away before it counts (options.ts tidyText).
        z.string().check(maxCharacters(MAX_OPTION_TEXT * 2)),
      ]),
    )
    .check(
      z.refine((choices) => Object.keys(choices).length <= MAX_OPTION_GROUPS, {
        message: `at most ${MAX_OPTION_GROUPS} option groups`,
      }),
    ),
);

/** One line of the basket as the browser keeps it: an item of the menu, how chosen, how many. */
export const basketLineSchema = z.strictObject({
  itemId: itemIdSchema,
  qty: z.int().check(z.minimum(1), z.maximum(MAX_ITEM_QTY)),
  choices: z.optional(choicesSchema),
});
export type BasketItem = z.infer<typeof basketLineSchema>;
