import { HeartHandshake, MessageCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { useCurrentUser } from "@/app/auth-provider";
import { Page } from "@/app/shell/page";
import { displayName, ProfileCard } from "@/components/profile-card/profile-card";
import { ProfileCardSkeleton } from "@/components/profile-card/profile-card-skeleton";
import { Button, buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useMatchEntries } from "@/lib/api/matches";
import { InviteComingDialog } from "../components/invite-coming-dialog";
import { MatchesTutorial } from "../components/matches-tutorial";

function MatchList({ onInvite }: { onInvite: (name: string) => void }) {
  const user = useCurrentUser();
  const matches = useMatchEntries(user.id);

  if (matches.isPending) {
    return (
      <div className="flex flex-col gap-4" role="status" aria-label="Loading matches...">
        <ProfileCardSkeleton />
      </div>
    );
  }
  if (matches.isError) {
    return (
      <EmptyState
        icon={HeartHandshake}
        title="Couldn't load your matches"
        description="Check your connection and try again."
        action={<Button onClick={() => void matches.refetch()}>Try again</Button>}
      />
    );
  }
  if (matches.data.length === 0) {
    return (
      <EmptyState
        icon={HeartHandshake}
        title="No matches yet. Keep swiping in Explore!"
        action={
          <Link href="/explore" className={buttonVariants()}>
            Explore
          </Link>
        }
      />
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {matches.data.map(({ matchId, otherId, card }) => (
        <li key={matchId}>
          <ProfileCard
            profile={card}
            showDownScore={card.downScore !== undefined}
            showHeart
            action={
              <Link href={`/messages/${otherId}`} className={buttonVariants()}>
                <MessageCircle aria-hidden="true" />
                Message
              </Link>
            }
            onInvite={() => onInvite(displayName(card))}
          />
        </li>
      ))}
    </ul>
  );
}

export function MatchesPage() {
  const [inviting, setInviting] = useState<string | null>(null);
  return (
    <Page title="MATCHES">
      <MatchesTutorial />
      <InviteComingDialog name={inviting} onClose={() => setInviting(null)} />
      <MatchList onInvite={setInviting} />
    </Page>
  );
}
