import { DEFAULT_LOCATION, EARTH_RADIUS_MILES } from "@down/common/constants";

/** What the candidate filter needs about a person, kept beside the answers so a search reads no rows. */
export interface PersonAttributes {
  lat: number;
  lng: number;
  gender: string | null;
  interestedIn: readonly string[];
  acceptingMatches: boolean;
  appearInSearches: boolean;
}

const GENDER_BIT: Record<string, number> = { Male: 1, Female: 2 };
const INTEREST_BIT: Record<string, number> = { Men: 1, Women: 2, Couples: 4, Everyone: 8 };
const EVERYONE = 8;

export const genderBit = (gender: string | null) => (gender ? (GENDER_BIT[gender] ?? 0) : 0);
export const interestMask = (list: readonly string[]) => list.reduce((m, v) => m | (INTEREST_BIT[v] ?? 0), 0);

/** "Everyone" fits anyone; Men↔Male, Women↔Female; a person with no (or another) gender fits only Everyone. */
export const fits = (interests: number, gender: number) => (interests & EVERYONE) !== 0 || (interests & gender) !== 0;

/** Listed: accepting matches and appearing in searches. */
export const LISTED = 1;

/**
 * Per-person columns. Positions are unit vectors, so the radius test is a chord length (no trig per
 * candidate) and the great-circle distance is 2R·asin(chord/2), exact on a sphere of radius 3959 mi.
 */
export class People {
  x = new Float64Array(1024);
  y = new Float64Array(1024);
  z = new Float64Array(1024);
  gender = new Uint8Array(1024);
  interests = new Uint8Array(1024);
  flags = new Uint8Array(1024);

  ensure(count: number) {
    if (count <= this.x.length) return;
    let size = this.x.length;
    while (size < count) size *= 2;
    const grow = <T extends Float64Array | Uint8Array>(old: T, make: (n: number) => T): T => {
      const next = make(size);
      next.set(old);
      return next;
    };
    this.x = grow(this.x, (n) => new Float64Array(n));
    this.y = grow(this.y, (n) => new Float64Array(n));
    this.z = grow(this.z, (n) => new Float64Array(n));
    this.gender = grow(this.gender, (n) => new Uint8Array(n));
    this.interests = grow(this.interests, (n) => new Uint8Array(n));
    this.flags = grow(this.flags, (n) => new Uint8Array(n));
  }

  set(i: number, person: PersonAttributes) {
    const [x, y, z] = unitVector(person.lat, person.lng);
    this.x[i] = x;
    this.y[i] = y;
    this.z[i] = z;
    this.gender[i] = genderBit(person.gender);
    this.interests[i] = interestMask(person.interestedIn);
    this.flags[i] = person.acceptingMatches && person.appearInSearches ? LISTED : 0;
  }

  unlist(i: number) {
    this.flags[i] = 0;
  }
}

export function unitVector(lat: number, lng: number): [number, number, number] {
  const phi = (lat * Math.PI) / 180;
  const lambda = (lng * Math.PI) / 180;
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

/** Great-circle miles for a chord between unit vectors. */
export const chordToMiles = (chord: number) => 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, chord / 2));
/** The longest chord within `miles` (radius beyond half the globe → everything). */
export const milesToChord = (miles: number) => 2 * Math.sin(Math.min(Math.PI / 2, miles / (2 * EARTH_RADIUS_MILES)));

/** Haversine, for tests and one-off distances. */
export function distanceMiles(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface LocationSources {
  latitude: number | null;
  longitude: number | null;
  useDeviceLocation: boolean | null;
  manualLocationLat: number | null;
  manualLocationLng: number | null;
}

/** The manual location when device location is off and one is set, else the profile's, else Nashville. */
export function effectiveLocation(s: LocationSources): { lat: number; lng: number } {
  if (s.useDeviceLocation === false && s.manualLocationLat !== null && s.manualLocationLng !== null) {
    return { lat: s.manualLocationLat, lng: s.manualLocationLng };
  }
  if (s.latitude !== null && s.longitude !== null) return { lat: s.latitude, lng: s.longitude };
  return { lat: DEFAULT_LOCATION.lat, lng: DEFAULT_LOCATION.lng };
}
