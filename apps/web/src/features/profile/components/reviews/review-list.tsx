import { MessageSquareText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { useReviews } from "../../api/reviews";
import { ReviewItem } from "./review-item";
import { ReviewSummary } from "./review-summary";

/** The summary and the reviews about a person (`null`: the signed-in user), paged. */
export function ReviewList({ aboutUserId, emptyText }: { aboutUserId: string | null; emptyText: string }) {
  const reviews = useReviews(aboutUserId);
  if (reviews.isPending) {
    return (
      <div role="status" aria-label="Loading reviews..." className="flex flex-col gap-3">
        <Skeleton className="h-36 rounded-3xl" />
        <Skeleton className="h-32 rounded-3xl" />
      </div>
    );
  }
  if (reviews.isError) {
    return (
      <LoadError
        icon={MessageSquareText}
        title="We couldn't load the reviews"
        onRetry={() => void reviews.refetch()}
        retryVariant="soft"
      />
    );
  }
  const summary = reviews.data.pages[0]?.summary;
  const items = reviews.data.pages.flatMap((page) => page.items);
  if (!summary || summary.count === 0) {
    return <EmptyState icon={MessageSquareText} title="No reviews yet" description={emptyText} />;
  }
  return (
    <div className="flex flex-col gap-3">
      <ReviewSummary summary={summary} />
      <ul className="flex flex-col gap-3">
        {items.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} />
          </li>
        ))}
      </ul>
      {reviews.hasNextPage ? (
        <Button variant="outline" disabled={reviews.isFetchingNextPage} onClick={() => void reviews.fetchNextPage()}>
          {reviews.isFetchingNextPage ? <Spinner /> : null}
          Show more reviews
        </Button>
      ) : null}
    </div>
  );
}
