"use client";

import { useId } from "react";
import { inputClass, TextField } from "@/ui/form";

// The Delivery & payment page's own inputs: a row's fields (named by their column), its remove
// button, and a named card. The labelled fields are the form kit's (src/ui/form.tsx).

/** A field of a row (a fee row, a transfer line): named by `label`, its errors by `describedBy`. */
export function RowInput({
  label,
  value,
  onChange,
  describedBy,
  invalid = Boolean(describedBy),
  numeric,
  maxLength,
  className = "",
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  describedBy: string | undefined;
  invalid?: boolean;
  numeric?: boolean;
  maxLength?: number;
  className?: string;
}) {
  return (
    <input
      className={`${className} ${inputClass}`}
      aria-label={label}
      value={value}
      maxLength={maxLength}
      inputMode={numeric ? "decimal" : undefined}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The × that removes a row. */
export function RemoveButton({
  label,
  onClick,
  className = "",
}: {
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`flex size-11 items-center justify-center rounded-full text-2xl text-red-800 hover:bg-red-50 ${className}`}
      aria-label={label}
      onClick={onClick}
    >
      ×
    </button>
  );
}

/**
 * A delivery method's or a transfer account's card: headed by its name (the name customers see,
 * its first field), so the page's outline and a screen reader's region list name each.
 */
export function NamedCard({
  name,
  untitled,
  nameLabel,
  nameError,
  onName,
  children,
}: {
  name: string;
  untitled: string;
  nameLabel: string;
  nameError: string | undefined;
  onName: (name: string) => void;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-2xl border border-neutral-300 p-4">
      <h3 id={id} className="text-lg font-bold break-words">
        {name.trim() || untitled}
      </h3>
      <TextField
        label={nameLabel}
        value={name}
        maxLength={80}
        error={nameError}
        onChange={onName}
      />
      {children}
    </section>
  );
}
