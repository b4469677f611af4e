import { MessageCircle } from "lucide-react";
import { Link } from "wouter";
import { Page, SectionHeading } from "@/components/page/page";
import { Button, buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ListSkeleton } from "@/components/ui/list-skeleton";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/lib/auth/auth-provider";
import { useFirstPaintHandoff } from "@/lib/first-paint";
import { useConversations } from "../api/get-conversations";
import { ConversationRow } from "../components/conversation-row";
import { NewMatchesStrip } from "../components/new-matches-strip";

function ConversationsSkeleton() {
  return (
    <ListSkeleton
      label="Loading conversations..."
      count={4}
      item={
        <div className="flex min-h-[4.5rem] items-center gap-3 px-2 py-2">
          <Skeleton className="size-14 rounded-full" />
          <span className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-32 rounded-md" />
            <Skeleton className="h-3.5 w-52 rounded-md" />
          </span>
        </div>
      }
      className="flex flex-col gap-2"
    />
  );
}

function Conversations() {
  const me = useCurrentUser().id;
  const list = useConversations();
  useFirstPaintHandoff(!list.isPending);
  if (list.isPending) return <ConversationsSkeleton />;
  if (list.isError) {
    return <LoadError icon={MessageCircle} title="Couldn't load your messages" onRetry={() => void list.refetch()} />;
  }
  const all = list.data.pages.flatMap((page) => page.items);
  if (all.length === 0) {
    return (
      <EmptyState
        icon={MessageCircle}
        title="No conversations yet"
        description="Once you match with someone, your conversation will appear here."
        action={
          <Link href="/explore" className={buttonVariants()}>
            Explore
          </Link>
        }
      />
    );
  }
  const fresh = all.filter((c) => c.last === null);
  const talking = all.filter((c) => c.last !== null);
  return (
    <>
      {fresh.length > 0 ? <NewMatchesStrip matches={fresh} /> : null}
      <section aria-labelledby="conversations-heading" className="flex flex-col gap-1">
        <SectionHeading>
          <span id="conversations-heading">Conversations</span>
        </SectionHeading>
        {talking.length === 0 ? (
          <p className="px-2 text-sm text-muted-foreground">Say hello to one of your new matches.</p>
        ) : (
          <ul className="-mx-2 flex flex-col">
            {talking.map((c) => (
              <li key={c.otherId}>
                <ConversationRow conversation={c} me={me} />
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage ? (
          <Button
            variant="outline"
            className="self-center"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? "Loading..." : "Show more"}
          </Button>
        ) : null}
      </section>
    </>
  );
}

export function MessagesPage() {
  return (
    <Page title="MESSAGES" className="gap-5">
      <Conversations />
    </Page>
  );
}
