import type { ModerationAction, ReportedPerson } from "@down/common/schemas/moderation";
import { REPORT_REASON_LABELS } from "@down/common/schemas/safety";
import { format } from "date-fns";
import { UserRound } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PhotoImg } from "@/components/ui/photo-img";
import { isApiError } from "@/lib/api-client";
import { toast } from "@/lib/lazy-toast";
import { useModerationAction } from "../api/moderation-action";
import { BanDialog } from "./ban-dialog";

const DONE: Record<ModerationAction, string> = {
  dismiss: "Reports dismissed",
  warn: "Warning sent",
  ban: "Banned",
};

/** One reported person: their profile as others see it, every open report, and the three decisions. */
export function ReportedPersonCard({ person }: { person: ReportedPerson }) {
  const action = useModerationAction();
  const [banOpen, setBanOpen] = useState(false);
  const name = person.name ?? "Unnamed";
  const headingId = `reported-${person.userId}`;

  const decide = (kind: ModerationAction) =>
    action.mutate(
      { userId: person.userId, action: kind },
      {
        onSuccess: () => {
          setBanOpen(false);
          toast.success(DONE[kind], { description: name });
        },
        onError: (error) =>
          toast.error("Couldn't save the decision", {
            description: (isApiError(error) && error.serverMessage) || "Please try again.",
          }),
      },
    );

  const busy = action.isPending;
  return (
    <Card className="flex flex-col gap-4" aria-labelledby={headingId} role="article">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-semibold">
            <bdi>{name}</bdi>
            {person.age !== null ? `, ${person.age}` : ""}
          </h2>
          <p className="text-sm text-muted-foreground">{person.city ?? "No city"}</p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <Badge variant="destructive">
            {person.reporterCount} {person.reporterCount === 1 ? "reporter" : "reporters"}
          </Badge>
          {person.onHold ? <Badge variant="warning">Hidden from search</Badge> : null}
        </div>
      </div>

      {person.photos.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2" aria-label={`${name}'s photos`}>
          {person.photos.map((url, i) => (
            <li key={url} className="overflow-hidden rounded-xl bg-surface-muted">
              <PhotoImg
                url={url}
                sizes="120px"
                alt={`${name}, photo ${i + 1}`}
                className="aspect-[4/5] w-full object-cover"
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <UserRound className="size-4" aria-hidden="true" /> No photos
        </p>
      )}
      {person.bio ? <p className="text-sm whitespace-pre-line">{person.bio}</p> : null}

      <ul className="flex flex-col gap-2" aria-label="Reports">
        {person.reports.map((report) => (
          <li key={report.id} className="rounded-xl bg-surface-muted p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="font-semibold">{REPORT_REASON_LABELS[report.reason]}</span>
              <time dateTime={report.createdAt} className="text-xs text-muted-foreground">
                {format(new Date(report.createdAt), "MM/dd/yyyy")}
              </time>
            </div>
            {report.details ? <p className="mt-1 text-sm whitespace-pre-line">{report.details}</p> : null}
            {report.message ? (
              <blockquote className="mt-2 rounded-lg bg-surface p-2 text-sm whitespace-pre-line">
                <span className="block text-xs text-muted-foreground">Reported message</span>
                {report.message}
              </blockquote>
            ) : null}
          </li>
        ))}
      </ul>

      <div className="grid grid-cols-3 gap-2">
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => decide("dismiss")}>
          Dismiss
        </Button>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => decide("warn")}>
          Warn
        </Button>
        <Button variant="destructive" size="sm" disabled={busy} onClick={() => setBanOpen(true)}>
          Ban
        </Button>
      </div>
      <BanDialog open={banOpen} onOpenChange={setBanOpen} name={name} pending={busy} onConfirm={() => decide("ban")} />
    </Card>
  );
}
