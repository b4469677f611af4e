import { MATCH_GROUP_LABELS, RESPONSE_WEIGHTS, RESPONSES, type Response } from "./constants";

/**
 * The one definition of DOWN SCORE (docs/product.md#constants, ARCHITECTURE "Matching"). Every fast path (the server's
 * packed answer index) is property-tested against these functions.
 */
export type AnswerMap = ReadonlyMap<string, Response>;

export interface AlikeAnswer {
  questionId: string;
  response: Response;
}

export interface PairComparison {
  /** Questions both people answered. */
  common: number;
  /** Σ weight over the questions answered alike. */
  weight: number;
  /** The questions answered alike, in the order of the first person's answers. */
  alike: AlikeAnswer[];
}

/** `counts` (default: every question) picks the questions that take part; the others are as if unanswered. */
export function comparePair(
  a: AnswerMap,
  b: AnswerMap,
  counts: (questionId: string) => boolean = () => true,
): PairComparison {
  let common = 0;
  let weight = 0;
  const alike: AlikeAnswer[] = [];
  for (const [questionId, response] of a) {
    const other = b.get(questionId);
    if (other === undefined || !counts(questionId)) continue;
    common += 1;
    if (other !== response) continue;
    weight += RESPONSE_WEIGHTS[response];
    alike.push({ questionId, response });
  }
  return { common, weight, alike };
}

/** round(100 · Σ weight(alike) / (common · 4)); 0 when nothing is in common. */
export function scoreFromTotals(weight: number, common: number): number {
  return common === 0 ? 0 : Math.round((100 * weight) / (common * 4));
}

export function pairDownScore(a: AnswerMap, b: AnswerMap): number {
  const { weight, common } = comparePair(a, b);
  return scoreFromTotals(weight, common);
}

/**
 * Best-match order: the score less a margin for thin evidence (OkCupid subtracts 1/|common|), so one
 * shared answer at 100% does not outrank forty at 90%. The badge still shows the plain score.
 */
export function bestMatchRank(score: number, common: number): number {
  return common === 0 ? Number.NEGATIVE_INFINITY : score / 100 - 1 / common;
}

export type ResponseCounts = Record<Response, number>;

/** Profile DOWN score: 4·D + 3·O + 2·W + 1·N over the user's own answers. */
export function profileDownScore(responses: Iterable<Response>): number {
  const counts: ResponseCounts = { D: 0, O: 0, W: 0, N: 0 };
  for (const response of responses) counts[response] += 1;
  return profileDownScoreOfCounts(counts);
}

/** The same score from per-answer counts (user_analytics keeps them per category). */
export function profileDownScoreOfCounts(counts: ResponseCounts): number {
  return RESPONSES.reduce((total, response) => total + RESPONSE_WEIGHTS[response] * counts[response], 0);
}

/**
 * The profile DOWN score as a share of the most it could be for that many answers (all D), so the
 * badge reads on the same 0–100% scale as a pair's DOWN SCORE; null before any answer.
 */
export function profileDownPercent(score: number, answered: number): number | null {
  return answered === 0 ? null : Math.round((100 * score) / (answered * RESPONSE_WEIGHTS.D));
}

export interface MatchGroup<T extends AlikeAnswer> {
  response: Response;
  label: string;
  items: T[];
}

/** "You both matched on": alike answers grouped D, O, W, N with the spec's labels; empty groups dropped. */
export function groupMatchedOn<T extends AlikeAnswer>(alike: readonly T[]): MatchGroup<T>[] {
  return RESPONSES.map((response) => ({
    response,
    label: MATCH_GROUP_LABELS[response],
    items: alike.filter((item) => item.response === response),
  })).filter((group) => group.items.length > 0);
}

/** The same answers flattened in D, O, W, N group order (stable within a group). */
export function orderMatchedOn<T extends AlikeAnswer>(alike: readonly T[]): T[] {
  return groupMatchedOn(alike).flatMap((group) => group.items);
}

/**
 * The one list of categories hidden from anyone who is not a mutual match (docs/decisions/007): their
 * answers are listed, counted in `common` and scored only between mutual matches, so nothing a non-match
 * can see (DOWN SCORE, `common`, matched-on lists, search order and totals) moves with them.
 */
export const MATCHED_ONLY_CATEGORIES: ReadonlySet<string> = new Set(["intimacy"]);

/** Whether answers in this category may be listed to, or shape any figure seen by, a viewer who is (or is not) a mutual match. */
export const mayList = (categoryId: string, matched: boolean) => matched || !MATCHED_ONLY_CATEGORIES.has(categoryId);

/**
 * The pair as the viewer may see it: everything between mutual matches; otherwise without the categories
 * hidden from non-matches, as if neither had answered them. `categoryOf` names a question's category
 * (undefined: not a bank question, left out). Every score a person sees of another comes from this (or,
 * in the server's packed index, from a probe restricted the same way, property-tested against it).
 */
export function compareAsSeen(
  a: AnswerMap,
  b: AnswerMap,
  matched: boolean,
  categoryOf: (questionId: string) => string | undefined,
): PairComparison {
  return comparePair(a, b, (questionId) => {
    const category = categoryOf(questionId);
    return category !== undefined && mayList(category, matched);
  });
}
