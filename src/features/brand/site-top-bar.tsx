"use client";

import type { ReactNode } from "react";
import { useBrand } from "@/ui/brand-context";
import { BackLink } from "@/ui/back-link";
import { TopBar } from "@/ui/top-bar";
import { LanguageSwitch } from "./language-switch";

/**
 * The brand's top bar: the language switch, then what the route puts in `actions` (the sign-in
 * entry or the account icons).
 */
export function SiteTopBar({ back = false, actions }: { back?: boolean; actions?: ReactNode }) {
  const brand = useBrand();
  return (
    <TopBar
      logoSrc={brand.logoSrc}
      logoAlt={brand.logoAlt}
      back={back ? <BackLink /> : undefined}
      actions={
        <>
          <LanguageSwitch />
          {actions}
        </>
      }
    />
  );
}
