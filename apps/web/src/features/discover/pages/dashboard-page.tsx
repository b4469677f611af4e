import { DASHBOARD_MATCH_LIMIT } from "@down/common/constants";
import { Eye, HeartHandshake, MessageCircle } from "lucide-react";
import { Link } from "wouter";
import { useCurrentUser } from "@/app/auth-provider";
import { Page, SectionHeading } from "@/app/shell/page";
import { ProfileCard } from "@/components/profile-card/profile-card";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useMatchEntries } from "@/lib/api/matches";

const viewAll = "inline-flex min-h-11 items-center px-2 text-sm font-semibold text-accent hover:underline";

function NewMatches() {
  const user = useCurrentUser();
  const matches = useMatchEntries(user.id);

  if (matches.isPending) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted-foreground" role="status">
          Loading matches...
        </p>
        <Skeleton className="h-[26rem]" />
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
      {matches.data.slice(0, DASHBOARD_MATCH_LIMIT).map(({ matchId, card }) => (
        <li key={matchId}>
          <ProfileCard
            profile={card}
            showDownScore={card.downScore !== undefined}
            action={
              <Link href="/messages" className={buttonVariants()}>
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

export function DashboardPage() {
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
        <EmptyState icon={Eye} title="Nobody yet" description="Profiles you view will show up here." />
      </section>
    </Page>
  );
}
