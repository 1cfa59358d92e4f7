import "./zod-setup";
import { z } from "zod";

// What a routing service answers (OSRM's route response, spec §5), checked on the server before
// the delivery price is read from it. Apart from geo.ts, whose constants the browser's pages use.

export const routeResponseSchema = z.object({
  routes: z
    .array(
      z.object({
        distance: z.number().finite().min(0),
        duration: z.number().finite().min(0),
        weight: z.number().finite(),
        legs: z.array(z.unknown()),
        geometry: z.unknown(),
      }),
    )
    .min(1),
  waypoints: z.array(z.unknown()),
  code: z.string(),
  uuid: z.string(),
});
export type RouteResponse = z.infer<typeof routeResponseSchema>;
