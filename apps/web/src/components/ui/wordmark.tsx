import { cn } from "@/lib/cn";

/** The DOWN wordmark in type (no image to load); the accent O echoes the "Open to this" answer. */
export function Wordmark({ className }: { className?: string }) {
  return (
    <span
      className={cn("inline-flex items-baseline font-black tracking-[-0.04em] text-foreground", className)}
      role="img"
      aria-label="DOWN"
    >
      <span aria-hidden="true">D</span>
      <span aria-hidden="true" className="text-accent">
        O
      </span>
      <span aria-hidden="true">WN</span>
    </span>
  );
}
