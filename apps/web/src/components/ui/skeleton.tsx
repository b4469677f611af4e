import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A span (block by default) so a placeholder may stand inside text such as a <p>. */
export function Skeleton({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("block animate-pulse rounded-2xl bg-surface-muted", className)}
      {...props}
    />
  );
}
