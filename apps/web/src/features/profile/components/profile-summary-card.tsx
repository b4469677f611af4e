import type { OwnProfile } from "@down/common/schemas/profile";
import { Star, UserRound } from "lucide-react";
import { Card } from "@/components/ui/card";
import { PhotoImg } from "@/components/ui/photo-img";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * Who you are at a glance: first photo, name and age, then rating, reviews and dates, and the DOWN
 * badge (the profile DOWN score as a share of all-D; hidden until the first answer).
 */
export function ProfileSummaryCard({ profile, downPercent }: { profile: OwnProfile; downPercent: number | null }) {
  const photo = profile.photos[0];

  return (
    <Card className="flex items-center gap-4">
      <span className="inline-flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent-soft text-accent-soft-foreground">
        {photo ? (
          <PhotoImg url={photo} sizes="4rem" loading="eager" alt="" className="size-full object-cover" />
        ) : (
          <UserRound className="size-7" aria-hidden="true" />
        )}
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="truncate text-lg font-semibold">
          {/* Isolated, so a right-to-left name is followed by ", 29" rather than swallowing it. */}
          <bdi>{profile.name ?? "Your profile"}</bdi>
          {profile.age !== null ? `, ${profile.age}` : null}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1 font-semibold text-foreground">
            <Star className="size-4 fill-warning text-warning" aria-hidden="true" />
            <span className="sr-only">Rating </span>
            {/* 0.0 would read as a bad score; nobody has rated a new person yet. */}
            {profile.reviewCount > 0 ? profile.rating.toFixed(1) : "New"}
          </span>
          <span>{plural(profile.reviewCount, "review")}</span>
          <span>{plural(profile.dateCount, "date")}</span>
        </p>
        {downPercent === null ? null : (
          <p className="self-start rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-bold tracking-wide text-accent-soft-foreground">
            DOWN {downPercent}%
          </p>
        )}
      </div>
    </Card>
  );
}
