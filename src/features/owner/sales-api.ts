import { queryOptions } from "@tanstack/react-query";
import { routes } from "@/contract/routes";
import { call } from "@/features/api/client";

// The Today page's calls (issue 19 item 6), on the owner's session cookie.

/** The figures, asked again every minute while the page is open. */
export const salesQuery = queryOptions({
  queryKey: ["owner-sales"],
  queryFn: () => call(routes.owner.sales, { fresh: true }),
  refetchInterval: 60_000,
});

/** The CSV file of the orders placed from `from` to `to` (the brand's days, both counted). */
export const exportOrders = (from: string, to: string) =>
  call(routes.owner.ordersExport, { query: { from, to }, fresh: true });
