import { staffRoutes } from "@/contract/routes-staff";
import type { PrintKind } from "@/domain/receipt";
import { call } from "@/features/api/client";

// Tickets and receipts on a branch's network printer (issue 36 item 2), on the session cookie.
export const printApi = {
  status: () => call(staffRoutes.printing.status, {}),
  print: (orderId: string, kind: PrintKind) =>
    call(staffRoutes.printing.print, { params: { orderId }, body: { kind } }),
};

/** The board's one read of the printing status, shared by every order card. */
export const PRINTING_KEY = ["printing"];
