import { type DateRange, rangeStart } from "@down/common/date-range";
import { type Insights, SCORE_BUCKETS } from "@down/common/schemas/insights";
import type { Db } from "../../db/client";
import type { MatchingIndex } from "../../matching/matching-index";
import * as answers from "../answers/answers.service";
import { listMatches, type MatchDeps } from "../matches/matches.service";
import * as repo from "./insights.repo";

export type InsightsDeps = MatchDeps & { matchingIndex: MatchingIndex };

/** Every figure of the Insights screen for one range, from the tables that hold them. */
export async function insightsFor(deps: InsightsDeps, userId: string, range: DateRange, now = new Date()) {
  const start = rangeStart(range, now);
  const db: Db = deps.db;
  const [matches, activeConnections, completedDates, reviews, profileViews, summary, matchList] = await Promise.all([
    repo.countMatches(db, userId, start),
    repo.countActiveConnections(db, userId, start),
    repo.countCompletedDates(db, userId, start),
    repo.countReviewsReceived(db, userId, start),
    repo.countProfileViews(db, userId, start),
    answers.answerSummary(db, userId),
    // The matches list already leaves out blocked people and carries each pair's DOWN SCORE.
    listMatches(deps, userId),
  ]);
  const matchScores = SCORE_BUCKETS.map((bucket) => ({ ...bucket, count: 0 }));
  for (const match of matchList) {
    if (start && (!match.matchedAt || new Date(match.matchedAt) < start)) continue;
    const score = match.profile?.downScore;
    if (score === undefined || score === null) continue;
    const bucket = matchScores[Math.min(9, Math.floor(score / 10))];
    if (bucket) bucket.count += 1;
  }
  const result: Insights = {
    range,
    totals: { matches, activeConnections, completedDates, reviews, profileViews },
    categories: summary.categories.map((c) => ({
      categoryId: c.categoryId,
      categoryName: c.categoryName,
      D: c.dCount,
      O: c.oCount,
      W: c.wCount,
      N: c.nCount,
    })),
    matchScores,
  };
  return result;
}
