import { Link } from "./link";
import type { ReactNode } from "react";

// Spec §1: a logo, an optional Back button (default destination: home), and on the right the
// sign-in entry or, when signed in, the account and orders icons (passed in as `actions`).
export function TopBar({
  logoSrc,
  logoAlt,
  back,
  actions,
}: {
  logoSrc: string;
  logoAlt: string;
  back?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-20 bg-primary text-on-primary shadow-sm">
      <div className="mx-auto flex h-14 max-w-3xl items-center gap-2 px-3">
        {back}
        <Link
          href="/"
          className="flex items-center rounded focus-visible:outline-2 focus-visible:outline-on-primary"
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- brand SVG served from /media, already final */}
          <img src={logoSrc} alt={logoAlt} width={120} height={32} className="h-8 w-auto" />
        </Link>
        <div className="ml-auto flex items-center gap-1">{actions}</div>
      </div>
    </header>
  );
}
