import { ShieldCheck } from "lucide-react";
import { NotFoundPage } from "@/components/page/not-found-page";
import { Page } from "@/components/page/page";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ListSkeleton } from "@/components/ui/list-skeleton";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/auth/auth-provider";
import { useModerationQueue } from "../api/moderation-queue";
import { HeldPhotos } from "../components/held-photos";
import { ReportedPersonCard } from "../components/reported-person-card";

function CardSkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5" aria-hidden="true">
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-4 w-1/3" />
      <div className="grid grid-cols-3 gap-2">
        <Skeleton className="aspect-[4/5] rounded-xl" />
        <Skeleton className="aspect-[4/5] rounded-xl" />
        <Skeleton className="aspect-[4/5] rounded-xl" />
      </div>
      <Skeleton className="h-16 rounded-xl" />
      <Skeleton className="h-11 rounded-xl" />
    </div>
  );
}

/** /moderation: open reports grouped by the person reported; only moderators (others see the 404 screen). */
export function ModerationPage() {
  const user = useCurrentUser();
  if (!user.isModerator) return <NotFoundPage />;
  return <ModerationQueue />;
}

function ModerationQueue() {
  const queue = useModerationQueue();
  const people = queue.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Page title="MODERATION" back>
      <HeldPhotos />
      {queue.isPending ? (
        <ListSkeleton label="Loading reports..." count={2} item={<CardSkeleton />} className="flex flex-col gap-4" />
      ) : queue.isError ? (
        <LoadError icon={ShieldCheck} title="Couldn't load the reports" onRetry={() => void queue.refetch()} />
      ) : people.length === 0 ? (
        <EmptyState icon={ShieldCheck} title="No open reports" description="New reports show up here." />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Open reports, longest waiting first. Dismiss, warn or ban closes every open report about that person.
          </p>
          <ul className="flex flex-col gap-4">
            {people.map((person) => (
              <li key={person.userId}>
                <ReportedPersonCard person={person} />
              </li>
            ))}
          </ul>
          {queue.hasNextPage ? (
            <Button variant="outline" disabled={queue.isFetchingNextPage} onClick={() => void queue.fetchNextPage()}>
              {queue.isFetchingNextPage ? <Spinner /> : null}
              Show more
            </Button>
          ) : null}
        </>
      )}
    </Page>
  );
}
