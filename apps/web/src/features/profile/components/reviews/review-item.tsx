import type { Review } from "@down/common/schemas/dates";
import { format } from "date-fns";
import { ThumbsUp } from "lucide-react";
import { Stars } from "@/components/rating/stars";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PhotoImg } from "@/components/ui/photo-img";
import { cn } from "@/lib/cn";
import { useToggleHelpful } from "../../api/reviews";

/** One review: who (first name only), the stars, the day, the words, and the Helpful toggle. */
export function ReviewItem({ review }: { review: Review }) {
  const toggle = useToggleHelpful();
  // Shown at once; the refetch after the call confirms or corrects it.
  const helpful = toggle.isPending ? (toggle.variables?.helpful ?? review.helpfulByMe) : review.helpfulByMe;
  const count = review.helpfulCount + (helpful === review.helpfulByMe ? 0 : helpful ? 1 : -1);
  return (
    <article
      aria-label={`Review by ${review.reviewerFirstName}`}
      className="flex flex-col gap-2 rounded-3xl border border-border bg-surface p-4 shadow-card"
    >
      <div className="flex items-center gap-3">
        {review.reviewerPhoto ? (
          <PhotoImg
            url={review.reviewerPhoto}
            sizes="40px"
            alt=""
            className="size-10 shrink-0 rounded-full bg-surface-muted object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-accent-soft font-bold text-accent-soft-foreground"
          >
            {review.reviewerFirstName.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="flex flex-1 flex-col">
          <p dir="auto" className="font-semibold">
            {review.reviewerFirstName}
          </p>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Stars value={review.ratingOverall} />
            <time dateTime={review.createdAt}>{format(new Date(review.createdAt), "MM/dd/yyyy")}</time>
          </p>
        </div>
      </div>
      {review.comment ? (
        <p dir="auto" className="text-[0.9375rem] whitespace-pre-line break-words">
          {review.comment}
        </p>
      ) : null}
      {review.activitiesCompleted.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Activities">
          {review.activitiesCompleted.map((a) => (
            <li key={a}>
              <Badge variant="neutral">{a}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {review.byMe ? (
        <p className="text-sm text-muted-foreground">{count} found this helpful · Your review</p>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={helpful}
          onClick={() => toggle.mutate({ id: review.id, helpful: !helpful })}
          className={cn("-ml-3 self-start px-3", helpful && "text-accent")}
        >
          <ThumbsUp className={cn(helpful && "fill-current")} aria-hidden="true" />
          Helpful ({count})
        </Button>
      )}
    </article>
  );
}
