import type { PublicDetails, PublicProfile } from "@down/common/schemas/public-profile";
import { BadgeCheck, CalendarHeart, Heart, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { DownScoreBadge } from "@/components/profile-card/down-score-badge";
import { FavoriteHeart } from "@/components/profile-card/favorite-heart";
import { PhotoCarousel } from "@/components/profile-card/photo-carousel";
import { displayName, formatDateCount } from "@/components/profile-card/profile-card";
import { ResponseBadge } from "@/components/profile-card/response-badge";
import { ScoreReading } from "@/components/profile-card/score-reading";
import { RatingValue } from "@/components/rating/rating-value";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { ReviewList } from "./reviews/review-list";

/** Statements shown per D/O/W/N group; 'View All Matches' lists every one. */
const GROUP_PREVIEW = 5;

/** The details grid: what someone does and looks for. */
const DETAILS: ReadonlyArray<[keyof PublicDetails, string]> = [
  ["height", "Height"],
  ["occupation", "Occupation"],
  ["education", "Education"],
  ["lookingFor", "Looking for"],
  ["bodyType", "Body type"],
  ["ethnicity", "Ethnicity"],
];

/** Essentials: identity, habits, family and beliefs. */
const ESSENTIALS: ReadonlyArray<[keyof PublicDetails, string]> = [
  ["gender", "Gender"],
  ["pronouns", "Pronouns"],
  ["smoking", "Smoking"],
  ["drinking", "Drinking"],
  ["hasKids", "Kids"],
  ["wantsKids", "Wants kids"],
  ["religion", "Religion"],
  ["politicalViews", "Politics"],
  ["zodiacSign", "Zodiac"],
];

function detailText(value: PublicDetails[keyof PublicDetails]): string | null {
  if (value === null) return null;
  if (typeof value === "boolean") return value ? "Has kids" : "No kids";
  return value.trim() || null;
}

/** Only the fields the person filled in: an empty field is left out, not shown as blank. */
function filled(details: PublicDetails, fields: ReadonlyArray<[keyof PublicDetails, string]>) {
  return fields.flatMap(([key, label]) => {
    const text = detailText(details[key]);
    return text ? [{ key, label, text }] : [];
  });
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-sm font-bold tracking-[0.12em] text-muted-foreground">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Tags({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item}>
          <Badge variant="neutral" className="px-3 py-1.5 text-sm font-medium text-foreground">
            <bdi>{item}</bdi>
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/**
 * A person as others see them (docs/product.md#public-profile): the same layout for someone else's profile and
 * for one's own preview. `actions` are the buttons under the name (Message, Invite, Unmatch...).
 */
export function PublicProfileView({ profile, actions }: { profile: PublicProfile; actions?: ReactNode }) {
  const name = displayName(profile);
  const details = filled(profile.details, DETAILS);
  const essentials = filled(profile.details, ESSENTIALS);
  const self = profile.relation.self;

  return (
    <div className="flex flex-col gap-6">
      <div className="overflow-hidden rounded-3xl border border-border bg-surface shadow-card">
        <PhotoCarousel photos={profile.photos} name={name} priority>
          {profile.relation.matched ? (
            <Badge className="absolute top-5 left-3 z-20 bg-emerald-700 text-white shadow-sm">Matched</Badge>
          ) : profile.relation.requestedYou ? (
            // They asked to match with the viewer: "Match Back" below answers it.
            <Badge variant="default" className="absolute top-5 left-3 z-20 shadow-sm">
              <Heart className="size-3.5 fill-current" aria-hidden="true" />
              Likes you
            </Badge>
          ) : null}
          {self ? null : <FavoriteHeart userId={profile.id} name={name} className="absolute top-3 right-2" />}
          {profile.downScore !== null ? (
            <>
              <div className="pointer-events-none absolute inset-x-0 bottom-0 h-20 bg-gradient-to-t from-black/40 to-transparent" />
              <DownScoreBadge score={profile.downScore} className="absolute bottom-3 left-3 z-20" />
            </>
          ) : null}
        </PhotoCarousel>
        <div className="flex flex-col gap-2 p-4">
          <p className="flex items-center gap-2 text-2xl leading-tight font-bold break-words">
            <span>
              {/* Isolated, so a right-to-left name is followed by ", 29" rather than swallowing it. */}
              <bdi>{name}</bdi>
              {profile.age ? <span className="font-medium text-muted-foreground">, {profile.age}</span> : null}
            </span>
            {profile.verified ? (
              <BadgeCheck className="size-6 shrink-0 text-info" aria-label="Verified" role="img" />
            ) : null}
          </p>
          {profile.city ? (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              <bdi>{profile.city}</bdi>
            </p>
          ) : null}
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <RatingValue rating={profile.rating} reviewCount={profile.reviewCount} />
              {profile.reviewCount > 0 ? (
                <span>
                  ({profile.reviewCount} {profile.reviewCount === 1 ? "review" : "reviews"})
                </span>
              ) : null}
            </span>
            <span className="inline-flex items-center gap-1">
              <CalendarHeart className="size-4" aria-hidden="true" />
              {formatDateCount(profile.dateCount)}
            </span>
          </p>
          {profile.downScore !== null && !self ? (
            <ScoreReading score={profile.downScore} profileId={profile.id} />
          ) : null}
          {actions ? <div className="mt-2 flex flex-col gap-2">{actions}</div> : null}
        </div>
      </div>

      {profile.bio ? (
        <Section title="ABOUT">
          <p dir="auto" className="text-base leading-relaxed whitespace-pre-line">
            {profile.bio}
          </p>
        </Section>
      ) : null}

      {details.length > 0 ? (
        <Section title="DETAILS">
          <dl className="grid grid-cols-2 gap-3">
            {details.map((d) => (
              <div key={d.key} className="rounded-2xl bg-surface-muted px-3 py-2.5">
                <dt className="text-xs font-medium text-muted-foreground">{d.label}</dt>
                <dd dir="auto" className="text-[0.9375rem] font-semibold break-words">
                  {d.text}
                </dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}

      {profile.interests.length > 0 ? (
        <Section title="INTERESTS">
          <Tags items={profile.interests} />
        </Section>
      ) : null}

      {profile.languages.length > 0 ? (
        <Section title="LANGUAGES">
          <Tags items={profile.languages} />
        </Section>
      ) : null}

      {profile.topArtists && profile.topArtists.length > 0 ? (
        <Section title="TOP ARTISTS ON SPOTIFY">
          <Tags items={profile.topArtists} />
        </Section>
      ) : null}

      {essentials.length > 0 ? (
        <Section title="ESSENTIALS">
          <Card className="p-0">
            <dl className="divide-y divide-border">
              {essentials.map((e) => (
                <div key={e.key} className="flex min-h-11 items-center justify-between gap-4 px-4 py-2">
                  <dt className="text-sm text-muted-foreground">{e.label}</dt>
                  <dd className="text-right text-[0.9375rem] font-medium">{e.text}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </Section>
      ) : null}

      {self ? null : (
        <Section title="MATCH DETAILS">
          {profile.matchedOn.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No answers in common yet. Answer more questions in Explore to see what you share.
            </p>
          ) : (
            <div className="flex flex-col gap-4">
              {profile.matchedOn.map((group) => (
                <Card key={group.response} className="flex flex-col gap-3 p-4">
                  <h3 className="flex items-center gap-2 text-base font-semibold">
                    <ResponseBadge response={group.response} />
                    {group.label}
                    <span className="ml-auto text-sm font-medium text-muted-foreground">{group.items.length}</span>
                  </h3>
                  <ul className="flex flex-col gap-2">
                    {group.items.slice(0, GROUP_PREVIEW).map((item) => (
                      <li key={item.questionId} className="text-[0.9375rem] leading-snug">
                        {item.question}
                      </li>
                    ))}
                  </ul>
                  {group.items.length > GROUP_PREVIEW ? (
                    <p className="text-sm text-muted-foreground">+{group.items.length - GROUP_PREVIEW} more</p>
                  ) : null}
                </Card>
              ))}
            </div>
          )}
        </Section>
      )}

      <Section title="REVIEWS">
        <ReviewList
          aboutUserId={profile.id}
          emptyText={self ? "Reviews from your dates will show here." : `Reviews from ${name}'s dates will show here.`}
        />
      </Section>
    </div>
  );
}
