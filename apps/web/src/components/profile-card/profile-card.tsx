import type { ProfileCard as ProfileCardData } from "@down/common/schemas/search";
import { CalendarHeart, Heart, MapPin, Star } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { DownScoreBadge } from "./down-score-badge";
import { MatchedOnList } from "./matched-on-list";
import { PhotoCarousel } from "./photo-carousel";

/** What a list card needs; search results carry all of it, a placeholder match only some. */
export type ProfileCardView = Pick<
  ProfileCardData,
  "id" | "name" | "age" | "location" | "tagline" | "photos" | "rating" | "dateCount" | "status" | "matchedOn"
> &
  Partial<Pick<ProfileCardData, "photo" | "downScore" | "distance">>;

export function formatDateCount(count: number): string {
  return `${count} ${count === 1 ? "date" : "dates"}`;
}

/** Whole miles, as the server rounds them; under half a mile rounds to 0, which reads better in words. */
export function formatDistance(miles: number): string {
  return miles === 0 ? "Less than a mile away" : `${miles} mi away`;
}

export function displayName(profile: Pick<ProfileCardView, "name" | "id">): string {
  return profile.name?.trim() || "Someone";
}

/**
 * A person in a list (SPEC §2 "Profile card"). The name link stretches over the whole card, so a tap
 * anywhere opens the profile; the photo halves, heart, links and buttons sit above it and do their own job.
 */
export function ProfileCard({
  profile,
  showDownScore = false,
  showHeart = false,
  action,
  onInvite,
  className,
}: {
  profile: ProfileCardView;
  showDownScore?: boolean;
  showHeart?: boolean;
  /** The main action button, e.g. 'Send Match Request' or 'Message'. */
  action?: ReactNode;
  onInvite?: () => void;
  className?: string;
}) {
  const [liked, setLiked] = useState(false);
  const name = displayName(profile);
  const photos = profile.photos.length > 0 ? profile.photos : profile.photo ? [profile.photo] : [];
  const place = [profile.location, profile.distance !== undefined ? formatDistance(profile.distance) : null]
    .filter(Boolean)
    .join(" · ");

  return (
    <article
      aria-label={name}
      className={cn("relative overflow-hidden rounded-3xl border border-border bg-surface shadow-card", className)}
    >
      {/* Without photos (a placeholder match) a tall empty frame would only push the details down. */}
      <PhotoCarousel photos={photos} name={name} className={photos.length === 0 ? "aspect-[5/2]" : undefined}>
        <Badge
          variant={profile.status === "Matched" ? "success" : "soft"}
          className={cn(
            "absolute top-5 left-3 z-20 shadow-sm",
            profile.status === "Matched" ? "bg-emerald-700 text-white" : "bg-surface text-accent",
          )}
        >
          {profile.status}
        </Badge>
        {showHeart ? (
          <button
            type="button"
            aria-label={`Like ${name}`}
            aria-pressed={liked}
            onClick={() => setLiked((value) => !value)}
            className="absolute top-3 right-2 z-20 inline-flex size-11 items-center justify-center rounded-full text-white"
          >
            <span className="inline-flex size-9 items-center justify-center rounded-full bg-black/35 backdrop-blur-sm">
              <Heart className={cn("size-5", liked && "fill-accent text-accent")} aria-hidden="true" />
            </span>
          </button>
        ) : null}
        {showDownScore && profile.downScore !== undefined ? (
          <>
            {/* A soft shade keeps the badge legible on light photos. */}
            <div className="pointer-events-none absolute inset-x-0 bottom-0 h-20 bg-gradient-to-t from-black/40 to-transparent" />
            <DownScoreBadge score={profile.downScore} className="absolute bottom-3 left-3 z-20" />
          </>
        ) : null}
      </PhotoCarousel>

      <div className="flex flex-col gap-3 p-4">
        <div className="flex flex-col gap-1">
          <h3 className="text-xl leading-tight font-bold break-words">
            <Link
              href={`/profile/${profile.id}`}
              className="after:absolute after:inset-0 after:z-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-3xl focus-visible:after:ring-2 focus-visible:after:ring-ring"
            >
              {name}
              {profile.age ? <span className="font-medium text-muted-foreground">, {profile.age}</span> : null}
            </Link>
          </h3>
          {place ? (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              {place}
            </p>
          ) : null}
          {profile.tagline ? <p className="text-[0.9375rem] leading-snug">{profile.tagline}</p> : null}
          <p className="flex items-center gap-3 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
              <span className="font-semibold text-foreground">{profile.rating.toFixed(1)}</span>
              <span className="sr-only">rating</span>
            </span>
            <span className="inline-flex items-center gap-1">
              <CalendarHeart className="size-4" aria-hidden="true" />
              {formatDateCount(profile.dateCount)}
            </span>
          </p>
        </div>

        <MatchedOnList profileId={profile.id} items={profile.matchedOn} />

        {action || onInvite ? (
          <div className="relative z-10 flex gap-2 [&>*]:flex-1">
            {action}
            {onInvite ? (
              <Button variant="outline" onClick={onInvite}>
                Invite
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
