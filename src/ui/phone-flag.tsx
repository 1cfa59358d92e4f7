"use client";

import { lazy, Suspense } from "react";
import type { FlagProps } from "react-phone-number-input";
import { DEFAULT_COUNTRY } from "@/domain/phone-field";

// Spec §2: the country picker shows flags, bundled with the app (never from a CDN). The picker
// only ever shows the chosen country's flag, so the page carries the default country's and the
// others (one module of about 50 KiB gzipped) load when another country is chosen (decision 0020).
const OtherFlag = lazy(() => import("./other-flags"));

/** Indonesia's flag as country-flag-icons draws it (3x2/ID.svg), which has no module of its own. */
function Indonesia({ title }: { title: string }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 513 342">
      <title>{title}</title>
      <path fill="#FFF" d="M0 0h513v342H0z" />
      <path fill="#E00" d="M0 0h513v171H0z" />
    </svg>
  );
}

export function PhoneFlag({ country, countryName }: FlagProps) {
  if (country === DEFAULT_COUNTRY) return <Indonesia title={countryName} />;
  return (
    <Suspense fallback={null}>
      <OtherFlag country={country} title={countryName} />
    </Suspense>
  );
}
