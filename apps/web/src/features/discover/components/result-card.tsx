import type { ProfileCard as ProfileCardData } from "@down/common/schemas/search";
import { Check, MessageCircle, Send } from "lucide-react";
import { Link } from "wouter";
import { ProfileCard } from "@/components/profile-card/profile-card";
import { Button, buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

export type RequestState = "idle" | "sending" | "sent";

/**
 * A search result: 'Send Match Request' for someone new ('Match Back' when they asked first: the card says
 * "Likes you"), 'Message' for an existing match.
 */
export function ResultCard({
  profile,
  requestState,
  onRequest,
  priority = false,
}: {
  profile: ProfileCardData;
  requestState: RequestState;
  onRequest: (profile: ProfileCardData) => void;
  /** The first result on screen (see ProfileCard). */
  priority?: boolean;
}) {
  const action =
    profile.status === "Matched" ? (
      <Link href={`/messages/${profile.id}`} className={buttonVariants()}>
        <MessageCircle aria-hidden="true" />
        Message
      </Link>
    ) : (
      <Button disabled={requestState !== "idle"} onClick={() => onRequest(profile)}>
        {requestState === "sending" ? (
          <Spinner />
        ) : requestState === "sent" ? (
          <Check aria-hidden="true" />
        ) : (
          <Send aria-hidden="true" />
        )}
        {requestState === "sent" ? "Match Request Sent" : profile.likesYou ? "Match Back" : "Send Match Request"}
      </Button>
    );
  return <ProfileCard profile={profile} showDownScore showHeart action={action} priority={priority} />;
}
