"use client";

import { ErrorPage } from "@/ui/error-page";

/** A page outside a storefront (or a storefront's layout) that fails. */
export default function RootError({ error }: { error: Error }) {
  return <ErrorPage error={error} />;
}
