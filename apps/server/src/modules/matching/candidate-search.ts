import { UNLIMITED_RADIUS } from "@down/common/constants";
import { bestMatchRank, scoreFromTotals } from "@down/common/scoring";
import type { AnswerIndex } from "./answer-index";
import { probePlaneWords } from "./best-matches";
import { hasAlike, PACK, scorePacked } from "./pair-kernel";
import {
  chordToMiles,
  fits,
  genderBit,
  gridUnitVector,
  interestMask,
  LISTED,
  milesToChord,
  wantEachOther,
} from "./people";
import { TopK } from "./top-k";

export interface CandidateQuery {
  viewerId: string;
  origin: { lat: number; lng: number };
  /** Miles; 999 means unlimited. */
  radius: number;
  viewerGender: string | null;
  viewerInterestedIn: readonly string[];
  /** Only people with an alike answer in this category (index into the layout's categories). */
  categoryIndex: number | undefined;
  sort: "nearest" | "best";
  /** Users blocked either way. */
  excluded: ReadonlySet<string>;
  /** How many of the best to return (offset + page size). */
  limit: number;
}

function rankOf(packed: number): number {
  const weight = Math.floor(packed / PACK);
  const common = packed % PACK;
  return bestMatchRank(scoreFromTotals(weight, common), common);
}

export interface Candidate {
  index: number;
  userId: string;
  distance: number;
  score: number;
  common: number;
  rank: number;
}

/**
 * One pass over everyone in memory: cheap filters first (listed, interests both ways, radius as a chord
 * length), then the packed score, keeping only the best `limit` in a bounded heap.
 * Nearest sorts by whole miles (what the card shows), then best-match rank; best sorts by rank, then
 * distance; ties fall to the user id so every instance pages the same way.
 */
export function findCandidates(index: AnswerIndex, q: CandidateQuery): { total: number; top: Candidate[] } {
  const probe = index.probe(q.viewerId);
  const self = index.indexOf(q.viewerId);
  if (!probe || self === undefined || probe.mask === 0) return { total: 0, top: [] };
  const { people, answers } = index;
  const excluded = new Set<number>();
  for (const id of q.excluded) {
    const u = index.indexOf(id);
    if (u !== undefined) excluded.add(u);
  }
  const myGender = genderBit(q.viewerGender);
  const myInterests = interestMask(q.viewerInterestedIn);
  const [ox, oy, oz] = gridUnitVector(q.origin.lat, q.origin.lng);
  const maxChord = q.radius >= UNLIMITED_RADIUS ? Number.POSITIVE_INFINITY : milesToChord(q.radius);
  const onlyMask = q.categoryIndex === undefined ? -1 : 1 << q.categoryIndex;
  const top = new TopK(q.limit, index.ids);
  // Best first needs everyone's rank: the column planes give all of them in one WebAssembly pass (the
  // same numbers as scorePacked). Nearest first ranks only those near enough to enter the page.
  const best = q.sort === "best";
  if (best) answers.planes.accumulate(probePlaneWords(answers, probe), index.size);
  let total = 0;
  for (let v = 0; v < index.size; v++) {
    if ((people.flags[v]! & LISTED) === 0 || v === self) continue;
    if (!fits(myInterests, people.gender[v]!) || !fits(people.interests[v]!, myGender)) continue;
    if (!wantEachOther(people, self, v)) continue;
    if ((probe.mask & answers.mask[v]! & onlyMask) === 0) continue;
    const dx = people.x[v]! - ox;
    const dy = people.y[v]! - oy;
    const dz = people.z[v]! - oz;
    const chord = Math.sqrt(dx * dx + dy * dy + dz * dz);
    if (chord > maxChord) continue;
    const packed = best ? answers.planes.accOf(v) : 0;
    // Nothing answered alike (weight 0 ⇔ packed < PACK ⇔ no alike answer anywhere).
    if (best ? packed < PACK : !hasAlike(answers, probe, v, -1)) continue;
    if (onlyMask !== -1 && !hasAlike(answers, probe, v, onlyMask)) continue;
    if (excluded.has(v)) continue;
    total += 1;
    const distance = chordToMiles(chord);
    if (best) {
      top.offer(v, rankOf(packed), -distance, 0);
    } else {
      const miles = -Math.round(distance);
      if (miles < top.floor()) continue; // farther than every kept one: cannot enter, skip the score
      top.offer(v, miles, rankOf(scorePacked(answers, probe, v, -1)), -distance);
    }
  }
  const ranked = top.sorted().map((v) => {
    const packed = scorePacked(answers, probe, v, -1);
    const weight = Math.floor(packed / PACK);
    const common = packed % PACK;
    const score = scoreFromTotals(weight, common);
    const [dx, dy, dz] = [people.x[v]! - ox, people.y[v]! - oy, people.z[v]! - oz];
    const chord = Math.sqrt(dx * dx + dy * dy + dz * dz);
    const distance = chordToMiles(chord);
    return { index: v, userId: index.ids[v]!, distance, score, common, rank: bestMatchRank(score, common) };
  });
  return { total, top: ranked };
}
