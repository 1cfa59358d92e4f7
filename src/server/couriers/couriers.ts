import "server-only";
import { env } from "../env";
import { remember } from "../remember.mjs";
import { Biteship } from "./biteship";
import type { CourierProvider } from "./provider";
import { CourierStandin } from "./standin";

// How this process quotes and books couriers (issue 38, docs/couriers.md): Biteship's API with
// each brand's own key, or the stand-in for demos and tests (COURIER_PROVIDER=standin, refused in
// production).

/** This process's courier provider, as COURIER_PROVIDER says. */
export function couriers(): CourierProvider {
  return remember<CourierProvider>("couriers", () => {
    const settings = env();
    return settings.COURIER_PROVIDER === "standin"
      ? new CourierStandin()
      : new Biteship(settings.BITESHIP_API_URL);
  });
}

/**
 * The header an aggregator's webhook carries the brand's secret in (set at Biteship as its
 * webhook's "signature key", the secret as its "signature secret").
 */
export const COURIER_SECRET_HEADER = "x-kedai-courier-secret";
