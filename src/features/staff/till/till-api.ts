import { staffRoutes } from "@/contract/routes-staff";
import { call } from "@/features/api/client";

// The till page's calls (issue 36 item 5), on the staff session's cookie (src/features/api/client.ts).

export interface TillPick {
  /** The caller's first branch when left out. */
  branchId?: string | undefined;
  /** YYYY-MM-DD; the brand's today when left out. */
  date?: string | undefined;
}

export const tillKey = (pick: TillPick) => ["till", pick.branchId ?? "", pick.date ?? ""];

export const tillApi = {
  day: (pick: TillPick) => call(staffRoutes.till.day, { query: pick }),
  close: (body: {
    branchId: string;
    date: string;
    expected: number;
    counted: number;
    note: string;
  }) => call(staffRoutes.till.closeDay, { body }),
  reopen: (body: { branchId: string; date: string }) => call(staffRoutes.till.reopenDay, { body }),
};
