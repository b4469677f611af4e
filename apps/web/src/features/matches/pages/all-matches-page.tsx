import { CATEGORIES } from "@down/common/categories";
import { ListChecks, UserRound } from "lucide-react";
import { useParams } from "wouter";
import { Page } from "@/components/page/page";
import { DownScoreBadge } from "@/components/profile-card/down-score-badge";
import { ResponseBadge } from "@/components/profile-card/response-badge";
import { ScoreReading } from "@/components/profile-card/score-reading";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { PhotoImg } from "@/components/ui/photo-img";
import { Skeleton } from "@/components/ui/skeleton";
import { isUnavailable } from "@/lib/unavailable";
import { type Comparison, useComparison } from "../api/get-comparison";

const categoryName = (id: string) => CATEGORIES.find((c) => c.id === id)?.name ?? id;

function ComparisonView({ comparison }: { comparison: Comparison }) {
  const name = comparison.user.name ?? "Them";
  return (
    <>
      <section className="flex items-center gap-4 rounded-3xl border border-border bg-surface p-4 shadow-card">
        {comparison.user.photo ? (
          <PhotoImg
            url={comparison.user.photo}
            sizes="5rem"
            alt={name}
            className="size-20 shrink-0 rounded-full bg-surface-muted object-cover"
          />
        ) : (
          <span className="inline-flex size-20 shrink-0 items-center justify-center rounded-full bg-surface-muted text-muted-foreground">
            <UserRound className="size-9" aria-hidden="true" />
          </span>
        )}
        <div className="flex min-w-0 flex-col items-start gap-2">
          <h2 className="truncate text-xl font-bold">
            <bdi>{name}</bdi>
          </h2>
          <DownScoreBadge score={comparison.downScore} className="bg-accent text-accent-foreground" />
          {/* This page is the breakdown the reading links to elsewhere, so here it is plain words. */}
          <ScoreReading score={comparison.downScore} />
        </div>
      </section>
      {comparison.groups.length === 0 ? (
        <EmptyState
          icon={ListChecks}
          title="Nothing in common yet"
          description="Answers you both share will be listed here."
        />
      ) : (
        comparison.groups.map((group) => (
          <section key={group.response} aria-labelledby={`group-${group.response}`} className="flex flex-col gap-2">
            <h2
              id={`group-${group.response}`}
              className="flex items-center gap-2 text-sm font-bold tracking-[0.08em] uppercase"
            >
              <ResponseBadge response={group.response} />
              {group.label}
              <span className="font-semibold text-muted-foreground">({group.items.length})</span>
            </h2>
            <ul className="flex flex-col divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
              {group.items.map((item) => (
                <li key={item.questionId} className="flex flex-col gap-0.5 px-4 py-3">
                  <span dir="auto" className="text-[0.9375rem] leading-snug">
                    {item.question}
                  </span>
                  <span className="text-xs text-muted-foreground">{categoryName(item.category)}</span>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}

export function AllMatchesPage() {
  const { id = "" } = useParams<{ id: string }>();
  const comparison = useComparison(id);
  return (
    <Page title="ALL MATCHES" back>
      {comparison.isPending ? (
        <div className="flex flex-col gap-4" role="status" aria-label="Loading">
          <Skeleton className="h-28 rounded-3xl" />
          <Skeleton className="h-48" />
        </div>
      ) : comparison.isError && isUnavailable(comparison.error) ? (
        // Missing or hidden (blocked, banned, deleted): not a connection problem.
        <EmptyState
          icon={UserRound}
          title="This profile isn't available"
          description="The person may have hidden their profile or left DOWN."
        />
      ) : comparison.isError ? (
        <LoadError
          icon={ListChecks}
          title="Couldn't load your shared answers"
          onRetry={() => void comparison.refetch()}
        />
      ) : (
        <ComparisonView comparison={comparison.data} />
      )}
    </Page>
  );
}
