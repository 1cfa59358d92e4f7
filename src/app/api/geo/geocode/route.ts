import { api } from "@/contract";
import { geocodeAddress } from "@/server/geo/service";
import { geoCaller } from "@/server/geo/limits";
import { route } from "@/server/route";

export const GET = route(api.geo.geocode, async ({ brand, query, request }) =>
  geocodeAddress(geoCaller(brand, request), query.q),
);
