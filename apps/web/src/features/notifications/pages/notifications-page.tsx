import { Bell, CheckCheck } from "lucide-react";
import { Page } from "@/components/page/page";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ListSkeleton } from "@/components/ui/list-skeleton";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { useUnreadCount } from "@/lib/api/unread-count";
import { useMarkAllRead, useMarkRead, useNotifications } from "../api/notifications";
import { NotificationCard } from "../components/notification-card";

function NotificationSkeleton() {
  return (
    <div className="flex gap-3 rounded-2xl border border-border bg-surface p-4" aria-hidden="true">
      <Skeleton className="size-12 shrink-0 rounded-full" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-3.5 w-1/4" />
        <Skeleton className="h-11 w-1/3" />
      </div>
    </div>
  );
}

/** /notifications: newest first; opening one marks it read; 'Mark all read' clears the bell. */
export function NotificationsPage() {
  const list = useNotifications();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  // The server's count covers pages not loaded yet; the loaded ones answer until it arrives.
  const unread = useUnreadCount(true).data ?? items.filter((n) => !n.read).length;

  return (
    <Page title="NOTIFICATIONS" back>
      {list.isPending ? (
        <ListSkeleton label="Loading notifications..." count={3} item={<NotificationSkeleton />} />
      ) : list.isError ? (
        <LoadError icon={Bell} title="Couldn't load your notifications" onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Bell}
          title="You're all caught up"
          description="New matches, messages and views show up here."
        />
      ) : (
        <>
          <div className="flex min-h-11 items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {unread === 0 ? "All read" : `${unread} unread`}
            </p>
            <Button
              variant="ghost"
              size="sm"
              disabled={unread === 0 || markAllRead.isPending}
              onClick={() => markAllRead.mutate(undefined)}
            >
              <CheckCheck aria-hidden="true" />
              Mark all read
            </Button>
          </div>
          <ul className="flex flex-col gap-3">
            {items.map((item) => (
              <li key={item.id}>
                <NotificationCard item={item} onOpen={(n) => (n.read ? undefined : markRead.mutate(n.id))} />
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <Button variant="outline" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {list.isFetchingNextPage ? <Spinner /> : null}
              Show older
            </Button>
          ) : null}
        </>
      )}
    </Page>
  );
}
