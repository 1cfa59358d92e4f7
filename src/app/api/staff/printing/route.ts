import { api } from "@/contract";
import { route } from "@/server/route";
import { printingStatus } from "@/server/printing/status";

export const GET = route(api.printing.status, async ({ brand, role }) =>
  printingStatus(brand.id, role),
);
