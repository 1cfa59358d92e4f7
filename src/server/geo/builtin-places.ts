import "server-only";
import type { GeocodeResult, PlaceSuggestion } from "@/domain/geo";
import gazetteer from "./gazetteer.json";
import type { PlacesProvider } from "./geo";

interface Entry {
  name: string;
  kind: string;
  address: string;
  city: string;
  postalCode: string;
  lat: number;
  lng: number;
}

// Lower case, no accents, "jalan"/"jl" and punctuation folded, so "jl kemang raya" finds
// "Jl. Kemang Raya".
const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\bjalan\b/g, "jl")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

interface Indexed extends Entry {
  id: string;
  folded: string;
  haystack: string;
}

const INDEX: Indexed[] = (gazetteer as Entry[]).map((e, i) => ({
  ...e,
  id: `gz:${i}`,
  folded: fold(e.name),
  haystack: fold(`${e.name} ${e.address} ${e.city}`),
}));

const SUGGESTIONS = 5;

function score(entry: Indexed, query: string, words: string[]): number {
  if (!words.every((w) => entry.haystack.includes(w))) return 0;
  if (entry.folded === query) return 4;
  if (entry.folded.startsWith(query)) return 3;
  if (entry.folded.includes(query)) return 2;
  return 1;
}

/** Search over the bundled gazetteer of Jakarta and its surroundings (all in Indonesia). */
export class BuiltinPlaces implements PlacesProvider {
  readonly budget = null;
  private search(query: string): Indexed[] {
    const q = fold(query);
    if (!q) return [];
    const words = q.split(" ");
    return INDEX.map((entry) => ({ entry, s: score(entry, q, words) }))
      .filter((r) => r.s > 0)
      .sort((a, b) => b.s - a.s || a.entry.name.length - b.entry.name.length)
      .map((r) => r.entry);
  }

  async suggest(query: string): Promise<PlaceSuggestion[]> {
    return this.search(query)
      .slice(0, SUGGESTIONS)
      .map((e) => ({
        placeId: e.id,
        description: `${e.name}, ${e.address}, ${e.city}`,
        mainText: e.name,
        secondaryText: `${e.address}, ${e.city}`,
      }));
  }

  async geocode(query: string): Promise<GeocodeResult | null> {
    // The text may be a suggestion's description: its first part is the place's name.
    const best = this.search(query)[0] ?? this.search(query.split(",")[0] ?? "")[0];
    if (!best) return null;
    return {
      formattedAddress: `${best.address}, ${best.city} ${best.postalCode}`,
      lat: best.lat,
      lng: best.lng,
      country: "ID",
      postalCode: best.postalCode,
      city: best.city,
    };
  }
}
