import type { AnswerIndex, ViewerProbes } from "./answer-index";
import { type CandidateQuery, rankCandidates } from "./candidate-search";

/**
 * How many people one ranking keeps (five pages of 20): page 1 ranks this deep, so pages 2–5 and the same
 * search repeated are read from the cache instead of scanning again. Ranking 100 instead of 20 costs
 * little: the scan is the same, only the heap is larger.
 */
export const RANKING_DEPTH = 100;
const MAX_ENTRIES = 4096;
const TTL_MS = 60_000;

interface Ranking {
  total: number;
  /** Index numbers, best first (at most `depth`). */
  order: Int32Array;
  /** The limit the ranking was made with: fewer than this in `order` means there are no more. */
  depth: number;
}

/**
 * Recent rankings, keyed by everything a ranking depends on: the viewer and what they asked (sort,
 * category), the viewer's own search fields read from the database (point, radius, gender, interests),
 * the people blocked either way, the viewer's mutual matches, and the index version. Any change to the index bumps its version, so an
 * entry can never be served stale; it is simply never asked for again and ages out (least recently used
 * first, and after a minute at most). Only index numbers are kept (≈ 400 bytes an entry); cards, scores
 * and relations are worked out per page, as before.
 */
export class SearchCache {
  private readonly entries = new Map<string, { ranking: Ranking; expires: number }>();
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxEntries = MAX_ENTRIES,
    private readonly ttlMs = TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * The first `need` of the query's ranking (fewer when there are fewer), from the cache when a ranking
   * at this index version reaches that deep, else ranked now (to a multiple of RANKING_DEPTH) and kept.
   */
  rank(
    index: AnswerIndex,
    query: Omit<CandidateQuery, "limit">,
    need: number,
    probes: ViewerProbes | undefined = index.viewerProbes(query.viewerId),
  ): { total: number; order: Int32Array } {
    const key = keyOf(index.version, query);
    const found = this.entries.get(key);
    const now = this.now();
    if (
      found &&
      found.expires > now &&
      (found.ranking.depth >= need || found.ranking.order.length < found.ranking.depth)
    ) {
      this.hits += 1;
      // Map order is insertion order: moving the entry to the end makes the first entry the least recent.
      this.entries.delete(key);
      this.entries.set(key, found);
      return found.ranking;
    }
    this.misses += 1;
    const depth = Math.ceil(need / RANKING_DEPTH) * RANKING_DEPTH;
    const { total, order } = rankCandidates(index, { ...query, limit: depth }, {}, probes);
    const ranking = { total, order, depth };
    this.entries.delete(key);
    this.entries.set(key, { ranking, expires: now + this.ttlMs });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return ranking;
  }

  clear() {
    this.entries.clear();
  }
}

function keyOf(version: number, q: Omit<CandidateQuery, "limit">): string {
  return JSON.stringify([
    version,
    q.viewerId,
    q.sort,
    q.categoryIndex ?? null,
    q.origin.lat,
    q.origin.lng,
    q.radius,
    q.viewerGender,
    [...q.viewerInterestedIn].sort(),
    [...q.excluded].sort(),
    // Who is a match decides which answers count (docs/decisions/007): a new match or an unmatch ranks again.
    [...(q.matched ?? [])].sort(),
  ]);
}
