/** A page's part still loading: a pulsing circle that screen readers read as `label`. */
export function Pulse({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="mx-auto mt-10 h-16 w-16 animate-pulse rounded-full bg-primary/40"
    />
  );
}
