import { createRequire } from "node:module";
import { EARTH_RADIUS_MILES } from "@down/common/constants";
import type { CityData } from "city-timezones";

/** A place a typed search resolved to, or the city nearest to a position. */
export interface GeoPlace {
  lat: number;
  lng: number;
  label: string;
}

/** Turns what a person types ("37203", "Franklin, TN", "Paris") into a place; null when nothing fits. */
export interface Geocoder {
  readonly kind: "offline" | "google";
  geocode(query: string): Promise<GeoPlace | null>;
}

interface ZipRecord {
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}
interface ZipcodesModule {
  lookup(zip: string): ZipRecord | undefined;
  lookupByName(city: string, state: string): ZipRecord[];
  states: { full: Record<string, string> };
}

// Both data sets are CommonJS JSON blobs (~2 MB each); load them on first use, not at server start.
const require = createRequire(import.meta.url);
let cities: readonly CityData[] | undefined;
const cityData = () => {
  cities ??= (require("city-timezones") as { cityMapping: CityData[] }).cityMapping;
  return cities;
};
let citiesByName: Map<string, CityData[]> | undefined;
/** Folded name → cities, built once, so a search is a map lookup rather than 7,000 string folds. */
const cityIndex = () => {
  if (citiesByName) return citiesByName;
  citiesByName = new Map();
  for (const city of cityData()) {
    for (const name of new Set([fold(city.city), fold(city.city_ascii)])) {
      citiesByName.set(name, [...(citiesByName.get(name) ?? []), city]);
    }
  }
  return citiesByName;
};
let zips: ZipcodesModule | undefined;
const zipData = () => {
  zips ??= require("zipcodes") as ZipcodesModule;
  return zips;
};

/** Case- and accent-insensitive, so "montreal" finds Montréal. */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[.\s]+/g, " ")
    .trim();

/** ~11 m: more precision than a city centre deserves. */
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

const COUNTRY_ALIASES: Record<string, string> = { usa: "us", uk: "gb", "united states": "us" };

/** A US state or Canadian province, by code or name: "TN", "Tennessee", "ON". */
function stateOrProvince(region: string): { code: string; name: string } | undefined {
  const upper = fold(region).toUpperCase();
  for (const [name, code] of Object.entries(zipData().states.full)) {
    if (upper === code || upper === name) return { code, name };
  }
  return undefined;
}
const usStateCode = (region: string) => stateOrProvince(region)?.code;

function inRegion(city: CityData, region: string): boolean {
  const state = stateOrProvince(region);
  if (state && city.iso2 === "US") return city.state_ansi === state.code;
  const wanted = [COUNTRY_ALIASES[fold(region)] ?? fold(region), ...(state ? [fold(state.name)] : [])];
  return [city.province, city.country, city.iso2, city.iso3].some((field) => field && wanted.includes(fold(field)));
}

const cityPlace = (city: CityData): GeoPlace => ({
  lat: round4(city.lat),
  lng: round4(city.lng),
  label: cityLabel(city),
});

function cityLabel(city: CityData): string {
  if (city.iso2 !== "US") return `${city.city}, ${city.country}`;
  // Washington, D.C. carries its district in its name and has no state code.
  return city.state_ansi ? `${city.city}, ${city.state_ansi}` : city.city;
}

/** The most populous city of that name (in that region when given). */
function findCity(name: string, region: string | undefined): GeoPlace | null {
  let best: CityData | undefined;
  for (const city of cityIndex().get(fold(name)) ?? []) {
    if (region && !inRegion(city, region)) continue;
    if (!best || city.pop > best.pop) best = city;
  }
  return best ? cityPlace(best) : null;
}

/** US towns too small for the world list (Franklin, TN): the centre of their ZIP codes. */
function findUsTown(name: string, region: string): GeoPlace | null {
  const state = usStateCode(region);
  if (!state) return null;
  const matches = zipData().lookupByName(name.trim(), state);
  const first = matches[0];
  if (!first) return null;
  const mean = (pick: (zip: ZipRecord) => number) => matches.reduce((sum, zip) => sum + pick(zip), 0) / matches.length;
  return {
    lat: round4(mean((z) => z.latitude)),
    lng: round4(mean((z) => z.longitude)),
    label: `${first.city}, ${state}`,
  };
}

function findZip(query: string): GeoPlace | null {
  const match = /^(\d{5})(?:-\d{4})?$/.exec(query);
  if (!match?.[1]) return null;
  const zip = zipData().lookup(match[1]);
  return zip ? { lat: zip.latitude, lng: zip.longitude, label: `${zip.city}, ${zip.state}` } : null;
}

const findPlace = (name: string, region: string | undefined) =>
  findCity(name, region) ?? (region ? findUsTown(name, region) : null);

/** "City, Region[, Country]", "City Region" (Nashville TN, Nashville Tennessee) or a bare city name. */
function offlineLookup(raw: string): GeoPlace | null {
  const query = raw.trim().replace(/\s+/g, " ");
  if (/^\d/.test(query)) return findZip(query);
  const parts = query
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const [name, region] = parts;
  if (!name) return null;
  if (region) return findPlace(name, region);
  const whole = findCity(name, undefined);
  if (whole) return whole;
  // No comma: try the last one or two words as the region ("Franklin TN", "Salt Lake City Utah", "New York NY").
  const words = name.split(" ");
  for (const take of [1, 2]) {
    if (words.length <= take) break;
    const found = findPlace(words.slice(0, -take).join(" "), words.slice(-take).join(" "));
    if (found) return found;
  }
  return null;
}

/** Offline: US ZIP codes (zipcodes) and world cities (city-timezones); no network, no key. */
export function offlineGeocoder(): Geocoder {
  return { kind: "offline", geocode: async (query) => offlineLookup(query) };
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
/** Haversine on the spec's 3959-mile earth (matching keeps its own fast chord form). */
export function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The nearest listed city by great-circle distance; always offline, so a device position never leaves the server. */
export function nearestCity(lat: number, lng: number): GeoPlace {
  let best: CityData | undefined;
  let bestMiles = Number.POSITIVE_INFINITY;
  for (const city of cityData()) {
    const miles = milesBetween({ lat, lng }, city);
    if (miles < bestMiles) [best, bestMiles] = [city, miles];
  }
  if (!best) throw new Error("city-timezones has no cities");
  return cityPlace(best);
}

interface GoogleAnswer {
  status: string;
  error_message?: string;
  results?: Array<{
    formatted_address: string;
    geometry: { location: { lat: number; lng: number } };
    address_components?: Array<{ short_name: string; long_name: string; types: string[] }>;
  }>;
}

/** Google's Geocoding API. A short "City, ST" label when Google names a locality, else its formatted address. */
export function googleGeocoder(apiKey: string, fetchImpl: typeof fetch = fetch): Geocoder {
  return {
    kind: "google",
    async geocode(query) {
      const url = new URL("https://maps.googleapis.com/maps/api/geocode/json");
      url.searchParams.set("address", query);
      url.searchParams.set("key", apiKey);
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw new Error(`Google geocoding answered ${response.status}`);
      const answer = (await response.json()) as GoogleAnswer;
      if (answer.status === "ZERO_RESULTS") return null;
      const first = answer.results?.[0];
      if (answer.status !== "OK" || !first) throw new Error(`Google geocoding: ${answer.status}`);
      const part = (type: string) => first.address_components?.find((c) => c.types.includes(type));
      const locality = part("locality") ?? part("postal_town");
      const country = part("country");
      const area = country?.short_name === "US" ? part("administrative_area_level_1")?.short_name : country?.long_name;
      return {
        lat: first.geometry.location.lat,
        lng: first.geometry.location.lng,
        label: locality && area ? `${locality.long_name}, ${area}` : first.formatted_address,
      };
    },
  };
}
