import { ArrowLeft, Bell, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { useAuth } from "@/app/auth-provider";
import { useUnreadCount } from "@/features/notifications/api/get-unread-count";
import { cn } from "@/lib/cn";

const iconButton =
  "relative inline-flex size-11 items-center justify-center rounded-full text-foreground transition-colors hover:bg-surface-muted";

export function PageHeader({ title, back = false, actions }: { title: string; back?: boolean; actions?: ReactNode }) {
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
        <h1 className="min-w-0 flex-1 truncate px-1 text-lg font-bold tracking-[0.08em]">{title}</h1>
        {actions}
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
      </div>
    </header>
  );
}
