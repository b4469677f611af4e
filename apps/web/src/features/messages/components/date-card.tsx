import { DATE_TYPE_LABELS } from "@down/common/schemas/dates";
import { format } from "date-fns";
import { CalendarCheck, CalendarHeart, CalendarX } from "lucide-react";
import { Link } from "wouter";
import { ShareDateAction } from "@/components/share-date";
import { cn } from "@/lib/cn";
import type { DateCard as Card } from "../lib/timeline";

const when = (iso: string) => format(new Date(iso), "EEE, MMM d 'at' h:mm a");

/** What became of an accepted invite's date since, in a few words (or nothing while it stands as agreed). */
function dateNews({ invite, date }: Card): string | null {
  if (!date) return null;
  if (date.status === "cancelled") return "Date cancelled";
  if (date.status === "completed") return "Date done";
  if (date.scheduledAt && date.scheduledAt !== invite.proposedDateTime) return `New time: ${when(date.scheduledAt)}`;
  return null;
}

/**
 * An invite in the conversation, centred between the two sides like a notice: who asked whom to what,
 * when and where, and where it stands. Names are isolated so a right-to-left name keeps its order.
 */
export function DateCardView({ card, otherName }: { card: Card; otherName: string }) {
  const { invite, moment } = card;
  const mine = invite.direction === "sent";
  const kind = DATE_TYPE_LABELS[invite.dateType];
  const them = <bdi>{otherName}</bdi>;
  const Icon = moment === "sent" ? CalendarHeart : moment === "accepted" ? CalendarCheck : CalendarX;

  if (moment !== "sent") {
    const verb = moment === "accepted" ? "accepted" : moment === "declined" ? "declined" : "cancelled";
    // Accepted for another time than asked: the answer says the new time.
    const { date } = card;
    const newTime =
      moment === "accepted" && date?.scheduledAt && date.scheduledAt !== invite.proposedDateTime
        ? ` — new time: ${when(date.scheduledAt)}`
        : "";
    return (
      <p
        data-testid="date-card"
        className="mx-auto flex items-center gap-2 rounded-3xl bg-surface-muted px-4 py-2 text-sm text-muted-foreground"
      >
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {moment === "cancelled" ? (
          <span>The {kind} invite was cancelled</span>
        ) : mine ? (
          <span>
            {them} {verb} your {kind} invite{newTime}
          </span>
        ) : (
          <span>
            You {verb} {them}'s {kind} invite{newTime}
          </span>
        )}
      </p>
    );
  }

  const news = dateNews(card);
  const status =
    invite.status === "pending"
      ? mine
        ? "Waiting for an answer"
        : "Waiting for your answer"
      : invite.status === "accepted"
        ? "Accepted"
        : invite.status === "declined"
          ? "Declined"
          : "Cancelled";
  return (
    <article
      data-testid="date-card"
      aria-label={`Invite: ${mine ? `you invited ${otherName}` : `${otherName} invited you`}`}
      className="mx-auto flex w-full max-w-[85%] flex-col gap-1.5 rounded-3xl border border-border bg-surface p-4 text-sm shadow-sm"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Icon className="size-5 shrink-0 text-accent" aria-hidden="true" />
        {mine ? (
          <span>
            You invited {them} on a {kind}
          </span>
        ) : (
          <span>
            {them} invited you on a {kind}
          </span>
        )}
      </p>
      {invite.proposedDateTime ? <p className="text-muted-foreground">{when(invite.proposedDateTime)}</p> : null}
      {invite.proposedLocation ? (
        <p dir="auto" className="text-muted-foreground">
          {invite.proposedLocation}
        </p>
      ) : null}
      {invite.message ? (
        <p dir="auto" className="break-words whitespace-pre-wrap">
          “{invite.message}”
        </p>
      ) : null}
      <p className="flex flex-wrap items-center gap-x-2 text-xs font-semibold">
        <span className={cn(invite.status === "accepted" ? "text-accent" : "text-muted-foreground")}>{status}</span>
        {news ? <span className="text-foreground">· {news}</span> : null}
        {invite.status === "pending" && !mine ? (
          <Link href="/my-dates" className="inline-flex min-h-11 items-center text-accent underline">
            Answer in My Dates
          </Link>
        ) : null}
      </p>
      {/* Share My Date on the scheduled date this invite became (decision 023). */}
      {card.date ? <ShareDateAction date={card.date} name={otherName} /> : null}
    </article>
  );
}
