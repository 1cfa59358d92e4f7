"use client";

import { lazy, Suspense } from "react";

// A storefront's 404 (an item not on the menu). Every page of the storefront loads its not-found
// boundary with it, yet few ever show it: its screen, with the top bar and links, is fetched when
// it is shown (rendered on the server all the same), not with every page (docs/BENCHMARKS.md).
const ItemNotFound = lazy(() => import("./item-not-found"));

export default function NotFound() {
  return (
    <Suspense>
      <ItemNotFound />
    </Suspense>
  );
}
