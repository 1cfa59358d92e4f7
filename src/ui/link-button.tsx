import { Link } from "./link";
import type { ComponentProps } from "react";
import type { ButtonVariant } from "./button";
import { buttonClass } from "./button";

// A link drawn as a button. Kept apart from ./button so that a page with buttons only (the error
// pages) does not load next/link for it: each error boundary is its own chunk (docs/BENCHMARKS.md).

type LinkButtonProps = Omit<ComponentProps<typeof Link>, "href"> & {
  href?: ComponentProps<typeof Link>["href"];
  variant?: ButtonVariant;
};

export function LinkButton({
  variant = "primary",
  className = "",
  href,
  ...rest
}: LinkButtonProps) {
  if (!href) throw new Error("href is required for Link");
  return <Link href={href} className={buttonClass(variant, className)} {...rest} />;
}
