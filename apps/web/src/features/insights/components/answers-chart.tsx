import { RESPONSE_LABELS, RESPONSES } from "@down/common/constants";
import type { Insights } from "@down/common/schemas/insights";
import { Bar, BarChart, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ChartFigure } from "./chart-figure";

/** The same hues as the D/O/W/N badges (components/profile-card/response-tone.ts), at AA on both themes. */
export const RESPONSE_FILL = { D: "#059669", O: "#0284c7", W: "#d97706", N: "#64748b" } as const;

/** Stacked D/O/W/N bars, one per category the person has answered in. */
export function AnswersChart({ categories }: { categories: Insights["categories"] }) {
  const rows = categories.filter((c) => c.D + c.O + c.W + c.N > 0);
  return (
    <ChartFigure
      title="YOUR ANSWERS BY CATEGORY"
      empty={rows.length === 0 ? "Answer a few statements in Explore to see your mix here." : null}
      table={{
        caption: "Your answers by category",
        columns: ["Category", ...RESPONSES.map((r) => RESPONSE_LABELS[r])],
        rows: rows.map((c) => [c.categoryName, c.D, c.O, c.W, c.N]),
      }}
    >
      <ResponsiveContainer width="100%" height={Math.max(160, rows.length * 40 + 60)}>
        <BarChart
          accessibilityLayer={false}
          data={rows}
          layout="vertical"
          margin={{ top: 0, right: 8, bottom: 0, left: 0 }}
        >
          <XAxis
            type="number"
            allowDecimals={false}
            tick={{ fill: "currentColor", fontSize: 12 }}
            stroke="currentColor"
          />
          <YAxis
            type="category"
            dataKey="categoryName"
            width={96}
            tick={{ fill: "currentColor", fontSize: 12 }}
            stroke="currentColor"
          />
          <Tooltip cursor={{ fillOpacity: 0.08 }} contentStyle={TOOLTIP_STYLE} />
          {/* Answer order (D, O, W, N) rather than alphabetical, in the text colour rather than each hue. */}
          <Legend
            itemSorter={null}
            wrapperStyle={{ fontSize: 12 }}
            formatter={(value) => <span className="text-foreground">{value}</span>}
          />
          {RESPONSES.map((r) => (
            <Bar key={r} dataKey={r} name={RESPONSE_LABELS[r]} stackId="answers" fill={RESPONSE_FILL[r]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

/** Tooltips follow the theme through the app's own surface colours. */
export const TOOLTIP_STYLE = {
  background: "var(--surface)",
  border: "1px solid var(--border)",
  borderRadius: 12,
  color: "var(--foreground)",
  fontSize: 13,
};
