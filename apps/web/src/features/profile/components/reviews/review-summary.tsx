import type { ReviewSummary as Summary } from "@down/common/schemas/dates";
import { Stars } from "@/components/rating/stars";

/** The average, the count and one bar per star count, 5 down to 1. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const most = Math.max(1, ...summary.histogram);
  return (
    <div className="flex items-center gap-5 rounded-3xl border border-border bg-surface p-5 shadow-card">
      <div className="flex flex-col items-center gap-1">
        <p className="text-4xl font-bold">{summary.average.toFixed(1)}</p>
        <Stars value={summary.average} />
        <p className="text-sm text-muted-foreground">
          {summary.count} {summary.count === 1 ? "review" : "reviews"}
        </p>
      </div>
      <ul className="flex flex-1 flex-col gap-1.5" aria-label="Reviews by stars">
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = summary.histogram[stars - 1] ?? 0;
          return (
            <li key={stars} className="flex items-center gap-2 text-sm">
              <span className="w-3 text-right font-medium" aria-hidden="true">
                {stars}
              </span>
              <span className="sr-only">
                {stars} {stars === 1 ? "star" : "stars"}: {n}
              </span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-surface-muted">
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${(n / most) * 100}%` }} />
              </span>
              <span className="w-5 text-right text-muted-foreground" aria-hidden="true">
                {n}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
