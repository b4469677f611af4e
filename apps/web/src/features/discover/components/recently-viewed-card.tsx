import type { ProfileCard } from "@down/common/schemas/search";
import { MapPin, UserRound } from "lucide-react";
import { Link } from "wouter";
import { FavoriteHeart } from "@/components/profile-card/favorite-heart";
import { displayName } from "@/components/profile-card/profile-card";
import { buttonVariants } from "@/components/ui/button";
import { PhotoImg } from "@/components/ui/photo-img";
import { Skeleton } from "@/components/ui/skeleton";

/** A person in the two-column grids (dashboard, Recently viewed): photo, heart, name, city and 'View'. */
export function RecentlyViewedCard({ profile }: { profile: ProfileCard }) {
  const name = displayName(profile);
  const photo = profile.photos[0] ?? profile.photo;
  return (
    <article
      aria-label={name}
      className="relative flex h-full flex-col overflow-hidden rounded-3xl border border-border bg-surface shadow-card"
    >
      <div className="relative aspect-[4/5] bg-surface-muted">
        {photo ? (
          <PhotoImg
            url={photo}
            // Two columns in the app column (480 px at most), less margins and the gap.
            sizes="(min-width: 480px) 218px, calc(50vw - 22px)"
            alt=""
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            <UserRound className="size-12" aria-hidden="true" />
          </div>
        )}
        <FavoriteHeart userId={profile.id} name={name} className="absolute top-1 right-1" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="text-base leading-tight font-bold break-words">
          <Link
            href={`/profile/${profile.id}`}
            className="after:absolute after:inset-0 after:z-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-3xl focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            <bdi>{name}</bdi>
            {profile.age ? <span className="font-medium text-muted-foreground">, {profile.age}</span> : null}
          </Link>
        </h3>
        {profile.location ? (
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            <span dir="auto" className="truncate">
              {profile.location}
            </span>
          </p>
        ) : null}
        <Link
          href={`/profile/${profile.id}`}
          aria-label={`View ${name}`}
          className={buttonVariants({ size: "sm", variant: "soft", className: "relative z-10 mt-auto w-full" })}
        >
          View
        </Link>
      </div>
    </article>
  );
}

export function RecentlyViewedCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-3xl border border-border bg-surface shadow-card" aria-hidden="true">
      <Skeleton className="aspect-[4/5] rounded-none" />
      <div className="flex flex-col gap-2 p-3">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-3.5 w-1/2" />
        <Skeleton className="mt-1 h-11" />
      </div>
    </div>
  );
}
