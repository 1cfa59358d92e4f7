"use client";

import { ErrorPage } from "@/ui/error-page";

/** The storefront's own layout failed (its brand could not be loaded): no top bar to keep. */
export default function LocaleError({ error }: { error: Error }) {
  return <ErrorPage error={error} />;
}
