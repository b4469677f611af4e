import type { Conversation } from "@down/common/schemas/messages";
import { Link } from "wouter";
import { cn } from "@/lib/cn";
import { useTimeZone } from "@/lib/time-zone";
import { listTime } from "../lib/format-time";
import { Avatar } from "./avatar";

export const nameOf = (c: Pick<Conversation, "name">) => c.name?.trim() || "Someone";

function preview(c: Conversation, me: string): string {
  if (!c.last) return "";
  const mine = c.last.senderId === me;
  if (c.last.kind === "question") return mine ? `You asked: ${c.last.text}` : `Asked you: ${c.last.text}`;
  return mine ? `You: ${c.last.text}` : c.last.text;
}

/** One conversation: photo, name, the last line, its time and an unread count. */
export function ConversationRow({ conversation: c, me }: { conversation: Conversation; me: string }) {
  const name = nameOf(c);
  const unread = c.unread > 0;
  const zone = useTimeZone();
  return (
    <Link
      href={`/messages/${c.otherId}`}
      className="flex min-h-[4.5rem] items-center gap-3 rounded-2xl px-2 py-2 transition-colors hover:bg-surface-muted focus-visible:bg-surface-muted"
    >
      <Avatar name={name} photo={c.photo} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-baseline justify-between gap-2">
          <span dir="auto" className={cn("truncate text-base", unread ? "font-bold" : "font-semibold")}>
            {name}
          </span>
          {c.last ? (
            <time
              dateTime={c.last.createdAt}
              className={cn("shrink-0 text-xs", unread ? "font-semibold text-accent" : "text-muted-foreground")}
            >
              {listTime(c.last.createdAt, new Date(), zone)}
            </time>
          ) : null}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span dir="auto" className={cn("truncate text-sm", unread ? "text-foreground" : "text-muted-foreground")}>
            {preview(c, me)}
          </span>
          {unread ? (
            <span
              data-testid="conversation-unread"
              className="inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-accent px-1.5 py-0.5 text-xs font-bold text-accent-foreground"
            >
              <span className="sr-only">Unread: </span>
              {c.unread > 99 ? "99+" : c.unread}
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
