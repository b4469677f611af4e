import { DASHBOARD_MATCH_LIMIT } from "@down/common/constants";
import { Eye, HeartHandshake, MessageCircle } from "lucide-react";
import { Link } from "wouter";
import { Page, SectionHeading } from "@/components/page/page";
import { ProfileCard } from "@/components/profile-card/profile-card";
import { ProfileCardSkeleton } from "@/components/profile-card/profile-card-skeleton";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ListSkeleton } from "@/components/ui/list-skeleton";
import { useMatchEntries } from "@/lib/api/matches";
import { useCurrentUser } from "@/lib/auth/auth-provider";
import { useFirstPaintHandoff } from "@/lib/first-paint";
import { useDashboardRecent } from "../api/recently-viewed";
import { RecentlyViewedCard, RecentlyViewedCardSkeleton } from "../components/recently-viewed-card";

const viewAll = "inline-flex min-h-11 items-center px-2 text-sm font-semibold text-accent hover:underline";

/** One skeleton per card the dashboard can show, keyed by slot (they never reorder). */
const SKELETON_SLOTS = Array.from({ length: DASHBOARD_MATCH_LIMIT }, (_, i) => `slot-${i}`);

function NewMatches() {
  const user = useCurrentUser();
  const matches = useMatchEntries(user.id);

  if (matches.isPending) {
    return (
      // As many card-sized skeletons as cards can come, with the words laid over them, so the cards that
      // replace them (and Recently viewed below) do not move.
      <div className="relative flex flex-col gap-4">
        <p
          className="absolute inset-x-0 top-4 z-10 text-center text-sm font-medium text-muted-foreground"
          role="status"
        >
          Loading matches...
        </p>
        {SKELETON_SLOTS.map((slot) => (
          <ProfileCardSkeleton key={slot} />
        ))}
      </div>
    );
  }
  if (matches.isError) {
    return (
      <EmptyState icon={HeartHandshake} title="Couldn't load your matches" description="Please try again later." />
    );
  }
  if (matches.data.length === 0) {
    return <EmptyState icon={HeartHandshake} title="No matches yet. Keep swiping in Explore!" />;
  }
  return (
    <ul className="flex flex-col gap-4">
      {matches.data.slice(0, DASHBOARD_MATCH_LIMIT).map(({ matchId, otherId, card }, index) => (
        <li key={matchId}>
          <ProfileCard
            profile={card}
            showDownScore={card.downScore !== undefined}
            priority={index === 0}
            action={
              <Link href={`/messages/${otherId}`} className={buttonVariants()}>
                <MessageCircle aria-hidden="true" />
                Message
              </Link>
            }
          />
        </li>
      ))}
    </ul>
  );
}

/** The two profiles the user opened most recently, in two columns. */
function RecentlyViewed() {
  const recent = useDashboardRecent();
  if (recent.isPending) {
    return (
      <ListSkeleton
        label="Loading recently viewed..."
        count={2}
        item={<RecentlyViewedCardSkeleton />}
        className="grid grid-cols-2 gap-3"
      />
    );
  }
  if (recent.isError) {
    return <EmptyState icon={Eye} title="Couldn't load who you viewed" description="Please try again later." />;
  }
  if (recent.data.items.length === 0) {
    return <EmptyState icon={Eye} title="Nobody yet" description="Profiles you view will show up here." />;
  }
  return (
    <ul className="grid grid-cols-2 gap-3">
      {recent.data.items.map((item) => (
        <li key={item.profile.id}>
          <RecentlyViewedCard profile={item.profile} />
        </li>
      ))}
    </ul>
  );
}

export function DashboardPage() {
  const user = useCurrentUser();
  const matches = useMatchEntries(user.id);
  const recent = useDashboardRecent();
  useFirstPaintHandoff(!matches.isPending && !recent.isPending);
  return (
    <Page title="DASHBOARD">
      <section aria-labelledby="new-matches" className="flex flex-col gap-3">
        <SectionHeading
          action={
            <Link href="/matches" className={viewAll}>
              VIEW ALL
            </Link>
          }
        >
          <span id="new-matches">NEW MATCHES</span>
        </SectionHeading>
        <NewMatches />
      </section>
      <section aria-labelledby="recently-viewed" className="flex flex-col gap-3">
        <SectionHeading
          action={
            <Link href="/recently-viewed" className={viewAll}>
              VIEW ALL
            </Link>
          }
        >
          <span id="recently-viewed">RECENTLY VIEWED</span>
        </SectionHeading>
        <RecentlyViewed />
      </section>
    </Page>
  );
}
