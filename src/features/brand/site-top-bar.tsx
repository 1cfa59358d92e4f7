"use client";

import type { ReactNode } from "react";
import { useBrand } from "@/ui/brand-context";
import { BackLink } from "@/ui/back-link";
import { TopBar } from "@/ui/top-bar";

/** The brand's top bar; the route puts the sign-in entry or account icons in `actions`. */
export function SiteTopBar({ back = false, actions }: { back?: boolean; actions?: ReactNode }) {
  const brand = useBrand();
  return (
    <TopBar
      logoSrc={brand.logoSrc}
      logoAlt={brand.logoAlt}
      back={back ? <BackLink /> : undefined}
      actions={actions}
    />
  );
}
