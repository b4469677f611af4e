import { dateActions, inviteActions } from "@down/common/date-state";
import type { DateEvent, Invite } from "@down/common/schemas/dates";
import { useQueryClient } from "@tanstack/react-query";
import { CalendarCheck, CalendarPlus, Check, Share2, Star, X } from "lucide-react";
import { useState } from "react";
import { CheckInPrompt, canShareDate, ShareDateSheet } from "@/components/share-date";
import { Button, buttonVariants } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { toast } from "@/lib/lazy-toast";
import { endSentence } from "@/lib/sentence";
import { useAnswerInvite } from "../api/answer-invite";
import { useChangeDate } from "../api/change-date";
import { datesKey } from "../api/get-dates";
import type { DateEntry } from "../lib/my-dates";
import { AcceptInviteDialog } from "./accept-invite-dialog";
import { ReviewDialog } from "./review-dialog";

const failed = (error: unknown) =>
  toast.error("Error", {
    // A 409 carries a clear reason ("This invite was cancelled"); anything else gets the general words.
    description:
      isApiError(error) && error.status === 409 && error.serverMessage
        ? error.serverMessage
        : "Something went wrong. Please try again.",
  });

export function DateCardActions({
  entry,
  name,
  userId,
  now,
}: {
  entry: DateEntry;
  name: string;
  userId: string;
  now: number;
}) {
  return entry.kind === "invite" ? (
    <InviteActions invite={entry.invite} name={name} userId={userId} now={now} />
  ) : (
    <DateActions date={entry.date} name={name} now={now} />
  );
}

function InviteActions({ invite, name, userId, now }: { invite: Invite; name: string; userId: string; now: number }) {
  const answer = useAnswerInvite();
  const [askingTime, setAskingTime] = useState(false);
  const allowed = inviteActions(invite, userId);
  if (allowed.length === 0) return null;
  const proposed = invite.proposedDateTime ? new Date(invite.proposedDateTime).getTime() : null;

  const act = (status: "accepted" | "declined" | "cancelled", scheduledAt?: string) =>
    answer.mutate(
      { id: invite.id, status, ...(scheduledAt ? { scheduledAt } : {}) },
      {
        onSuccess: () => {
          setAskingTime(false);
          const [title, description] = {
            accepted: ["Invite accepted", `Your ${invite.dateType} with ${name} is scheduled.`] as const,
            declined: ["Invite declined", `We let ${name} know.`] as const,
            cancelled: ["Invite cancelled", `Your invite to ${name} was cancelled.`] as const,
          }[status];
          toast.success(title, { description });
        },
        onError: failed,
      },
    );
  const accept = () => (proposed === null || proposed < now ? setAskingTime(true) : act("accepted"));

  return (
    <div className="flex gap-2 [&>*]:flex-1">
      {allowed.includes("accepted") ? (
        <Button size="sm" disabled={answer.isPending} onClick={accept}>
          <Check aria-hidden="true" />
          Accept
        </Button>
      ) : null}
      {allowed.includes("declined") ? (
        <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => act("declined")}>
          <X aria-hidden="true" />
          Decline
        </Button>
      ) : null}
      {allowed.includes("cancelled") ? (
        <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => act("cancelled")}>
          <X aria-hidden="true" />
          Cancel
        </Button>
      ) : null}
      <AcceptInviteDialog
        invite={askingTime ? invite : null}
        name={name}
        pending={answer.isPending}
        onOpenChange={setAskingTime}
        onAccept={(scheduledAt) => act("accepted", scheduledAt)}
      />
    </div>
  );
}

function DateActions({ date, name, now }: { date: DateEvent; name: string; now: number }) {
  const client = useQueryClient();
  const change = useChangeDate();
  const [reviewing, setReviewing] = useState(false);
  const [sharing, setSharing] = useState(false);
  // Share My Date: a scheduled date with a time, until a day after it (when its links end; decision 023).
  const shareable = canShareDate(date, now);
  const allowed = dateActions(
    { status: date.status, scheduledAt: date.scheduledAt ? new Date(date.scheduledAt) : null },
    new Date(now),
  );
  const canReview = date.status === "completed" && !date.reviewedByMe;
  // A cancelled date offers its file again only if it was added before, so the calendar entry can drop it.
  const calendar =
    date.status === "scheduled"
      ? "Add to calendar"
      : date.status === "cancelled" && date.calendarEntryId
        ? "Update calendar"
        : null;
  if (allowed.length === 0 && !canReview && !calendar && !shareable) return null;

  const act = (status: "completed" | "cancelled") =>
    change.mutate(
      { id: date.id, status },
      {
        onSuccess: () =>
          status === "completed"
            ? toast.success("Date completed", {
                description: endSentence(`How did it go? Review your date with ${name}`),
              })
            : toast.success("Date cancelled", { description: `We let ${name} know.` }),
        onError: failed,
      },
    );

  return (
    <>
      {shareable ? <CheckInPrompt dateId={date.id} /> : null}
      <div className="flex flex-wrap gap-2 [&>*]:flex-1">
        {shareable ? (
          <Button size="sm" variant="outline" onClick={() => setSharing(true)}>
            <Share2 aria-hidden="true" />
            Share
          </Button>
        ) : null}
        {calendar ? (
          <a
            href={`/api/dates/${date.id}/calendar.ics`}
            download
            className={buttonVariants({ variant: "outline", size: "sm" })}
            // The first download gives the date its calendar id; refetch so a later cancel offers the update.
            onClick={() => setTimeout(() => void client.invalidateQueries({ queryKey: datesKey }), 1000)}
          >
            <CalendarPlus aria-hidden="true" />
            {calendar}
          </a>
        ) : null}
        {allowed.includes("completed") ? (
          <Button size="sm" disabled={change.isPending} onClick={() => act("completed")}>
            <CalendarCheck aria-hidden="true" />
            Mark completed
          </Button>
        ) : null}
        {allowed.includes("cancelled") ? (
          <Button size="sm" variant="outline" disabled={change.isPending} onClick={() => act("cancelled")}>
            <X aria-hidden="true" />
            Cancel
          </Button>
        ) : null}
        {canReview ? (
          <Button size="sm" onClick={() => setReviewing(true)}>
            <Star aria-hidden="true" />
            Review
          </Button>
        ) : null}
        <ReviewDialog date={reviewing ? date : null} name={name} onOpenChange={setReviewing} />
        <ShareDateSheet
          date={sharing && date.scheduledAt ? { id: date.id, name, scheduledAt: date.scheduledAt } : null}
          onOpenChange={setSharing}
        />
      </div>
    </>
  );
}
