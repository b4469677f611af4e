import type { Insights } from "@down/common/schemas/insights";
import { AnswersChart } from "./answers-chart";
import { MatchScoresChart } from "./match-scores-chart";

/** Both charts, in one chunk with the charting library (loaded by the Insights page on demand). */
export default function InsightsCharts({ insights }: { insights: Insights }) {
  return (
    <>
      <AnswersChart categories={insights.categories} />
      <MatchScoresChart buckets={insights.matchScores} />
    </>
  );
}
