import type { LikesYouItem } from "@down/common/schemas/matches";
import { Heart } from "lucide-react";
import { Link } from "wouter";
import { displayName } from "@/components/profile-card/profile-card";
import { Button } from "@/components/ui/button";
import { PhotoImg } from "@/components/ui/photo-img";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth/auth-provider";
import { toast } from "@/lib/lazy-toast";
import { useLikesYou, useMatchBack } from "../api/likes-you";

function LikesYouTile({
  item,
  pending,
  onMatchBack,
}: {
  item: LikesYouItem;
  pending: boolean;
  onMatchBack: () => void;
}) {
  const { profile } = item;
  const name = displayName(profile);
  const place = [profile.location, profile.distance !== undefined ? `${profile.distance} mi` : null]
    .filter(Boolean)
    .join(" · ");
  return (
    <li className="flex flex-col overflow-hidden rounded-3xl border border-border bg-surface shadow-card">
      <Link
        href={`/profile/${profile.id}`}
        className="flex flex-col rounded-t-3xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        <span className="relative block aspect-square bg-surface-muted">
          {profile.photo ? (
            <PhotoImg url={profile.photo} sizes="50vw" alt="" className="size-full object-cover" />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-full items-center justify-center bg-accent-soft text-5xl font-black text-accent-soft-foreground"
            >
              {name.slice(0, 1).toUpperCase()}
            </span>
          )}
          <span className="absolute top-2 left-2 inline-flex size-8 items-center justify-center rounded-full bg-accent text-accent-foreground shadow-sm">
            <Heart className="size-4 fill-current" aria-hidden="true" />
          </span>
          <span className="absolute bottom-2 left-2 inline-flex items-baseline gap-1 rounded-full bg-black/55 px-2.5 py-0.5 text-white">
            <span className="sr-only">DOWN SCORE</span>
            <span className="text-sm font-black tabular-nums">{profile.downScore}%</span>
          </span>
        </span>
        <span className="flex min-w-0 flex-col px-3 pt-2">
          <span className="truncate text-base font-bold">
            {/* Isolated, so a right-to-left name is followed by ", 29" rather than swallowing it. */}
            <bdi>{name}</bdi>
            {profile.age ? <span className="font-medium text-muted-foreground">, {profile.age}</span> : null}
          </span>
          {place ? (
            <span className="truncate text-sm text-muted-foreground">
              <bdi>{place}</bdi>
            </span>
          ) : null}
        </span>
      </Link>
      <div className="p-3 pt-2">
        <Button size="sm" className="w-full" disabled={pending} onClick={onMatchBack}>
          {pending ? <Spinner /> : null}
          Match Back
        </Button>
      </div>
    </li>
  );
}

/**
 * "Likes you" on Matches (docs/product.md#likes-you): the people who asked to match and wait for an answer,
 * newest first, a page at a time, each with a one-tap Match Back. Nothing shows when nobody is waiting (or the
 * list cannot load: the matches below still can).
 */
export function LikesYouList() {
  const me = useCurrentUser();
  const likes = useLikesYou();
  const matchBack = useMatchBack(me.id);
  const items = likes.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) return null;

  const answer = (item: LikesYouItem) =>
    matchBack.mutate(item, {
      onError: (error) => {
        // A 409 has a reason worth reading (they stopped accepting matches); other failures do not.
        const description =
          isApiError(error, 409) && error.serverMessage
            ? error.serverMessage
            : "Failed to send match request. Please try again.";
        toast.error("Error", { description });
      },
    });

  return (
    <section aria-labelledby="likes-you-heading" className="flex flex-col gap-3">
      <div className="flex flex-col gap-0.5">
        <h2 id="likes-you-heading" className="text-sm font-bold tracking-[0.12em] text-accent uppercase">
          Likes you
        </h2>
        <p className="text-sm text-muted-foreground">They asked to match with you. Match back to start talking.</p>
      </div>
      <ul className="grid grid-cols-2 gap-3">
        {items.map((item) => (
          <LikesYouTile
            key={item.id}
            item={item}
            pending={matchBack.isPending && matchBack.variables?.id === item.id}
            onMatchBack={() => answer(item)}
          />
        ))}
      </ul>
      {likes.hasNextPage ? (
        <Button variant="outline" disabled={likes.isFetchingNextPage} onClick={() => void likes.fetchNextPage()}>
          {likes.isFetchingNextPage ? <Spinner /> : null}
          Show more
        </Button>
      ) : null}
    </section>
  );
}
