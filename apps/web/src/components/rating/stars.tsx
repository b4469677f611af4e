import { Star } from "lucide-react";
import { cn } from "@/lib/cn";

/** Five stars, `value` rounded to whole ones filled; read out with the exact value ("4.5 out of 5 stars"). */
export function Stars({ value, className }: { value: number; className?: string }) {
  const filled = Math.round(value);
  const spoken = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return (
    <span role="img" aria-label={`${spoken} out of 5 stars`} className={cn("inline-flex gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn("size-4", n <= filled ? "fill-amber-400 text-amber-400" : "text-muted-foreground/40")}
        />
      ))}
    </span>
  );
}
