import type { Insights } from "@down/common/schemas/insights";
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { TOOLTIP_STYLE } from "./answers-chart";
import { ChartFigure } from "./chart-figure";

/** How many of the range's matches fall in each DOWN SCORE band (0–9 … 90–100). */
export function MatchScoresChart({ buckets }: { buckets: Insights["matchScores"] }) {
  const data = buckets.map((b) => ({ band: `${b.from}–${b.to}`, count: b.count }));
  const total = buckets.reduce((sum, b) => sum + b.count, 0);
  return (
    <ChartFigure
      title="YOUR MATCHES BY DOWN SCORE"
      empty={total === 0 ? "No matches in this range yet." : null}
      table={{
        caption: "Your matches by DOWN SCORE",
        columns: ["DOWN SCORE", "Matches"],
        rows: data.map((d) => [d.band, d.count]),
      }}
    >
      <ResponsiveContainer width="100%" height={200}>
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
          <XAxis dataKey="band" interval={1} tick={{ fill: "currentColor", fontSize: 11 }} stroke="currentColor" />
          <YAxis allowDecimals={false} tick={{ fill: "currentColor", fontSize: 12 }} stroke="currentColor" />
          <Tooltip cursor={{ fillOpacity: 0.08 }} contentStyle={TOOLTIP_STYLE} />
          <Bar dataKey="count" name="Matches" fill="var(--accent)" radius={[6, 6, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
