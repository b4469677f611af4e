import { clsx } from "clsx";

// clsx, not cn: callers only add a type size or opacity, which never clash with these, and the wordmark sits
// in the entry chunk, which stays free of tailwind-merge.

/** The DOWN wordmark in type (no image to load); the accent O echoes the "Open to this" answer. */
export function Wordmark({ className }: { className?: string }) {
  return (
    <span
      className={clsx("inline-flex items-baseline font-black tracking-[-0.04em] text-foreground", className)}
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
