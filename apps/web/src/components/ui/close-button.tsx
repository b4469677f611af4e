import { X } from "lucide-react";
import type { ComponentProps } from "react";

/**
 * The round ✕ every dialog and panel closes with: a 44 px target, named for what it closes. Extra classes
 * only place it (they are appended, not merged, so this stays free of tailwind-merge).
 */
export function CloseButton({ className = "", "aria-label": label = "Close", ...props }: ComponentProps<"button">) {
  return (
    <button
      type="button"
      aria-label={label}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-surface-muted hover:text-foreground ${className}`}
      {...props}
    >
      <X className="size-5" aria-hidden="true" />
    </button>
  );
}
