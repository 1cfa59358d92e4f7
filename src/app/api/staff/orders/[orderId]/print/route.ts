import { api } from "@/contract";
import { queuePrint } from "@/server/flows/print-order";
import { printingStatus } from "@/server/printing/status";
import { route } from "@/server/route";

export const POST = route(api.printing.print, async ({ brand, role, order, body }) => {
  await queuePrint(brand, order, body.kind);
  return printingStatus(brand.id, role);
});
