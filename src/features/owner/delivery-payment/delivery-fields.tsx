"use client";

import { useId } from "react";
import { MoneyInput } from "@/ui/money-input";

// The Delivery & payment page's inputs: a label, the field and its error under it (announced
// with the field through aria-describedby).

export const inputClass =
  "block w-full min-w-0 rounded-xl border border-outline bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-700";

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

/** A field's label, and what it means under it (`{id}-hint`, for aria-describedby). */
function Label({
  id,
  label,
  hint,
  className,
}: {
  id: string;
  label: string;
  hint: string | undefined;
  className: string;
}) {
  return (
    <>
      <label htmlFor={id} className={className}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-neutral-700">
          {hint}
        </p>
      )}
    </>
  );
}

export function TextField({
  label,
  hint,
  value,
  onChange,
  error,
  numeric,
  maxLength,
  className = "",
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  numeric?: boolean;
  maxLength?: number;
  className?: string;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim();
  return (
    <div className={className}>
      <Label id={id} label={label} hint={hint} className="text-sm font-semibold" />
      <input
        id={id}
        className={`mt-1 ${inputClass}`}
        value={value}
        maxLength={maxLength}
        inputMode={numeric ? "decimal" : undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={described || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** An amount (a minimum order), read as typed, with what it is read as under it. */
export function MoneyField({
  label,
  hint,
  value,
  onChange,
  error,
  currency,
  whole,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  currency: string;
  whole?: boolean;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim();
  return (
    <div>
      <Label id={id} label={label} hint={hint} className="text-sm font-semibold" />
      <MoneyInput
        id={id}
        className={`mt-1 ${inputClass}`}
        currency={currency}
        whole={whole}
        value={value}
        invalid={Boolean(error)}
        describedBy={described || undefined}
        onChange={onChange}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/**
 * An on/off setting: a checkbox that reads as a switch, with what it means under it, and why it
 * could not be saved so (`error`).
 */
export function Switch({
  label,
  hint,
  checked,
  onChange,
  error,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="mt-0.5 size-6 shrink-0 accent-primary"
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <div>
        <Label id={id} label={label} hint={hint} className="font-semibold" />
        <FieldError id={`${id}-error`} error={error} />
      </div>
    </div>
  );
}

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
