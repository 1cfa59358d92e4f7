"use client";

import Link from "next/link";
import { ROUTES } from "@/domain/routes";
import { MESSAGES } from "@/domain/messages";
import { BackLink } from "@/ui/back-link";
import { TopBar } from "@/ui/top-bar";
import { useBrand } from "./brand-context";

export function SiteTopBar({ back = false }: { back?: boolean }) {
  const brand = useBrand();
  return (
    <TopBar
      logoSrc={brand.logoSrc}
      logoAlt={brand.logoAlt}
      back={back ? <BackLink /> : undefined}
      actions={
        <Link
          href={ROUTES.auth}
          className="inline-flex h-11 items-center rounded-full px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-on-primary"
        >
          {MESSAGES.loginSignup}
        </Link>
      }
    />
  );
}
