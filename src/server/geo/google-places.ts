import "server-only";
import type { GeocodeResult, PlaceSuggestion } from "@/domain/geo";
import { PLACE_COUNTRY } from "@/domain/geo";
import type { PlacesProvider } from "./geo";
import { GeoProviderError, PROVIDER_TIMEOUT_MS } from "./geo";

interface GoogleAnswer {
  status: string;
  error_message?: string;
}
interface AutocompleteAnswer extends GoogleAnswer {
  predictions?: {
    description: string;
    place_id: string;
    structured_formatting?: { main_text?: string; secondary_text?: string };
  }[];
}
interface GeocodeAnswer extends GoogleAnswer {
  results?: {
    formatted_address: string;
    place_id?: string;
    geometry: { location: { lat: number; lng: number } };
    address_components?: { long_name: string; short_name: string; types: string[] }[];
  }[];
}

/**
 * Google Places Autocomplete (with session tokens, so a search and its pick bill as one session)
 * and the Geocoding API, restricted to Indonesia. `baseUrl` is configurable for tests.
 */
export class GooglePlaces implements PlacesProvider {
  readonly budget = "google";
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
  ) {}

  private async call<T extends GoogleAnswer>(
    path: string,
    params: Record<string, string>,
  ): Promise<T> {
    const url = new URL(path, this.baseUrl);
    for (const [k, v] of Object.entries({ ...params, key: this.apiKey }))
      url.searchParams.set(k, v);
    let answer: T;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
      if (!response.ok) throw new GeoProviderError(`Google answered HTTP ${response.status}`);
      answer = (await response.json()) as T;
    } catch (error) {
      if (error instanceof GeoProviderError) throw error;
      throw new GeoProviderError(`Google unreachable: ${(error as Error).message}`);
    }
    // ZERO_RESULTS is an empty answer; every other non-OK status is the provider failing us.
    if (answer.status !== "OK" && answer.status !== "ZERO_RESULTS") {
      throw new GeoProviderError(
        `Google answered ${answer.status}${answer.error_message ? `: ${answer.error_message}` : ""}`,
      );
    }
    return answer;
  }

  async suggest(query: string, sessionToken: string): Promise<PlaceSuggestion[]> {
    const answer = await this.call<AutocompleteAnswer>("/maps/api/place/autocomplete/json", {
      input: query,
      sessiontoken: sessionToken,
      components: `country:${PLACE_COUNTRY}`,
    });
    return (answer.predictions ?? []).map((p) => ({
      placeId: p.place_id,
      description: p.description,
      mainText: p.structured_formatting?.main_text ?? p.description,
      secondaryText: p.structured_formatting?.secondary_text ?? "",
    }));
  }

  async geocode(query: string): Promise<GeocodeResult | null> {
    const answer = await this.call<GeocodeAnswer>("/maps/api/geocode/json", {
      address: query,
      components: `country:${PLACE_COUNTRY.toUpperCase()}`,
    });
    const first = answer.results?.[0];
    if (!first) return null;
    const part = (type: string, key: "long_name" | "short_name" = "long_name") =>
      first.address_components?.find((c) => c.types.includes(type))?.[key];
    return {
      formattedAddress: first.formatted_address,
      lat: first.geometry.location.lat,
      lng: first.geometry.location.lng,
      placeId: first.place_id,
      country: part("country", "short_name"),
      postalCode: part("postal_code"),
      city: part("administrative_area_level_2") ?? part("locality"),
    };
  }
}
