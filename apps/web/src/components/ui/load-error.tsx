import type { LucideIcon } from "lucide-react";
import { Button } from "./button";
import { EmptyState } from "./empty-state";

/** What a screen says when the device has no network: the answer can't come, so no skeleton waits for it. */
export const OFFLINE_DESCRIPTION = "You're offline, so this can't load. Connect to the internet, then try again.";

/**
 * The one "couldn't load — try again" state of a page or list whose query failed: the page's own icon and title,
 * the hint, and a button that asks again. Pages and panels keep their button's weight ("soft" inside a page's
 * own frame), so folding the copies into this left every screen as it was.
 */
export function LoadError({
  icon,
  title,
  description,
  onRetry,
  retryVariant,
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
  onRetry: () => void;
  retryVariant?: "soft";
}) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={
        typeof navigator !== "undefined" && navigator.onLine === false
          ? OFFLINE_DESCRIPTION
          : (description ?? "Check your connection and try again.")
      }
      action={
        <Button variant={retryVariant} onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
