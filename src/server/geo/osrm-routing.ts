import "server-only";
import { randomUUID } from "node:crypto";
import type { LngLat } from "@/domain/geo";
import type { RouteResponse } from "@/domain/geo-schema";
import { routeResponseSchema } from "@/domain/geo-schema";
import type { RoutingProvider } from "./geo";
import { GeoProviderError, NoRouteError, PROVIDER_TIMEOUT_MS } from "./geo";

/**
 * Directions from an OSRM server (`/route/v1/driving/{lng},{lat};{lng},{lat}`). OSRM answers
 * `{code: "Ok", routes, waypoints}`; "NoRoute" means no road connects the points. OSRM has no
 * uuid, so one is added.
 */
export class OsrmRouting implements RoutingProvider {
  readonly budget = "osrm";
  constructor(private readonly baseUrl: string) {}

  async route(origin: LngLat, destination: LngLat): Promise<RouteResponse> {
    const url = new URL(
      `route/v1/driving/${origin.lng},${origin.lat};${destination.lng},${destination.lat}`,
      this.baseUrl.endsWith("/") ? this.baseUrl : `${this.baseUrl}/`,
    );
    url.searchParams.set("overview", "simplified");
    url.searchParams.set("geometries", "geojson");
    let body: { code?: string; message?: string };
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
      body = (await response.json()) as { code?: string };
      if (body.code === "NoRoute") throw new NoRouteError("OSRM found no route");
      if (!response.ok || body.code !== "Ok")
        throw new GeoProviderError(
          `OSRM answered ${response.status} ${body.code ?? ""} ${body.message ?? ""}`.trim(),
        );
    } catch (error) {
      if (error instanceof NoRouteError || error instanceof GeoProviderError) throw error;
      throw new GeoProviderError(`OSRM unreachable: ${(error as Error).message}`);
    }
    const parsed = routeResponseSchema.safeParse({ uuid: randomUUID(), ...body });
    if (!parsed.success) throw new GeoProviderError("OSRM answered an unexpected shape");
    return parsed.data;
  }
}
