"use client";

import { SiteTopBar } from "@/features/brand/site-top-bar";
import { ErrorPage } from "@/ui/error-page";

/** Any page of a storefront that fails keeps the brand's top bar (issue 14). */
export default function StorefrontError({ error }: { error: Error }) {
  return <ErrorPage error={error} topBar={<SiteTopBar />} />;
}
