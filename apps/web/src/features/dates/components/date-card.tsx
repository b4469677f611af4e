import type { DateType } from "@down/common/schemas/dates";
import { format } from "date-fns";
import { MapPin } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { DateEntry } from "../lib/my-dates";
import { DateAvatar } from "./date-avatar";
import { DateCardActions } from "./date-card-actions";
import { StatusBadge } from "./status-badge";

const personName = (name: string | null) => name?.trim() || "Someone";

/** When the card is about: the date's time, an invite's proposed time, else the day it was sent. */
function whenOf(entry: DateEntry): { label: string; at: Date | null } {
  if (entry.kind === "date") return { label: "", at: entry.date.scheduledAt ? new Date(entry.date.scheduledAt) : null };
  const { proposedDateTime, createdAt } = entry.invite;
  if (proposedDateTime) return { label: "", at: new Date(proposedDateTime) };
  return { label: "Sent ", at: new Date(createdAt) };
}

function TypeBadge({ type }: { type: DateType }) {
  return (
    <Badge variant="soft" className="tracking-wider">
      {type.toUpperCase()}
    </Badge>
  );
}

/** One invite or date on My Dates: who, when, what kind, its status, and what the user can do now. */
export function DateCard({ entry, userId, now }: { entry: DateEntry; userId: string; now: number }) {
  const name = personName(entry.other.name);
  const { label, at } = whenOf(entry);
  const place = entry.kind === "date" ? entry.date.location : entry.invite.proposedLocation;
  const status = entry.kind === "date" ? entry.date.status : "pending";
  const timeOnly = entry.kind === "invite" && !entry.invite.proposedDateTime;

  return (
    <article
      aria-label={`${name}, ${entry.dateType}`}
      className="flex flex-col gap-3 rounded-3xl border border-border bg-surface p-4 shadow-card"
    >
      <div className="flex items-start gap-3">
        <DateAvatar person={entry.other} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex items-start justify-between gap-2">
            <h3 className="text-base leading-tight font-semibold break-words">{name}</h3>
            <TypeBadge type={entry.dateType} />
          </div>
          <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
            <p>
              {at ? (
                <time dateTime={at.toISOString()}>
                  {label}
                  {format(at, "MM/dd/yyyy")}
                  {timeOnly ? null : ` · ${format(at, "h:mm a")}`}
                </time>
              ) : (
                "No time yet"
              )}
            </p>
            <StatusBadge status={status} />
          </div>
          {place ? (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              <span dir="auto" className="break-words">
                {place}
              </span>
            </p>
          ) : null}
          {entry.kind === "invite" ? (
            <p className="text-sm">
              {entry.invite.direction === "received" ? (
                <>
                  <bdi>{name}</bdi> invited you
                </>
              ) : (
                <>
                  You invited <bdi>{name}</bdi>
                </>
              )}
              {entry.invite.message ? (
                <span
                  dir="auto"
                  className="mt-1 block rounded-2xl bg-surface-muted px-3 py-2 whitespace-pre-line break-words"
                >
                  {entry.invite.message}
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
      </div>
      <DateCardActions entry={entry} name={name} userId={userId} now={now} />
    </article>
  );
}
