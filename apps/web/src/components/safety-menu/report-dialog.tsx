import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from "@down/common/schemas/safety";
import { hasControlCharacters } from "@down/common/schemas/text";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { isApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/lazy-toast";
import { fullStopAfter } from "@/lib/sentence";
import { useReport } from "./safety-api";

export function ReportDialog({
  open,
  onOpenChange,
  userId,
  name,
  onReported,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  name: string;
  onReported: () => void;
}) {
  const report = useReport();
  const ids = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [error, setError] = useState<string | null>(null);

  const change = (next: boolean) => {
    if (!next) {
      setReason(null);
      setDetails("");
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason) return setError("Please choose a reason");
    if (details.length > REPORT_DETAILS_MAX) return setError(`Keep the details under ${REPORT_DETAILS_MAX} characters`);
    if (hasControlCharacters(details, { multiline: true }))
      return setError("Please remove special control characters from the text");
    setError(null);
    report.mutate(
      { reportedUserId: userId, reason, details: details.trim() },
      {
        onSuccess: () => {
          change(false);
          toast.success("Thanks for telling us", {
            description: `Our team will review your report. ${name} is blocked.`,
          });
          onReported();
        },
        onError: (failure) =>
          setError((isApiError(failure) && failure.serverMessage) || "Couldn't send the report. Please try again."),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>
              Report <bdi>{name}</bdi>
            </DialogTitle>
            <DialogDescription>
              Reports are private. Reporting also blocks <bdi>{name}</bdi>
              {fullStopAfter(name)}
            </DialogDescription>
          </DialogHeader>
          <fieldset className="flex flex-col gap-1" aria-describedby={error ? `${ids}-error` : undefined}>
            <legend className="mb-2 text-sm font-semibold">What's wrong?</legend>
            {REPORT_REASONS.map((value) => (
              <label
                key={value}
                className={cn(
                  "flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border px-4 text-base transition-colors",
                  reason === value ? "border-accent bg-accent-soft" : "border-border hover:bg-surface-muted",
                )}
              >
                <input
                  type="radio"
                  name={`${ids}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-5 accent-[var(--accent)]"
                />
                {REPORT_REASON_LABELS[value]}
              </label>
            ))}
          </fieldset>
          <div className="mt-4 flex flex-col gap-2">
            <Label htmlFor={`${ids}-details`}>Details (optional)</Label>
            <Textarea
              id={`${ids}-details`}
              value={details}
              maxLength={REPORT_DETAILS_MAX}
              onChange={(event) => setDetails(event.target.value)}
              placeholder="Anything that helps us understand"
              className="min-h-24"
              aria-describedby={`${ids}-count`}
            />
            <p id={`${ids}-count`} className="text-right text-xs text-muted-foreground">
              {details.length}/{REPORT_DETAILS_MAX}
            </p>
          </div>
          {error ? (
            <p id={`${ids}-error`} role="alert" className="mt-2 text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={report.isPending}>
              {report.isPending ? "Sending..." : "Report"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
