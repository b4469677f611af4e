import { UNLIMITED_RADIUS } from "@down/common/constants";
import { bestMatchRank, scoreFromTotals } from "@down/common/scoring";
import type { AnswerIndex, ViewerProbes } from "./answer-index";
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
  /**
   * The viewer's mutual matches: scored on every category. Everyone else is scored without the categories
   * hidden from non-matches (docs/decisions/007), in the ranking, the filter and the total alike. Absent:
   * nobody is a match.
   */
  matched?: ReadonlySet<string>;
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

/** The ranked people of a query, as index numbers (best first), before the page is described. */
export interface RankedCandidates {
  total: number;
  order: Int32Array;
  /** People the scan looked at: everyone for an unlimited radius, else only the nearby buckets' members. */
  scanned: number;
}

/** Above this many bucket members a search visits them in index order rather than bucket by bucket. */
const IN_ORDER_FROM = 4096;
/**
 * Above this share of the index in reach, a search scores everyone in one pass over the planes
 * (AnswerPlanes.accumulate) instead of reading each candidate's entries. Measured at 1M (bench (g)): the
 * pass costs about as much as best first's per-candidate scores for 3% of the index, and as nearest
 * first's alike checks for 5–7%; at 20% it is 2× faster for best, 1.3× for nearest.
 */
const ACCUMULATE_BEST_FROM = 0.03;
const ACCUMULATE_NEAREST_FROM = 0.06;

/** How a search visits people; the defaults suit the index's size (tests force each way). */
export interface ScanPlan {
  /** Bucket members from which people are visited in index order. */
  inOrderFrom?: number;
  /** Share of the index in reach from which everyone is scored in one pass (both sorts). */
  accumulateFrom?: number;
}

/**
 * One pass over the people near enough to matter (the buckets the radius reaches, or everyone for an
 * unlimited radius): cheap filters first (listed, interests both ways, radius as a chord length), then
 * the packed score, keeping only the best `limit` in a bounded heap.
 * Nearest sorts by whole miles (what the card shows), then best-match rank; best sorts by rank, then
 * distance; ties fall to the user id so every instance pages the same way. The order is total, so the
 * result does not depend on the order people are visited in.
 * `probes` are the viewer's (AnswerIndex.viewerProbes); a search passes the ones it built for its page.
 */
export function rankCandidates(
  index: AnswerIndex,
  q: CandidateQuery,
  plan: ScanPlan = {},
  probes: ViewerProbes | undefined = index.viewerProbes(q.viewerId),
): RankedCandidates {
  const self = index.indexOf(q.viewerId);
  const matchedBits = bitsOf(index, q.matched);
  if (!probes || self === undefined || (probes.unmatched.mask === 0 && !matchedBits)) {
    return { total: 0, order: new Int32Array(0), scanned: 0 };
  }
  // Mutual matches (few) are scored one by one on the whole probe; everyone else on the restricted one.
  const { matched: whole, unmatched: probe } = probes;
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
  const best = q.sort === "best";
  let scanned = 0;
  const buckets = people.cells.near(ox, oy, oz, maxChord);
  if (buckets) {
    for (const members of buckets) scanned += members.length;
  } else {
    scanned = index.size;
  }
  // When many people are in reach, one WebAssembly pass over the column planes gives everyone's packed
  // (weight, common) (the same numbers as scorePacked; weight > 0 ⇔ an alike answer), streaming memory
  // instead of reading each candidate's entries. Best first needs every candidate's rank; nearest first
  // needs only whether each has an alike answer, and ranks only those who can enter the page.
  const share = plan.accumulateFrom ?? (best ? ACCUMULATE_BEST_FROM : ACCUMULATE_NEAREST_FROM);
  const useAcc = scanned >= share * index.size;
  if (useAcc) answers.planes.accumulate(probe.words, index.size);
  let total = 0;
  const consider = (v: number) => {
    if ((people.flags[v]! & LISTED) === 0 || v === self) return;
    if (!fits(myInterests, people.gender[v]!) || !fits(people.interests[v]!, myGender)) return;
    if (!wantEachOther(people, self, v)) return;
    const matched = matchedBits !== null && (matchedBits[v >>> 5]! & (1 << (v & 31))) !== 0;
    const p = matched ? whole : probe;
    if ((p.mask & answers.mask[v]! & onlyMask) === 0) return;
    // The pass over the planes was made with the restricted probe: a match is scored on its own.
    const fromAcc = useAcc && !matched;
    // Nothing answered alike (weight 0 ⇔ packed < PACK ⇔ no alike answer anywhere).
    const packed = fromAcc ? answers.planes.accOf(v) : 0;
    if (fromAcc && packed < PACK) return;
    const dx = people.x[v]! - ox;
    const dy = people.y[v]! - oy;
    const dz = people.z[v]! - oz;
    const chord = Math.sqrt(dx * dx + dy * dy + dz * dz);
    if (chord > maxChord) return;
    if (best) {
      const scored = fromAcc ? packed : scorePacked(answers, p, v, -1);
      if (scored < PACK) return;
      if (onlyMask !== -1 && !hasAlike(answers, p, v, onlyMask)) return;
      if (excluded.has(v)) return;
      total += 1;
      top.offer(v, rankOf(scored), -chordToMiles(chord), 0);
    } else {
      if (!fromAcc && !hasAlike(answers, p, v, -1)) return;
      if (onlyMask !== -1 && !hasAlike(answers, p, v, onlyMask)) return;
      if (excluded.has(v)) return;
      total += 1;
      const distance = chordToMiles(chord);
      const miles = -Math.round(distance);
      if (miles < top.floor()) return; // farther than every kept one: cannot enter, skip the score
      top.offer(v, miles, rankOf(fromAcc ? packed : scorePacked(answers, p, v, -1)), -distance);
    }
  };
  if (buckets && scanned < (plan.inOrderFrom ?? IN_ORDER_FROM)) {
    for (const members of buckets) {
      for (let k = 0; k < members.length; k++) consider(members[k]!);
    }
  } else if (buckets) {
    // Many people: visit them in index order (a bitmap of the buckets' members), so the people columns,
    // the directory and the planes are read forward instead of at random.
    const bits = new Int32Array((index.size + 31) >>> 5);
    for (const members of buckets) {
      for (let k = 0; k < members.length; k++) {
        const v = members[k]!;
        bits[v >>> 5] = bits[v >>> 5]! | (1 << (v & 31));
      }
    }
    for (let w = 0; w < bits.length; w++) {
      for (let b = bits[w]!; b !== 0; b &= b - 1) consider((w << 5) | (31 - Math.clz32(b & -b)));
    }
  } else {
    for (let v = 0; v < index.size; v++) consider(v);
  }
  return { total, order: Int32Array.from(top.sorted()), scanned };
}

/** Index numbers of `ids` as a bitmap over the index, or null when there are none. */
function bitsOf(index: AnswerIndex, ids: ReadonlySet<string> | undefined): Int32Array | null {
  let bits: Int32Array | null = null;
  for (const id of ids ?? []) {
    const u = index.indexOf(id);
    if (u === undefined) continue;
    bits ??= new Int32Array((index.size + 31) >>> 5);
    bits[u >>> 5] = bits[u >>> 5]! | (1 << (u & 31));
  }
  return bits;
}

/**
 * Score, overlap and distance of ranked people (a page of rankCandidates' order), as cards need them:
 * on every category for the viewer's mutual matches (`matched`), without the hidden ones for anyone else.
 * `probes` are the viewer's (AnswerIndex.viewerProbes), the ones the ranking used.
 */
export function describeCandidates(
  index: AnswerIndex,
  probes: ViewerProbes | undefined,
  origin: { lat: number; lng: number },
  order: ArrayLike<number>,
  matched: ReadonlySet<string> = new Set(),
): Candidate[] {
  if (!probes) return [];
  const { matched: whole, unmatched: probe } = probes;
  const { people, answers } = index;
  const [ox, oy, oz] = gridUnitVector(origin.lat, origin.lng);
  return Array.from(order, (v) => {
    const packed = scorePacked(answers, matched.has(index.ids[v]!) ? whole : probe, v, -1);
    const weight = Math.floor(packed / PACK);
    const common = packed % PACK;
    const score = scoreFromTotals(weight, common);
    const [dx, dy, dz] = [people.x[v]! - ox, people.y[v]! - oy, people.z[v]! - oz];
    const chord = Math.sqrt(dx * dx + dy * dy + dz * dz);
    const distance = chordToMiles(chord);
    return { index: v, userId: index.ids[v]!, distance, score, common, rank: bestMatchRank(score, common) };
  });
}

/** rankCandidates with every ranked person described. */
export function findCandidates(
  index: AnswerIndex,
  q: CandidateQuery,
  plan: ScanPlan = {},
): { total: number; top: Candidate[]; scanned: number } {
  const probes = index.viewerProbes(q.viewerId);
  const { total, order, scanned } = rankCandidates(index, q, plan, probes);
  return { total, top: describeCandidates(index, probes, q.origin, order, q.matched), scanned };
}
