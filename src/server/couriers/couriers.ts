import "server-only";
import { env } from "../env";
import { remember } from "../remember.mjs";
import type { CourierProvider } from "./provider";
import { CourierError } from "./provider";
import { CourierStandin } from "./standin";

// PLACEHOLDER from the checkout branch (c38-checkout): the aggregator helper writes the real one
// (Biteship by COURIER_PROVIDER); the lead keeps theirs. Only the stand-in is wired here.

/** This process's courier provider, as COURIER_PROVIDER names it. */
export function couriers(): CourierProvider {
  return remember("courier-provider", () => {
    if (env().COURIER_PROVIDER !== "standin")
      throw new CourierError("The Biteship adapter is not on this branch.", "unavailable");
    return new CourierStandin();
  });
}
