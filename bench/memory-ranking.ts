import { AnswerIndex } from "../apps/server/src/matching/answer-index";
import { bestMatches } from "../apps/server/src/matching/best-matches";
import { RESPONSE_CODE } from "../apps/server/src/matching/question-layout";
import { NASHVILLE } from "./pg-load";
import { rng, spreadPerson, syntheticAnswers } from "./synthetic-users";

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Share of the country-wide people placed within RADIUS_MILES of Nashville (≈ 150k of 1M). */
export const NEAR_SHARE = 0.15;
export const RADIUS_MILES = 25;

/**
 * Builds n synthetic users straight into the packed index (slot-level, to keep set-up quick). With
 * `people`, everyone is also listed with a position spread over the country (NEAR_SHARE around
 * Nashville), drawn from its own generator so the answers (and (a)'s figures) are the same either way.
 */
export function buildIndex(n: number, options: { seed?: number; people?: boolean } = {}): AnswerIndex {
  const index = new AnswerIndex();
  const next = rng(options.seed ?? 1);
  const place = rng(7);
  for (let i = 0; i < n; i++) {
    const id = `user-${i}`;
    const u = index.ensureUser(id);
    for (const a of syntheticAnswers(next)) {
      index.answers.set(u, index.layout.slotOf(a.questionId), RESPONSE_CODE[a.response]);
    }
    if (options.people) {
      const p = spreadPerson(place, NASHVILLE, NEAR_SHARE, RADIUS_MILES);
      index.setPerson(id, {
        ...p,
        acceptingMatches: true,
        appearInSearches: true,
        hidden: false,
        age: 21 + Math.floor(place() * 30),
      });
    }
  }
  index.answers.trim();
  return index;
}

/** Median milliseconds of `runs` best-match top-50 passes for one user, on this one thread. */
export function timeBestMatches(
  index: AnswerIndex,
  userId: string,
  runs: number,
): { ms: number; min: number; top: number } {
  const times: number[] = [];
  let top = 0;
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    top = bestMatches(index, userId, 50).length;
    times.push(performance.now() - t0);
  }
  return { ms: median(times), min: Math.min(...times), top };
}
