"use client";

import { useId } from "react";
import { Button } from "./button";
import { Field, inputClass } from "./form";
import { notify } from "./toasts";

/**
 * A value to paste somewhere else (a gateway's or Meta's dashboard): shown whole, wrapped, in a
 * read-only text area that selects itself, with a button that copies it and says so.
 */
export function CopyField({
  label,
  hint,
  value,
  words,
}: {
  label: string;
  hint?: string;
  value: string;
  /** The button's text and name, and what the toast says after it, or when copying failed. */
  words: { copy: string; copyLabel?: string; copied: string; failed: string };
}) {
  const id = useId();
  return (
    <div>
      <Field id={id} label={label} hint={hint}>
        {(control) => (
          // A text area, so a phone shows all of it, wrapped.
          <textarea
            {...control}
            readOnly
            rows={2}
            className={`resize-none font-mono text-sm break-all ${inputClass}`}
            value={value}
            onFocus={(e) => e.target.select()}
          />
        )}
      </Field>
      <Button
        variant="outlined"
        className="mt-2"
        aria-label={words.copyLabel}
        onClick={() =>
          void navigator.clipboard.writeText(value).then(
            () => notify("success", words.copied),
            () => notify("error", words.failed),
          )
        }
      >
        {words.copy}
      </Button>
    </div>
  );
}
