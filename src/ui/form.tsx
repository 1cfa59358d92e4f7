"use client";

import { useEffect, useId } from "react";
import type { ReactNode, RefObject } from "react";
import { MoneyInput } from "./money-input";

// The one form kit of the console and the storefront (issue 33 item 3): a field is its label, what
// it means (the hint, under the label) and its error (under the control), tied to the control for
// screen readers through aria-describedby. One of a few choices is ./choices.tsx.

export const inputClass =
  "block min-h-11 w-full min-w-0 rounded-xl border border-outline bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-700";

/** What a control needs to be tied to its label, hint and error. */
export interface Control {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
}

/** The ids a control is described by: its hint's and its error's, when shown. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return (
    [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined
  );
}

/** A field's error; `announce`d when it comes with no move of the focus (a save's answer). */
export function FieldError({
  id,
  error,
  announce,
}: {
  id: string;
  error: string | undefined;
  announce?: boolean;
}) {
  return error ? (
    <p id={id} role={announce ? "alert" : undefined} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

export function FieldHint({ id, hint }: { id: string; hint: ReactNode }) {
  return hint ? (
    <p id={id} className="text-sm text-neutral-700">
      {hint}
    </p>
  ) : null;
}

/**
 * After a refused Save (`tried` counts them), the first field to fix gets the focus: it may be far
 * below, and a screen reader then reads its error.
 */
export function useFocusOnProblem(form: RefObject<HTMLElement | null>, tried: number) {
  useEffect(() => {
    if (tried) form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [form, tried]);
}

/** A labelled control: `children` draws it with the props that tie it to its hint and error. */
export function Field({
  label,
  hint,
  error,
  id: given,
  className,
  announce,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** The control's id, when something else must name it; otherwise one is made. */
  id?: string;
  className?: string;
  /** The error is read out as it comes (FieldError). */
  announce?: boolean;
  children: (control: Control) => ReactNode;
}) {
  const made = useId();
  const id = given ?? made;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <FieldHint id={`${id}-hint`} hint={hint} />
      <div className="mt-1">
        {children({
          id,
          "aria-invalid": Boolean(error),
          "aria-describedby": describedBy(id, hint, error),
        })}
      </div>
      <FieldError id={`${id}-error`} error={error} announce={announce} />
    </div>
  );
}

/** A line of text (or several, `rows`), or digits with `numeric`. */
export function TextField({
  value,
  onChange,
  numeric,
  rows,
  maxLength,
  autoComplete,
  placeholder,
  ...field
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  id?: string;
  className?: string;
  announce?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** Digits (a phone keypad), or "decimal" for a number with a decimal mark (a distance). */
  numeric?: boolean | "decimal";
  /** A text of several lines, this many tall. */
  rows?: number;
  maxLength?: number;
  autoComplete?: string;
  placeholder?: string;
}) {
  const shared = { className: inputClass, value, maxLength, placeholder, autoComplete };
  return (
    <Field {...field}>
      {(control) =>
        rows ? (
          <textarea
            {...control}
            {...shared}
            rows={rows}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...control}
            {...shared}
            inputMode={numeric === "decimal" ? "decimal" : numeric ? "numeric" : undefined}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </Field>
  );
}

/** An amount, read as typed (src/domain/money-input.ts), with what it is read as under it. */
export function MoneyField({
  value,
  onChange,
  currency,
  whole,
  ...field
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  id?: string;
  className?: string;
  value: string;
  onChange: (value: string) => void;
  currency: string;
  /** Whole units only (rupiah a gateway charges). */
  whole?: boolean;
}) {
  return (
    <Field {...field}>
      {(control) => (
        <MoneyInput
          id={control.id}
          className={inputClass}
          currency={currency}
          whole={whole}
          value={value}
          invalid={control["aria-invalid"]}
          describedBy={control["aria-describedby"]}
          onChange={onChange}
        />
      )}
    </Field>
  );
}

/** An on/off setting: a switch with what it means beside it, and why it could not be saved so. */
export function Switch({
  label,
  hint,
  error,
  checked,
  onChange,
  disabled,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 has-disabled:cursor-not-allowed has-disabled:opacity-60">
        {/* The checkbox lies over the drawn track, unseen: taps and tests reach it there. */}
        <span className="relative inline-flex shrink-0">
          <input
            type="checkbox"
            role="switch"
            checked={checked}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => onChange(e.target.checked)}
            className="peer absolute inset-0 z-10 m-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
          />
          <span
            aria-hidden="true"
            className="relative h-7 w-12 rounded-full bg-neutral-300 transition-colors peer-checked:bg-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary after:absolute after:top-1 after:left-1 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
          />
        </span>
        <span>
          <span className="block font-semibold">{label}</span>
          {hint && <span className="block text-sm text-neutral-700">{hint}</span>}
        </span>
      </label>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** Any of a few things, ticked: the branches that sell an item, where a person works. */
export function Checklist({
  legend,
  hint,
  error,
  items,
  checked,
  onChange,
  columns,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  items: readonly { id: string; label: ReactNode }[];
  /** Two columns where the screen is wide enough (a gateway's ten ways to pay). */
  columns?: 2;
  checked: ReadonlySet<string>;
  onChange: (checked: Set<string>) => void;
}) {
  const id = useId();
  return (
    <fieldset aria-invalid={Boolean(error)} aria-describedby={describedBy(id, hint, error)}>
      <legend className="text-sm font-semibold">{legend}</legend>
      <FieldHint id={`${id}-hint`} hint={hint} />
      <div className={columns ? "mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-2" : "mt-1 space-y-1"}>
        {items.map((item) => (
          <label key={item.id} className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-primary"
              checked={checked.has(item.id)}
              onChange={(e) => {
                const next = new Set(checked);
                if (e.target.checked) next.add(item.id);
                else next.delete(item.id);
                onChange(next);
              }}
            />
            <span>{item.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/**
 * A form's messages by field, for a form that draws its own controls (rows of fields): `described(field)` for its input (invalid, and described by
 * its message), `error(field)` for the message under it. `id` is the form's own (useId).
 */
export function fieldErrors<K extends string>(id: string, shown: Partial<Record<K, string>>) {
  return {
    described: (field: K) => ({
      "aria-invalid": Boolean(shown[field]),
      "aria-describedby": shown[field] ? `${id}-${field}-error` : undefined,
    }),
    error: (field: K) =>
      shown[field] ? (
        <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700">
          {shown[field]}
        </p>
      ) : null,
  };
}
