"use client";

import { useId } from "react";

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
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-neutral-700">
          {hint}
        </p>
      )}
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

/** An on/off setting: a checkbox that reads as a switch, with what it means under it. */
export function Switch({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="mt-0.5 size-6 shrink-0 accent-primary"
        checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-neutral-700">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
