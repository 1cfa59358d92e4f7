import { staffRoutes } from "@/contract/routes-staff";
import { call } from "@/features/api/client";

// The production list's call rides on the session cookie, as the board's (src/features/api/client.ts).
export const productionApi = {
  /** `date` YYYY-MM-DD ("" for today), `status` a comma-separated list, `branch` one branch. */
  list: (query: { date: string; status?: string; branch?: string }) =>
    call(staffRoutes.staff.production, { query }),
};
