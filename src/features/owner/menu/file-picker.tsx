"use client";

/** A button that opens the phone's files for a CSV or XLSX; its refusal under it. */
export function FilePicker({
  id,
  label,
  disabled,
  error,
  variant = "primary",
  onChoose,
}: {
  id: string;
  label: string;
  disabled: boolean;
  error?: string | null;
  variant?: "primary" | "outlined";
  onChoose: (file: File | undefined) => void;
}) {
  const look =
    variant === "primary"
      ? "bg-primary text-on-primary"
      : "border border-outline bg-white text-primary";
  return (
    <div>
      <input
        id={id}
        type="file"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        disabled={disabled}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        className="peer sr-only"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          onChoose(file);
        }}
      />
      <label
        htmlFor={id}
        className={`flex min-h-11 w-fit cursor-pointer items-center rounded-full px-5 text-sm font-semibold peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary peer-disabled:opacity-50 ${look}`}
      >
        {label}
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
