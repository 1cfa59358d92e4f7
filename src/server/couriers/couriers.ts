import "server-only";
import { env } from "../env";
import { remember } from "../remember.mjs";
import type { CourierProvider } from "./provider";
import { CourierError } from "./provider";
import { CourierStandin } from "./standin";

// PLACEHOLDER of the console's branch (c38-console) so it compiles alone: the aggregator's branch
// (c38-agg) owns this file, with Biteship's adapter; at merge, take theirs. Same signature.

/** This process's courier provider, as COURIER_PROVIDER says. */
export function couriers(): CourierProvider {
  return remember<CourierProvider>("couriers", () => {
    if (env().COURIER_PROVIDER === "standin") return new CourierStandin();
    const down = async (): Promise<never> => {
      throw new CourierError("Biteship's adapter is not in this branch.", "unavailable");
    };
    return { rates: down, book: down, booking: down, cancel: down };
  });
}
