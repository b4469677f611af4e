import type { Invite } from "@down/common/schemas/dates";
import { type FormEvent, useId, useState } from "react";
import { fromLocalInput, isPastChoice, thisMinute, toLocalInput } from "@/components/invite-dialog/local-date-time";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";

/**
 * Accepting an invite that has no time (or whose time has passed) asks the receiver for one: a date
 * needs a time to be scheduled.
 */
export function AcceptInviteDialog({
  invite,
  name,
  pending,
  onOpenChange,
  onAccept,
}: {
  invite: Invite | null;
  name: string;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onAccept: (scheduledAt: string) => void;
}) {
  return (
    <Dialog open={invite !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>When works for you?</DialogTitle>
          <DialogDescription>
            {invite?.proposedDateTime
              ? `The time ${name} proposed has passed. Choose a new one to accept.`
              : `${name} left the time to you. Choose one to accept.`}
          </DialogDescription>
        </DialogHeader>
        {invite ? <AcceptForm pending={pending} onAccept={onAccept} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AcceptForm({ pending, onAccept }: { pending: boolean; onAccept: (scheduledAt: string) => void }) {
  const id = useId();
  const [when, setWhen] = useState("");
  const chosen = fromLocalInput(when);
  const error = chosen && isPastChoice(chosen) ? "Please choose a time that is not in the past" : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen && !error && !pending) onAccept(chosen.toISOString());
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>Date and time</Label>
        <Input
          id={id}
          type="datetime-local"
          value={when}
          min={toLocalInput(thisMinute())}
          required
          onChange={(e) => setWhen(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={!chosen || Boolean(error) || pending} className="w-full">
        {pending ? <Spinner /> : null}
        {pending ? "Accepting..." : "Accept"}
      </Button>
    </form>
  );
}
