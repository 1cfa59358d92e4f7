import { api } from "@/contract";
import { suggestPlaces } from "@/server/geo/service";
import { geoCaller } from "@/server/geo/limits";
import { route } from "@/server/route";

export const GET = route(api.geo.places, async ({ brand, query, request }) =>
  suggestPlaces(geoCaller(brand, request), query.q, query.session),
);
