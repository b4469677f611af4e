import type { PublicProfile } from "@down/common/schemas/public-profile";
import { CalendarHeart, Check, HeartOff, ListChecks, MessageCircle, Send } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { LazyFinishProfileDialog } from "@/components/finish-profile/lazy-finish-profile-dialog";
import { isProfileIncompleteError } from "@/components/finish-profile/profile-incomplete";
import { LazyInviteDialog } from "@/components/invite-dialog/lazy-invite-dialog";
import { displayName } from "@/components/profile-card/profile-card";
import { Button, buttonVariants } from "@/components/ui/button";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/lib/lazy-toast";
import { showMatchMoment } from "@/lib/match-moment/match-moment-store";
import { showYourTurn } from "@/lib/your-turn";
import { useSendRequest, useUnmatch } from "../api/public-profile";

const LazyUnmatchDialog = lazyDialog(async () => (await import("./public-profile-unmatch-dialog")).UnmatchDialog);

/**
 * Under the name on someone else's profile: Message (matches) or Send Match Request (everyone else),
 * View All Matches, and for matches Invite on a Date and Unmatch (docs/product.md#public-profile, #access).
 */
export function PublicProfileActions({ profile, currentUserId }: { profile: PublicProfile; currentUserId: string }) {
  const [, navigate] = useLocation();
  const name = displayName(profile);
  const [inviting, setInviting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const request = useSendRequest(currentUserId, profile.id);
  const unmatch = useUnmatch(currentUserId, profile.id);
  const { matched, requested, requestedYou } = profile.relation;

  const sendRequest = () =>
    request.mutate(undefined, {
      onSuccess: (result) => {
        // A Match Back: "It's a Match!" over the whole screen, not a toast (docs/product.md#the-match-moment).
        if (result.mutual) showMatchMoment({ id: profile.id, name: profile.name, photo: profile.photos[0] ?? null });
        else toast.success("Match Request Sent");
      },
      onError: (error) => {
        // No name or age yet: the short step asks for them, then sends this request.
        if (isProfileIncompleteError(error)) setFinishing(true);
        else if (!showYourTurn(error, navigate))
          toast.error("Error", { description: "Failed to send match request. Please try again." });
      },
    });

  const confirmUnmatch = () =>
    unmatch.mutate(undefined, {
      onSuccess: () => {
        toast.success("Unmatched", { description: "You have been unmatched successfully" });
        navigate("/matches", { replace: true });
      },
      onError: () => toast.error("Error", { description: "Failed to unmatch. Please try again." }),
    });

  const viewAll = (
    <Link href={`/all-matches/${profile.id}`} className={buttonVariants({ variant: "outline" })}>
      <ListChecks aria-hidden="true" />
      View All Matches
    </Link>
  );

  if (!matched) {
    return (
      <>
        <Button disabled={requested || request.isPending} onClick={sendRequest}>
          {request.isPending ? <Spinner /> : requested ? <Check aria-hidden="true" /> : <Send aria-hidden="true" />}
          {requested ? "Match Request Sent" : requestedYou ? "Match Back" : "Send Match Request"}
        </Button>
        {viewAll}
        <LazyFinishProfileDialog
          open={finishing}
          onOpenChange={setFinishing}
          purpose="send match requests"
          onDone={sendRequest}
        />
      </>
    );
  }
  return (
    <>
      <Link href={`/messages/${profile.id}`} className={buttonVariants()}>
        <MessageCircle aria-hidden="true" />
        Message
      </Link>
      {/* Stacked: side by side, the two labels do not fit a 390 px card at the type scale. */}
      <div className="grid gap-2">
        <Button variant="soft" onClick={() => setInviting(true)}>
          <CalendarHeart aria-hidden="true" />
          Invite on a Date
        </Button>
        {viewAll}
      </div>
      <Button variant="ghost" className="text-destructive" onClick={() => setConfirming(true)}>
        <HeartOff aria-hidden="true" />
        Unmatch
      </Button>
      <LazyInviteDialog open={inviting} onOpenChange={setInviting} otherUser={{ id: profile.id, name }} />
      <LazyUnmatchDialog
        open={confirming}
        name={name}
        pending={unmatch.isPending}
        onOpenChange={setConfirming}
        onConfirm={confirmUnmatch}
      />
    </>
  );
}
