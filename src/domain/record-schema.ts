import "./zod-setup";
import type { z as zc } from "zod";
import { z } from "zod/mini";

// Issue 31 item 8: zod's record leaves a "__proto__" key of its input out of its answer without a
// word (it cannot be written to a plain object as data), so a request naming one passed where any
// other unknown key is refused. A record read from a request goes through one of these instead.

const PROTO = "__proto__";
/** What stands for "__proto__" while zod's record checks it: no id of ours holds a NUL. */
const STAND_IN = "\u0000__proto__";

const hasProtoKey = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.hasOwn(value, PROTO);

/** A copy with key `from` named `to`: fromEntries writes "__proto__" as an own key, as JSON does. */
const renamed = (value: Record<string, unknown>, from: string, to: string) =>
  Object.fromEntries(Object.entries(value).map(([k, v]) => [k === from ? to : k, v]));

type AnyRecord = zc.core.$ZodType<Record<string, unknown>>;

/**
 * `record`, keeping a "__proto__" key as an own key of what it answers, for a rule that names the
 * keys it does not know (an item's option groups: OPTIONS_INVALID, UNKNOWN_GROUP).
 */
export function keepingProtoKey<R extends AnyRecord>(record: R) {
  return z.pipe(
    z.pipe(
      z.transform((value: unknown) =>
        hasProtoKey(value) ? renamed(value, PROTO, STAND_IN) : value,
      ),
      record,
    ),
    z.transform((value: zc.output<R>) =>
      Object.hasOwn(value, STAND_IN) ? (renamed(value, STAND_IN, PROTO) as zc.output<R>) : value,
    ),
  );
}

/** `record`, refusing a "__proto__" key (naming it) where zod would drop it. */
export function refusingProtoKey<R extends AnyRecord>(record: R) {
  return z.pipe(
    z.transform((value: unknown, ctx) => {
      if (hasProtoKey(value))
        ctx.issues.push({
          code: "custom",
          message: `"${PROTO}" cannot be a key here`,
          path: [PROTO],
          input: value,
        });
      return value;
    }),
    record,
  );
}
