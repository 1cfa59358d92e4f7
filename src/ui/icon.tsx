import type { ReactNode } from "react";

/**
 * The frame every line icon shares: a 24-unit box drawn in the text colour, hidden from screen
 * readers (the control around it carries the label). Children are the icon's paths.
 */
export function LineIcon({
  children,
  className = "h-6 w-6",
  strokeWidth = 2,
  ...data
}: {
  children: ReactNode;
  className?: string;
  strokeWidth?: number;
} & { [dataAttribute: `data-${string}`]: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      {...data}
    >
      {children}
    </svg>
  );
}
