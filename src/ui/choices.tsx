"use client";

import { useId } from "react";
import type { ReactNode } from "react";
import { describedBy, FieldError, FieldHint } from "./form";
import { LineIcon } from "./icon";

// The form kit's one of a few (issue 33 item 3): native radio buttons of one name under a legend,
// so a group is one tab stop and the arrow keys move the choice within it, as a browser does it.

export interface Choice<V extends string> {
  value: V;
  /** Its name: what a screen reader says it is. */
  label: ReactNode;
  /** What choosing it means, under its name (not chips): said after the name, as its description. */
  hint?: ReactNode;
  disabled?: boolean;
  /** Ids of what else says more of it (why it is not offered). */
  describedBy?: string;
  /** The language its label is in, when not the page's (a language's own name). */
  lang?: string;
}

const focusRing =
  "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary";
const hiddenRadio = "absolute inset-0 m-0 cursor-pointer opacity-0 disabled:cursor-not-allowed";

const LOOKS = {
  // Side by side, the chosen one filled: a few short words (Pickup / Delivery, a time of day).
  chips: `relative flex min-h-11 shrink-0 cursor-pointer items-center justify-center rounded-full border border-outline px-4 text-sm font-semibold has-checked:border-primary has-checked:bg-primary has-checked:text-on-primary has-disabled:cursor-not-allowed has-disabled:border-dashed has-disabled:bg-neutral-100 has-disabled:text-neutral-600 ${focusRing}`,
  // A radio and its name, with a line of what it means: a person's role, a courier and its price.
  cards:
    "flex min-h-11 cursor-pointer gap-3 rounded-xl border border-neutral-200 bg-white px-3 py-2 has-checked:border-primary has-checked:ring-1 has-checked:ring-primary has-disabled:cursor-not-allowed has-disabled:opacity-60",
  // A box to tap, ringed when chosen: a branch with its address and hours, a bank with its logo.
  tiles: `group relative flex cursor-pointer items-center gap-3 rounded-2xl border border-outline bg-white p-3 has-checked:border-primary has-checked:ring-2 has-checked:ring-primary has-disabled:cursor-not-allowed has-disabled:border-dashed has-disabled:bg-neutral-100 has-disabled:text-neutral-600 ${focusRing}`,
  // A radio and its name, no box: a setting's few ways in a long form (the console's).
  plain:
    "flex min-h-11 cursor-pointer gap-3 has-disabled:cursor-not-allowed has-disabled:opacity-60",
  // A line of a list, shaded when chosen: one of the addresses a customer used before.
  rows: `relative flex w-full cursor-pointer flex-col items-start rounded-xl px-3 py-2 text-left hover:bg-surface-variant has-checked:bg-secondary-container ${focusRing}`,
} as const;

type Look = keyof typeof LOOKS;

/** A tick at a tile's end, filled while its tile is chosen. */
function Tick() {
  return (
    <span
      aria-hidden="true"
      className="flex size-6 shrink-0 items-center justify-center rounded-full border border-outline text-on-primary group-has-checked:border-primary group-has-checked:bg-primary"
    >
      <LineIcon className="invisible size-4 group-has-checked:visible" strokeWidth={3}>
        <path d="M5 12l5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
      </LineIcon>
    </span>
  );
}

/** A choice's name: bold on a box to tap; in columns, small; beside a plain radio, bold over its hint. */
function labelClass(look: Look, hinted: boolean, columns?: 2 | 3) {
  if (look === "tiles" || look === "rows") return "font-semibold";
  if (columns) return "text-sm font-semibold";
  if (look === "plain") return hinted ? "font-semibold" : "";
  return "font-medium";
}

/** How the choices are laid out: in columns, in a line that scrolls, side by side, or stacked. */
function layoutOf(look: Look, columns?: 2 | 3, layout?: "wrap" | "scroll") {
  if (columns) return `grid gap-2 ${columns === 2 ? "grid-cols-2" : "grid-cols-3"}`;
  if (layout === "scroll") return "-mx-1 flex gap-2 overflow-x-auto px-1 pb-1";
  if (layout === "wrap" || look === "chips") return "flex flex-wrap gap-2";
  return look === "rows" ? "space-y-1" : "space-y-2";
}

/** One of a few choices, as radio buttons under a legend. */
export function Choices<V extends string>({
  legend,
  hideLegend,
  titled,
  hint,
  error,
  value,
  onChange,
  choices,
  look,
  className,
  columns,
  layout,
  tick,
  disabled,
  busy,
}: {
  legend: ReactNode;
  /** The legend is for screen readers only (the choices, or a heading, say it on screen). */
  hideLegend?: boolean;
  /**
   * The legend is the title of a part of the page (the account's sections), not a field's; "base"
   * at the text's own size (the parts of the store selector, under its page title).
   */
  titled?: boolean | "base";
  hint?: ReactNode;
  /** Why what is chosen cannot be saved (a save's answer). */
  error?: string;
  value: V | null;
  onChange: (value: V) => void;
  choices: readonly Choice<V>[];
  look: Look;
  className?: string;
  /** Side by side in this many columns: short names, so tiles centre them and cards draw them small. */
  columns?: 2 | 3;
  /** Side by side as many as fit ("wrap", what chips do), or in one line that scrolls. */
  layout?: "wrap" | "scroll";
  /** Tiles end with a tick, filled on the chosen one. */
  tick?: boolean;
  /** Shown but not to be changed (an owner's own role). */
  disabled?: boolean;
  /** A change is being saved: the next waits, the focus staying where it is (not `disabled`). */
  busy?: boolean;
}) {
  const name = useId();
  const visibleRadio = look === "cards" || look === "plain";
  const centred = look === "tiles" && columns !== undefined;
  return (
    <fieldset
      role="radiogroup"
      disabled={disabled}
      aria-busy={busy || undefined}
      aria-invalid={error ? true : undefined}
      aria-labelledby={`${name}-legend`}
      aria-describedby={describedBy(name, hint, error)}
      className={className}
    >
      <legend
        id={`${name}-legend`}
        // A titled legend floats, so that it sits inside a card's border rather than on it.
        className={
          hideLegend
            ? "sr-only"
            : titled
              ? `float-left mb-1 w-full font-bold ${titled === "base" ? "text-base" : "text-lg"}`
              : "text-sm font-semibold"
        }
      >
        {legend}
      </legend>
      <div className="clear-left">
        <FieldHint id={`${name}-hint`} hint={hint} />
      </div>
      <div className={`${hideLegend ? "" : "mt-1"} ${layoutOf(look, columns, layout)}`}>
        {choices.map((choice, i) => {
          const id = `${name}-${i}`;
          const hint = look === "chips" ? undefined : choice.hint;
          return (
            <label
              key={choice.value}
              className={`${LOOKS[look]} ${visibleRadio ? (hint ? "items-start" : "items-center") : ""} ${centred ? "justify-center text-center" : ""}`}
              lang={choice.lang}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                disabled={choice.disabled}
                // Named by its label alone; its hint is said after, as a description.
                aria-labelledby={hint ? `${id}-label` : undefined}
                aria-describedby={
                  [hint ? `${id}-hint` : "", choice.describedBy ?? ""].filter(Boolean).join(" ") ||
                  undefined
                }
                onChange={() => {
                  if (!busy) onChange(choice.value);
                }}
                className={
                  visibleRadio
                    ? `size-5 shrink-0 accent-primary ${hint ? "mt-1" : ""}`
                    : hiddenRadio
                }
              />
              {look === "chips" ? (
                choice.label
              ) : (
                <span className="min-w-0 flex-1">
                  <span
                    id={`${id}-label`}
                    className={`block ${labelClass(look, Boolean(hint), columns)}`}
                  >
                    {choice.label}
                  </span>
                  {hint && (
                    <span id={`${id}-hint`} className="block text-sm text-neutral-700">
                      {hint}
                    </span>
                  )}
                </span>
              )}
              {tick && look === "tiles" && <Tick />}
            </label>
          );
        })}
      </div>
      <FieldError id={`${name}-error`} error={error} />
    </fieldset>
  );
}
