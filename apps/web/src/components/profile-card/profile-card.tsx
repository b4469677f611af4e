import { BadgeCheck, CalendarHeart, Heart, MapPin, MessageCircleReply } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { RatingValue } from "@/components/rating/rating-value";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { ProfileCardView } from "@/lib/profile-card-view";
import { DownScoreBadge } from "./down-score-badge";
import { FavoriteHeart } from "./favorite-heart";
import { MatchedOnList } from "./matched-on-list";
import { PhotoCarousel } from "./photo-carousel";
import { ScoreReading } from "./score-reading";

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
 * A person in a list (docs/product.md#profile-card). The name link stretches over the whole card, so a tap
 * anywhere opens the profile; the photo halves, heart, links and buttons sit above it and do their own job.
 */
export function ProfileCard({
  profile,
  showDownScore = false,
  showHeart = false,
  action,
  onInvite,
  className,
  priority = false,
  yourTurn = false,
}: {
  profile: ProfileCardView;
  showDownScore?: boolean;
  showHeart?: boolean;
  /** The main action button, e.g. 'Send Match Request' or 'Message'. */
  action?: ReactNode;
  onInvite?: () => void;
  className?: string;
  /** The first card of a list: its photo loads eagerly and first (the screen's largest paint). */
  priority?: boolean;
  /** A match waiting on the viewer's reply: the corner says "Your turn" (docs/product.md, "Your turn"). */
  yourTurn?: boolean;
}) {
  const name = displayName(profile);
  const photos = profile.photos.length > 0 ? profile.photos : profile.photo ? [profile.photo] : [];
  const away = profile.distance !== undefined ? formatDistance(profile.distance) : null;

  return (
    <article
      aria-label={name}
      className={cn("relative overflow-hidden rounded-3xl border border-border bg-surface shadow-card", className)}
    >
      {/* Without photos (a placeholder match) a tall empty frame would only push the details down. */}
      <PhotoCarousel
        photos={photos}
        name={name}
        priority={priority}
        className={photos.length === 0 ? "aspect-[5/2]" : undefined}
      >
        {yourTurn ? (
          <Badge variant="default" className="absolute top-5 left-3 z-20 shadow-sm">
            <MessageCircleReply className="size-3.5" aria-hidden="true" />
            Your turn
          </Badge>
        ) : profile.likesYou && profile.status !== "Matched" ? (
          // They asked to match with the viewer: the one thing worth saying in this corner.
          <Badge variant="default" className="absolute top-5 left-3 z-20 shadow-sm">
            <Heart className="size-3.5 fill-current" aria-hidden="true" />
            Likes you
          </Badge>
        ) : (
          <Badge
            variant={profile.status === "Matched" ? "success" : "soft"}
            className={cn(
              "absolute top-5 left-3 z-20 shadow-sm",
              // The variant's dark-theme text colour survives the merge; white must win in both themes.
              profile.status === "Matched" ? "bg-emerald-700 text-white dark:text-white" : "bg-surface text-accent",
            )}
          >
            {profile.status}
          </Badge>
        )}
        {showHeart ? <FavoriteHeart userId={profile.id} name={name} className="absolute top-3 right-2" /> : null}
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
              {/* Isolated, so a right-to-left name is followed by ", 29" rather than swallowing it. */}
              <bdi>{name}</bdi>
              {profile.age ? <span className="font-medium text-muted-foreground">, {profile.age}</span> : null}
            </Link>
            {profile.verified ? (
              <BadgeCheck className="ml-1.5 inline size-5 align-[-2px] text-info" aria-label="Verified" role="img" />
            ) : null}
          </h3>
          {profile.location || away ? (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              <span>
                {/* A place typed in another script keeps its own direction without pulling the distance along. */}
                {profile.location ? <bdi>{profile.location}</bdi> : null}
                {profile.location && away ? " · " : null}
                {away}
              </span>
            </p>
          ) : null}
          {showDownScore && profile.downScore !== undefined ? (
            <ScoreReading score={profile.downScore} profileId={profile.id} />
          ) : null}
          {profile.tagline ? (
            <p dir="auto" className="text-[0.9375rem] leading-snug">
              {profile.tagline}
            </p>
          ) : null}
          <p className="flex items-center gap-3 text-sm text-muted-foreground">
            <RatingValue rating={profile.rating} reviewCount={profile.reviewCount} />
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
