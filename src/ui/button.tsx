import type { ButtonHTMLAttributes } from "react";

// Spec §9: the five variants. Any other variant is a programming error and throws (§8).
export const BUTTON_VARIANTS = [
  "primary",
  "outlined",
  "text",
  "inverted",
  "inverted-text",
] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold " +
  "transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-primary text-on-primary hover:brightness-110 focus-visible:outline-primary",
  outlined:
    "border border-outline bg-transparent text-primary hover:bg-surface-variant focus-visible:outline-primary",
  text: "bg-transparent px-3 text-primary hover:bg-surface-variant focus-visible:outline-primary",
  inverted: "bg-on-primary text-primary hover:brightness-95 focus-visible:outline-on-primary",
  "inverted-text":
    "bg-transparent px-3 text-on-primary hover:bg-white/15 focus-visible:outline-on-primary",
};

export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  const style = variants[variant];
  if (!style) throw new Error(`Unsupported button variant: ${String(variant)}`);
  return `${base} ${style} ${extra}`.trim();
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...rest
}: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...rest} />;
}
