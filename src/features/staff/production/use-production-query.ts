"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useState } from "react";
import type { ProductionStatus } from "@/domain/production";
import { OPEN_PRODUCTION_STATUSES, statusesOf, statusesParam } from "@/domain/production";

// What the production list shows, kept in the page's address (?date=&status=&branch=&view=), so a
// reload, a bookmark on the kitchen's tablet or a printout shows the same list. Without `date` the
// list is today's, and follows the day past midnight.

export const PRODUCTION_VIEWS = ["items", "slots"] as const;
export type ProductionView = (typeof PRODUCTION_VIEWS)[number];

export interface ProductionQuery {
  /** YYYY-MM-DD as asked; "" for today. */
  date: string;
  statuses: ProductionStatus[];
  branch: string | null;
  view: ProductionView;
}

export function useProductionQuery(): [
  ProductionQuery,
  (change: Partial<ProductionQuery>) => void,
] {
  const params = useSearchParams();
  const pathname = usePathname();
  // Read from the address once; the page's own state after, so a tap shows at once (the address
  // follows, and Next.js's reading of it comes a render later).
  const [query, setQuery] = useState<ProductionQuery>(() => ({
    date: params.get("date") ?? "",
    statuses: statusesOf(params.get("status") ?? undefined) ?? [...OPEN_PRODUCTION_STATUSES],
    branch: params.get("branch") || null,
    view: params.get("view") === "slots" ? "slots" : "items",
  }));
  const change = (to: Partial<ProductionQuery>) => {
    const next = { ...query, ...to };
    setQuery(next);
    const open = statusesParam(OPEN_PRODUCTION_STATUSES);
    const status = statusesParam(next.statuses);
    const search = new URLSearchParams(
      Object.entries({
        date: next.date,
        // The open ones are the default.
        status: status === open ? "" : status,
        branch: next.branch ?? "",
        view: next.view === "items" ? "" : next.view,
      }).filter(([, value]) => value !== ""),
    ).toString();
    window.history.replaceState(null, "", search ? `${pathname}?${search}` : pathname);
  };
  return [query, change];
}
