import { api } from "@/contract";
import { exportFileName } from "@/domain/sales-days";
import { exportRange, ordersCsv } from "@/server/owner/sales";
import { localeOfRequest } from "@/server/page-path";
import { csvFile, route } from "@/server/route";

export const GET = route(api.owner.ordersExport, async ({ brand, query, request }) => {
  const range = exportRange(query);
  // The language the console is shown in (src/contract/owner-sales.ts says why), else the request's.
  const language = query.lang ?? localeOfRequest(brand, request.headers);
  return csvFile(exportFileName(brand.id, range), await ordersCsv(brand, range, language));
});
