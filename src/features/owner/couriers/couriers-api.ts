import { consoleRoutes } from "@/contract/routes-console";
import { call } from "@/features/api/client";

// The console's Couriers calls (issue 38), on the session cookie like the rest of the console.
export const couriersApi = {
  view: () => call(consoleRoutes.owner.couriers, { fresh: true }),
  save: (body: Record<string, unknown>) => call(consoleRoutes.owner.saveCouriers, { body }),
  check: () => call(consoleRoutes.owner.checkCouriers, { body: {} }),
  remove: () => call(consoleRoutes.owner.removeCouriers, { body: {} }),
};

export const COURIERS_KEY = ["owner-couriers"];
