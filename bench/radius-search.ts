import type { AnswerIndex } from "../apps/server/src/matching/answer-index";
import { describeCandidates } from "../apps/server/src/matching/candidate-search";
import { chordToMiles, gridUnitVector, LISTED } from "../apps/server/src/matching/people";
import { SearchCache } from "../apps/server/src/matching/search-cache";
import { matchedOn } from "../apps/server/src/modules/search/profile-card";
import { NASHVILLE } from "./pg-load";

const PAGE = 20;

export interface RadiusFigures {
  sort: "nearest" | "best";
  /** Listed people within the radius (before the viewer's filters). */
  inRadius: number;
  /** Mean candidates a search counted (after interests both ways, ages and an alike answer). */
  candidates: number;
  /** Searches timed (after 5 not counted). */
  searches: number;
  p50: number;
  p95: number;
  max: number;
}

/**
 * GET /api/search's in-memory part on `index`, one search at a time, as a first page the cache has not
 * seen (a fresh SearchCache each time, so every search ranks): the ranking the route's SearchCache.rank
 * makes on a miss, then the page's 20 described and their matched-on lists, as search.service does. The
 * viewer's row, blocks, cards and relations are the route's database reads, measured through HTTP in (c).
 * Viewers are the first people listed within the radius, each searching from Nashville's centre.
 */
export function timeRadiusSearch(
  index: AnswerIndex,
  radius: number,
  sort: "nearest" | "best",
  searches: number,
): RadiusFigures {
  const { people } = index;
  const [ox, oy, oz] = gridUnitVector(NASHVILLE.lat, NASHVILLE.lng);
  const near: number[] = [];
  for (let v = 0; v < index.size; v++) {
    if ((people.flags[v]! & LISTED) === 0) continue;
    const chord = Math.hypot(people.x[v]! - ox, people.y[v]! - oy, people.z[v]! - oz);
    if (chordToMiles(chord) <= radius) near.push(v);
  }
  const warmup = 5;
  const times: number[] = [];
  let counted = 0;
  for (let i = 0; i < warmup + searches; i++) {
    const v = near[i % near.length]!;
    const viewerId = index.ids[v]!;
    const t0 = performance.now();
    // As a search does (search.service): the viewer's probes once, for the ranking, the page and matched-on.
    const probes = index.viewerProbes(viewerId)!;
    const { total, order } = new SearchCache().rank(
      index,
      {
        viewerId,
        origin: NASHVILLE,
        radius,
        viewerGender: genderName(people.gender[v]!),
        viewerInterestedIn: interestNames(people.interests[v]!),
        categoryIndex: undefined,
        sort,
        excluded: new Set(),
      },
      PAGE,
      probes,
    );
    const page = describeCandidates(index, probes, NASHVILLE, order.subarray(0, PAGE));
    for (const c of page) matchedOn(index, probes.unmatched, c.index);
    const ms = performance.now() - t0;
    if (i >= warmup) {
      times.push(ms);
      counted += total;
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!;
  return {
    sort,
    inRadius: near.length,
    candidates: Math.round(counted / searches),
    searches,
    p50: at(0.5),
    p95: at(0.95),
    max: times.at(-1)!,
  };
}

// The index keeps gender and interests as bits (people.ts); the query takes the profile's words.
const genderName = (bit: number) => (bit === 1 ? "Male" : bit === 2 ? "Female" : "Non-binary");
function interestNames(mask: number): string[] {
  const names: string[] = [];
  if (mask & 1) names.push("Men");
  if (mask & 2) names.push("Women");
  if (mask & 4) names.push("Couples");
  if (mask & 8) names.push("Everyone");
  return names;
}
