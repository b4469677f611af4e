import { Star } from "lucide-react";

/**
 * A person's rating beside a star, or 'No reviews yet' for someone nobody has reviewed: a '0.0' would read
 * as the worst possible rating rather than as no rating at all, and a 'New' here sat beside the card's own
 * 'New' status badge meaning something else.
 */
export function RatingValue({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  if (reviewCount === 0) {
    return (
      <span className="inline-flex items-center gap-1">
        <Star className="size-4 text-amber-400" aria-hidden="true" />
        <span className="font-semibold text-foreground">No reviews yet</span>
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1">
      <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
      <span className="font-semibold text-foreground">{rating.toFixed(1)}</span>
      <span className="sr-only">rating</span>
    </span>
  );
}
