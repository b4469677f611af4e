import { ArrowLeft, Bell, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { useUnreadCount } from "@/lib/api/unread-count";
import { useAuth } from "@/lib/auth/auth-provider";
import { cn } from "@/lib/cn";

const iconButton =
  "relative inline-flex size-11 items-center justify-center rounded-full text-foreground transition-colors hover:bg-surface-muted";

const LONG_TITLE = 13;

export function PageHeader({
  title,
  back = false,
  actions,
  heading,
  links = true,
}: {
  title: string;
  back?: boolean;
  actions?: ReactNode;
  /** Richer content for the title slot (the chat's photo and name); `title` stays its accessible text. */
  heading?: ReactNode;
  /** Profile and the bell; a full-screen conversation leaves them out so the whole name fits. */
  links?: boolean;
}) {
  const { user } = useAuth();
  const unread = useUnreadCount(user !== null);
  const hasUnread = (unread.data ?? 0) > 0;

  return (
    <header className="pt-safe sticky top-0 z-30 border-b border-border/70 bg-background/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-[480px] items-center gap-1 px-3">
        {back ? (
          <button type="button" aria-label="Go back" className={iconButton} onClick={() => window.history.back()}>
            <ArrowLeft className="size-5" aria-hidden="true" />
          </button>
        ) : (
          <span className="w-1" aria-hidden="true" />
        )}
        {heading ? (
          <h1 className="min-w-0 flex-1">{heading}</h1>
        ) : (
          <h1
            className={cn(
              "min-w-0 flex-1 truncate px-1 font-bold tracking-[0.08em]",
              // Long titles ('GIVE US FEEDBACK') step down a size so they fit beside the icons at 390 px.
              title.length > LONG_TITLE ? "text-base tracking-[0.04em]" : "text-lg",
            )}
          >
            {title}
          </h1>
        )}
        {actions}
        {user && links ? <SignedInLinks hasUnread={hasUnread} /> : null}
      </div>
    </header>
  );
}

/** Profile and the bell; a signed-out visitor (the legal pages) has neither. */
function SignedInLinks({ hasUnread }: { hasUnread: boolean }) {
  return (
    <>
      <Link href="/profile" aria-label="Profile" className={iconButton}>
        <UserRound className="size-5" aria-hidden="true" />
      </Link>
      <Link
        href="/notifications"
        aria-label={hasUnread ? "Notifications, unread" : "Notifications"}
        className={iconButton}
      >
        <Bell className="size-5" aria-hidden="true" />
        <span
          data-testid="unread-dot"
          aria-hidden="true"
          className={cn(
            "absolute top-2.5 right-2.5 size-2.5 rounded-full bg-accent ring-2 ring-background transition-opacity",
            hasUnread ? "opacity-100" : "opacity-0",
          )}
        />
      </Link>
    </>
  );
}
