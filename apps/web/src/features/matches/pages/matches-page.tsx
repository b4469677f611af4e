import { HeartHandshake, MessageCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { LazyInviteDialog } from "@/components/invite-dialog/lazy-invite-dialog";
import { Page } from "@/components/page/page";
import { displayName, ProfileCard } from "@/components/profile-card/profile-card";
import { ProfileCardSkeleton } from "@/components/profile-card/profile-card-skeleton";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ListSkeleton } from "@/components/ui/list-skeleton";
import { LoadError } from "@/components/ui/load-error";
import { useMatchEntries } from "@/lib/api/matches";
import { useCurrentUser } from "@/lib/auth/auth-provider";
import { useFirstPaintHandoff } from "@/lib/first-paint";
import { LATER_ITEM, useProgressiveList } from "@/lib/use-progressive-list";
import { useLikesYou } from "../api/likes-you";
import { LikesYouList } from "../components/likes-you-list";
import { MatchesTutorial } from "../components/matches-tutorial";

interface Invitee {
  id: string;
  name: string;
}

function MatchList({ onInvite }: { onInvite: (who: Invitee) => void }) {
  const user = useCurrentUser();
  const matches = useMatchEntries(user.id);
  const shown = useProgressiveList(matches.data ?? []);
  // Likes you sits above the matches: both wait for it, so it never pushes a painted list down.
  const likesPending = useLikesYou().isPending;

  if (matches.isPending || likesPending) {
    return (
      <ListSkeleton
        label="Loading matches..."
        count={1}
        item={<ProfileCardSkeleton />}
        className="flex flex-col gap-4"
      />
    );
  }
  if (matches.isError) {
    return (
      <LoadError icon={HeartHandshake} title="Couldn't load your matches" onRetry={() => void matches.refetch()} />
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
      {shown.map(({ matchId, otherId, card }, index) => (
        <li key={matchId} className={index >= 2 ? LATER_ITEM : undefined}>
          <ProfileCard
            profile={card}
            showDownScore={card.downScore !== undefined}
            showHeart
            priority={index === 0}
            action={
              <Link href={`/messages/${otherId}`} className={buttonVariants()}>
                <MessageCircle aria-hidden="true" />
                Message
              </Link>
            }
            onInvite={() => onInvite({ id: otherId, name: displayName(card) })}
          />
        </li>
      ))}
    </ul>
  );
}

export function MatchesPage() {
  const user = useCurrentUser();
  useFirstPaintHandoff(!useMatchEntries(user.id).isPending);
  const [inviting, setInviting] = useState<Invitee | null>(null);
  // The last person stays in state while the dialog animates closed, so its text does not blank out.
  const [lastInvitee, setLastInvitee] = useState<Invitee>({ id: "", name: "" });
  const invite = (who: Invitee) => {
    setLastInvitee(who);
    setInviting(who);
  };
  return (
    <Page title="MATCHES">
      <MatchesTutorial />
      <LazyInviteDialog
        open={inviting !== null}
        onOpenChange={(open) => (open ? undefined : setInviting(null))}
        otherUser={inviting ?? lastInvitee}
      />
      <div className="flex flex-col gap-6">
        <LikesYouList />
        <MatchList onInvite={invite} />
      </div>
    </Page>
  );
}
