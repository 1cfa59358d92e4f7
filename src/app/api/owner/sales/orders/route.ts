import { api } from "@/contract";
import { exportFileName } from "@/domain/sales-days";
import { exportRange, ordersCsv } from "@/server/owner/sales";
import { csvFile, route } from "@/server/route";

export const GET = route(api.owner.ordersExport, async ({ brand, query }) => {
  const range = exportRange(query);
  return csvFile(exportFileName(brand.id, range), await ordersCsv(brand, range));
});
