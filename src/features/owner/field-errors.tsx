/**
 * A console form's messages by field: `described(field)` for its input (invalid, and described by
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
