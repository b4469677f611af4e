import { AnswerIndex } from "../apps/server/src/modules/matching/answer-index";
import { bestMatches } from "../apps/server/src/modules/matching/best-matches";
import { RESPONSE_CODE } from "../apps/server/src/modules/matching/question-layout";
import { rng, syntheticAnswers } from "./synthetic-users";

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Builds n synthetic users straight into the packed index (slot-level, to keep set-up quick). */
export function buildIndex(n: number, seed = 1): AnswerIndex {
  const index = new AnswerIndex();
  const next = rng(seed);
  for (let i = 0; i < n; i++) {
    const u = index.ensureUser(`user-${i}`);
    for (const a of syntheticAnswers(next)) {
      index.answers.set(u, index.layout.slotOf(a.questionId), RESPONSE_CODE[a.response]);
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
