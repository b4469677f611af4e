import { DATE_RANGE_LABELS, type DateRange } from "@down/common/date-range";
import type { Insights } from "@down/common/schemas/insights";
import { ChartNoAxesColumn, ChevronRight } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "wouter";
import { Page } from "@/components/page/page";
import { RangeSelect } from "@/components/range-select";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/lib/auth/auth-provider";
import { cn } from "@/lib/cn";
import { useInsights } from "../api/get-insights";

// The charting library is most of this screen's code: the figures show while it loads.
const InsightsCharts = lazy(() => import("../components/insights-charts"));

const STATS: { key: keyof Insights["totals"]; label: string; href?: string; linkLabel?: string }[] = [
  { key: "matches", label: "TOTAL MATCHES" },
  { key: "activeConnections", label: "ACTIVE CONNECTIONS", href: "/messages", linkLabel: "Messages" },
  { key: "completedDates", label: "COMPLETED DATES", href: "/my-dates", linkLabel: "My Dates" },
  { key: "reviews", label: "TOTAL REVIEWS", href: "/reviews", linkLabel: "Reviews" },
  { key: "profileViews", label: "PROFILE VIEWS" },
];

/** /insights: one's own figures for a range, from GET /api/insights/{userId}. */
export function InsightsPage() {
  const user = useCurrentUser();
  const [range, setRange] = useState<DateRange>("all-time");
  const insights = useInsights(user.id, range);

  return (
    <Page title="INSIGHTS" back>
      <RangeSelect id="insights-range" value={range} onChange={setRange} />
      {insights.data ? (
        <>
          <ul
            aria-label={`Your figures, ${DATE_RANGE_LABELS[range]}`}
            aria-busy={insights.isPlaceholderData}
            className={cn("grid grid-cols-2 gap-3 transition-opacity", insights.isPlaceholderData && "opacity-60")}
          >
            {STATS.map((stat, i) => (
              <li key={stat.key} className={cn(i === STATS.length - 1 && "col-span-2")}>
                <StatCard stat={stat} value={insights.data.totals[stat.key]} />
              </li>
            ))}
          </ul>
          <Suspense fallback={<ChartsSkeleton />}>
            <InsightsCharts insights={insights.data} />
          </Suspense>
        </>
      ) : insights.isError ? (
        <LoadError
          icon={ChartNoAxesColumn}
          title="We couldn't load your insights"
          onRetry={() => void insights.refetch()}
          retryVariant="soft"
        />
      ) : (
        <InsightsSkeleton />
      )}
    </Page>
  );
}

function StatCard({ stat, value }: { stat: (typeof STATS)[number]; value: number }) {
  const body = (
    <>
      <span className="text-3xl font-bold tabular-nums">{value}</span>
      <span className="text-xs font-bold tracking-[0.1em] text-muted-foreground">{stat.label}</span>
      {stat.linkLabel ? (
        <span className="mt-1 inline-flex items-center gap-0.5 text-sm font-semibold text-accent">
          {stat.linkLabel}
          <ChevronRight className="size-4" aria-hidden="true" />
        </span>
      ) : null}
    </>
  );
  const box = "flex h-full min-h-28 flex-col gap-1 rounded-2xl border border-border bg-surface p-4 shadow-card";
  return stat.href ? (
    <Link href={stat.href} className={cn(box, "transition-colors hover:bg-surface-muted")}>
      {body}
    </Link>
  ) : (
    <div className={box}>{body}</div>
  );
}

function InsightsSkeleton() {
  return (
    <div className="flex flex-col gap-6" role="status" aria-label="Loading your insights">
      <div className="grid grid-cols-2 gap-3">
        {STATS.map((stat, i) => (
          <Skeleton key={stat.key} className={cn("h-28", i === STATS.length - 1 && "col-span-2")} />
        ))}
      </div>
      <ChartsSkeleton />
    </div>
  );
}

function ChartsSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-hidden="true">
      <Skeleton className="h-64" />
      <Skeleton className="h-64" />
    </div>
  );
}
