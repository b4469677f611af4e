import { cn } from "@/lib/cn";

/** The pair's DOWN SCORE: the share of common answers given alike, weighted; higher is better. */
export function DownScoreBadge({ score, className }: { score: number; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-baseline gap-1.5 rounded-full bg-black/55 px-3 py-1 text-white shadow-sm backdrop-blur-sm",
        className,
      )}
    >
      <span className="text-[0.625rem] font-bold tracking-[0.14em]">DOWN SCORE</span>
      <span className="text-base font-black tabular-nums">{score}%</span>
    </span>
  );
}
