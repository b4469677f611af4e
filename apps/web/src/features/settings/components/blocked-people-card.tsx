import type { BlockedPerson } from "@down/common/schemas/safety";
import { UserRound } from "lucide-react";
import { useUnblock } from "@/components/safety-menu";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ListSkeleton } from "@/components/ui/list-skeleton";
import { PhotoImg } from "@/components/ui/photo-img";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { toast } from "@/lib/lazy-toast";
import { useBlockedPeople } from "../api/blocked-people";

function BlockedRow({ person }: { person: BlockedPerson }) {
  const unblock = useUnblock();
  const name = person.name ?? "Someone";
  return (
    <li className="flex min-h-14 items-center gap-3 py-2">
      {person.photo ? (
        <PhotoImg url={person.photo} sizes="44px" alt="" className="size-11 shrink-0 rounded-full object-cover" />
      ) : (
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-surface-muted">
          <UserRound className="size-5 text-muted-foreground" aria-hidden="true" />
        </span>
      )}
      <span dir="auto" className="min-w-0 flex-1 truncate font-medium">
        {name}
      </span>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Unblock ${name}`}
        disabled={unblock.isPending}
        onClick={() =>
          unblock.mutate(person.userId, {
            onSuccess: () => toast.success(`${name} is unblocked`),
            onError: (error) =>
              toast.error("Couldn't unblock", {
                description: (isApiError(error) && error.serverMessage) || "Please try again.",
              }),
          })
        }
      >
        {unblock.isPending ? <Spinner /> : null}
        Unblock
      </Button>
    </li>
  );
}

/** Settings' 'Blocked people': everyone I blocked, each with Unblock. */
export function BlockedPeopleCard() {
  const blocked = useBlockedPeople();
  const people = blocked.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card className="flex flex-col gap-1 py-3">
      {blocked.isPending ? (
        <ListSkeleton
          label="Loading blocked people..."
          count={2}
          item={<Skeleton className="h-11 w-full rounded-xl" />}
          className="flex flex-col gap-2 py-1"
        />
      ) : blocked.isError ? (
        <div role="alert" className="flex items-center justify-between gap-3">
          <p className="text-sm">Couldn't load the people you blocked.</p>
          <Button variant="outline" size="sm" onClick={() => void blocked.refetch()}>
            Try again
          </Button>
        </div>
      ) : people.length === 0 ? (
        <p className="py-2 text-sm text-muted-foreground">
          You haven't blocked anyone. Block someone from the ⋯ menu on their profile or in a chat.
        </p>
      ) : (
        <>
          <ul className="divide-y divide-border" aria-label="Blocked people">
            {people.map((person) => (
              <BlockedRow key={person.userId} person={person} />
            ))}
          </ul>
          {blocked.hasNextPage ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={blocked.isFetchingNextPage}
              onClick={() => void blocked.fetchNextPage()}
            >
              {blocked.isFetchingNextPage ? <Spinner /> : null}
              Show more
            </Button>
          ) : null}
        </>
      )}
    </Card>
  );
}
