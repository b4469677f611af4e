import { Eye, Heart } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Page } from "@/components/page/page";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ListSkeleton } from "@/components/ui/list-skeleton";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { useRecentlyViewed } from "../api/recently-viewed";
import { LoadMoreSentinel } from "../components/load-more-sentinel";
import { RecentlyViewedCard, RecentlyViewedCardSkeleton } from "../components/recently-viewed-card";

const FILTERS = [
  { favorites: false, label: "All" },
  { favorites: true, label: "Favourites" },
] as const;

function Grid({ favorites }: { favorites: boolean }) {
  const list = useRecentlyViewed(favorites);
  if (list.isPending) {
    return (
      <ListSkeleton
        label="Loading..."
        count={2}
        item={<RecentlyViewedCardSkeleton />}
        className="grid grid-cols-2 gap-3"
      />
    );
  }
  if (list.isError) {
    return <LoadError icon={Eye} title="Couldn't load this list" onRetry={() => void list.refetch()} />;
  }
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return favorites ? (
      <EmptyState
        icon={Heart}
        title="No favourites yet"
        description="Tap the heart on anyone's card to keep them here."
      />
    ) : (
      <EmptyState
        icon={Eye}
        title="Nobody yet"
        description="Profiles you view will show up here."
        action={
          <Link href="/results" className={buttonVariants()}>
            Browse profiles
          </Link>
        }
      />
    );
  }
  return (
    <>
      <ul className="grid grid-cols-2 gap-3">
        {items.map((item) => (
          <li key={item.profile.id}>
            <RecentlyViewedCard profile={item.profile} />
          </li>
        ))}
      </ul>
      <LoadMoreSentinel
        disabled={!list.hasNextPage || list.isFetchingNextPage}
        onVisible={() => void list.fetchNextPage()}
      />
      {list.isFetchingNextPage ? <Spinner className="mx-auto" /> : null}
    </>
  );
}

/** /recently-viewed: everyone the user opened, newest first, or only their favourites. */
export function RecentlyViewedPage() {
  const [favorites, setFavorites] = useState(false);
  return (
    <Page title="RECENTLY VIEWED" back>
      <fieldset className="grid grid-cols-2 gap-1 rounded-2xl bg-surface-muted p-1">
        <legend className="sr-only">Show</legend>
        {FILTERS.map((filter) => (
          <button
            key={filter.label}
            type="button"
            aria-pressed={favorites === filter.favorites}
            onClick={() => setFavorites(filter.favorites)}
            className={cn(
              "min-h-11 rounded-xl text-sm font-semibold transition-colors",
              favorites === filter.favorites ? "bg-surface text-foreground shadow-sm" : "text-muted-foreground",
            )}
          >
            {filter.label}
          </button>
        ))}
      </fieldset>
      <Grid favorites={favorites} />
    </Page>
  );
}
