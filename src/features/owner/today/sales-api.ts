import { queryOptions } from "@tanstack/react-query";
import { consoleRoutes } from "@/contract/routes-console";
import type { Locale } from "@/domain/locale";
import { call } from "@/features/api/client";

// The Today page's calls (issue 19 item 6), on the owner's session cookie.

/** The figures, asked again every minute while the page is open. */
export const salesQuery = queryOptions({
  queryKey: ["owner-sales"],
  queryFn: () => call(consoleRoutes.owner.sales, { fresh: true }),
  refetchInterval: 60_000,
});

/**
 * The CSV file of the orders placed from `from` to `to` (the brand's days, both counted), in `lang`:
 * the language the console is shown in, said outright rather than left to the cookie
 * (src/contract/owner-sales.ts says why).
 */
export const exportOrders = (from: string, to: string, lang: Locale) =>
  call(consoleRoutes.owner.ordersExport, { query: { from, to, lang }, fresh: true });
