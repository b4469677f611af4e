import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** One chat line; `footer` carries its time, 'Seen', or a failed send's retry. */
export function MessageBubble({
  mine,
  children,
  footer,
  muted = false,
}: {
  mine: boolean;
  children: ReactNode;
  footer?: ReactNode;
  muted?: boolean;
}) {
  return (
    <div className={cn("flex max-w-[80%] flex-col gap-1", mine ? "items-end self-end" : "items-start self-start")}>
      {/* Each line keeps the direction of its own words, whichever way the app reads. */}
      <p
        dir="auto"
        className={cn(
          "rounded-3xl px-4 py-2.5 text-[0.9375rem] leading-snug whitespace-pre-wrap break-words",
          mine ? "rounded-br-lg bg-accent text-accent-foreground" : "rounded-bl-lg bg-surface-muted text-foreground",
          muted && "opacity-70",
        )}
      >
        {children}
      </p>
      {footer ? <div className="px-2 text-xs text-muted-foreground">{footer}</div> : null}
    </div>
  );
}
