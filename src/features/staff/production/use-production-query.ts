"use client";

import { usePathname, useSearchParams } from "next/navigation";
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
  const query: ProductionQuery = {
    date: params.get("date") ?? "",
    statuses: statusesOf(params.get("status") ?? undefined) ?? [...OPEN_PRODUCTION_STATUSES],
    branch: params.get("branch") || null,
    view: params.get("view") === "slots" ? "slots" : "items",
  };
  const change = (to: Partial<ProductionQuery>) => {
    const next = { ...query, ...to };
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
    // Next.js follows history.replaceState: the page reads the new address, with no request.
    window.history.replaceState(null, "", search ? `${pathname}?${search}` : pathname);
  };
  return [query, change];
}
