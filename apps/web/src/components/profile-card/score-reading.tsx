import { scoreWithReading } from "@down/common/score-reading";
import { ChevronRight } from "lucide-react";
import { Link } from "wouter";
import { cn } from "@/lib/cn";

/**
 * The DOWN SCORE in words beside its badge ("11% — you differ on most of what you've both answered"), linking
 * to the pair's breakdown, /all-matches/{id}; on the breakdown itself it is plain text.
 */
export function ScoreReading({
  score,
  profileId,
  className,
}: {
  score: number;
  /** Whose breakdown to open; leave out where the reading sits on the breakdown. */
  profileId?: string;
  className?: string;
}) {
  const words = scoreWithReading(score);
  if (!profileId) return <p className={cn("text-sm text-muted-foreground", className)}>{words}</p>;
  return (
    <Link
      href={`/all-matches/${profileId}`}
      // Above a card's stretched name link, so it opens the breakdown rather than the profile.
      className={cn(
        "relative z-10 -my-1.5 inline-flex min-h-11 items-center gap-1 self-start text-sm text-muted-foreground hover:text-foreground hover:underline",
        className,
      )}
    >
      <span>
        {words}
        <span className="sr-only">. See what you both answered</span>
      </span>
      <ChevronRight className="size-4 shrink-0" aria-hidden="true" />
    </Link>
  );
}
