import { bestMatchRank, scoreFromTotals } from "@down/common/scoring";
import type { AnswerIndex } from "./answer-index";
import { SELECT_SPAN } from "./answer-planes";
import { PACK, type Probe, scorePacked } from "./pair-kernel";
import { popcount } from "./popcount";
import { TopK } from "./top-k";

export interface RankedMatch {
  userId: string;
  score: number;
  common: number;
  rank: number;
}

/** Rank of a packed (weight, common) result; −∞ when nothing was answered alike. */
export function rankOfPacked(packed: number): { score: number; common: number; rank: number } {
  const weight = Math.floor(packed / PACK);
  const common = packed % PACK;
  const score = scoreFromTotals(weight, common);
  return { score, common, rank: weight === 0 ? Number.NEGATIVE_INFINITY : bestMatchRank(score, common) };
}

/**
 * Raises least[common] (the smallest weight whose rank reaches `floor`, 4·common + 1 when none does) for
 * common 1..max. The rank is non-decreasing in weight for a fixed overlap, so weight < least[common] ⇒
 * rank < floor; the table only rises, so each entry is checked once and searched only when it moved.
 */
export function raiseLeast(least: Int32Array, max: number, floor: number) {
  const reaches = (weight: number, common: number) => bestMatchRank(scoreFromTotals(weight, common), common) >= floor;
  for (let common = 1; common <= max; common++) {
    let lo = least[common]!;
    if (lo > 4 * common || reaches(lo, common)) continue;
    // The floor rises a little at a time, so the answer is usually a step or two above: gallop up to
    // it, then halve the last gap.
    let hi = lo + 1;
    for (let step = 1; hi <= 4 * common && !reaches(hi, common); step *= 2) {
      lo = hi;
      hi = Math.min(4 * common + 1, hi + step);
    }
    lo += 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (reaches(mid, common)) hi = mid;
      else lo = mid + 1;
    }
    least[common] = lo;
  }
}

/**
 * The largest r with least[c] ≥ c · r / 65536 for every c in 1..max (an integer, so the kernel's
 * ⌊c · r / 65536⌋ is a lower bound of least[c] it can test four users at a time without the table).
 */
export function leastRatio(least: Int32Array, max: number): number {
  let ratio = 0x7fffffff;
  for (let c = 1; c <= max; c++) ratio = Math.min(ratio, Math.floor((least[c]! * 65536) / c));
  return max >= 1 ? ratio : 0;
}

/** How many questions the probe answered (the most anyone can have in common with it). */
function answeredCount(probe: Probe): number {
  let n = 0;
  for (let q = 0; q < probe.words.length; q += 6) n += popcount(probe.words[q]!) + popcount(probe.words[q + 1]!);
  return n;
}

/**
 * The k best matches for a user among everyone in the index (no other filter), on the column planes:
 * the WebAssembly kernel adds up (weight, common) for everyone over the probe's planes only, then picks
 * those whose weight can still reach the k-th best rank so far (least table); only they get a rank, the
 * shared definition's, computed here. The top k are re-scored by the row kernel for the result.
 * It ranks by the whole score (as between mutual matches): a building block the bench and the kernel's
 * tests measure; what people see is ranked by rankCandidates, which leaves hidden categories out for
 * everyone who is not a match (docs/decisions/007).
 */
export function bestMatches(index: AnswerIndex, userId: string, k: number): RankedMatch[] {
  const probe = index.probe(userId, "matched");
  const self = index.indexOf(userId);
  if (!probe || self === undefined || k <= 0) return [];
  const top = new TopK(k, index.ids);
  const store = index.answers;
  const planes = store.planes;
  const n = index.size;
  planes.accumulate(probe.words, n);
  const least = planes.least;
  // No one shares more questions than the probe answered: the table is raised only that far.
  const max = Math.min(least.length - 1, answeredCount(probe));
  least[0] = 0x7fffffff; // nothing in common
  least.fill(1, 1); // at least one alike answer
  let floor = Number.NEGATIVE_INFINITY;
  let ratio = 0;
  // The first span is short: until k are kept everyone with an alike answer is offered, so the floor
  // (and the least table) should rise after a few hundred people rather than a whole span.
  for (let from = 0, to = Math.min(n, 4 * k + 256); from < n; from = to, to = Math.min(n, to + SELECT_SPAN)) {
    if (top.floor() !== floor) {
      floor = top.floor();
      raiseLeast(least, max, floor);
      ratio = leastRatio(least, max);
    }
    const pairs = planes.select(from, to, self, ratio);
    for (let i = 0; i < pairs.length; i += 2) {
      const packed = pairs[i + 1]!;
      const weight = packed >>> 16;
      const common = packed & 0xffff;
      top.offer(pairs[i]!, bestMatchRank(scoreFromTotals(weight, common), common), 0, 0);
    }
  }
  return top
    .sorted()
    .map((v) => ({ userId: index.ids[v]!, ...rankOfPacked(scorePacked(store, probe, v, 0xffffffff)) }));
}
