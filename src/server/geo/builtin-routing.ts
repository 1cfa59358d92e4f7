import "server-only";
import { randomUUID } from "node:crypto";
import type { LngLat } from "@/domain/geo";
import type { RouteResponse } from "@/domain/geo-schema";
import { haversineMeters } from "@/domain/geo";
import type { RoutingProvider } from "./geo";

/**
 * Offline routing: the great-circle distance times a detour factor, at an assumed city speed.
 * 1.35 is the usual ratio of road to straight-line distance in dense cities (Jakarta's grid and
 * one-way systems); 20 km/h is a typical Jakarta driving speed for a courier motorbike or car.
 */
export const DETOUR_FACTOR = 1.35;
export const CITY_SPEED_M_PER_S = 20_000 / 3600;

export class BuiltinRouting implements RoutingProvider {
  readonly budget = null;
  async route(origin: LngLat, destination: LngLat): Promise<RouteResponse> {
    const distance = Math.round(haversineMeters(origin, destination) * DETOUR_FACTOR);
    const duration = Math.round(distance / CITY_SPEED_M_PER_S);
    const geometry = {
      type: "LineString",
      coordinates: [
        [origin.lng, origin.lat],
        [destination.lng, destination.lat],
      ],
    };
    return {
      code: "Ok",
      uuid: randomUUID(),
      routes: [
        {
          distance,
          duration,
          weight: duration,
          legs: [{ distance, duration, summary: "estimate", steps: [] }],
          geometry,
        },
      ],
      waypoints: [
        { name: "", location: [origin.lng, origin.lat] },
        { name: "", location: [destination.lng, destination.lat] },
      ],
    };
  }
}
