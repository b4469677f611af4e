import { DEFAULT_LOCATION, EARTH_RADIUS_MILES, MAX_AGE, MIN_AGE } from "@down/common/constants";
import { snapToCell } from "@down/common/geo-grid";
import { PeopleCells } from "./people-cells";

/** What the candidate filter needs about a person, kept beside the answers so a search reads no rows. */
export interface PersonAttributes {
  lat: number;
  lng: number;
  gender: string | null;
  interestedIn: readonly string[];
  acceptingMatches: boolean;
  appearInSearches: boolean;
  /**
   * Kept out of search by the rules rather than by choice: no name or not an adult yet (profileGaps),
   * held by moderation after an 'underage' report, or banned.
   */
  hidden: boolean;
  /** A paused account is unlisted while paused, and listed again as its switches say once resumed. */
  paused?: boolean;
  /** null: not given (fits only a range left at the full 18–100). */
  age?: number | null;
  /** 'Who I want to see' (defaults 18–100, anyone). */
  ageMin?: number | null;
  ageMax?: number | null;
  verified?: boolean;
  verifiedOnly?: boolean | null;
}

const GENDER_BIT: Record<string, number> = { Male: 1, Female: 2 };
const INTEREST_BIT: Record<string, number> = { Men: 1, Women: 2, Couples: 4, Everyone: 8 };
const EVERYONE = 8;

export const genderBit = (gender: string | null) => (gender ? (GENDER_BIT[gender] ?? 0) : 0);
export const interestMask = (list: readonly string[]) => list.reduce((m, v) => m | (INTEREST_BIT[v] ?? 0), 0);

/** "Everyone" fits anyone; Men↔Male, Women↔Female; a person with no (or another) gender fits only Everyone. */
export const fits = (interests: number, gender: number) => (interests & EVERYONE) !== 0 || (interests & gender) !== 0;

/** Listed: accepting matches, appearing in searches, not hidden by the rules and not paused. */
export const LISTED = 1;
/** Photo verification approved by a moderator. */
export const VERIFIED = 2;
/** Wants (and is shown to) verified people only. */
export const VERIFIED_ONLY = 4;

/**
 * Whether an age fits a range. An unknown age (0) fits only a range left open (18–100): someone who
 * narrowed theirs asked for people whose age is known to be in it.
 */
export const ageFits = (min: number, max: number, age: number) =>
  age === 0 ? min <= MIN_AGE && max >= MAX_AGE : age >= min && age <= max;

/**
 * Both directions of 'Who I want to see': each one's age in the other's range, and each one's
 * verified-only wish met by the other.
 */
export function wantEachOther(people: People, a: number, b: number): boolean {
  const fa = people.flags[a]!;
  const fb = people.flags[b]!;
  if ((fa & VERIFIED_ONLY && !(fb & VERIFIED)) || (fb & VERIFIED_ONLY && !(fa & VERIFIED))) return false;
  return (
    ageFits(people.ageMin[a]!, people.ageMax[a]!, people.age[b]!) &&
    ageFits(people.ageMin[b]!, people.ageMax[b]!, people.age[a]!)
  );
}

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
  age = new Uint8Array(1024);
  ageMin = new Uint8Array(1024).fill(MIN_AGE);
  ageMax = new Uint8Array(1024).fill(MAX_AGE);
  /** Listed people by area, kept in step with `flags` and the positions by set(), unlist() and importState(). */
  readonly cells = new PeopleCells();

  ensure(count: number) {
    this.cells.ensure(count);
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
    this.age = grow(this.age, (n) => new Uint8Array(n));
    this.ageMin = grow(this.ageMin, (n) => new Uint8Array(n).fill(MIN_AGE));
    this.ageMax = grow(this.ageMax, (n) => new Uint8Array(n).fill(MAX_AGE));
  }

  set(i: number, person: PersonAttributes) {
    const [x, y, z] = gridUnitVector(person.lat, person.lng);
    this.x[i] = x;
    this.y[i] = y;
    this.z[i] = z;
    this.gender[i] = genderBit(person.gender);
    this.interests[i] = interestMask(person.interestedIn);
    this.flags[i] =
      (person.acceptingMatches && person.appearInSearches && !person.hidden && !person.paused ? LISTED : 0) |
      (person.verified ? VERIFIED : 0) |
      (person.verifiedOnly ? VERIFIED_ONLY : 0);
    const age = person.age ?? 0;
    this.age[i] = age >= MIN_AGE && age <= MAX_AGE ? age : 0;
    this.ageMin[i] = clampAge(person.ageMin ?? MIN_AGE);
    this.ageMax[i] = clampAge(person.ageMax ?? MAX_AGE);
    if (this.flags[i]! & LISTED) this.cells.place(i, x, y, z);
    else this.cells.remove(i);
  }

  unlist(i: number) {
    this.flags[i] = this.flags[i]! & ~LISTED;
    this.cells.remove(i);
  }

  /** The columns of the first `count` people, for a snapshot. */
  exportState(count: number): Array<Float64Array | Uint8Array> {
    return [this.x, this.y, this.z, this.gender, this.interests, this.flags, this.age, this.ageMin, this.ageMax].map(
      (column) => column.subarray(0, count),
    );
  }

  importState(count: number, columns: Array<Float64Array | Uint8Array>) {
    const [x, y, z, gender, interests, flags, age, ageMin, ageMax] = columns;
    if (columns.length !== PEOPLE_COLUMNS || columns.some((column) => column.length !== count)) {
      throw new Error("people state does not fit");
    }
    this.ensure(count);
    this.x.set(x as Float64Array);
    this.y.set(y as Float64Array);
    this.z.set(z as Float64Array);
    this.gender.set(gender as Uint8Array);
    this.interests.set(interests as Uint8Array);
    this.flags.set(flags as Uint8Array);
    this.age.set(age as Uint8Array);
    this.ageMin.set(ageMin as Uint8Array);
    this.ageMax.set(ageMax as Uint8Array);
    for (let i = 0; i < count; i++) {
      if (this.flags[i]! & LISTED) this.cells.place(i, this.x[i]!, this.y[i]!, this.z[i]!);
    }
  }
}

/** How many columns People.exportState() writes (a snapshot's format version changes with it). */
export const PEOPLE_COLUMNS = 9;

const clampAge = (age: number) => Math.min(MAX_AGE, Math.max(MIN_AGE, Math.round(age)));

export function unitVector(lat: number, lng: number): [number, number, number] {
  const phi = (lat * Math.PI) / 180;
  const lambda = (lng * Math.PI) / 180;
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

/**
 * The unit vector of the point's grid-cell centre. Every position that feeds what another person sees
 * (card distance, nearest order, radius edge) goes through this, never the stored coordinates, so moving
 * one's own point reveals cell edges only (finding 1, docs/decisions/004-location-privacy.md).
 */
export function gridUnitVector(lat: number, lng: number): [number, number, number] {
  const centre = snapToCell(lat, lng);
  return unitVector(centre.lat, centre.lng);
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
