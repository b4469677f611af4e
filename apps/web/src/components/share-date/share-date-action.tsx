import { DATE_SHARE_LIFETIME_MS } from "@down/common/schemas/date-share";
import type { DateStatus } from "@down/common/schemas/dates";
import { Share2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CheckInPrompt } from "./check-in-prompt";
import { ShareDateSheet } from "./share-date-sheet";

/** Share My Date is offered on a scheduled date with a time, until its links end a day after it (decision 023). */
export function canShareDate(date: { status: DateStatus; scheduledAt: string | null }, now = Date.now()): boolean {
  return (
    date.status === "scheduled" &&
    date.scheduledAt !== null &&
    new Date(date.scheduledAt).getTime() + DATE_SHARE_LIFETIME_MS > now
  );
}

/**
 * The date card's Share button, its sheet, and the check-in's "Are you OK?" above it: one piece any date card
 * (My Dates, the chat's) can show. Nothing when the date cannot be shared.
 */
export function ShareDateAction({
  date,
  name,
}: {
  date: { id: string; status: DateStatus; scheduledAt: string | null };
  name: string;
}) {
  const [open, setOpen] = useState(false);
  if (!canShareDate(date) || !date.scheduledAt) return null;
  return (
    <div className="flex flex-col gap-2">
      <CheckInPrompt dateId={date.id} />
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Share2 aria-hidden="true" />
        Share
      </Button>
      <ShareDateSheet
        date={open ? { id: date.id, name, scheduledAt: date.scheduledAt } : null}
        onOpenChange={setOpen}
      />
    </div>
  );
}
