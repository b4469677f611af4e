import { YOUR_TURN_LIMIT } from "@down/common/schemas/matches";
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
  const waiting = matches.data.filter((m) => m.yourTurn).length;
  return (
    <>
      {waiting > 0 ? <YourTurnNote waiting={waiting} /> : null}
      <ul className="flex flex-col gap-4">
        {shown.map(({ matchId, otherId, card, yourTurn }, index) => (
          <li key={matchId} className={index >= 2 ? LATER_ITEM : undefined}>
            <ProfileCard
              profile={card}
              showDownScore={card.downScore !== undefined}
              showHeart
              priority={index === 0}
              yourTurn={yourTurn}
              action={
                <Link href={`/messages/${otherId}`} className={buttonVariants()}>
                  <MessageCircle aria-hidden="true" />
                  {yourTurn ? "Reply" : "Message"}
                </Link>
              }
              onInvite={() => onInvite({ id: otherId, name: displayName(card) })}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * How many matches wait on the person's reply; at the limit, why new match requests wait too (docs/product.md,
 * "Your turn"). The target of the your_turn refusal's link (/matches#your-turn).
 */
function YourTurnNote({ waiting }: { waiting: number }) {
  const full = waiting >= YOUR_TURN_LIMIT;
  return (
    <section
      id="your-turn"
      aria-label="Your turn"
      className={full ? "rounded-2xl bg-accent-soft p-4 text-accent-soft-foreground" : "text-sm text-muted-foreground"}
    >
      <p className={full ? "font-semibold" : undefined}>
        {waiting === 1 ? "1 match is waiting on your reply." : `${waiting} matches are waiting on your reply.`}
      </p>
      {full ? (
        <p className="mt-1 text-sm">It's your turn: answer or close one before sending a new match request.</p>
      ) : null}
    </section>
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
